/// A frame of the screen: a grid of cells that the app draws into, and a backend presents.
///
/// Every write goes through ``put(_:row:column:style:limit:)``, which escapes control characters
/// and respects wide graphemes, so no cell can ever hold text that would corrupt the terminal.
public struct ScreenBuffer: Sendable, Hashable {
    public private(set) var rows: Int
    public private(set) var columns: Int
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor goes, or nil to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorPosition.map { ($0.row, $0.column) } }
        set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
    }
    private var cursorPosition: Position?

    private struct Position: Sendable, Hashable {
        var row: Int
        var column: Int
    }

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Writes text from `(row, column)`, at most `limit` columns (to the right edge by default).
    /// A wide grapheme that would not fit is not split; the rest of the space stays blank.
    ///
    /// - Returns: the column after the last one written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, row: Int, column: Int, style: TextStyle = .plain, limit: Int? = nil) -> Int {
        guard row >= 0, row < rows, column < columns else { return column }
        let end = min(columns, column + (limit ?? columns))
        var x = max(0, column)
        for grapheme in text {
            let display = GraphemeDisplay(grapheme)
            guard x + display.width <= end else { break }
            self[row, x] = Cell(display.text, style: style)
            for extra in 1..<max(1, display.width) { self[row, x + extra] = Cell("", style: style, isContinuation: true) }
            x += display.width
        }
        return x
    }

    /// Sets the style of `count` cells from `(row, column)`, keeping their text.
    public mutating func restyle(row: Int, column: Int, count: Int, _ transform: (inout TextStyle) -> Void) {
        guard row >= 0, row < rows else { return }
        for x in max(0, column)..<min(columns, column + count) { transform(&cells[row * columns + x].style) }
    }

    /// Fills a rectangle with blanks of one style.
    public mutating func clear(row: Int, column: Int, height: Int, width: Int, style: TextStyle = .plain) {
        for y in max(0, row)..<min(rows, row + height) {
            for x in max(0, column)..<min(columns, column + width) { self[y, x] = Cell(" ", style: style) }
        }
    }

    /// The text of each row, continuation cells skipped, trailing spaces kept.
    public var textLines: [String] {
        (0..<rows).map { row in
            (0..<columns).reduce(into: "") { line, column in
                let cell = self[row, column]
                if !cell.isContinuation { line += cell.text }
            }
        }
    }

    /// One character per cell describing its style, for tests: `.` plain, `E` error, `W` warning,
    /// `O` ok, `A` accent, `M` muted, `N` note; lower-case when reversed or underlined without colour.
    public var styleLines: [String] {
        (0..<rows).map { row in
            String((0..<columns).map { column -> Character in
                let style = self[row, column].style
                switch style.color {
                case .plain: return style.reverse ? "R" : style.underline ? "U" : style.bold ? "B" : "."
                case .error: return "E"
                case .warning: return "W"
                case .ok: return "O"
                case .accent: return "A"
                case .muted: return "M"
                case .note: return "N"
                }
            })
        }
    }

    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.cells == rhs.cells && lhs.cursorPosition == rhs.cursorPosition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(columns)
        hasher.combine(cells)
    }
}
