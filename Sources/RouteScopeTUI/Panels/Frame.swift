/// A boxed area with a title.
enum Frame {
    static func draw(_ rect: Rect, title: String, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: rect.height, width: rect.width)
        let horizontal = String(repeating: "─", count: max(0, rect.width - 2))
        buffer.put("┌" + horizontal + "┐", row: rect.row, column: rect.column, style: .heading)
        buffer.put("└" + horizontal + "┘", row: rect.row + rect.height - 1, column: rect.column, style: .heading)
        for row in rect.row + 1..<rect.row + rect.height - 1 {
            buffer.put("│", row: row, column: rect.column, style: .heading)
            buffer.put("│", row: row, column: rect.column + rect.width - 1, style: .heading)
        }
        buffer.put(TextFitting.ellipsized(title, width: rect.width - 4), row: rect.row, column: rect.column + 2, style: .heading)
    }

    /// The box of an overlay that takes the screen: every row between the title bar and the
    /// status line, a column in from each side. Those side columns are blanked too, so that
    /// nothing of the panels below shows beside the box.
    ///
    /// - Returns: the box.
    static func drawOverScreen(_ screen: Rect, title: String, on buffer: inout ScreenBuffer) -> Rect {
        let rect = Rect(row: screen.row + 1, column: screen.column + 1, height: screen.height - 2, width: screen.width - 2)
        draw(rect, over: screen, title: title, on: &buffer)
        return rect
    }

    /// A box over the main screen, its rows blanked from one edge of the screen to the other, so
    /// that no sliver of the panels below (a cut word, a border) shows beside it.
    static func draw(_ rect: Rect, over screen: Rect, title: String, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: screen.column, height: rect.height, width: screen.width)
        draw(rect, title: title, on: &buffer)
    }
}
