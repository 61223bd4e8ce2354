/// What a click on a part of the screen means: the panels say where they drew what, in the
/// frame's ``ScreenBuffer/clickRegions``, and the explorer looks a click up there.
public enum ClickTarget: Sendable, Hashable {
    /// A problem of the problems panel, by index.
    case problem(Int)
    /// A tab of the simulated app's tab bar, by index.
    case tab(Int)
    /// A row of the open picker (the catalog, the history search), by index.
    case pickerRow(Int)
}

/// Cells of one row that a click on means ``target``.
public struct ClickRegion: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>
    public var target: ClickTarget

    public init(row: Int, columns: Range<Int>, target: ClickTarget) {
        self.row = row
        self.columns = columns
        self.target = target
    }
}
