/// The declaration of one parameter: its name, type, constraints and defaults.
///
/// The fields live in one shared, immutable box, so copying a spec (every ``ParamReading``
/// carries one) is a single reference-count operation; setting a field replaces the box.
public struct ParamSpec: Sendable, Hashable {
    private final class Storage: Sendable {
        let name: String
        let type: ParamType
        let isRequired: Bool
        let defaultValue: String?
        let summary: String?
        let plusAsSpace: Bool

        init(name: String, type: ParamType, isRequired: Bool, defaultValue: String?, summary: String?, plusAsSpace: Bool) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
            self.defaultValue = defaultValue
            self.summary = summary
            self.plusAsSpace = plusAsSpace
        }
    }

    private var storage: Storage

    /// The name used in the query (`?userId=…`) or the path template (`{userId}`).
    public var name: String {
        get { storage.name }
        set { update(name: newValue) }
    }
    /// The type and its constraints.
    public var type: ParamType {
        get { storage.type }
        set { update(type: newValue) }
    }
    /// Whether a link without it is an error.
    public var isRequired: Bool {
        get { storage.isRequired }
        set { update(isRequired: newValue) }
    }
    /// The value the app uses when the link leaves it out, as it would be written in a link.
    public var defaultValue: String? {
        get { storage.defaultValue }
        set { update(defaultValue: .some(newValue)) }
    }
    /// What the parameter means, for catalogs.
    public var summary: String? {
        get { storage.summary }
        set { update(summary: .some(newValue)) }
    }
    /// Whether `+` in the value means a space (form encoding). Off by default: RFC 3986 keeps `+`.
    public var plusAsSpace: Bool {
        get { storage.plusAsSpace }
        set { update(plusAsSpace: newValue) }
    }

    /// A parameter called `name` of type `type`.
    public init(
        name: String, type: ParamType, isRequired: Bool = false, defaultValue: String? = nil,
        summary: String? = nil, plusAsSpace: Bool = false
    ) {
        storage = Storage(
            name: name, type: type, isRequired: isRequired, defaultValue: defaultValue, summary: summary,
            plusAsSpace: plusAsSpace)
    }

    private mutating func update(
        name: String? = nil, type: ParamType? = nil, isRequired: Bool? = nil, defaultValue: String?? = nil,
        summary: String?? = nil, plusAsSpace: Bool? = nil
    ) {
        storage = Storage(
            name: name ?? storage.name, type: type ?? storage.type, isRequired: isRequired ?? storage.isRequired,
            defaultValue: defaultValue ?? storage.defaultValue, summary: summary ?? storage.summary,
            plusAsSpace: plusAsSpace ?? storage.plusAsSpace)
    }

    /// Equal when every field is equal, as a memberwise comparison.
    public static func == (lhs: ParamSpec, rhs: ParamSpec) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name && lhs.type == rhs.type && lhs.isRequired == rhs.isRequired
            && lhs.defaultValue == rhs.defaultValue && lhs.summary == rhs.summary && lhs.plusAsSpace == rhs.plusAsSpace
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(isRequired)
        hasher.combine(defaultValue)
        hasher.combine(summary)
        hasher.combine(plusAsSpace)
    }
}

extension ParamSpec: CustomReflectable {
    /// The fields, so that `print` and `dump` show a spec as a plain struct of its fields.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name, "type": type, "isRequired": isRequired, "defaultValue": defaultValue as Any,
                "summary": summary as Any, "plusAsSpace": plusAsSpace,
            ], displayStyle: .struct)
    }
}
