/// A frame of the screen: a grid of cells that the app draws into, and a backend presents.
///
/// Every write goes through ``put(_:row:column:style:limit:)``, which escapes control characters
/// and respects wide graphemes, so no cell can ever hold text that would corrupt the terminal.
///
/// Cells are stored packed, as plain values: a grapheme of up to eight UTF-8 bytes sits inline,
/// a longer one in a side table. A frame is redrawn on every key, and 10,000 cells holding
/// `String`s spent most of that time counting references.
public struct ScreenBuffer: Sendable, Hashable {
    public private(set) var rows: Int
    public private(set) var columns: Int
    private var storage: [PackedCell]
    /// Graphemes longer than eight bytes, referenced by index from ``PackedCell``.
    private var overflow: [String] = []

    /// Every cell, row by row.
    public var cells: [Cell] { storage.map(unpack) }
    /// Where the terminal's cursor goes, or nil to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorPosition.map { ($0.row, $0.column) } }
        set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
    }
    private var cursorPosition: Position?
    /// Where a click means something, drawn later over earlier (an overlay over the panels).
    /// Not part of the frame's equality: it is not drawn.
    public var clickRegions: [ClickRegion] = []

    /// What a click at a cell means, or nil.
    public func clickTarget(row: Int, column: Int) -> ClickTarget? {
        clickRegions.last { $0.row == row && $0.columns.contains(column) }?.target
    }

    private struct Position: Sendable, Hashable {
        var row: Int
        var column: Int
    }

    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        var noOverflow: [String] = []
        storage = Array(repeating: PackedCell(Cell.blank, overflow: &noOverflow), count: self.rows * self.columns)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { unpack(storage[row * columns + column]) }
        set { storage[row * columns + column] = PackedCell(newValue, overflow: &overflow) }
    }

    private func unpack(_ packed: PackedCell) -> Cell {
        Cell(packed.text(overflow: overflow), style: packed.style, isContinuation: packed.isContinuation)
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
        if x < end { blankWideHalf(row: row, before: x) }
        defer { if x > column { blankWideHalf(row: row, from: x) } }
        // Printable ASCII followed by ASCII (or nothing) is one grapheme of one column: packed
        // straight into its cell, without grapheme breaking. Anything else takes the full path.
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            guard byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 else { break }
            guard x < end else { return x }
            storage[row * columns + x] = PackedCell(ascii: byte, style: style)
            x += 1
            index = next
        }
        for grapheme in text[index...] {
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
        for x in max(0, column)..<min(columns, column + count) { transform(&storage[row * columns + x].style) }
    }

    /// Fills a rectangle with blanks of one style.
    public mutating func clear(row: Int, column: Int, height: Int, width: Int, style: TextStyle = .plain) {
        let blank = PackedCell(ascii: UInt8(ascii: " "), style: style)
        let xs = max(0, column)..<max(0, min(columns, column + width))
        for y in max(0, row)..<min(rows, row + height) where !xs.isEmpty {
            blankWideHalf(row: y, before: xs.lowerBound)
            for x in xs { storage[y * columns + x] = blank }
            blankWideHalf(row: y, from: xs.upperBound)
        }
    }

    // A wide grapheme that the edge of a write cuts in two becomes blanks, so that no half of it
    // is left beside what is written (beside an overlay's box, the terminal would draw the whole
    // glyph over the border).

    /// Before cells from `x` are written: when `x` is a wide grapheme's second column, blanks its first.
    private mutating func blankWideHalf(row: Int, before x: Int) {
        let index = row * columns + x
        guard x > 0, x < columns, storage[index].isContinuation else { return }
        storage[index - 1] = PackedCell(ascii: UInt8(ascii: " "), style: storage[index - 1].style)
    }

    /// After cells up to `x` were written: when `x` is the second column of a wide grapheme
    /// whose first was written over, blanks it.
    private mutating func blankWideHalf(row: Int, from x: Int) {
        let index = row * columns + x
        guard x > 0, x < columns, storage[index].isContinuation else { return }
        storage[index] = PackedCell(ascii: UInt8(ascii: " "), style: storage[index].style)
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
    /// `O` ok, `A` accent, `M` muted, `N` note, `Q` dark on light (a QR code); lower-case when reversed or underlined without colour.
    public var styleLines: [String] {
        (0..<rows).map { row in
            String((0..<columns).map { column -> Character in
                let style = storage[row * columns + column].style
                switch style.color {
                case .plain: return style.reverse ? "R" : style.underline ? "U" : style.bold ? "B" : "."
                case .error: return "E"
                case .warning: return "W"
                case .ok: return "O"
                case .accent: return "A"
                case .muted: return "M"
                case .note: return "N"
                case .darkOnLight: return "Q"
                }
            })
        }
    }

    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        lhs.rows == rhs.rows && lhs.columns == rhs.columns && lhs.cursorPosition == rhs.cursorPosition && lhs.cells == rhs.cells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows)
        hasher.combine(columns)
        hasher.combine(cells)
    }
}

/// A cell as plain values, with no reference to count: up to eight UTF-8 bytes inline, or an
/// index into the buffer's overflow table.
private struct PackedCell: Sendable, Hashable {
    var bytes: UInt64
    /// The number of inline bytes; 0xFF when the text is in the overflow table at ``bytes``.
    var count: UInt8
    var style: TextStyle
    var isContinuation: Bool

    init(_ cell: Cell, overflow: inout [String]) {
        style = cell.style
        isContinuation = cell.isContinuation
        let utf8 = cell.text.utf8
        if utf8.count <= 8 {
            var value: UInt64 = 0
            for (shift, byte) in utf8.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
            bytes = value
            count = UInt8(utf8.count)
        } else {
            bytes = UInt64(overflow.count)
            count = 0xFF
            overflow.append(cell.text)
        }
    }

    /// A cell holding one printable ASCII character.
    init(ascii byte: UInt8, style: TextStyle) {
        bytes = UInt64(byte)
        count = 1
        self.style = style
        isContinuation = false
    }

    func text(overflow: [String]) -> String {
        if count == 0xFF { return overflow[Int(bytes)] }
        var value = bytes
        return String(unsafeUninitializedCapacity: Int(count)) { buffer in
            for index in 0..<Int(count) {
                buffer[index] = UInt8(truncatingIfNeeded: value)
                value >>= 8
            }
            return Int(count)
        }
    }
}
