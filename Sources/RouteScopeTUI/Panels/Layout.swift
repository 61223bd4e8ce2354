/// Where each panel goes for a screen size (DESIGN.md "TUI"): the input on top, the parse
/// panel left, the navigation panel right, the diagnostics below, and a status line.
public struct Layout: Sendable, Hashable {
    /// The smallest screen the explorer draws on.
    public static let minimum = (rows: 16, columns: 60)

    public var title: Rect
    public var input: Rect
    public var caret: Rect
    public var parse: Rect
    public var navigation: Rect
    public var diagnostics: Rect
    public var status: Rect

    /// The layout for a screen, or nil when it is smaller than ``minimum``.
    public init?(rows: Int, columns: Int, diagnosticLines: Int) {
        guard rows >= Self.minimum.rows, columns >= Self.minimum.columns else { return nil }
        title = Rect(row: 0, column: 0, height: 1, width: columns)
        input = Rect(row: 1, column: 0, height: 1, width: columns)
        caret = Rect(row: 2, column: 0, height: 1, width: columns)
        status = Rect(row: rows - 1, column: 0, height: 1, width: columns)
        let middleStart = 3
        let available = rows - 1 - middleStart
        let diagnosticsHeight = min(max(3, diagnosticLines + 1), available / 2)
        let middleHeight = available - diagnosticsHeight
        let leftWidth = columns * 11 / 20
        parse = Rect(row: middleStart, column: 0, height: middleHeight, width: leftWidth)
        navigation = Rect(row: middleStart, column: leftWidth + 1, height: middleHeight, width: columns - leftWidth - 1)
        diagnostics = Rect(row: middleStart + middleHeight, column: 0, height: diagnosticsHeight, width: columns)
    }
}
