/// What ``JSONReader`` reads otherwise in ``JSONDialect/androidStrict``, as
/// `android.util.JsonReader` does with `setLenient(false)` (`nextInArray`, `nextValue`,
/// `nextLiteral`, `decodeLiteral`, `decodeNumber`).
extension JSONReader {
    /// Refuses a `,` or `;` where a list item should start, and the end of the text.
    @inlinable func androidItemStart() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error(.unclosedArray) }
        if bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ";") { throw error(.emptyItem) }
    }

    /// A value that is no object, list or double-quoted string: `true`, `false` or `null` in
    /// any case, or a number; anything else unquoted is refused whole, up to the next delimiter.
    @inlinable mutating func androidValue() throws(JSONSyntaxError) -> Builder.Value {
        let start = index
        if bytes[start] == UInt8(ascii: "'") { throw error(.singleQuotedString) }
        var end = start
        scan: while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "/"), UInt8(ascii: "#"): throw error(end == start ? .comment : .characterInUnquotedValue, at: end)
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: "="): throw error(.characterInUnquotedValue, at: end)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","),
                0x20, 0x09, 0x0C, 0x0D, 0x0A:
                break scan
            default: end += 1
            }
        }
        guard end > start else { throw error(.unexpectedCharacter) }
        index = end
        let text = bytes[rebasing: start..<end]
        for literal in [JSONLiteral.true, .false, .null] where Self.equalsIgnoringASCIICase(text, literal.rawValue) {
            return builder.literal(literal, at: start)
        }
        guard let isInteger = Self.androidNumberIsInteger(text) else { throw error(.unquotedValue(length: end - start), at: start) }
        return try builder.number(text, isInteger: isInteger, at: start)
    }

    /// Whether `text` is `word`, a lower-case one, in any case.
    @inlinable static func equalsIgnoringASCIICase(_ text: LinkBytes, _ word: String) -> Bool {
        text.count == word.utf8.count && zip(text, word.utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    /// Whether `text` is a number as Android's reader takes one (`-12.34e+56`: no leading zero
    /// before the point, digits after it optional, an exponent with at least one digit), and
    /// whether it is an integer; nil when it is none.
    @inlinable static func androidNumberIsInteger(_ text: LinkBytes) -> Bool? {
        var index = 0
        func digits() -> Int {
            let first = index
            while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index - first
        }
        if index < text.count, text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) else { return nil }
        if text[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
        var isInteger = true
        if index < text.count, text[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            _ = digits()
        }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return index == text.count ? isInteger : nil
    }
}
