import RouteCore

extension Diagnostic {
    /// The codes of problems that concern only a link's campaign parameters.
    static let campaignCodes: Set<DiagnosticCode> = [.campaignMissing, .campaignInvalid]

    /// Whether the problem concerns only the link's campaign parameters (`campaign-missing`,
    /// `campaign-invalid`). A real app reads its route from the rest of the link and opens it;
    /// only the analytics lose the visit, so the simulated app opens it too.
    var isCampaignOnly: Bool { Self.campaignCodes.contains(code) }
}
