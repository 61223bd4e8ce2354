import RouteCore

/// Writes lines into one rectangle of a ``ScreenBuffer``, clipping at its edges.
struct PanelWriter {
    let rect: Rect
    var buffer: ScreenBuffer
    private(set) var line = 0

    init(_ rect: Rect, _ buffer: ScreenBuffer) {
        self.rect = rect
        self.buffer = buffer
    }

    var hasRoom: Bool { line < rect.height }

    /// Writes segments of differently styled text on the next line.
    mutating func write(_ segments: [(String, TextStyle)], indent: Int = 0) {
        guard hasRoom else { return }
        var column = rect.column + indent
        for (text, style) in segments {
            column = buffer.put(text, row: rect.row + line, column: column, style: style, limit: rect.column + rect.width - column)
        }
        line += 1
    }

    mutating func write(_ text: String, _ style: TextStyle = .plain, indent: Int = 0) { write([(text, style)], indent: indent) }

    /// Writes text wrapped at the panel's width, at most `maxLines` lines.
    mutating func wrap(_ text: String, _ style: TextStyle = .plain, indent: Int = 0, maxLines: Int = 3) {
        let width = max(10, rect.width - indent)
        var remaining = Substring(text)
        var count = 0
        while !remaining.isEmpty, hasRoom, count < maxLines {
            var take = remaining.prefix(width)
            if take.count < remaining.count, let space = take.lastIndex(of: " "), take.distance(from: take.startIndex, to: space) > width / 2 {
                take = remaining[remaining.startIndex..<space]
            }
            let last = count == maxLines - 1 && take.count < remaining.count
            write(last ? String(take.prefix(width - 1)) + "…" : String(take), style, indent: indent)
            remaining = remaining[take.endIndex...].drop { $0 == " " }
            count += 1
        }
    }

    /// Writes a label and text, wrapping the text under itself (a hanging indent).
    mutating func labelled(_ label: String, _ labelStyle: TextStyle, _ text: String, _ style: TextStyle, maxLines: Int = 3) {
        let indent = DisplayWidth.columns(label)
        let width = max(10, rect.width - indent)
        var remaining = Substring(text)
        var first = true
        var count = 0
        repeat {
            guard hasRoom else { return }
            var take = remaining.prefix(width)
            if take.count < remaining.count, let space = take.lastIndex(of: " "), take.distance(from: take.startIndex, to: space) > width / 3 {
                take = remaining[remaining.startIndex..<space]
            }
            let isLast = count == maxLines - 1 && take.endIndex < remaining.endIndex
            let shown = isLast ? String(take.prefix(width - 1)) + "…" : String(take)
            write([(first ? label : String(repeating: " ", count: indent), labelStyle), (shown, style)])
            remaining = remaining[take.endIndex...].drop { $0 == " " }
            first = false
            count += 1
        } while !remaining.isEmpty && count < maxLines
    }

    mutating func skip() { line += 1 }
}
