/// Plays a ``Flow`` on every platform in step, as `routescope simulate --platform all` does: each
/// loaded platform keeps its own state, and each step compares where they land.
///
/// ```swift
/// var playback = PlatformPlayback(flow: flow, navigators: PlatformNavigators(routeMap: map))
/// while let step = playback.advance() {
///     print(step.index + 1, step.comparison.agrees)
/// }
/// ```
public struct PlatformPlayback: Sendable {
    public let flow: Flow
    public let navigators: PlatformNavigators
    /// One playback per loaded platform, in ``LinkPlatform/allCases`` order.
    private var playbacks: [(platform: LinkPlatform, playback: FlowPlayback)]

    public init(flow: Flow, navigators: PlatformNavigators) {
        self.flow = flow
        self.navigators = navigators
        playbacks = LinkPlatform.allCases.compactMap { platform in
            navigators[platform].map { (platform, FlowPlayback(flow: flow, navigator: $0)) }
        }
    }

    /// Whether every step has been played.
    public var isFinished: Bool { playbacks.allSatisfy(\.playback.isFinished) }

    /// Plays the next step on every loaded platform and checks its expectations on each; nil
    /// once the flow is finished.
    public mutating func advance() -> PlatformStepOutcome? {
        var played: [LinkPlatform: StepOutcome] = [:]
        for index in playbacks.indices {
            guard let outcome = playbacks[index].playback.advance() else { return nil }
            played[playbacks[index].platform] = outcome
        }
        guard let first = played.values.first else { return nil }
        let outcomes = LinkPlatform.allCases.map { platform in
            navigators.outcome(on: platform, played[platform]?.transition, results: played[platform]?.results ?? [])
        }
        return PlatformStepOutcome(index: first.index, step: first.step, comparison: PlatformComparison(outcomes: outcomes))
    }
}

/// What playing one flow step did on every platform.
public struct PlatformStepOutcome: Sendable, Hashable {
    /// The step's index in the flow, from 0.
    public var index: Int
    public var step: FlowStep
    /// Where the step landed on each platform, with its expectation results there.
    public var comparison: PlatformComparison
}
