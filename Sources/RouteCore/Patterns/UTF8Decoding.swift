/// Decoding of UTF-8 text into Unicode scalar values for the matchers.
enum UTF8Decoding {
    /// The scalar substituted for ill-formed input.
    static let replacementCharacter: UInt32 = 0xFFFD

    /// Decodes the scalar whose lead byte at `index` is not ASCII, and advances `index` past it.
    ///
    /// Ill-formed input decodes to U+FFFD, consuming the maximal subpart of the
    /// ill-formed sequence (at least one byte), as `String(decoding:as:)` does.
    @inline(__always)
    static func decodeNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        let lead = UInt32(bytes[index])
        let length: Int
        var value: UInt32
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = lead & 0x1F
        case 0xE0...0xEF:
            length = 3
            value = lead & 0x0F
            if lead == 0xE0 { secondByteRange = 0xA0...0xBF }
            if lead == 0xED { secondByteRange = 0x80...0x9F }
        case 0xF0...0xF4:
            length = 4
            value = lead & 0x07
            if lead == 0xF0 { secondByteRange = 0x90...0xBF }
            if lead == 0xF4 { secondByteRange = 0x80...0x8F }
        default:
            index += 1
            return replacementCharacter
        }
        for offset in 1..<length {
            let position = index + offset
            guard position < bytes.count else {
                index = position
                return replacementCharacter
            }
            let byte = bytes[position]
            guard (offset == 1 ? secondByteRange : 0x80...0xBF).contains(byte) else {
                index = position
                return replacementCharacter
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        index += length
        return value
    }
}
