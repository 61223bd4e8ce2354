/// A struct's properties, read from the whole route of the link: each property is the
/// parameter of its name.
struct QueryKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: QueryDecoder
    /// The type being decoded, for "OpenArticle requires url".
    let owner: String

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        decoder.context.values.keys.sorted().compactMap { Key(stringValue: decoder.context.propertyName(for: $0)) }
    }

    func contains(_ key: Key) -> Bool {
        field(key).value != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        field(key).value == nil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(T.self, field: field(key), codingPath: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decoder.decodeIfPresent(T.self, field: field(key), codingPath: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key) }

    /// A nested keyed container reads the same flat query.
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(
            QueryKeyedDecodingContainer<NestedKey>(decoder: childDecoder(for: key), owner: owner))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try childDecoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        childDecoder(for: key)
    }

    private func field(_ key: Key) -> QueryDecoder.Field {
        decoder.field(key, owner: owner)
    }

    private func value<T: Decodable>(_ key: Key) throws -> T {
        try decoder.decode(T.self, field: field(key), codingPath: codingPath + [key])
    }

    private func childDecoder(for key: Key) -> QueryDecoder {
        QueryDecoder(
            context: decoder.context, scope: .field(field(key), type: owner), codingPath: codingPath + [key],
            presence: decoder.presence)
    }
}
