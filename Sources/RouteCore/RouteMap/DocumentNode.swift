/// One node of a route map or flow file as its format reads it: a mapping, a list or a scalar,
/// with where it starts. The route-map and flow builders read this tree, whatever format it came
/// from: ``JSONDocument`` parses JSON into it, and the RouteMapYAML product turns YAML into it.
///
/// Scalars keep their text as written: numbers, booleans and nulls are read from the text by
/// ``DocumentReader``, as YAML's untyped scalars are.
package struct DocumentNode: Sendable, Hashable {
    /// How a scalar was written, which tells `true` from `"true"`.
    package enum ScalarStyle: Sendable, Hashable {
        /// Unquoted: a YAML plain scalar, or a JSON number, `true`, `false` or `null`.
        case plain
        /// In single or double quotes, which take one column before the text.
        case quoted
        /// A YAML block scalar (`|` or `>`).
        case block
    }

    /// One entry of a mapping: the key's node (for positions) and its value.
    package struct Pair: Sendable, Hashable {
        package var key: DocumentNode
        package var value: DocumentNode

        package init(key: DocumentNode, value: DocumentNode) {
            self.key = key
            self.value = value
        }
    }

    /// What the node holds.
    package enum Content: Sendable, Hashable {
        case scalar(String, ScalarStyle)
        /// The entries in document order.
        case mapping([Pair])
        case sequence([DocumentNode])
    }

    package var content: Content
    /// The 1-based line where the node starts.
    package var line: Int
    /// The 1-based column where the node starts, counted in Unicode scalars.
    package var column: Int

    package init(_ content: Content, line: Int = 1, column: Int = 1) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The text of a scalar; nil for a mapping or a list.
    package var text: String? {
        if case .scalar(let text, _) = content { text } else { nil }
    }

    /// How a scalar was written; nil for a mapping or a list.
    package var style: ScalarStyle? {
        if case .scalar(_, let style) = content { style } else { nil }
    }

    /// The entries of a mapping; nil for anything else.
    package var mapping: [Pair]? {
        if case .mapping(let pairs) = content { pairs } else { nil }
    }

    /// The items of a list; nil for anything else.
    package var sequence: [DocumentNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }
}
