import RouteCore

/// What one event did: the new state, and why, in words.
///
/// ```swift
/// let transition = navigator.apply(.open("myapp://home/articleDetail?userId=100&articleId=200"), to: state)
/// transition.explanation   // "selected tab home; pushed articleDetail(userId: 100, articleId: 200, mode: \"safari\")"
/// ```
public struct Transition: Sendable, Hashable {
    /// The event applied.
    public var event: NavigationEvent
    /// The state after the event.
    public var state: NavigationState
    /// A short account of each change, or of why nothing changed, separated by `; `.
    public var explanation: String
    /// The analysis of the link this event opened (an `open`, or a `login` resuming a pending
    /// link); nil when no link was involved.
    public var analysis: LinkAnalysis?
    /// Where Android opened that link, on ``LinkPlatform/android(_:)``; nil on iOS and when no
    /// link was involved.
    public var androidEligibility: AndroidLinkEligibility?

    public init(
        event: NavigationEvent, state: NavigationState, explanation: String, analysis: LinkAnalysis? = nil,
        androidEligibility: AndroidLinkEligibility? = nil
    ) {
        self.event = event
        self.state = state
        self.explanation = explanation
        self.analysis = analysis
        self.androidEligibility = androidEligibility
    }

    /// The link's diagnostics: for an invalid link, the reason nothing changed.
    public var diagnostics: [Diagnostic] { analysis?.diagnostics ?? [] }
}
