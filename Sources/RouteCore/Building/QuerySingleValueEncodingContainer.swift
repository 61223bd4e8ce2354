/// One value: a property's text, or one list element.
struct QuerySingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: QueryEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.writeNil() }

    mutating func encode<T: Encodable>(_ value: T) throws { try write(value) }

    mutating func encode(_ value: Bool) throws { try write(value) }
    mutating func encode(_ value: String) throws { try write(value) }
    mutating func encode(_ value: Double) throws { try write(value) }
    mutating func encode(_ value: Float) throws { try write(value) }
    mutating func encode(_ value: Int) throws { try write(value) }
    mutating func encode(_ value: Int8) throws { try write(value) }
    mutating func encode(_ value: Int16) throws { try write(value) }
    mutating func encode(_ value: Int32) throws { try write(value) }
    mutating func encode(_ value: Int64) throws { try write(value) }
    mutating func encode(_ value: UInt) throws { try write(value) }
    mutating func encode(_ value: UInt8) throws { try write(value) }
    mutating func encode(_ value: UInt16) throws { try write(value) }
    mutating func encode(_ value: UInt32) throws { try write(value) }
    mutating func encode(_ value: UInt64) throws { try write(value) }

    private func write<T: Encodable>(_ value: T) throws {
        try encoder.write(value, codingPath: codingPath)
    }
}
