import TextBytes

/// One step of a path into a JSON document: an object's key or an array's index.
package enum JSONPathElement: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension [JSONPathElement] {
    /// `applinks.details[0].components[2]["/"]`: identifier keys after dots, others quoted.
    package var rendered: String {
        var out = ""
        for element in self {
            switch element {
            case .index(let index): out += "[\(index)]"
            case .key(let key):
                let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
                if isIdentifier {
                    out += out.isEmpty ? key : "." + key
                } else {
                    out += "[\(key.quotedForMessage)]"
                }
            }
        }
        return out
    }
}

/// Finds where a value sits in JSON text, for error positions: Foundation's parser gives values
/// without their positions, so the loader asks this for the byte offset of a path.
///
/// It expects text that a JSON parser has already accepted, and answers nil rather than guess
/// when the path is not there.
package struct JSONSourceLocator {
    let bytes: [UInt8]

    /// The offset of the value at `path` (the whole document for an empty path); with
    /// `keyOfLast`, the offset of the last key's string instead.
    func offset(of path: [JSONPathElement], keyOfLast: Bool = false) -> Int? {
        var index = skipWhitespace(0)
        for (position, element) in path.enumerated() {
            guard index < bytes.count else { return nil }
            switch element {
            case .key(let wanted):
                guard bytes[index] == UInt8(ascii: "{") else { return nil }
                index = skipWhitespace(index + 1)
                var found = false
                while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    let keyStart = index
                    guard let (key, afterKey) = readString(at: index) else { return nil }
                    index = skipWhitespace(afterKey)
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index = skipWhitespace(index + 1)
                    if key == wanted {
                        if keyOfLast && position == path.count - 1 { return keyStart }
                        found = true
                        break
                    }
                    index = skipWhitespace(skipValue(at: index))
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index = skipWhitespace(index + 1) }
                }
                guard found else { return nil }
            case .index(let wanted):
                guard bytes[index] == UInt8(ascii: "[") else { return nil }
                index = skipWhitespace(index + 1)
                var count = 0
                while count < wanted {
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                    index = skipWhitespace(skipValue(at: index))
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index = skipWhitespace(index + 1)
                    count += 1
                }
                guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
            }
        }
        return index
    }

    /// The offset of each item of the array at `path`, in one pass; nil when the value there is
    /// not an array.
    func itemOffsets(ofArrayAt path: [JSONPathElement]) -> [Int]? {
        offset(of: path).flatMap(itemOffsets(ofArrayAt:))
    }

    /// The offset of each item of the array that starts at `start`; nil when none does.
    package func itemOffsets(ofArrayAt start: Int) -> [Int]? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start
        var offsets: [Int] = []
        index = skipWhitespace(index + 1)
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            offsets.append(index)
            index = skipWhitespace(skipValue(at: index))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index = skipWhitespace(index + 1)
        }
        return offsets
    }

    /// The entries of the object that starts at `start`, in the order the text writes them: each
    /// key with the offsets of its string and of its value; nil when no object starts there.
    func entries(ofObjectAt start: Int) -> [(key: String, keyOffset: Int, valueOffset: Int)]? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var entries: [(key: String, keyOffset: Int, valueOffset: Int)] = []
        var index = skipWhitespace(start + 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let keyOffset = index
            guard let (key, afterKey) = readString(at: index) else { return entries }
            index = skipWhitespace(afterKey)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return entries }
            let valueOffset = skipWhitespace(index + 1)
            entries.append((key, keyOffset, valueOffset))
            index = skipWhitespace(skipValue(at: valueOffset))
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index = skipWhitespace(index + 1) }
        }
        return entries
    }

    /// The offset in the text of the `utf8Offset`th byte of the decoded string whose literal
    /// starts (at its `"`) at `literal`; escapes before it are counted as written.
    func offset(inStringAt literal: Int, decodedUTF8Offset: Int) -> Int {
        var index = literal + 1
        var decoded = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), decoded < decodedUTF8Offset {
            if bytes[index] == UInt8(ascii: "\\") {
                let (scalar, next) = readEscape(at: index)
                decoded += String(scalar).utf8.count
                index = next
            } else {
                decoded += 1
                index += 1
            }
        }
        return index
    }

    /// The 1-based (line, column) of each of `offsets` (``TextPosition``), in one pass over the
    /// text however many there are.
    package func linesAndColumns(of offsets: [Int]) -> [(Int, Int)] {
        TextPosition.linesAndColumns(of: offsets, in: bytes)
    }

    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The offset after the value at `start`.
    private func skipValue(at start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""): return readString(at: start)?.1 ?? bytes.count
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = readString(at: index)?.1 ?? bytes.count
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return index
        default:
            var index = start
            while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
            return index
        }
    }

    /// The decoded string literal starting at `start` (its `"`), and the offset after it.
    private func readString(at start: Int) -> (String, Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                return (String(scalars), index + 1)
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
                let (scalar, next) = readEscape(at: index)
                scalars.append(scalar)
                index = next
            } else {
                raw.append(byte)
                index += 1
            }
        }
        return nil
    }

    /// The character an escape at `start` (its `\`) stands for, and the offset after it.
    private func readEscape(at start: Int) -> (Unicode.Scalar, Int) {
        guard start + 1 < bytes.count else { return ("\u{FFFD}", bytes.count) }
        switch bytes[start + 1] {
        case UInt8(ascii: "b"): return ("\u{08}", start + 2)
        case UInt8(ascii: "f"): return ("\u{0C}", start + 2)
        case UInt8(ascii: "n"): return ("\n", start + 2)
        case UInt8(ascii: "r"): return ("\r", start + 2)
        case UInt8(ascii: "t"): return ("\t", start + 2)
        case UInt8(ascii: "u"):
            guard let high = hex4(at: start + 2) else { return ("\u{FFFD}", min(start + 2, bytes.count)) }
            if (0xD800..<0xDC00).contains(high), start + 7 < bytes.count, bytes[start + 6] == UInt8(ascii: "\\"), bytes[start + 7] == UInt8(ascii: "u"),
                let low = hex4(at: start + 8), (0xDC00..<0xE000).contains(low)
            {
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return (Unicode.Scalar(value) ?? "\u{FFFD}", start + 12)
            }
            return (Unicode.Scalar(high) ?? "\u{FFFD}", start + 6)
        default: return (Unicode.Scalar(bytes[start + 1]), start + 2)
        }
    }

    private func hex4(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in start..<start + 4 {
            guard let digit = PercentEncoding.hexValue(bytes[index]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
