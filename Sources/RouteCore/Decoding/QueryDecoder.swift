/// The `Decoder` behind ``DeepLinkDecoder``. A query is flat, so the decoder is one of three
/// scopes: the whole query (what a struct's keyed container reads), the items of one property
/// (what a single value, an array or a nested struct reads), or one list element.
final class QueryDecoder: Decoder {
    /// The items that fill one property of `owner`.
    struct Field {
        /// The name as the link writes it.
        var linkName: String
        /// The type that declares the property, for "OpenArticle requires url".
        var owner: String
        var items: [DeepLink.QueryItem]
    }

    enum Scope {
        /// The whole query, read as the properties of `owner`.
        case query(owner: String)
        /// The items of one property, read as a value of `type`.
        case field(Field, type: String)
        /// One element of a list.
        case element(QueryValueSource)
    }

    let context: QueryDecodingContext
    let scope: Scope
    let codingPath: [any CodingKey]
    let presence: PresenceTracker
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(
        context: QueryDecodingContext, scope: Scope, codingPath: [any CodingKey], presence: PresenceTracker = PresenceTracker()
    ) {
        self.context = context
        self.scope = scope
        self.codingPath = codingPath
        self.presence = presence
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch scope {
        case .query(let owner), .field(_, type: let owner):
            return KeyedDecodingContainer(QueryKeyedDecodingContainer<Key>(decoder: self, owner: owner))
        case .element:
            throw unsupported(type, "a list element is one value; it cannot hold properties")
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch scope {
        case .field(let field, _):
            return QueryUnkeyedDecodingContainer(
                decoder: self, elements: context.elements(of: field.items, name: field.linkName))
        case .query:
            throw unsupported([Any].self, "a link's query is a set of named items, not a list")
        case .element:
            throw unsupported([Any].self, "a list element is one value; lists cannot nest")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        switch scope {
        case .field, .element:
            return QuerySingleValueDecodingContainer(decoder: self)
        case .query(let owner):
            throw unsupported(Any.self, "\(owner) is read from a whole query, so it needs properties")
        }
    }

    // MARK: Fields

    /// The field for the property `key` of `owner`; finding its items marks them present.
    func field(_ key: any CodingKey, owner: String) -> Field {
        let items = context.items(for: key.stringValue)
        if !items.isEmpty { presence.markFound() }
        return Field(linkName: context.linkName(for: key.stringValue), owner: owner, items: items)
    }

    /// The one item of `field`, or `missing-param` or `duplicate-param`; nil when a probe
    /// passes over a missing item.
    func single(_ field: Field, expected: String) throws(DeepLinkError) -> QueryValueSource? {
        guard let first = field.items.first else {
            if presence.isProbe { return nil }
            throw context.failure(
                QueryDiagnostics.missing(field.linkName, expected: expected, owner: field.owner, in: context.link))
        }
        if field.items.count > 1 {
            throw context.failure(QueryDiagnostics.duplicate(field.items[1], name: field.linkName, in: context.link))
        }
        return QueryValueSource(first, name: field.linkName)
    }

    /// Whether `field` reads as nil: absent, or one item with no value or an empty one.
    func isNil(_ field: Field) -> Bool {
        field.items.isEmpty || (field.items.count == 1 && (field.items[0].value ?? "").isEmpty)
    }

    /// Decodes the property `field` as a `T`.
    func decode<T: Decodable>(_ type: T.Type, field: Field, codingPath: [any CodingKey]) throws -> T {
        if let scalar = QueryScalar(T.self) {
            guard let source = try single(field, expected: scalar.expectation(context.format)) else {
                return try scalar.placeholder() as! T
            }
            return try context.read(scalar, from: source) as! T
        }
        if let names = caseNames(of: T.self),
            let source = try single(field, expected: "one of " + names.joined(separator: ", "))
        {
            try context.checkCase(of: source, in: names)
        }
        let child = QueryDecoder(
            context: context, scope: .field(field, type: "\(T.self)"), codingPath: codingPath, presence: presence)
        do {
            return try T(from: child)
        } catch DecodingError.dataCorrupted(let reason) where field.items.count == 1 {
            let source = QueryValueSource(field.items[0], name: field.linkName)
            throw context.invalid(T.self, at: source, because: reason.debugDescription)
        }
    }

    /// Decodes the property `field` as a `T`, or nil when the link leaves it out. A struct or
    /// list is left out when none of its items is present; once one is, the rest must be right.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, field: Field, codingPath: [any CodingKey]) throws -> T? {
        if !field.items.isEmpty {
            return isNil(field) ? nil : try decode(T.self, field: field, codingPath: codingPath)
        }
        if QueryScalar(T.self) != nil { return nil }
        // A probe walks the whole type, passing over missing items, only to learn whether any
        // of its items is present; the real decode then reports the first problem.
        let probe = QueryDecoder(
            context: context, scope: scope, codingPath: self.codingPath, presence: PresenceTracker(probing: presence))
        _ = try? probe.decode(T.self, field: field, codingPath: codingPath)
        guard probe.presence.found else { return nil }
        return try decode(T.self, field: field, codingPath: codingPath)
    }

    // MARK: Elements

    /// Decodes one list element as a `T`.
    func decode<T: Decodable>(_ type: T.Type, element: QueryValueSource, codingPath: [any CodingKey]) throws -> T {
        if let scalar = QueryScalar(T.self) {
            return try context.read(scalar, from: element) as! T
        }
        if let names = caseNames(of: T.self) {
            try context.checkCase(of: element, in: names)
        }
        let child = QueryDecoder(context: context, scope: .element(element), codingPath: codingPath, presence: presence)
        do {
            return try T(from: child)
        } catch DecodingError.dataCorrupted(let reason) {
            throw context.invalid(T.self, at: element, because: reason.debugDescription)
        }
    }

    // MARK: Helpers

    /// The raw values of a `CaseIterable` enum, as a link writes them.
    func caseNames<T>(of type: T.Type) -> [String]? {
        guard let enumeration = T.self as? any (CaseIterable & RawRepresentable).Type else { return nil }
        return Self.rawValues(of: enumeration)
    }

    private static func rawValues<Enumeration: CaseIterable & RawRepresentable>(of type: Enumeration.Type) -> [String] {
        Enumeration.allCases.map { "\($0.rawValue)" }
    }

    func unsupported(_ type: Any.Type, _ reason: String) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}

/// Records whether a decode found any of its items, so an optional struct whose items are all
/// absent reads as nil. Finding an item also marks every enclosing decode.
final class PresenceTracker {
    private(set) var found = false
    /// Whether this is a probe, which passes over missing items with placeholder values.
    let isProbe: Bool
    private let parent: PresenceTracker?

    /// The tracker of a decode.
    init() {
        parent = nil
        isProbe = false
    }

    /// The tracker of a probe inside the decode that `parent` tracks.
    init(probing parent: PresenceTracker) {
        self.parent = parent
        isProbe = true
    }

    func markFound() {
        found = true
        parent?.markFound()
    }
}

/// The coding key of a list element: its index.
struct QueryIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
