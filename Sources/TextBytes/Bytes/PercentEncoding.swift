/// Percent-encoding and -decoding (RFC 3986 §2.1).
package enum PercentEncoding {
    package static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Encodes every byte as `%XY`.
    package static func encodeAll(_ bytes: LinkBytes) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 3)
        for byte in bytes { appendEscape(byte, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    package static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
    }

    /// Encodes `text` for one URL component: bytes the component allows stay, others become `%XY`.
    ///
    /// - Parameter component: which component the text goes into; query values also encode
    ///   `&`, `=`, `+` and `#`, so that the value cannot be read as a delimiter.
    package static func encode(_ text: String, for component: Component) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        let allowed: ByteClass
        switch component {
        case .pathSegment: allowed = [.unreserved, .subDelims, .colon, .at]
        case .queryName, .queryValue: allowed = [.unreserved, .subDelims, .colon, .at, .slash, .question]
        case .fragment: allowed = .queryOrFragment
        case .host: allowed = .regName
        }
        for byte in text.utf8 {
            // A path segment's `&` is escaped too: `x&m=1` at the end of a path reads as a query
            // written without its `?` (`missing-query-mark`), not as the segment's text.
            let keep =
                byte < 0x80 && !ByteClass.of(byte).isDisjoint(with: allowed)
                && !(component.isQuery && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "#")))
                && !(component == .pathSegment && byte == UInt8(ascii: "&"))
            if keep { out.append(byte) } else { appendEscape(byte, to: &out) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The URL component a piece of text is encoded for.
    package enum Component: Sendable {
        case host, pathSegment, queryName, queryValue, fragment
        var isQuery: Bool { self == .queryName || self == .queryValue }
    }

    /// The result of decoding a range of a URL.
    package struct Decoded: Sendable, Hashable {
        /// The decoded text. Bytes that do not form UTF-8 become U+FFFD.
        package var text: String
        /// The `%XY` escapes (as input byte ranges) whose decoded bytes are not valid UTF-8.
        package var invalidUTF8: [Range<Int>]
    }

    /// Decodes `%XY` escapes in `range` of `bytes`; malformed escapes stay as they are
    /// (the scanner has already reported them). With `plusAsSpace`, `+` decodes to a space.
    package static func decode(_ bytes: LinkBytes, _ range: Range<Int>, plusAsSpace: Bool = false) -> Decoded {
        guard bytes.holdsPercent(range, orPlus: plusAsSpace) else { return Decoded(text: bytes.text(range), invalidUTF8: []) }

        return ScratchList<UInt8>.withCapacity(range.count) { decoded in
            decode(bytes, range, plusAsSpace: plusAsSpace, into: &decoded)
            let out = decoded.bytes
            let text = out.text(0..<out.count)
            let invalid = UTF8Decoding.invalidRanges(in: out)
            guard !invalid.isEmpty else { return Decoded(text: text, invalidUTF8: []) }
            return Decoded(text: text, invalidUTF8: sourceRanges(ofDecoded: invalid, in: bytes, range))
        }
    }

    /// The bytes of `range` of `bytes` that the decoded bytes `decoded` (offsets into what
    /// ``decode(_:_:plusAsSpace:)`` makes of `range`) come from: an escape `%XY` for each byte it
    /// stands for, any other byte for itself (`+` too, read as a space or not).
    package static func sourceRange(ofDecoded decoded: Range<Int>, in bytes: LinkBytes, _ range: Range<Int>) -> Range<Int> {
        sourceRanges(ofDecoded: [decoded], in: bytes, range)[0]
    }

    /// ``sourceRange(ofDecoded:in:_:)`` of each of `decoded`, ranges in order that do not
    /// overlap, found in one walk over `range`: a value with thousands of invalid bytes is not
    /// walked again for each.
    static func sourceRanges(ofDecoded decoded: [Range<Int>], in bytes: LinkBytes, _ range: Range<Int>) -> [Range<Int>] {
        var index = range.lowerBound
        var count = 0
        func skip(to end: Int) {
            while index < range.upperBound, count < end {
                index += isEscape(bytes, at: index, before: range.upperBound) ? 3 : 1
                count += 1
            }
        }
        return decoded.map { part in
            skip(to: part.lowerBound)
            let start = index
            skip(to: part.upperBound)
            return start..<index
        }
    }

    /// Decodes `range` of `bytes` as ``decode(_:_:plusAsSpace:)`` does, appending to `decoded`
    /// (with room for `range.count` bytes), without checking the result is UTF-8.
    package static func decode(_ bytes: LinkBytes, _ range: Range<Int>, plusAsSpace: Bool, into decoded: inout ScratchList<UInt8>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), isEscape(bytes, at: index, before: range.upperBound) {
                decoded.append(hexValue(bytes[index + 1])! << 4 | hexValue(bytes[index + 2])!)
                index += 3
            } else {
                decoded.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
    }

    /// Whether a well-formed `%XY` escape starts at `index` and ends before `end`.
    @inline(__always)
    package static func isEscape(_ bytes: LinkBytes, at index: Int, before end: Int) -> Bool {
        bytes[index] == UInt8(ascii: "%") && index + 2 < end && hexValue(bytes[index + 1]) != nil
            && hexValue(bytes[index + 2]) != nil
    }

    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
