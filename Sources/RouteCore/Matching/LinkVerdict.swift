import PlatformLinks

/// The cheap answer about a link: whether the app reads it without error, how it reaches the
/// app, and each problem's code and span, without words or readings.
///
/// ```swift
/// let verdict = LinkAnalyzer(routeMap: .sample).verdict("myapp://home/articleDetail?userId=1&articleId=abc")
/// verdict.ok                 // false
/// verdict.problems.map(\.code)   // [.typeMismatch]
/// ```
///
/// It is what ``LinkAnalysis/verdict`` says of the same link: the matcher takes the same
/// decisions for both, and only records less.
public struct LinkVerdict: Sendable, Hashable {
    /// Custom scheme, web link, or neither.
    public let kind: LinkKind
    /// Every problem, ordered by position in the input.
    public let problems: [LinkProblem]
    /// For an https link on a web host, whether the apple-app-site-association lets it open the
    /// app, and which rule decided; nil when no such file is loaded, or for other links.
    public let appLinkEligibility: AppLinkEligibility?
    /// Where Android 12+ opens the link, when the route map has a manifest; nil otherwise.
    public let androidEligibility: AndroidLinkEligibility?

    package init(
        kind: LinkKind, problems: [LinkProblem], appLinkEligibility: AppLinkEligibility? = nil, androidEligibility: AndroidLinkEligibility? = nil
    ) {
        self.kind = kind
        self.problems = problems
        self.appLinkEligibility = appLinkEligibility
        self.androidEligibility = androidEligibility
    }

    /// True when no problem is an error.
    public var ok: Bool { !problems.contains { $0.severity == .error } }

    /// True when some problem is a warning.
    public var hasWarnings: Bool { problems.contains { $0.severity == .warning } }
}
