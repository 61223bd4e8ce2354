/// A click or a turn of the wheel, at a cell of the screen.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did. A closed set: only what the explorer uses is reported.
    public enum Kind: Sendable, Hashable {
        case click, wheelUp, wheelDown
    }

    public var kind: Kind
    public var row: Int
    public var column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
