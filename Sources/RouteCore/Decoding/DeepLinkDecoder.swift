/// Decodes a link into any `Decodable` type, as easily as `JSONDecoder` decodes JSON.
///
/// Query items map to properties by name. A nested struct reads the same query, so a link's
/// flat `title=…&url=…&mode=…` fills `OpenArticle(article: Article(title:url:), mode:)`. Arrays
/// read repeated keys (or comma-separated values, see ``listStrategy``); optionals are nil when
/// their item is absent, has no value or an empty one.
///
/// ```swift
/// struct Article: Decodable { var title: String; var url: URL }
/// struct OpenArticle: Decodable { var article: Article; var mode: Mode }
///
/// let open = try DeepLinkDecoder().decode(
///     OpenArticle.self, from: "myapp://home/openArticle?title=Hi&url=https://example.com/1&mode=webView")
/// ```
///
/// A problem in the link throws ``DeepLinkError``, whose ``Diagnostic`` names the parameter,
/// the expected type and the text found, and spans its bytes: `missing-param`,
/// `missing-value`, `empty-value`, `type-mismatch`, `out-of-range`, `not-in-enum` or
/// `duplicate-param`, as `routescope check` reports them. A type that a query cannot hold (a
/// dictionary of lists, a list of structs) throws `DecodingError`.
///
/// Types conforming to ``QueryValueConvertible`` read one value with their conformance, so a
/// `Codable` struct that declares it travels as JSON in one item. Inside `init(from:)`,
/// `decoder.deepLink` gives the host and path.
public struct DeepLinkDecoder: Sendable {
    /// How query names map to property names.
    public enum KeyDecodingStrategy: Sendable, Hashable {
        /// `userId=1` fills `userId`.
        case useDefaultKeys
        /// `user_id=1` fills `userId`, as `JSONDecoder` converts snake case.
        case convertFromSnakeCase
    }

    /// How a `Date` is written in a link.
    public enum DateDecodingStrategy: Sendable, Hashable {
        /// `2026-11-22`, `2026-11-22T09:30:00Z`, `2026-11-22T18:30:00.250+09:00`.
        case iso8601
        /// A number of seconds since 1970-01-01T00:00:00Z: `1795426200`.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z: `1795426200000`.
        case millisecondsSince1970
    }

    /// How query names map to property names; ``KeyDecodingStrategy/useDefaultKeys`` by default.
    public var keyDecodingStrategy = KeyDecodingStrategy.useDefaultKeys
    /// How dates are written; ``DateDecodingStrategy/iso8601`` by default.
    public var dateDecodingStrategy = DateDecodingStrategy.iso8601
    /// How lists are written; ``QueryListStrategy/repeatedKeys`` by default.
    public var listStrategy = QueryListStrategy.repeatedKeys
    /// How booleans are written; ``BoolSpellings/standard`` by default.
    public var boolSpellings = BoolSpellings.standard

    /// A decoder with the default strategies.
    public init() {}

    /// Decodes `type` from the query of `link`.
    ///
    /// - Throws: ``DeepLinkError`` for a problem in the link; `DecodingError` when `type` has a
    ///   shape a query cannot hold.
    public func decode<T: Decodable>(_ type: T.Type, from link: DeepLink) throws -> T {
        let context = QueryDecodingContext(link: link, options: self)
        return try T(from: QueryDecoder(context: context, scope: .query(owner: "\(T.self)"), codingPath: []))
    }

    /// Decodes `type` from the query of the link `text`.
    ///
    /// - Throws: ``DeepLinkError`` for a problem in the link; `DecodingError` when `type` has a
    ///   shape a query cannot hold.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: DeepLink(text))
    }
}
