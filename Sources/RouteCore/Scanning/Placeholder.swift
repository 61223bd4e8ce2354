import TextBytes

/// A `{name}` left in a link written from a template (`myapp://r/{restaurantId}`): the one rule
/// for telling one. The scanner reports it as `unfilled-placeholder`, and the matcher reads such
/// a value no further, since its type was never the question.
enum Placeholder {
    /// The index after the placeholder whose `{` is at `start`, before `limit`; nil when the
    /// bytes there are not `{name}` (a name of ASCII letters, digits, `_`, `-` and `.`).
    static func end(in bytes: LinkBytes, at start: Int, limit: Int) -> Int? {
        guard start < limit, bytes[start] == UInt8(ascii: "{") else { return nil }
        var index = start + 1
        while index < limit, isNameByte(bytes[index]) { index += 1 }
        guard index > start + 1, index < limit, bytes[index] == UInt8(ascii: "}") else { return nil }
        return index + 1
    }

    /// Whether `range` of `bytes` is one placeholder and nothing else.
    ///
    /// Its first and last bytes are tested in line: every value of a link is asked, and almost
    /// none is one.
    @inline(__always)
    static func isPlaceholder(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        range.count > 2 && bytes[range.lowerBound] == UInt8(ascii: "{") && bytes[range.upperBound - 1] == UInt8(ascii: "}")
            && end(in: bytes, at: range.lowerBound, limit: range.upperBound) == range.upperBound
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
