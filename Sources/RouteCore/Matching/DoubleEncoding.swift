import TextBytes

/// Escapes written twice: `%2520` where `%20` was meant, as a link passed through two encoders
/// is. The one rule for telling them: `%25` (and any more `25`s) then two hex digits.
enum DoubleEncoding {
    /// The first run of such escapes in `range` of `bytes`, adjacent ones together
    /// (`%25E2%2580%2599` is one run), that written once is UTF-8 (`%2580` alone would be half
    /// a character: not a double encoding, but something else); nil when there is none.
    static func firstRun(in bytes: LinkBytes, _ range: Range<Int>) -> Range<Int>? {
        var index = range.lowerBound
        while index < range.upperBound {
            guard let end = escapeEnd(in: bytes, at: index, limit: range.upperBound) else {
                index += 1
                continue
            }
            var runEnd = end
            while let next = escapeEnd(in: bytes, at: runEnd, limit: range.upperBound) { runEnd = next }
            let once = Array(decodedOnce(bytes, index..<runEnd).utf8)
            let isUTF8 = once.withLinkBytes { PercentEncoding.decode($0, 0..<$0.count).invalidUTF8.isEmpty }
            if isUTF8 { return index..<runEnd }
            index = runEnd
        }
        return nil
    }

    /// `range`, a run that ``firstRun(in:_:)`` found, with each escape written once: `%2520` as
    /// `%20`.
    static func decodedOnce(_ bytes: LinkBytes, _ range: Range<Int>) -> String {
        var out = ""
        var index = range.lowerBound
        while let end = escapeEnd(in: bytes, at: index, limit: range.upperBound) {
            out += "%" + bytes.text(end - 2..<end)
            index = end
        }
        return out
    }

    /// The end of the escape written `%25…25XY` at `index`; nil when there is none.
    private static func escapeEnd(in bytes: LinkBytes, at index: Int, limit: Int) -> Int? {
        guard index + 4 < limit, bytes[index] == UInt8(ascii: "%") else { return nil }
        func isHexPair(at offset: Int) -> Bool {
            offset + 1 < limit && ByteClass.of(bytes[offset]).contains(.hexDigit) && ByteClass.of(bytes[offset + 1]).contains(.hexDigit)
        }
        var digits = index + 1
        // One `25` at least, then two hex digits.
        while digits + 1 < limit, bytes[digits] == UInt8(ascii: "2"), bytes[digits + 1] == UInt8(ascii: "5") { digits += 2 }
        // The last `25` of a run with nothing hex after it is the escape's own digits: `%2525`
        // is `%25` written twice.
        if digits - index > 3, !isHexPair(at: digits) { digits -= 2 }
        guard digits > index + 1, isHexPair(at: digits) else { return nil }
        return digits + 2
    }
}
