import TextBytes

/// A fixed form of hexadecimal digits, either case, with literal bytes at fixed places: the
/// rule of ``UUIDValue`` and ``ColorValue``.
enum HexDigitForm {
    /// The rule, on the UTF-8 of a value of `length` bytes that has the byte `literal(offset)`
    /// where it gives one and a hexadecimal digit elsewhere: valid, or the byte that breaks the
    /// form, the bytes past its end, or none when the text ends early.
    @inline(__always)
    static func check(_ bytes: LinkBytes, length: Int, literal: (Int) -> UInt8?) -> RuleOutcome<Void> {
        for offset in 0..<min(bytes.count, length) {
            let byte = bytes[offset]
            let fits = literal(offset).map { byte == $0 } ?? (PercentEncoding.hexValue(byte) != nil)
            guard fits else { return .invalid(.mismatch(at: offset..<offset + 1)) }
        }
        if bytes.count > length { return .invalid(.mismatch(at: length..<bytes.count)) }
        return bytes.count == length ? .valid(()) : .invalid(.mismatch(at: nil))
    }
}
