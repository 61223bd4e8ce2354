/// The `Encoder` behind ``DeepLinkEncoder``, the mirror of `QueryDecoder`: it writes the whole
/// query (a struct's properties), one property (a value, a list or a nested struct), or one
/// list element.
final class QueryEncoder: Encoder {
    enum Scope {
        /// The whole query: a struct's properties become parameters.
        case query
        /// One property, written under `name`.
        case field(name: String)
        /// One element of the list parameter at `index`.
        case element(list: Int)
    }

    let storage: QueryEncodingStorage
    let options: DeepLinkEncoder
    let scope: Scope
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The list this field encoder writes, once a list container was asked for.
    private var listIndex: Int?

    init(storage: QueryEncodingStorage, options: DeepLinkEncoder, scope: Scope, codingPath: [any CodingKey]) {
        self.storage = storage
        self.options = options
        self.scope = scope
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .element = scope {
            storage.fail(type, codingPath, "a list element is one value; it cannot hold properties")
        }
        return KeyedEncodingContainer(QueryKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch scope {
        case .field(let name):
            let index = listIndex ?? storage.beginList(name, codingPath: codingPath)
            listIndex = index
            return QueryUnkeyedEncodingContainer(encoder: self, list: index)
        case .query:
            storage.fail([Any].self, codingPath, "a link's query is a set of named items, not a list")
        case .element:
            storage.fail([Any].self, codingPath, "a list element is one value; lists cannot nest")
        }
        return QueryUnkeyedEncodingContainer(encoder: self, list: nil)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        if case .query = scope {
            storage.fail(Any.self, codingPath, "a link's query needs named properties, not a single value")
        }
        return QuerySingleValueEncodingContainer(encoder: self)
    }

    // MARK: Writing

    /// Writes `value` in this encoder's scope: a property's text, or a list element.
    func write<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        guard let scalar = QueryScalar(T.self) else {
            try value.encode(to: QueryEncoder(storage: storage, options: options, scope: scope, codingPath: codingPath))
            return
        }
        if let number = value as? any BinaryFloatingPoint, !number.isFinite {
            storage.fail(value, codingPath, "\(value) cannot be written in a link; only finite numbers can")
            return
        }
        let text = scalar.text(for: value, options.format)
        switch scope {
        case .field(let name):
            if let text { storage.add(QueryField(name: name, value: .text(text)), codingPath: codingPath) }
        case .element(let list):
            storage.appendElement(text ?? "", to: list)
        case .query:
            storage.fail(value, codingPath, "a link's query needs named properties, not a single value")
        }
    }

    /// Writes nil: a property is left out; a list element is written empty.
    func writeNil() {
        if case .element(let list) = scope { storage.appendElement("", to: list) }
    }

    /// The encoder for the property `key`.
    func fieldEncoder(for key: any CodingKey) -> QueryEncoder {
        QueryEncoder(
            storage: storage, options: options, scope: .field(name: options.queryName(for: key.stringValue)),
            codingPath: codingPath + [key])
    }
}
