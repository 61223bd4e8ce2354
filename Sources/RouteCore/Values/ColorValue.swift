import TextBytes

/// `type: color`: an sRGB colour as `#RRGGBB`, six hexadecimal digits in either case, as CSS
/// writes it. In a link the `#` is percent-encoded (`%23`); a raw `#` would start the fragment.
enum ColorValue {
    static let expectation = "a colour #RRGGBB"

    static func read(_ text: String) -> ValueReading {
        isColor(text) ? .valid(.string(text)) : .invalid(.mismatch(expectation, text))
    }

    static func isColor(_ text: String) -> Bool { text.withUTF8Bytes { isColor(utf8: $0) } }

    /// Whether the UTF-8 `utf8` is `#` and six hexadecimal digits.
    static func isColor(utf8: LinkBytes) -> Bool {
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return false }
        return utf8.dropFirst().allSatisfy { PercentEncoding.hexValue($0) != nil }
    }
}
