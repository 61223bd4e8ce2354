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
    /// The state before the last step played, to tell what that step changed; nil before the
    /// first step.
    public private(set) var previousState: NavigationState?

    public init(flow: Flow, navigator: Navigator) {
        self.flow = flow
        self.navigator = navigator
        self.state = navigator.initialState(loggedIn: flow.start.loggedIn)
    }

    /// Whether every step has been played.
    public var isFinished: Bool { nextIndex >= flow.steps.count }

    /// Plays the next step and checks its expectations; nil once the flow is finished.
    ///
    /// On a cold start, a first `open` step launches the app (``Navigator/launch(opening:loggedIn:)``);
    /// `say:` captions before it do not count, since the app sees none of them.
    public mutating func advance() -> StepOutcome? {
        guard !isFinished else { return nil }
        let step = flow.steps[nextIndex]
        let transition: Transition
        let launches = flow.start.cold && flow.steps[..<nextIndex].allSatisfy(\.event.isCaption)
        if launches, case .open(let link) = step.event {
            transition = navigator.launch(opening: link, loggedIn: flow.start.loggedIn)
        } else {
            transition = navigator.apply(step.event, to: state)
        }
        let outcome = StepOutcome(
            index: nextIndex, step: step, transition: transition, results: step.expectations.map { $0.check(transition.state) })
        previousState = state
        state = transition.state
        nextIndex += 1
        return outcome
    }

    /// Goes back to the start, before the first step.
    public mutating func rewind() {
        state = navigator.initialState(loggedIn: flow.start.loggedIn)
        previousState = nil
        nextIndex = 0
    }

    /// Goes back one step: plays the flow again from its start up to the step before the last
    /// one played, which gives that step's state exactly, since the simulator is deterministic.
    ///
    /// - Returns: the outcome of the step now last played; nil when that leaves no step played
    ///   (the start, before the first step), or when none was played.
    public mutating func stepBack() -> StepOutcome? {
        let target = max(0, nextIndex - 1)
        rewind()
        var last: StepOutcome? = nil
        while nextIndex < target, let outcome = advance() { last = outcome }
        return last
    }

    /// Plays every remaining step, whether or not its expectations hold.
    public mutating func playToEnd() -> [StepOutcome] {
        var outcomes: [StepOutcome] = []
        while let outcome = advance() { outcomes.append(outcome) }
        return outcomes
    }
}
