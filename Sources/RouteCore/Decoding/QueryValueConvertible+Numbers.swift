extension Int: QueryValueConvertible {
    /// Reads a decimal integer: `42`, `-7`; not `+7`, `4_2` or `0x2A`.
    public init(queryValue: String?) throws(QueryValueError) {
        self = try IntegerText.read(queryValue, as: Int.self)
    }

    public var queryValue: String? { String(self) }

    public static var queryValueExpectation: String { IntegerText.expectation(for: Int.self) }
}

extension Double: QueryValueConvertible {
    /// Reads a finite decimal number: `3.5`, `-1e-5`; not `nan`, `inf` or hexadecimal.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard case .valid(let value) = queryValue.withUTF8Bytes(DoubleRule().check) else { throw .format }
        self = value
    }

    /// The shortest text that reads back as exactly this value.
    public var queryValue: String? { description }

    public static var queryValueExpectation: String { ParamType.double(DoubleRule()).expectation }
}

extension Float: QueryValueConvertible {
    /// Reads a finite decimal number that fits a `Float`.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard queryValue.withUTF8Bytes(DoubleRule().check).isValid, let value = Float(queryValue) else { throw .format }
        guard value.isFinite else { throw .rule(.outOfRange, expected: Self.queryValueExpectation) }
        self = value
    }

    /// The shortest text that reads back as exactly this value.
    public var queryValue: String? { description }

    public static var queryValueExpectation: String { ParamType.double(DoubleRule()).expectation }
}
