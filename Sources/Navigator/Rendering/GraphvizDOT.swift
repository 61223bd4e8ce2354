/// A ``FlowDiagram`` in Graphviz's DOT language, for `dot -Tsvg` or `dot -Tpng`.
///
/// ```
/// digraph flow {
///     node [shape=box, style=rounded];
///     start [shape=point];
///     start -> s0;
///     s0 [label="home › feed\nlogged out"];
///     s0 -> s1 [label="1. open myapp://…\nlogin gate"];
/// }
/// ```
///
/// Every label is a quoted string; ``label(_:)`` is the one place that escapes it.
public enum GraphvizDOT {
    /// The graph, ending in a newline.
    public static func render(_ diagram: FlowDiagram) -> String {
        var lines = ["digraph flow {", "    node [shape=box, style=rounded];", "    start [shape=point];", "    start -> s0;"]
        for node in diagram.nodes {
            lines.append("    s\(node.index) [label=\(label(node.lines))];")
        }
        for edge in diagram.edges {
            let failure = edge.failed ? ", color=\"#cc0000\", fontcolor=\"#cc0000\"" : ""
            lines.append("    s\(edge.from) -> s\(edge.to) [label=\(label(edge.lines))\(failure)];")
        }
        lines.append("}")
        return lines.map { $0 + "\n" }.joined()
    }

    /// `lines` as one quoted DOT string, lines joined by `\n` (centred): `"` and `\` escaped with
    /// a backslash, so a link's backslash never starts one of Graphviz's `\N`, `\G` or `\l`
    /// escapes, and `&` written `&amp;`, since Graphviz reads entities such as `&lt;` in a label.
    /// `<`, `>` and `#` are plain text in a quoted string, and non-ASCII characters stay UTF-8,
    /// Graphviz's default charset.
    public static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "\\n") + "\""
    }

    private static func escaped(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "&": text += "&amp;"
            case "\n", "\r": text += "\\n"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
