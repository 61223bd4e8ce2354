import RouteCore

/// How one grapheme is shown in a terminal: its safe text and its width in columns.
///
/// Control, bidi and invisible characters are shown escaped (`\x1b`, `\u{202e}`), never raw, so
/// pasted escape sequences cannot reach the terminal. A joiner inside an emoji sequence is kept,
/// except between scalars that each take columns of their own (👨‍👩‍👧): no ncurses cell holds
/// more than one such emoji, so the sequence is shown as its emoji with the joiners escaped
/// (`👨\u{200d}👩\u{200d}👧`), exact and drawn alike by every terminal.
public struct GraphemeDisplay: Sendable, Hashable {
    public var text: String
    public var width: Int

    public init(_ grapheme: Character) {
        // Printable ASCII, almost every cell of a frame: no Unicode property lookups.
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F {
            text = String(grapheme)
            width = 1
            return
        }
        let scalars = grapheme.unicodeScalars
        let first = scalars.first!
        // One scalar (box drawing, arrows, most letters): no joiner or selector to keep, so no
        // emoji property lookup.
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            if let escape = DisplayWidth.escaped(first) {
                text = escape
                width = escape.count
            } else {
                text = String(grapheme)
                width = max(1, DisplayWidth.of(first))
            }
            return
        }
        let isEmojiSequence = first.properties.isEmoji && first.value > 0xFF
        var escapes = ""
        for scalar in scalars {
            let keep = isEmojiSequence && (scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value))
            if !keep, let escape = DisplayWidth.escaped(scalar) { escapes += escape }
        }
        if !escapes.isEmpty {
            // Show everything escaped: a grapheme built on a control character has no safe glyph.
            text = scalars.map { DisplayWidth.escaped($0) ?? String($0) }.joined()
            width = scalars.reduce(0) { $0 + (DisplayWidth.escaped($1)?.count ?? DisplayWidth.of($1)) }
        } else if isEmojiSequence, scalars.contains("\u{200D}"), scalars.count(where: { DisplayWidth.of($0) > 0 }) > 1 {
            text = scalars.map { $0 == "\u{200D}" ? (DisplayWidth.escaped($0) ?? "") : String($0) }.joined()
            width = scalars.reduce(0) { $0 + ($1 == "\u{200D}" ? (DisplayWidth.escaped($1)?.count ?? 0) : DisplayWidth.of($1)) }
        } else {
            text = String(grapheme)
            width = max(DisplayWidth.of(first), scalars.count > 1 && isEmojiSequence ? 2 : 0)
            if width == 0 { width = 1 }
        }
    }
}
