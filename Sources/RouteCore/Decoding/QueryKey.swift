/// A typed query parameter: its name, and how its text becomes a value.
///
/// Declare keys once, next to the types that use them, and read them with
/// ``DeepLink/value(for:)``:
///
/// ```swift
/// extension QueryKey where Value == String { static var title: Self { Self("title") } }
/// extension QueryKey where Value == Int {
///     /// At most 100, so one link cannot ask for the whole catalogue.
///     static var limit: Self {
///         Self("limit", expected: "an integer ≤ 100") { text in
///             let limit = try Int(queryValue: text)
///             guard limit <= 100 else { throw QueryValueError.rule(.outOfRange, expected: "an integer ≤ 100") }
///             return limit
///         }
///     }
/// }
///
/// let title = try link.value(for: .title)
/// ```
public struct QueryKey<Value>: Sendable {
    /// The parameter's name, as the link writes it (before percent-encoding).
    public let name: String
    /// What a valid value looks like, in words, for diagnostics: "an integer ≤ 100".
    public let expected: String
    /// Reads a decoded value: nil when the item has no `=`, empty for `name=`. Throw
    /// ``QueryValueError`` to say precisely what is wrong; any other error reads as a
    /// type mismatch.
    public let converter: @Sendable (String?) throws -> Value

    /// A key with a custom converter.
    public init(_ name: String, expected: String, converter: @escaping @Sendable (String?) throws -> Value) {
        self.name = name
        self.expected = expected
        self.converter = converter
    }
}

extension QueryKey where Value: QueryValueConvertible {
    /// A key read by the value type's own ``QueryValueConvertible`` conformance.
    public init(_ name: String) {
        self.init(name, expected: Value.queryValueExpectation) { try Value(queryValue: $0) }
    }

    /// A key with a custom converter, described by the value type's expectation unless given.
    public init(
        _ name: String, expected: String = Value.queryValueExpectation,
        converter: @escaping @Sendable (String?) throws -> Value
    ) {
        self.name = name
        self.expected = expected
        self.converter = converter
    }
}
