/// A 1-based line and column in a manifest, where the XML parser reports an element: the end of
/// its start tag.
public struct AndroidSourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
