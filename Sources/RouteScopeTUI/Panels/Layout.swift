/// Where each panel goes for a screen size (DESIGN.md "TUI"): the input on top, the parse
/// panel left, the navigation panel right, where the link lands on each platform below them,
/// the diagnostics below that, and a status line.
public struct Layout: Sendable, Hashable {
    /// The smallest screen the explorer draws on.
    public static let minimum = (rows: 16, columns: 60)

    public var title: Rect
    public var input: Rect
    public var caret: Rect
    public var parse: Rect
    public var navigation: Rect
    /// The platforms panel, as wide as the screen: the rows it asks for (a heading and a row or
    /// two per platform) while the panels above keep 23 rows, else four; one row for all three
    /// platforms when it asks for one (no link yet) or on a short screen; none on the shortest
    /// (its height is then 0).
    public var platforms: Rect
    public var diagnostics: Rect
    public var status: Rect

    /// The layout for a screen, or nil when it is smaller than ``minimum``.
    public init?(rows: Int, columns: Int, diagnosticLines: Int, platformLines: Int = 4) {
        guard rows >= Self.minimum.rows, columns >= Self.minimum.columns else { return nil }
        title = Rect(row: 0, column: 0, height: 1, width: columns)
        input = Rect(row: 1, column: 0, height: 1, width: columns)
        caret = Rect(row: 2, column: 0, height: 1, width: columns)
        status = Rect(row: rows - 1, column: 0, height: 1, width: columns)
        let middleStart = 3
        let available = rows - 1 - middleStart
        let diagnosticsHeight = min(max(3, diagnosticLines + 1), available / 2)
        let middleHeight = available - diagnosticsHeight
        let platformsHeight = Self.platformsHeight(middle: middleHeight, wanted: platformLines)
        let panelsHeight = middleHeight - platformsHeight
        let leftWidth = columns * 11 / 20
        parse = Rect(row: middleStart, column: 0, height: panelsHeight, width: leftWidth)
        navigation = Rect(row: middleStart, column: leftWidth + 1, height: panelsHeight, width: columns - leftWidth - 1)
        platforms = Rect(row: middleStart + panelsHeight, column: 0, height: platformsHeight, width: columns)
        diagnostics = Rect(row: middleStart + middleHeight, column: 0, height: diagnosticsHeight, width: columns)
    }

    /// The platforms panel's rows out of the `middle` rows between the input and the
    /// diagnostics: the `wanted` rows while the panels above keep 23, at least four while they
    /// keep 10, a single row for all three platforms when one is wanted or while they keep 7,
    /// else (or when none is wanted) none.
    static func platformsHeight(middle: Int, wanted: Int) -> Int {
        switch middle {
        case 14... where wanted > 1: max(4, min(wanted, middle - 23))
        case 8... where wanted > 0: 1
        default: 0
        }
    }
}
