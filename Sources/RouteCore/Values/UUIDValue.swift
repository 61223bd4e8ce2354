import TextBytes

/// `type: uuid`: 8-4-4-4-12 hexadecimal digits (RFC 9562), either case.
enum UUIDValue {
    /// The rule, on the UTF-8 of a value: valid, or the byte that breaks the form, the bytes
    /// past its end, or none when the text ends early.
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        for offset in 0..<min(bytes.count, 36) {
            let byte = bytes[offset]
            let fits =
                offset == 8 || offset == 13 || offset == 18 || offset == 23
                ? byte == UInt8(ascii: "-") : PercentEncoding.hexValue(byte) != nil
            guard fits else { return .invalid(.mismatch(at: offset..<offset + 1)) }
        }
        if bytes.count > 36 { return .invalid(.mismatch(at: 36..<bytes.count)) }
        return bytes.count == 36 ? .valid(()) : .invalid(.mismatch(at: nil))
    }
}
