import TextBytes

/// Campaign (marketing) parameters such as `utm_source`, recognised on every route.
///
/// ```yaml
/// campaign:
///   params: {utm_source: string, utm_medium: string, utm_campaign: string, utm_id: string}
///   required: [utm_source, utm_medium, [utm_campaign, utm_id]]   # GA4: a campaign name or id
///   lowercase: [utm_source, utm_medium, utm_campaign]           # or `true` for every utm_*
/// ```
public struct CampaignRules: Sendable, Hashable {
    /// The campaign parameters and their types.
    public var params: [ParamSpec]
    /// What a campaign link must carry, once any campaign parameter is present, or always under
    /// `--campaign`: every requirement must be met, each by any one of its names.
    public var required: [Requirement]
    /// Which campaign parameters must have lower-case values.
    public var lowercase: LowercasePolicy

    /// Campaign parameters, what a campaign link must carry, and which values must be lower case.
    public init(params: [ParamSpec] = [], required: [Requirement] = [], lowercase: LowercasePolicy = .none) {
        self.params = params
        self.required = required
        self.lowercase = lowercase
    }

    /// One entry of `required:`: a name, or a list of alternatives of which any one will do.
    public struct Requirement: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The names that meet it, in the order the route map gives them; never empty. The first
        /// is the one a fix inserts.
        public var anyOf: [String]

        /// Nil for an empty list, which no link could meet.
        public init?(anyOf names: [String]) {
            guard !names.isEmpty else { return nil }
            anyOf = names
        }

        /// A requirement met by the one parameter `name`.
        public init(stringLiteral name: String) {
            anyOf = [name]
        }

        /// The names for a message: "utm_campaign", "utm_campaign or utm_id", "a, b or c".
        public var description: String {
            anyOf.listedForMessage()
        }
    }

    /// Which campaign values must be lower-case (analytics such as GA4 count "Email" and "email"
    /// as two different values).
    public enum LowercasePolicy: Sendable, Hashable {
        /// No policy: any case is accepted.
        case none
        /// Every campaign parameter whose name starts with `utm_` (`lowercase: true`).
        case allUTM
        /// The named parameters (`lowercase: [utm_source, …]`).
        case params([String])

        /// Whether `name`'s value must be lower-case.
        package func applies(to name: some StringProtocol) -> Bool {
            switch self {
            case .none: false
            case .allUTM: name.hasPrefix("utm_")
            case .params(let names): names.contains { $0 == name }
            }
        }
    }

    /// Every name that appears in ``required``, in order (a name in two requirements appears twice).
    public var requiredNames: [String] { required.flatMap(\.anyOf) }

    /// The campaign parameter called `name`.
    package func param(named name: some StringProtocol) -> ParamSpec? {
        params.first { $0.name == name }
    }

    /// Whether a link carrying this parameter counts as a campaign link.
    package func isCampaignMarker(_ name: some StringProtocol) -> Bool {
        Self.isCampaignMarker(utf8: name.utf8)
    }

    /// Whether a link carrying the parameter named by these UTF-8 bytes counts as a campaign link:
    /// the name starts with `utm_` in any letter case, since `UTM_SOURCE` is a campaign parameter
    /// written wrong, which analytics do not read, not some other parameter.
    package static func isCampaignMarker(utf8 name: some Sequence<UInt8>) -> Bool {
        var bytes = name.makeIterator()
        for expected in "utm_".utf8 {
            guard let byte = bytes.next(), byte == expected || (expected != UInt8(ascii: "_") && byte | 0x20 == expected) else { return false }
        }
        return true
    }
}
