import Foundation
import Navigator
import RouteCore
import Testing

@Suite struct FlowDiagramTests {
    /// The diagram of a demo flow, played to its end.
    static func diagram(_ name: String) throws -> FlowDiagram {
        let flow = try #require(DemoFlow.named(name)).load()
        return try diagram(of: flow)
    }

    static func diagram(of flow: Flow) throws -> FlowDiagram {
        let navigator = Navigator(routeMap: try flow.loadRouteMap() ?? .sample)
        var playback = FlowPlayback(flow: flow, navigator: navigator)
        let start = playback.state
        return FlowDiagram(start: start, outcomes: playback.playToEnd(), navigator: navigator)
    }

    /// A flow of `steps` (YAML list items) on the sample app, from a warm start.
    static func flow(_ steps: String) throws -> Flow {
        try FlowLoader.load(yaml: "start: {logged_in: false, cold: false}\nsteps:\n" + steps, file: "flow.yml", origin: .embedded)
    }

    @Test func campaignLoginDrawsTheLoginGateAndItsResumedLink() throws {
        let diagram = try Self.diagram("campaign-login")
        #expect(diagram.nodes.count == 7)
        #expect(diagram.edges.count == 8)
        #expect(diagram.nodes[0].lines == ["home › feed", "logged out"])
        #expect(diagram.nodes[1].lines.count == 4)
        #expect(diagram.nodes[1].lines[1] == "modal: login")
        #expect(diagram.nodes[1].lines[3].hasPrefix("pending: myapp://myPage/orders/"))
        #expect(diagram.edges.map(\.result) == [.loginGate, .landed, .landed, nil, nil, nil, .loginGate, nil])
        #expect(diagram.edges[1].lines == ["2. login", "landed"])
        // Tapping back to the order comes back to the same state, a node already drawn.
        #expect(diagram.edges[4].to == diagram.edges[1].to)
        #expect(diagram.edges.allSatisfy { !$0.failed })
    }

    @Test func tabTourDrawsBrowserRefusalsAndLoops() throws {
        let diagram = try Self.diagram("tab-tour")
        #expect(diagram.edges.count == 18)
        #expect(diagram.nodes.count == 9)
        #expect(diagram.edges[12].result == .browser)
        #expect(diagram.edges[14].result == .refused(code: "type-mismatch"))
        #expect(diagram.edges[14].lines == ["15. open myapp://home/articleDetail?userId=abc&articleId=200", "refused: type-mismatch"])
        // A refused link and a second open of the same link stay where they are.
        #expect(diagram.edges[14].from == diagram.edges[14].to)
        #expect(diagram.edges[2].from == diagram.edges[2].to)
    }

    @Test func anUnmetExpectationMarksItsEdge() throws {
        let diagram = try Self.diagram(of: Self.flow("  - {tap: search, expect: {tab: home}}\n"))
        #expect(diagram.edges.map(\.failed) == [true])
        #expect(diagram.edges[0].lines == ["1. tap search", "✗ expectation not met"])
    }

    // MARK: Mermaid

    @Test func mermaidLabelsWriteSyntaxAsEntityCodes() {
        #expect(MermaidFlowchart.label(["a\"b", "<c>#1 & d|e`f"]) == "\"a#quot;b<br>#lt;c#gt;#35;1 #amp; d#124;e#96;f\"")
        #expect(MermaidFlowchart.label(["café › 日本", "two\nlines"]) == "\"café › 日本<br>two<br>lines\"")
    }

    @Test(arguments: ["campaign-login", "tab-tour"])
    func mermaidIsAFlowchartOfDeclaredNodes(name: String) throws {
        let diagram = try Self.diagram(name)
        let text = MermaidFlowchart.render(diagram)
        let problems = MermaidSyntax.problems(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(MermaidSyntax.labels(text) == diagram.nodes.map(\.lines) + diagram.edges.map(\.lines))
    }

    @Test func mermaidKeepsHostileLinksInTheirLabels() throws {
        let diagram = try Self.diagram(of: Self.flow(HostileFlow.steps))
        let text = MermaidFlowchart.render(diagram)
        #expect(MermaidSyntax.problems(text).isEmpty, "\(MermaidSyntax.problems(text))")
        #expect(MermaidSyntax.labels(text) == diagram.nodes.map(\.lines) + diagram.edges.map(\.lines))
        #expect(diagram.edges.contains { $0.lines[0].contains("\"<b>#1 & café›日本\"") })
    }

    @Test func mermaidColoursAFailedStepsLink() throws {
        let diagram = try Self.diagram(of: Self.flow("  - tap: search\n  - {tap: myPage, expect: {tab: home}}\n"))
        let text = MermaidFlowchart.render(diagram)
        // Link 0 is the start's arrow, so the second step is link 2.
        #expect(text.hasSuffix("    linkStyle 2 stroke:#c00,color:#c00\n"))
        #expect(MermaidSyntax.problems(text).isEmpty)
    }

    // MARK: DOT

    @Test func dotLabelsEscapeQuotesBackslashesAndEntities() {
        #expect(GraphvizDOT.label(["a\"b\\N", "<c>#1 & d"]) == "\"a\\\"b\\\\N\\n<c>#1 &amp; d\"")
        #expect(GraphvizDOT.label(["café › 日本"]) == "\"café › 日本\"")
    }

    @Test func dotDrawsEveryNodeAndEdgeAndColoursFailures() throws {
        let diagram = try Self.diagram(of: Self.flow("  - tap: search\n  - {tap: myPage, expect: {tab: home}}\n"))
        #expect(
            GraphvizDOT.render(diagram) == """
                digraph flow {
                    node [shape=box, style=rounded];
                    start [shape=point];
                    start -> s0;
                    s0 [label="home › feed\\nlogged out"];
                    s1 [label="search › searchHome\\nlogged out"];
                    s2 [label="myPage › profile\\nlogged out"];
                    s0 -> s1 [label="1. tap search"];
                    s1 -> s2 [label="2. tap myPage\\n✗ expectation not met", color="#cc0000", fontcolor="#cc0000"];
                }

                """)
    }
}

