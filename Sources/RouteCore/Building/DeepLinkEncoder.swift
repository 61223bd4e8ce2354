/// Encodes any `Encodable` value as a link's query, percent-encoded per RFC 3986: the mirror
/// of ``DeepLinkDecoder``, so that decoding what it encodes gives the value back.
///
/// ```swift
/// struct Search: Codable { var q: String; var tags: [String]; var page: Int? }
///
/// let query = try DeepLinkEncoder().query(for: Search(q: "tea & cake", tags: ["a", "b"], page: nil))
/// // "q=tea%20%26%20cake&tags=a&tags=b"
/// ```
///
/// Properties become items in declaration order; a nested struct's properties join the same
/// query; `nil` and empty lists are left out. To check a link against a route map while
/// building it, use ``DeepLinkBuilder/link(to:with:encoder:as:)-(String,_,_,_)``.
public struct DeepLinkEncoder: Sendable {
    /// How property names become query names.
    public enum KeyEncodingStrategy: Sendable, Hashable {
        /// `userId` is written `userId=`.
        case useDefaultKeys
        /// `userId` is written `user_id=`, as `JSONEncoder` converts to snake case.
        case convertToSnakeCase
    }

    /// How a `Date` is written.
    public enum DateEncodingStrategy: Sendable, Hashable {
        /// `2026-11-22T09:30:00.250Z`: UTC, with milliseconds when the date has them.
        case iso8601
        /// Seconds since 1970-01-01T00:00:00Z: `1795426200.25`.
        case secondsSince1970
        /// Milliseconds since 1970-01-01T00:00:00Z: `1795426200250`.
        case millisecondsSince1970
    }

    /// How property names become query names; ``KeyEncodingStrategy/useDefaultKeys`` by default.
    public var keyEncodingStrategy = KeyEncodingStrategy.useDefaultKeys
    /// How dates are written; ``DateEncodingStrategy/iso8601`` by default.
    public var dateEncodingStrategy = DateEncodingStrategy.iso8601
    /// How lists are written; ``QueryListStrategy/repeatedKeys`` by default.
    public var listStrategy = QueryListStrategy.repeatedKeys
    /// How booleans are written; ``BoolSpellings/standard`` by default.
    public var boolSpellings = BoolSpellings.standard

    /// An encoder with the default strategies.
    public init() {}

    /// The query for `value`, percent-encoded, without the `?`.
    ///
    /// - Throws: `EncodingError` when `value` holds something a query cannot: a non-finite
    ///   number, a list of structs, nested lists, or two properties with the same name.
    public func query(for value: some Encodable) throws -> String {
        var link = LinkText()
        _ = QueryField.write(try fields(for: value), listStrategy: listStrategy, into: &link)
        return link.text
    }

    /// `link` with the query for `value` added, before any fragment.
    ///
    /// ```swift
    /// try DeepLinkEncoder().encode(Search(q: "tea", tags: [], page: 2), appendingTo: "myapp://search/results")
    /// // "myapp://search/results?q=tea&page=2"
    /// ```
    ///
    /// - Throws: `EncodingError`, as ``query(for:)`` does.
    public func encode(_ value: some Encodable, appendingTo link: String) throws -> String {
        let query = try query(for: value)
        guard !query.isEmpty else { return link }
        let hash = link.firstIndex(of: "#") ?? link.endIndex
        var base = link[..<hash]
        if !base.contains("?") {
            base += "?"
        } else if base.last != "?" && base.last != "&" {
            base += "&"
        }
        return base + query + link[hash...]
    }

    /// The parameters for `value`, in order, unencoded.
    func fields(for value: some Encodable) throws -> [QueryField] {
        let storage = QueryEncodingStorage()
        let encoder = QueryEncoder(storage: storage, options: self, scope: .query, codingPath: [])
        try value.encode(to: encoder)
        if let failure = storage.failure { throw failure }
        return storage.fields.filter { $0.value != .list([]) }
    }

    /// The text of booleans and dates under these options.
    var format: QueryScalar.Format {
        let dates: QueryScalar.Format.Dates =
            switch dateEncodingStrategy {
            case .iso8601: .iso8601
            case .secondsSince1970: .secondsSince1970
            case .millisecondsSince1970: .millisecondsSince1970
            }
        return QueryScalar.Format(bools: boolSpellings, dates: dates)
    }

    /// The query name for the property `key`.
    func queryName(for key: String) -> String {
        switch keyEncodingStrategy {
        case .useDefaultKeys: key
        case .convertToSnakeCase: SnakeCase.snakeCased(key)
        }
    }
}
