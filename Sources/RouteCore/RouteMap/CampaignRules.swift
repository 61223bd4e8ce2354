/// Campaign (marketing) parameters such as `utm_source`, recognised on every route.
public struct CampaignRules: Sendable, Hashable {
    /// The campaign parameters and their types.
    public var params: [ParamSpec]
    /// Names that must all be present once any campaign parameter is, or always under `--campaign`.
    public var required: [String]

    public init(params: [ParamSpec] = [], required: [String] = []) {
        self.params = params
        self.required = required
    }

    /// The campaign parameter called `name`.
    public func param(named name: some StringProtocol) -> ParamSpec? {
        params.first { $0.name == name }
    }

    /// Whether a link carrying this parameter counts as a campaign link.
    public func isCampaignMarker(_ name: some StringProtocol) -> Bool {
        name.hasPrefix("utm_")
    }
}
