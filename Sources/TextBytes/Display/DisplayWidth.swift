/// Terminal column widths of text, and the escaping that keeps control characters from ever
/// reaching a terminal raw. Used by the text report's caret lines and by the explorer.
package enum DisplayWidth {
    /// The columns `scalar` takes in a terminal: 0 for combining marks and invisible format
    /// characters, 2 for East Asian wide and emoji, 1 otherwise. Controls are never shown raw;
    /// see ``escaped(_:)``.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(value) || (0x1F3FB...0x1F3FF).contains(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    package static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
            0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
            0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705,
            0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF,
            0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
            0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// How a scalar is shown: itself, or an escape such as `\x1b` or `\u{202e}` for controls and
    /// bidi or invisible characters that would otherwise corrupt or hide what is displayed.
    package static func escaped(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
            let hex = String(value, radix: 16)
            return "\\x" + (hex.count == 1 ? "0" + hex : hex)
        }
        if value >= 0xA0, value != 0x20, UnicodeScalarNames.invisibleName(of: scalar) != nil {
            return "\\u{" + String(value, radix: 16) + "}"
        }
        return nil
    }

    /// The text as it is safe to display, with ``escaped(_:)`` applied.
    package static func displayable(_ text: some StringProtocol) -> String {
        displayable(String(text))
    }

    /// The text as it is safe to display, with ``escaped(_:)`` applied. Not generic, so callers in
    /// other modules (the explorer, on every frame) get specialized code rather than witness calls.
    package static func displayable(_ text: String) -> String {
        // Printable ASCII has nothing to escape.
        if text.withUTF8Bytes(\.isPrintableASCII) { return text }
        var out = ""
        forEachDisplayablePiece(of: text) { out += $0 }
        return out
    }

    /// Calls `body` with the pieces that make up `text` as it is safe to display, in order: the
    /// runs of scalars shown as they are, each whole, and the escape of each scalar between them.
    package static func forEachDisplayablePiece(of text: String, _ body: (Substring) -> Void) {
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = runStart
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let escape = escaped(scalars[index]) {
                if runStart < index { body(Substring(scalars[runStart..<index])) }
                body(Substring(escape))
                runStart = next
            }
            index = next
        }
        if runStart < scalars.endIndex { body(Substring(scalars[runStart...])) }
    }

    /// The columns `text` takes once made displayable.
    package static func columns(_ text: some StringProtocol) -> Int {
        columns(String(text))
    }

    /// The columns `text` takes once made displayable; not generic, for the same reason as `displayable`.
    package static func columns(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            if let escape = escaped(scalar) { total += escape.count } else { total += of(scalar) }
        }
        return total
    }
}
