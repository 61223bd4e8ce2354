/// What ``JSONReader`` makes of each value it reads, in text order: a container is started
/// before its members are read and ended after, so a builder that counts lines sees offsets
/// only grow. RouteCore's `JSONValue` builds its values this way, its JSON route maps their
/// nodes with their line and column, and PlatformLinks the values of an
/// apple-app-site-association file, and of an assetlinks.json, with their offsets.
@usableFromInline package protocol JSONTreeBuilder {
    associatedtype Value
    /// An object's key, as the builder keeps it.
    associatedtype Key
    /// An object being read.
    associatedtype Object
    /// An array being read.
    associatedtype List

    /// A string, escapes decoded, whose opening quote is at `offset`.
    mutating func string(_ text: String, at offset: Int) -> Value
    /// A number (RFC 8259 §6) at `offset`, as written; `isInteger` when it has neither a
    /// fraction nor an exponent. Throws ``JSONSyntaxError/Reason/badNumber`` when the builder's
    /// values cannot hold it.
    mutating func number(_ text: LinkBytes, isInteger: Bool, at offset: Int) throws(JSONSyntaxError) -> Value
    mutating func literal(_ literal: JSONLiteral, at offset: Int) -> Value

    /// An object whose `{` is at `offset`.
    mutating func startObject(at offset: Int) -> Object
    /// A key whose opening quote is at `offset`.
    mutating func key(_ text: String, at offset: Int) -> Key
    mutating func add(_ value: Value, for key: Key, to object: inout Object)
    mutating func end(_ object: Object) -> Value

    /// An array whose `[` is at `offset`.
    mutating func startList(at offset: Int) -> List
    mutating func add(_ value: Value, to list: inout List)
    mutating func end(_ list: List) -> Value

    /// Whether the comma at `offset`, the last thing before the `]` or `}` that closes its
    /// container, is read past; RFC 8259 has no such comma, and the reader refuses it
    /// (``JSONSyntaxError/Reason/commaBeforeBracket``, ``JSONSyntaxError/Reason/commaBeforeBrace``)
    /// unless the builder accepts it, as Foundation's `JSONSerialization` does.
    mutating func acceptsTrailingComma(at offset: Int) -> Bool

    /// The JSON its values are read from.
    var dialect: JSONDialect { get }
}

extension JSONTreeBuilder {
    /// RFC 8259's.
    @inlinable package var dialect: JSONDialect { .rfc8259 }

    /// The finite `Double` that the number `text` at `offset` writes; one past `Double`'s range
    /// is refused (``JSONSyntaxError/Reason/badNumber``), as Foundation's parsers refuse it.
    @inlinable package func finiteValue(ofNumber text: LinkBytes, at offset: Int) throws(JSONSyntaxError) -> Double {
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { throw JSONSyntaxError(.badNumber, at: offset) }
        return value
    }

    /// Strict JSON: a trailing comma is refused.
    @inlinable package func acceptsTrailingComma(at offset: Int) -> Bool { false }
}

/// The three words JSON writes bare.
@usableFromInline package enum JSONLiteral: String {
    case `true`, `false`, null
}
