import TextBytes

/// Reads one component of a link (path, query, a query item's name or value, fragment) as
/// Unicode scalars for ``AppLinkPattern`` matching, without copying it.
///
/// With `decoding` (a rule with `percentEncoded: false`), each `%XY` escape is decoded as it is
/// read, so the pattern sees the decoded text; otherwise the pattern sees the text exactly as the
/// link writes it. Bytes that are not UTF-8 read as U+FFFD, one per byte.
struct AppLinkTextCursor {
    let bytes: LinkBytes
    let end: Int
    let decoding: Bool
    private var index: Int

    init(bytes: LinkBytes, range: Range<Int>, decoding: Bool) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
        self.decoding = decoding
    }

    var isAtEnd: Bool { index >= end }

    /// The next byte, decoding an escape when `decoding`; nil at the end.
    private mutating func nextByte() -> UInt8? {
        guard index < end else { return nil }
        let byte = bytes[index]
        if decoding, byte == UInt8(ascii: "%"), index + 2 < end,
            let high = PercentEncoding.hexValue(bytes[index + 1]), let low = PercentEncoding.hexValue(bytes[index + 2])
        {
            index += 3
            return high << 4 | low
        }
        index += 1
        return byte
    }

    /// The next Unicode scalar's value; nil at the end.
    mutating func next() -> UInt32? {
        guard let lead = nextByte() else { return nil }
        if lead < 0x80 { return UInt32(lead) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return 0xFFFD
        }
        for _ in 1..<length {
            let before = index
            guard let byte = nextByte(), byte & 0xC0 == 0x80 else {
                index = before
                return 0xFFFD
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        if value < minimum || (0xD800...0xDFFF).contains(value) || value > 0x10FFFF { return 0xFFFD }
        return value
    }
}
