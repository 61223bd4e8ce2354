import RouteCore

/// What one platform did with an event: the transition its navigator made, the sentence that
/// says so, and the flow step's expectation results on that platform.
public struct PlatformOutcome: Sendable, Hashable {
    public let platform: LinkPlatform
    /// The navigator's transition; nil when the platform's file is not loaded (Android without a
    /// manifest), so nothing was simulated.
    public let transition: Transition?
    /// Where the app stands after the event; nil when the platform is not loaded.
    public let landing: Landing?
    /// What the platform does, in a sentence: the navigator's explanation, after the platform's
    /// own answer for an opened link (``PlatformNavigators/sentence(_:on:)``).
    public let sentence: String
    /// One result per expectation of the flow step, checked on this platform's state; empty
    /// outside a flow.
    public let results: [ExpectationResult]

    public init(platform: LinkPlatform, transition: Transition?, sentence: String, results: [ExpectationResult] = []) {
        self.platform = platform
        self.transition = transition
        landing = transition.map { Landing($0.state) }
        self.sentence = sentence
        self.results = results
    }

    /// Whether every expectation held on this platform.
    public var passed: Bool { results.allSatisfy(\.met) }
}
