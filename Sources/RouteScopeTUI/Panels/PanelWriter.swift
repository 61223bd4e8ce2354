import RouteCore

/// Writes lines into one rectangle of a ``ScreenBuffer``, clipping at its edges.
struct PanelWriter {
    let rect: Rect
    var buffer: ScreenBuffer
    /// The next row to write, from the panel's top.
    private(set) var line = 0

    init(_ rect: Rect, _ buffer: ScreenBuffer) {
        self.rect = rect
        self.buffer = buffer
    }

    var hasRoom: Bool { line < rect.height }

    /// Writes segments of differently styled text on the next line; text that does not fit is
    /// cut with `…`, never silently.
    mutating func write(_ segments: [(String, TextStyle)], indent: Int = 0) {
        guard hasRoom else { return }
        var column = rect.column + indent
        for (text, style) in segments {
            let room = rect.column + rect.width - column
            let fitted = TextFitting.ellipsized(text, width: room)
            column = buffer.put(fitted, row: rect.row + line, column: column, style: style, limit: room)
            if fitted != text { break }
        }
        line += 1
    }

    mutating func write(_ text: String, _ style: TextStyle = .plain, indent: Int = 0) { write([(text, style)], indent: indent) }

    /// Writes text wrapped at spaces to the panel's width, at most `maxLines` lines; the last
    /// one ends in `…` when text is left over.
    mutating func wrap(_ text: String, _ style: TextStyle = .plain, indent: Int = 0, maxLines: Int = 3) {
        for line in TextFitting.wrapped(text, width: rect.width - indent, maxLines: min(maxLines, rect.height - line)) {
            write(line, style, indent: indent)
        }
    }

    mutating func skip() { line += 1 }
}
