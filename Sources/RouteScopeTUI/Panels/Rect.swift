/// A rectangle of the screen, in rows and columns.
public struct Rect: Sendable, Hashable {
    public var row: Int
    public var column: Int
    public var height: Int
    public var width: Int

    public init(row: Int, column: Int, height: Int, width: Int) {
        self.row = row
        self.column = column
        self.height = max(0, height)
        self.width = max(0, width)
    }
}
