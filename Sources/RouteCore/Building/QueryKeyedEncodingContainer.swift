/// A struct's properties, written as parameters of the one flat query.
struct QueryKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: QueryEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// A nil property is left out.
    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try write(value, key) }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(value, key) }

    /// A nested keyed container writes into the same flat query.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.fieldEncoder(for: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.fieldEncoder(for: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.fieldEncoder(for: key)
    }

    private func write<T: Encodable>(_ value: T, _ key: Key) throws {
        let field = encoder.fieldEncoder(for: key)
        try field.write(value, codingPath: field.codingPath)
    }
}
