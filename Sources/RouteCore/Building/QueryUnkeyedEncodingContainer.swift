/// A list parameter: each element is written as the list strategy says.
struct QueryUnkeyedEncodingContainer: UnkeyedEncodingContainer, QueryPrimitiveEncoding {
    let encoder: QueryEncoder
    /// The list parameter written to; nil when the list could not be started (the failure is
    /// recorded, and the elements go nowhere).
    let list: Int?
    private(set) var count = 0

    init(encoder: QueryEncoder, list: Int?) {
        self.encoder = encoder
        self.list = list
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// A nil element is written empty.
    mutating func encodeNil() throws { elementEncoder().writeNil() }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        elementEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        elementEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        elementEncoder()
    }

    mutating func write<T: Encodable>(_ value: T) throws {
        let element = elementEncoder()
        try element.write(value, codingPath: element.codingPath)
    }

    /// The encoder for the next element.
    private mutating func elementEncoder() -> QueryEncoder {
        defer { count += 1 }
        let scope: QueryEncoder.Scope = list.map { .element(list: $0) } ?? .query
        return QueryEncoder(
            storage: encoder.storage, options: encoder.options, scope: scope, codingPath: codingPath + [QueryIndexKey(count)])
    }
}
