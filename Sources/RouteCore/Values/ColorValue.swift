import TextBytes

/// `type: color`: an sRGB colour as `#RRGGBB`, six hexadecimal digits in either case, as CSS
/// writes it. In a link the `#` is percent-encoded (`%23`); a raw `#` would start the fragment.
enum ColorValue {
    /// The rule, on the UTF-8 of a value: valid, or the byte that breaks the form, the bytes
    /// past its end, or none when the text ends early.
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        HexDigitForm.check(bytes, length: 7) { offset in offset == 0 ? UInt8(ascii: "#") : nil }
    }
}