/// Steps whose links hold every character a diagram format reads as syntax: quotes, brackets,
/// `#`, `&`, `|`, a backslash, a backtick, and non-ASCII text.
enum HostileFlow {
    static let steps = """
          - open: 'myapp://search/results?q="<b>#1 & café›日本"&tags=a|b'
          - open: 'myapp://search/results?q=\\N`{x}`[y]'
          - open: 'myapp://home/articleDetail?userId=<script>&articleId=200'
          - open: 'https://blog.example.org/ünï"cödé"?a=<1>&b=#2'

        """
}

/// What a Mermaid flowchart as ``MermaidFlowchart`` writes it must look like, checked line by
/// line, since Debian packages no Mermaid renderer: a header, node declarations, edges between
/// declared nodes, link styles for links that exist, and labels in which nothing is syntax.
enum MermaidSyntax {
    static let node = try! NSRegularExpression(pattern: #"^    (s\d+)\[("[^"]*")\]$"#)
    static let edge = try! NSRegularExpression(pattern: #"^    (s\d+) -->\|("[^"]*")\| (s\d+)$"#)
    static let linkStyle = try! NSRegularExpression(pattern: #"^    linkStyle (\d+) stroke:#c00,color:#c00$"#)
    static let entity = try! NSRegularExpression(pattern: #"#(quot|amp|lt|gt|\d+);"#)

    static func groups(_ regex: NSRegularExpression, _ line: String) -> [String]? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = regex.firstMatch(in: line, range: range) else { return nil }
        return (1..<match.numberOfRanges).map { String(line[Range(match.range(at: $0), in: line)!]) }
    }

    /// Every problem of `text`, in words; empty when it is a well-formed flowchart.
    static func problems(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return ["the text does not end in a newline"] }
        lines.removeLast()
        guard lines.first == "flowchart TD", lines.count > 1, lines[1] == #"    start(("start")) --> s0"# else {
            return ["the text does not start with the flowchart header and the start's arrow"]
        }
        var problems: [String] = []
        var declared: Set<String> = []
        var links = 1
        for line in lines.dropFirst(2) {
            if let parts = groups(node, line) {
                declared.insert(parts[0])
                problems += labelProblems(parts[1])
            } else if let parts = groups(edge, line) {
                if !declared.contains(parts[0]) || !declared.contains(parts[2]) { problems.append("an edge to an undeclared node: \(line)") }
                problems += labelProblems(parts[1])
                links += 1
            } else if let parts = groups(linkStyle, line) {
                if Int(parts[0])! >= links { problems.append("a style for a link that does not exist: \(line)") }
            } else {
                problems.append("a line that is no node, edge or link style: \(line)")
            }
        }
        return problems
    }

    /// What is wrong in a quoted label: a character Mermaid reads as syntax, written bare.
    static func labelProblems(_ label: String) -> [String] {
        let inner = String(label.dropFirst().dropLast()).replacingOccurrences(of: "<br>", with: "")
        let bare = entity.stringByReplacingMatches(in: inner, range: NSRange(inner.startIndex..., in: inner), withTemplate: "")
        return bare.unicodeScalars.filter { "\"#<>&|`".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
            .map { "\(label) holds a bare \($0.escaped(asASCII: true))" }
    }

    /// Every label of `text`, nodes first then edges, decoded back into its lines.
    static func labels(_ text: String) -> [[String]] {
        let lines = text.split(separator: "\n").map(String.init)
        let quoted = lines.compactMap { groups(node, $0)?[1] } + lines.compactMap { groups(edge, $0)?[1] }
        return quoted.map { label in
            String(label.dropFirst().dropLast()).components(separatedBy: "<br>").map(decoded)
        }
    }

    static func decoded(_ text: String) -> String {
        var result = text
        for (code, character) in [("#quot;", "\""), ("#lt;", "<"), ("#gt;", ">"), ("#35;", "#"), ("#124;", "|"), ("#96;", "`"), ("#amp;", "&")] {
            result = result.replacingOccurrences(of: code, with: character)
        }
        return result
    }
}
