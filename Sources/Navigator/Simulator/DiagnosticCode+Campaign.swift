import RouteCore

extension DiagnosticCode {
    /// Whether problems of this code concern only a link's campaign parameters
    /// (`campaign-missing`, `campaign-invalid`). A real app reads its route from the rest of the
    /// link and opens it; only the analytics lose the visit, so the simulated app opens it too.
    var isCampaignOnly: Bool { self == .campaignMissing || self == .campaignInvalid }
}
