/// A 1-based line and column in a manifest, where the XML parser reports an element: the end of
/// its start tag.
package struct AndroidSourcePosition: Sendable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }
}
