/// The declaration of one parameter: its name, type, constraints and defaults.
public struct ParamSpec: Sendable, Hashable {
    /// The name used in the query (`?userId=…`) or the path template (`{userId}`).
    public var name: String
    /// The type and its constraints.
    public var type: ParamType
    /// Whether a link without it is an error.
    public var isRequired: Bool
    /// The value the app uses when the link leaves it out, as it would be written in a link.
    public var defaultValue: String?
    /// What the parameter means, for catalogs.
    public var summary: String?
    /// Whether `+` in the value means a space (form encoding). Off by default: RFC 3986 keeps `+`.
    public var plusAsSpace: Bool

    public init(
        name: String, type: ParamType, isRequired: Bool = false, defaultValue: String? = nil,
        summary: String? = nil, plusAsSpace: Bool = false
    ) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.summary = summary
        self.plusAsSpace = plusAsSpace
    }
}
