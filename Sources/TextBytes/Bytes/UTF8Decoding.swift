/// Decodes Unicode scalars from UTF-8 bytes without trusting that the bytes are valid.
///
/// Ill-formed input is handled as `String(decoding:as:)` handles it: each maximal subpart of an
/// ill-formed sequence (at least one byte) is one replacement (Unicode §3.9, U+FFFD substitution).
@usableFromInline package enum UTF8Decoding {
    /// The scalar substituted for ill-formed input.
    @usableFromInline package static let replacementCharacter: UInt32 = 0xFFFD

    /// Decodes the scalar whose lead byte at `index` is not ASCII, and advances `index` past it;
    /// ill-formed input decodes to U+FFFD. Bytes at or after `limit` are not read.
    @inline(__always)
    @inlinable package static func decodeNonASCII(_ bytes: LinkBytes, at index: inout Int, limit: Int? = nil) -> UInt32 {
        let end = limit ?? bytes.count
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
            guard position < end else {
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

    /// The scalar at `index` and the number of bytes it takes; a nil scalar marks an ill-formed
    /// sequence, whose length is the bytes to skip. A real U+FFFD in the input is returned as is.
    @inlinable package static func scalar(in bytes: LinkBytes, at index: Int, limit: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        var next = index
        let value = decodeNonASCII(bytes, at: &next, limit: limit)
        let length = next - index
        if value == replacementCharacter, !(length == 3 && lead == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] == 0xBD) {
            return (nil, length)
        }
        return (Unicode.Scalar(value), length)
    }

    /// The byte ranges of `bytes` that are not valid UTF-8; adjacent bad bytes form one range.
    @inlinable package static func invalidRanges(in bytes: LinkBytes) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let (scalar, length) = scalar(in: bytes, at: index, limit: bytes.count)
            if scalar == nil {
                if let last = ranges.last, last.upperBound == index {
                    ranges[ranges.count - 1] = last.lowerBound..<index + length
                } else {
                    ranges.append(index..<index + length)
                }
            }
            index += length
        }
        return ranges
    }
}
