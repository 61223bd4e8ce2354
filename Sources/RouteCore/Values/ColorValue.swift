import TextBytes

/// `type: color`: an sRGB colour as `#RRGGBB`, six hexadecimal digits in either case, as CSS
/// writes it. In a link the `#` is percent-encoded (`%23`); a raw `#` would start the fragment.
enum ColorValue {
    /// The rule, on the UTF-8 of a value: valid, or the byte that breaks the form, the bytes
    /// past its end, or none when the text ends early.
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        for offset in 0..<min(bytes.count, 7) {
            let byte = bytes[offset]
            let fits = offset == 0 ? byte == UInt8(ascii: "#") : PercentEncoding.hexValue(byte) != nil
            guard fits else { return .invalid(.mismatch(at: offset..<offset + 1)) }
        }
        if bytes.count > 7 { return .invalid(.mismatch(at: 7..<bytes.count)) }
        return bytes.count == 7 ? .valid(()) : .invalid(.mismatch(at: nil))
    }
}
