import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A link that names a screen but leaves out path parameters its template needs is told which
/// ones, at the point where they go, with a fix that inserts them as placeholders to fill in.
struct MissingPathParameterTests {
    @Test func aScreenWithoutItsTrailingParameterIsMissingIt() {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/articles")
        #expect(analysis.diagnostics.map(\.code) == [.missingParam])
        let problem = analysis.diagnostics[0]
        #expect(problem.span == 21..<21)
        #expect(problem.param == "articleId")
        #expect(problem.message == "article requires articleId (an integer ≥ 1) in its path articles/{articleId}")
        #expect(problem.fix == Fix(span: 21..<21, replacement: "/{articleId}", .hasPlaceholders))
        #expect(analysis.screen?.name == "article")
        #expect(analysis.params.first { $0.name == "articleId" }?.source == .absent)
        #expect(LinkAnalyzer(routeMap: .sample).verdict("myapp://home/articles") == analysis.verdict)
        // With the parameter, the same link is fine.
        #expect(LinkAnalyzer(routeMap: .sample).analyze("myapp://home/articles/7").ok)
    }

    @Test func aRootWhosePathHasAParameterCannotOpenFromItsTabAlone() throws {
        let analyzer = LinkAnalyzer(routeMap: try RouteMapLoader.load(yaml: SmallRouteMaps.rootWithPathParameter))
        for link in ["t://shop", "t://shop/"] {
            let analysis = analyzer.analyze(link)
            #expect(analysis.diagnostics.map(\.code) == [.missingParam], "\(link)")
            #expect(analysis.diagnostics.first?.span == 8..<8, "\(link)")
            #expect(analysis.diagnostics.first?.fix == Fix(span: 8..<8, replacement: "/item/{sku}", .hasPlaceholders), "\(link)")
            #expect(!analysis.ok, "\(link)")
            #expect(analyzer.verdict(link) == analysis.verdict, "\(link)")
        }
        #expect(analyzer.analyze("t://shop/item/abc").ok)
        #expect(analyzer.analyze("t://shop/list").ok)
    }
}
