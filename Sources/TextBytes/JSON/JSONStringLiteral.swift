/// A JSON string literal (RFC 8259 §7) in text: its escapes decoded for ``JSONReader``, and a
/// byte of its decoded text traced back to where the literal writes it, for a message about a
/// character inside a string.
@usableFromInline package enum JSONStringLiteral {
    /// The string whose opening quote is at `index`, escapes decoded, with `index` moved past its
    /// closing quote. Bytes that are not UTF-8 read as U+FFFD.
    @usableFromInline static func read(_ bytes: LinkBytes, at index: inout Int) throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        // Most strings have no escape: they are their bytes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[rebasing: start + 1..<index - 1], as: UTF8.self)
        }
        var out = Array(bytes[rebasing: start + 1..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(bytes, at: &index, into: &out)
            case 0..<0x20: throw JSONSyntaxError(.controlCharacter, at: index)
            default:
                out.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(.unclosedString, at: start)
    }

    /// The offset just past the closing quote of the string whose opening quote is at `quote`,
    /// a literal that ``read(_:at:)`` accepted.
    package static func end(ofLiteralAt quote: Int, in bytes: LinkBytes) -> Int {
        var index = quote
        _ = try? read(bytes, at: &index)
        return index
    }

    /// The offset in `bytes` of the byte `decodedOffset` bytes into the UTF-8 of the string
    /// whose opening quote is at `quote`: an escape before it counts as the bytes it stands for.
    /// The literal is one ``read(_:at:)`` accepted.
    package static func offset(ofDecodedOffset decodedOffset: Int, inLiteralAt quote: Int, of bytes: LinkBytes) -> Int {
        var index = quote + 1
        var decoded = 0
        var scratch: [UInt8] = []
        while index < bytes.count, decoded < decodedOffset, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\") else {
                decoded += 1
                index += 1
                continue
            }
            scratch.removeAll(keepingCapacity: true)
            do throws(JSONSyntaxError) {
                try escape(bytes, at: &index, into: &scratch)
            } catch {
                return index
            }
            decoded += scratch.count
        }
        return index
    }

    /// Appends the UTF-8 of the escape at `index` (its `\`) to `out`, and moves `index` past it.
    private static func escape(_ bytes: LinkBytes, at index: inout Int, into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else { throw JSONSyntaxError(.unfinishedEscape, at: index) }
        let decoded: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = bytes[index + 1]
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            UTF8.encode(try unicodeEscape(bytes, at: &index)) { out.append($0) }
            return
        default: throw JSONSyntaxError(.unknownEscape, at: index)
        }
        out.append(decoded)
        index += 2
    }

    /// The character of the `\u` escape at `index`, joining a surrogate pair written as two
    /// escapes; half a pair is refused, as it is no character (RFC 8259 §8.2).
    private static func unicodeEscape(_ bytes: LinkBytes, at index: inout Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = index
        index += 2
        var value = try hex4(bytes, at: &index)
        if (0xD800..<0xDC00).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(.loneHighSurrogate, at: escapeStart)
            }
            index += 2
            let low = try hex4(bytes, at: &index)
            guard (0xDC00..<0xE000).contains(low) else { throw JSONSyntaxError(.loneHighSurrogate, at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(value) {
            throw JSONSyntaxError(.loneLowSurrogate, at: escapeStart)
        }
        // Neither half of a pair: a scalar.
        return Unicode.Scalar(value)!
    }

    private static func hex4(_ bytes: LinkBytes, at index: inout Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw JSONSyntaxError(.unfinishedUnicodeEscape, at: index) }
        var value: UInt32 = 0
        for offset in index..<index + 4 {
            guard let digit = PercentEncoding.hexValue(bytes[offset]) else { throw JSONSyntaxError(.badUnicodeEscape, at: index) }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
