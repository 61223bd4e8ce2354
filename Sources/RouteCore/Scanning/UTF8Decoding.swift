/// Decodes one Unicode scalar from UTF-8 bytes, without trusting that the bytes are valid.
enum UTF8Decoding {
    /// The scalar at `index` and the number of bytes it takes; a nil scalar marks an invalid
    /// sequence, whose length is then the bytes to skip (at least 1).
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0..<0x80: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return (nil, 1)
        }
        guard index + length <= limit else { return (nil, 1) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, length) }
        return (scalar, length)
    }

    /// The byte ranges of `bytes` that are not valid UTF-8.
    static func invalidRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
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
