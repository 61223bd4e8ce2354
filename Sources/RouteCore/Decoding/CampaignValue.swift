/// One campaign parameter of a link (`utm_source`, `gclid`…), for an app's analytics: the
/// route map's `campaign` section declares which names these are.
public struct CampaignValue: Sendable, Hashable {
    /// The decoded name.
    public var name: String
    /// The decoded value; nil when the item has no `=`.
    public var value: String?

    /// A campaign value: its decoded name, and its decoded value (nil without `=`).
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

extension LinkAnalysis {
    /// The link's campaign parameters, in link order: what an app passes to its analytics.
    /// They are never part of ``route``.
    public var campaignValues: [CampaignValue] {
        params.filter { $0.isCampaign && $0.source == .query }.map { CampaignValue(name: $0.name, value: $0.text) }
    }
}
