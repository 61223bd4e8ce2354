/// Human names for the characters that hide in copied links: controls, invisible and bidi marks.
///
/// Chat apps, office documents and web pages insert these without showing them, and a link that
/// carries one looks right but does not open. RouteScope names each one with its code point.
package enum UnicodeScalarNames {
    /// The name of `scalar` when it is a control, invisible, space-like or bidi character; nil for
    /// a visible character.
    package static func invisibleName(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: c0ControlNames[Int(scalar.value)]
        case 0x20: "SPACE"
        case 0x7F: "DELETE"
        case 0x80...0x9F: "C1 control character"
        case 0xA0: "NO-BREAK SPACE"
        case 0xAD: "SOFT HYPHEN"
        case 0x34F: "COMBINING GRAPHEME JOINER"
        case 0x61C: "ARABIC LETTER MARK"
        case 0x115F, 0x1160, 0x3164, 0xFFA0: "HANGUL FILLER"
        case 0x180E: "MONGOLIAN VOWEL SEPARATOR"
        case 0x2000...0x200A: "typographic SPACE"
        case 0x200B: "ZERO WIDTH SPACE"
        case 0x200C: "ZERO WIDTH NON-JOINER"
        case 0x200D: "ZERO WIDTH JOINER"
        case 0x200E: "LEFT-TO-RIGHT MARK"
        case 0x200F: "RIGHT-TO-LEFT MARK"
        case 0x2028: "LINE SEPARATOR"
        case 0x2029: "PARAGRAPH SEPARATOR"
        case 0x202A: "LEFT-TO-RIGHT EMBEDDING"
        case 0x202B: "RIGHT-TO-LEFT EMBEDDING"
        case 0x202C: "POP DIRECTIONAL FORMATTING"
        case 0x202D: "LEFT-TO-RIGHT OVERRIDE"
        case 0x202E: "RIGHT-TO-LEFT OVERRIDE"
        case 0x202F: "NARROW NO-BREAK SPACE"
        case 0x205F: "MEDIUM MATHEMATICAL SPACE"
        case 0x2060: "WORD JOINER"
        case 0x2061...0x2064: "invisible operator"
        case 0x2066: "LEFT-TO-RIGHT ISOLATE"
        case 0x2067: "RIGHT-TO-LEFT ISOLATE"
        case 0x2068: "FIRST STRONG ISOLATE"
        case 0x2069: "POP DIRECTIONAL ISOLATE"
        case 0x3000: "IDEOGRAPHIC SPACE"
        case 0xFEFF: "ZERO WIDTH NO-BREAK SPACE (byte order mark)"
        case 0xFFF9...0xFFFB: "interlinear annotation character"
        case 0xE0000...0xE007F: "tag character"
        default: nil
        }
    }

    /// `U+202E` style notation.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The C0 controls' names, by code point: Unicode's, with NUL and TAB as people know them.
    private static let c0ControlNames = [
        "NUL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION", "ENQUIRY", "ACKNOWLEDGE", "BELL",
        "BACKSPACE", "TAB", "LINE FEED", "LINE TABULATION", "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN",
        "DATA LINK ESCAPE", "DEVICE CONTROL ONE", "DEVICE CONTROL TWO", "DEVICE CONTROL THREE", "DEVICE CONTROL FOUR",
        "NEGATIVE ACKNOWLEDGE", "SYNCHRONOUS IDLE", "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE",
        "ESCAPE", "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
        "INFORMATION SEPARATOR ONE",
    ]

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`, or just the code point for visible characters.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        if let name = invisibleName(of: scalar) { return "\(codePoint(scalar)) \(name)" }
        return codePoint(scalar)
    }

    /// Whether the scalar is an emoji-like pictograph, around which a ZERO WIDTH JOINER is legitimate.
    package static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmoji && scalar.value > 0xFF
    }
}
