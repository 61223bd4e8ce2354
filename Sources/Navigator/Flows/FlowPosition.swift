/// A place in a flow file: 1-based line and column.
public struct FlowPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: FlowPosition, rhs: FlowPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `12:7`.
    public var description: String { "\(line):\(column)" }
}
