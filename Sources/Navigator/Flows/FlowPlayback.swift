/// Plays a ``Flow`` one step at a time, as `routescope simulate` and the explorer's demo mode do.
///
/// ```swift
/// var playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: map))
/// while let outcome = playback.advance() {
///     print(outcome.transition.explanation)
///     guard outcome.passed else { break }
/// }
/// ```
public struct FlowPlayback: Sendable {
    public let flow: Flow
    /// The app the steps play on; another one (the same app on another platform) plays the next
    /// steps from the same state.
    public var navigator: Navigator
    /// The state after the steps played so far.
    public private(set) var state: NavigationState
    /// The index of the next step to play.
    public private(set) var nextIndex = 0

    public init(flow: Flow, navigator: Navigator) {
        self.flow = flow
        self.navigator = navigator
        self.state = navigator.initialState(loggedIn: flow.start.loggedIn)
    }

    /// Whether every step has been played.
    public var isFinished: Bool { nextIndex >= flow.steps.count }

    /// Plays the next step and checks its expectations; nil once the flow is finished.
    ///
    /// On a cold start, a first `open` step launches the app (``Navigator/launch(opening:loggedIn:)``).
    public mutating func advance() -> StepOutcome? {
        guard !isFinished else { return nil }
        let step = flow.steps[nextIndex]
        let transition: Transition
        if nextIndex == 0, flow.start.cold, case .open(let link) = step.event {
            transition = navigator.launch(opening: link, loggedIn: flow.start.loggedIn)
        } else {
            transition = navigator.apply(step.event, to: state)
        }
        let outcome = StepOutcome(
            index: nextIndex, step: step, transition: transition, results: step.expectations.map { $0.check(transition.state) })
        state = transition.state
        nextIndex += 1
        return outcome
    }

    /// Goes back to the start, before the first step.
    public mutating func rewind() {
        state = navigator.initialState(loggedIn: flow.start.loggedIn)
        nextIndex = 0
    }

    /// Plays every remaining step, whether or not its expectations hold.
    public mutating func playToEnd() -> [StepOutcome] {
        var outcomes: [StepOutcome] = []
        while let outcome = advance() { outcomes.append(outcome) }
        return outcomes
    }
}
