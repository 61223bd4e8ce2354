/// The `Decoder` behind ``DeepLinkDecoder``. It reads the typed values of an analysed link's
/// route, which the route map has already checked (defaults, path parameters, ranges, lists),
/// into Swift types. A route is flat, so the decoder is one of three scopes: the whole route
/// (what a struct's keyed container reads), one parameter (what a single value, an array or a
/// nested struct reads), or one list element.
///
/// The link's own problems were found by the analyzer; what can still fail here is the type
/// disagreeing with its route map (a property the map does not give, an `Int` for a `string`),
/// which throws `DecodingError`, as `JSONDecoder` does for JSON of another shape.
final class QueryDecoder: Decoder {
    /// The value that fills one property of `owner`.
    struct Field {
        /// The parameter's name in the route map.
        var linkName: String
        /// The type that declares the property, for "OpenArticle requires url".
        var owner: String
        /// The route's value; nil when the route has none.
        var value: TypedValue?
    }

    enum Scope {
        /// The whole route, read as the properties of `owner`.
        case query(owner: String)
        /// One parameter, read as a value of `type`.
        case field(Field, type: String)
        /// One element of a list.
        case element(TypedValue)
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
            return QueryUnkeyedDecodingContainer(decoder: self, elements: Self.elements(of: field.value))
        case .query:
            throw unsupported([Any].self, "a link's route is a set of named parameters, not a list")
        case .element:
            throw unsupported([Any].self, "a list element is one value; lists cannot nest")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        switch scope {
        case .field, .element:
            return QuerySingleValueDecodingContainer(decoder: self)
        case .query(let owner):
            throw unsupported(Any.self, "\(owner) is read from a whole route, so it needs properties")
        }
    }

    /// The elements of a list parameter: a list's, or a single value as a list of one; none
    /// when the route has no value (an empty list is left out of a link).
    static func elements(of value: TypedValue?) -> [TypedValue] {
        switch value {
        case .list(let values): values
        case .some(let value): [value]
        case nil: []
        }
    }

    // MARK: Fields

    /// The field for the property `key` of `owner`; finding its value marks it present.
    func field(_ key: any CodingKey, owner: String) -> Field {
        let name = context.linkName(for: key.stringValue)
        let value = context.values[name]
        if value != nil { presence.markFound() }
        return Field(linkName: name, owner: owner, value: value)
    }

    /// Decodes the property `field` as a `T`.
    func decode<T: Decodable>(_ type: T.Type, field: Field, codingPath: [any CodingKey]) throws -> T {
        if let scalar = QueryScalar(T.self) {
            guard let value = field.value else {
                if presence.isProbe { return try placeholder(scalar, codingPath: codingPath) as! T }
                throw DecodingError.keyNotFound(
                    QueryNameKey(field.linkName),
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "\(field.owner) requires \(field.linkName), which the route map does not give this link"))
            }
            return try read(scalar, from: value, codingPath: codingPath) as! T
        }
        let child = QueryDecoder(
            context: context, scope: .field(field, type: "\(T.self)"), codingPath: codingPath, presence: presence)
        return try T(from: child)
    }

    /// Decodes the property `field` as a `T`, or nil when the route has no value for it. A
    /// struct or list is nil when none of its parameters has a value.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, field: Field, codingPath: [any CodingKey]) throws -> T? {
        if field.value != nil { return try decode(T.self, field: field, codingPath: codingPath) }
        if QueryScalar(T.self) != nil { return nil }
        // A probe walks the whole type, passing over missing values, only to learn whether any
        // of its parameters has one; the real decode then reports the first problem.
        let probe = QueryDecoder(
            context: context, scope: scope, codingPath: self.codingPath, presence: PresenceTracker(probing: presence))
        _ = try? probe.decode(T.self, field: field, codingPath: codingPath)
        guard probe.presence.found else { return nil }
        return try decode(T.self, field: field, codingPath: codingPath)
    }

    // MARK: Elements

    /// Decodes one list element as a `T`.
    func decode<T: Decodable>(_ type: T.Type, element: TypedValue, codingPath: [any CodingKey]) throws -> T {
        if let scalar = QueryScalar(T.self) {
            return try read(scalar, from: element, codingPath: codingPath) as! T
        }
        return try T(from: QueryDecoder(context: context, scope: .element(element), codingPath: codingPath, presence: presence))
    }

    // MARK: Helpers

    /// Reads a scalar from a value of the route: through the text a link writes for it, so a
    /// `URL`, `UUID`, `Date` or enum reads the checked text its route map gives.
    func read(_ scalar: QueryScalar, from value: TypedValue, codingPath: [any CodingKey]) throws -> Any {
        do {
            if case .list = value { throw QueryValueError.format }
            return try scalar.read(value.linkText, context.format)
        } catch {
            throw DecodingError.typeMismatch(
                scalar.type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "the route map gives \(value.displayText), which is not \(scalar.expectation(context.format))"))
        }
    }

    /// A stand-in value that lets a presence probe walk past a missing value.
    private func placeholder(_ scalar: QueryScalar, codingPath: [any CodingKey]) throws -> Any {
        do {
            return try scalar.placeholder()
        } catch {
            throw DecodingError.valueNotFound(
                scalar.type, DecodingError.Context(codingPath: codingPath, debugDescription: "a probe found no value"))
        }
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

/// The coding key of a parameter the route map does not give.
struct QueryNameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The coding key of a list element: its index.
struct QueryIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
