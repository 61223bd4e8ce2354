/// The bytes of a report, appended in place: the one output type of every report writer, so
/// that a million-link `check` builds no `String` per link and reuses one growing array.
///
/// ```swift
/// var out = ReportBuffer()
/// out.append("checked ")
/// out.append(decimal: 25)
/// out.bytes   // Array("checked 25".utf8)
/// ```
package struct ReportBuffer: Sendable {
    /// Everything appended since the last ``removeAll()``.
    package internal(set) var bytes: [UInt8]

    package init(capacity: Int = 1 << 16) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    package var count: Int { bytes.count }
    package var isEmpty: Bool { bytes.isEmpty }

    /// Empties the buffer, keeping its storage for the next block.
    package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    package mutating func append(byte: UInt8) { bytes.append(byte) }

    package mutating func append(bytes other: some Collection<UInt8>) { bytes.append(contentsOf: other) }

    /// Appends a literal's UTF-8 bytes.
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the text's UTF-8 bytes, in one copy for a native string.
    package mutating func append(_ text: String) {
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, as `String(value)` writes it, without making the string.
    package mutating func append(decimal value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var index = start + digits - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
    }

    /// Appends `count` copies of `byte` (the spaces and carets under a link).
    package mutating func append(repeating byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: max(0, count)))
    }

    /// Appends the text as ``DisplayWidth/displayable(_:)`` shows it: printable ASCII as it is,
    /// without looking at scalars; anything else through the one escaping rule.
    package mutating func append(displayable text: String) {
        let isPrintableASCII = text.withUTF8Bytes { utf8 in
            if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                bytes.append(contentsOf: utf8)
                return true
            }
            return false
        }
        if !isPrintableASCII { append(DisplayWidth.displayable(text)) }
    }
}
