/// One value: a property's text, or one list element.
struct QuerySingleValueEncodingContainer: SingleValueEncodingContainer, QueryPrimitiveEncoding {
    let encoder: QueryEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.writeNil() }

    func write<T: Encodable>(_ value: T) throws {
        try encoder.write(value, codingPath: codingPath)
    }
}
