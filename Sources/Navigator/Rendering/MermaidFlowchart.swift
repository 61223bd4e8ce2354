/// A ``FlowDiagram`` as a Mermaid flowchart, which GitHub draws in a ```` ```mermaid ```` block.
///
/// ```
/// flowchart TD
///     start(("start")) --> s0
///     s0["home › feed<br>logged out"]
///     s1["myPage › profile<br>modal: login<br>logged out<br>pending: myapp://…"]
///     s0 -->|"1. open myapp://…<br>login gate"| s1
/// ```
///
/// Every label is a quoted string; ``label(_:)`` is the one place that escapes it.
public enum MermaidFlowchart {
    /// The flowchart, ending in a newline.
    public static func render(_ diagram: FlowDiagram) -> String {
        var lines = ["flowchart TD", "    start((\"start\")) --> s0"]
        for node in diagram.nodes {
            lines.append("    s\(node.index)[\(label(node.lines))]")
        }
        for edge in diagram.edges {
            lines.append("    s\(edge.from) -->|\(label(edge.lines))| s\(edge.to)")
        }
        // Links are numbered in the order they are written, the start's arrow being link 0.
        for (offset, edge) in diagram.edges.enumerated() where edge.failed {
            lines.append("    linkStyle \(offset + 1) stroke:#c00,color:#c00")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `lines` as one quoted Mermaid label: lines joined by `<br>`, and every character Mermaid
    /// reads as syntax inside a label written as an entity code (`#quot;`, `#lt;`, `#35;`…), so
    /// a link's quotes, brackets, `#`, `&` and `|` show as themselves. Other characters, non-ASCII
    /// ones included, are written as they are: Mermaid reads UTF-8.
    public static func label(_ lines: [String]) -> String {
        "\"" + lines.map(escaped).joined(separator: "<br>") + "\""
    }

    private static func escaped(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\"": text += "#quot;"
            case "#": text += "#35;"
            case "&": text += "#amp;"
            case "<": text += "#lt;"
            case ">": text += "#gt;"
            case "|": text += "#124;"
            case "`": text += "#96;"
            case "\n", "\r": text += "<br>"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
