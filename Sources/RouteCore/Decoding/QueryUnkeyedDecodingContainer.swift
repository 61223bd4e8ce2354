/// A list: the elements of one list parameter, as the route map split them.
struct QueryUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: QueryDecoder
    let elements: [TypedValue]
    private(set) var currentIndex = 0

    init(decoder: QueryDecoder, elements: [TypedValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// An element the route map checked is never nil.
    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw decoder.unsupported(type, "a list element is one value; it cannot hold properties")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw decoder.unsupported([Any].self, "a list element is one value; lists cannot nest")
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = try current([Any].self)
        currentIndex += 1
        return QueryDecoder(
            context: decoder.context, scope: .element(element), codingPath: codingPath + [QueryIndexKey(currentIndex - 1)],
            presence: decoder.presence)
    }

    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decode(
            T.self, element: try current(type), codingPath: codingPath + [QueryIndexKey(currentIndex)])
        currentIndex += 1
        return value
    }

    private func current(_ type: Any.Type) throws -> TypedValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "the list has no more elements"))
        }
        return elements[currentIndex]
    }
}
