import TextBytes

/// A fixed form of hexadecimal digits, either case, with literal bytes at fixed places: the
/// rule of ``UUIDValue`` and ``ColorValue``.
struct HexDigitForm {
    /// How many bytes the form has.
    let length: Int
    /// The literal byte the form has at an offset; nil where it has a hexadecimal digit.
    let literal: (Int) -> UInt8?

    /// The rule, on the UTF-8 of a value: valid, or the byte that breaks the form, the bytes
    /// past its end, or none when the text ends early.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        for offset in 0..<min(bytes.count, length) {
            let byte = bytes[offset]
            let fits = literal(offset).map { byte == $0 } ?? (PercentEncoding.hexValue(byte) != nil)
            guard fits else { return .invalid(.mismatch(at: offset..<offset + 1)) }
        }
        if bytes.count > length { return .invalid(.mismatch(at: length..<bytes.count)) }
        return bytes.count == length ? .valid(()) : .invalid(.mismatch(at: nil))
    }
}
