/// The primitive `encode` overloads that `SingleValueEncodingContainer` and
/// `UnkeyedEncodingContainer` each require, written once: every one goes through ``write(_:)``.
protocol QueryPrimitiveEncoding {
    mutating func write<T: Encodable>(_ value: T) throws
}

extension QueryPrimitiveEncoding {
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
}
