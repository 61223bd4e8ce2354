import TextBytes

/// `type: uuid`: 8-4-4-4-12 hexadecimal digits (RFC 9562), either case.
enum UUIDValue {
    /// The rule, on the UTF-8 of a value: valid, or the byte that breaks the form, the bytes
    /// past its end, or none when the text ends early.
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        HexDigitForm.check(bytes, length: 36) { offset in
            offset == 8 || offset == 13 || offset == 18 || offset == 23 ? UInt8(ascii: "-") : nil
        }
    }
}
