import TextBytes

/// The bytes of a report, appended in place: the one output type of every report writer, so
/// that a million-link `check` builds no `String` per link and reuses one growing buffer.
///
/// ```swift
/// var out = ReportBuffer()
/// out.append("checked ")
/// out.append(decimal: 25)
/// Array(out.bytes)   // Array("checked 25".utf8)
/// ```
@usableFromInline package struct ReportBuffer: Sendable {
    /// Where the bytes go.
    @usableFromInline var output: OutputBytes

    package init(capacity: Int = 1 << 16) {
        output = OutputBytes(capacity: capacity)
    }

    /// Everything appended since the last ``removeAll()``.
    @inlinable package var bytes: ArraySlice<UInt8> { output.written }

    @inlinable package var count: Int { output.count }
    @inlinable package var isEmpty: Bool { output.count == 0 }

    /// Empties the buffer, keeping its storage for the next block.
    package mutating func removeAll() { output.removeAll() }

    package mutating func append(byte: UInt8) { output.append(byte) }

    package mutating func append(bytes other: some Collection<UInt8>) {
        other.withLinkBytes { output.append($0) }
    }

    /// Appends a literal's UTF-8 bytes; inlined in every report writer, so that a literal's
    /// length is known where it is written.
    @inline(__always)
    @inlinable package mutating func append(_ text: StaticString) {
        output.append(text)
    }

    /// Appends the text's UTF-8 bytes, in one copy for a native string.
    ///
    /// Disfavoured, so that a literal goes to the `StaticString` overload, which copies its bytes
    /// without asking where a string keeps them.
    @_disfavoredOverload
    package mutating func append(_ text: String) {
        text.withUTF8Bytes { output.append($0) }
    }

    /// Appends `value` in decimal, as `String(value)` writes it, without making the string.
    @inlinable package mutating func append(decimal value: Int) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        output.append(decimal: value.magnitude)
    }

    /// Appends `count` copies of `byte` (the spaces and carets under a link).
    package mutating func append(repeating byte: UInt8, count: Int) {
        output.append(repeating: byte, count: count)
    }

    /// Appends the text as ``DisplayWidth/displayable(_:)`` shows it: printable ASCII as it is,
    /// without looking at scalars; anything else through the one escaping rule.
    package mutating func append(displayable text: String) {
        let isPrintableASCII = text.withUTF8Bytes { utf8 in
            if utf8.isPrintableASCII {
                output.append(utf8)
                return true
            }
            return false
        }
        guard !isPrintableASCII else { return }
        DisplayWidth.forEachDisplayablePiece(of: text) { piece in piece.utf8.withLinkBytes { output.append($0) } }
    }
}
