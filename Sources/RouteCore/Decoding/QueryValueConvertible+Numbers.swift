/// An integer reads as an `int` parameter does.
extension Int: QueryValueConvertible {
    /// Reads a decimal integer: `42`, `-7`; not `+7`, `4_2` or `0x2A`.
    public init(queryValue: String?) throws(QueryValueError) {
        self = try IntegerText.read(queryValue, as: Int.self)
    }

    /// The decimal text: `42`, `-7`.
    public var queryValue: String? { String(self) }

    /// "an integer", as an `int` parameter's.
    public static var queryValueExpectation: String { IntegerText.expectation(for: Int.self) }
}

/// A `Double` reads as a `double` parameter does.
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

    /// "a number", as a `double` parameter's.
    public static var queryValueExpectation: String { ParamType.double(DoubleRule()).expectation }
}

/// A `Float` reads as a `double` parameter does, within `Float`'s range.
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

    /// "a number", as a `double` parameter's.
    public static var queryValueExpectation: String { ParamType.double(DoubleRule()).expectation }
}
