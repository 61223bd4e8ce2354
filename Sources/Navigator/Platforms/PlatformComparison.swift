/// Where one event lands on the router, on iOS and on Android, side by side: the three
/// verdicts, and whether they disagree.
///
/// A disagreement is what QA looks for: the same link showing one screen through the app's
/// router and another on a phone (the apple-app-site-association excludes it, or Android's
/// intent filters do not take it). A platform that is not loaded takes no part.
public struct PlatformComparison: Sendable, Hashable {
    /// One outcome per platform, in ``LinkPlatform/allCases`` order: router, iOS, Android.
    public let outcomes: [PlatformOutcome]
    /// Whether every loaded platform lands on the same place.
    public let agrees: Bool

    public init(outcomes: [PlatformOutcome]) {
        self.outcomes = outcomes
        agrees = Set(outcomes.compactMap(\.landing)).count <= 1
    }

    /// The outcome on `platform`.
    public subscript(_ platform: LinkPlatform) -> PlatformOutcome? {
        outcomes.first { $0.platform == platform }
    }

    /// Whether `outcome` lands elsewhere than the router, the app's own reading of the link; a
    /// platform that is not loaded never does.
    public func disagrees(_ outcome: PlatformOutcome) -> Bool {
        guard let landing = outcome.landing, let reference = self[.router]?.landing else { return false }
        return landing != reference
    }

    /// Whether every expectation held on every loaded platform.
    public var passed: Bool { outcomes.allSatisfy(\.passed) }
}
