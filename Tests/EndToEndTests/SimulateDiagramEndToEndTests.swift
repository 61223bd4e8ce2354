import Foundation
import TestSupport
import Testing

/// `routescope simulate --format mermaid|dot`: golden diagrams of the flows in Assets/flows, and
/// the real Graphviz `dot` drawing every one of them, and a flow of hostile links, without an
/// error. Debian packages no Mermaid renderer; NavigatorTests' MermaidSyntax checks that format.
@Suite("routescope simulate --format mermaid|dot, end to end")
struct SimulateDiagramEndToEndTests {
    /// Every flow in Assets/flows, by name.
    static let flows = try! FileManager.default.contentsOfDirectory(
        atPath: RouteScopeProcess.packageRoot.appendingPathComponent("Assets/flows").path
    ).filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }.sorted()
    static let formats = [("mermaid", "mmd"), ("dot", "dot")]

    /// A flow of links with quotes, brackets, `#`, `&`, `|`, a backslash and non-ASCII text,
    /// with one refused link and one that goes to the browser.
    static let hostileFlow = """
        routes: routes.yml
        description: Links with "quotes", <brackets> & ünïcödé
        start: {logged_in: false, cold: true}
        steps:
          - open: 'myapp://search/results?q="<b>#1 & café›日本"&tags=a|b'
          - open: 'myapp://search/results?q=\\N`{x}`[y]'
          - open: 'myapp://home/articleDetail?userId=<script>&articleId=200'
          - open: 'https://blog.example.org/ünï"cödé"?a=<1>&b=#2'
          - back

        """

    /// Runs Graphviz's `dot -Tsvg` on `source`: its status, standard error and output.
    static func renderSVG(_ source: String) async throws -> (status: Int32, errors: String, svg: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dot", "-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let errorData = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: await errorData.value, as: UTF8.self), String(decoding: svg, as: UTF8.self))
    }

    @Test(arguments: flows, formats.map(\.0))
    func theAssetFlowsMatchTheirGoldenDiagrams(flow: String, format: String) async throws {
        let result = try await RouteScopeProcess.run(["simulate", "Assets/flows/\(flow).yml", "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let suffix = Self.formats.first { $0.0 == format }!.1
        let golden = try Data(
            contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/simulate-\(flow).\(suffix).golden"))
        #expect(result.stdoutBytes == golden)
    }

    @Test(arguments: flows)
    func graphvizDrawsEveryAssetFlow(flow: String) async throws {
        let result = try await RouteScopeProcess.run(["simulate", "Assets/flows/\(flow).yml", "--format", "dot"])
        let drawn = try await Self.renderSVG(result.stdout)
        #expect(drawn.status == 0)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.svg.contains("<svg"))
        #expect(drawn.svg.contains("login gate") || flow != "campaign-login")
    }

    @Test func graphvizDrawsHostileLinksAsWritten() async throws {
        try await SimulateEndToEndTests.withFlowFile(Self.hostileFlow) { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path, "--format", "dot"])
            #expect(result.status == 0, "\(result.stderr)")
            let drawn = try await Self.renderSVG(result.stdout)
            #expect(drawn.status == 0)
            #expect(drawn.errors.isEmpty, "\(drawn.errors)")
            // SVG writes the text back with XML's escapes, so each link is there as it was.
            #expect(drawn.svg.contains("1. open myapp://search/results?q=&quot;&lt;b&gt;#1 &amp; café›日本&quot;&amp;tags=a|b"))
            #expect(drawn.svg.contains("2. open myapp://search/results?q=\\N`{x}`[y]"))
            #expect(drawn.svg.contains("refused: "))
            #expect(drawn.svg.contains("4. open https://blog.example.org/ünï&quot;cödé&quot;?a=&lt;1&gt;&amp;b=#2"))
        }
    }

    @Test func mermaidOfHostileLinksHasNoBareSyntax() async throws {
        try await SimulateEndToEndTests.withFlowFile(Self.hostileFlow) { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path, "--format", "mermaid"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("flowchart TD\n"))
            #expect(result.stdout.contains("#quot;#lt;b#gt;#35;1 #amp; café›日本#quot;#amp;tags=a#124;b"))
        }
    }

    @Test(arguments: formats.map(\.0))
    func anUnmetExpectationDrawsTheStepsSoFarAndExitsOne(format: String) async throws {
        let flow = """
            routes: routes.yml
            start: {logged_in: false, cold: false}
            steps:
              - tap: search
              - {tap: myPage, expect: {tab: home}}
              - tap: setting

            """
        try await SimulateEndToEndTests.withFlowFile(flow) { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path, "--format", format])
            #expect(result.status == 1)
            #expect(result.stderr.contains("error: step 2 (tap myPage): tab: expected home, found myPage"))
            #expect(result.stdout.contains("2. tap myPage"))
            #expect(result.stdout.contains("expectation not met"))
            #expect(!result.stdout.contains("3. tap setting"))
        }
    }
}

extension SimulateDiagramEndToEndTests {
    /// docs/flows.md's Mermaid example is the golden diagram of campaign-login, which GitHub draws.
    @Test func theDocumentShowsTheRealMermaidDiagram() throws {
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/flows.md"), encoding: .utf8)
        let golden = try String(
            contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/simulate-campaign-login.mmd.golden"),
            encoding: .utf8)
        #expect(document.contains("```mermaid\n" + golden + "```\n"), "update docs/flows.md: Diagrams for slides")
    }
}
