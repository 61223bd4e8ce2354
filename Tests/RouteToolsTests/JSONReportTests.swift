import RouteCore
import RouteTools
import TestSupport
import Testing

@Suite struct JSONReportTests {
    static func analyzer() throws -> LinkAnalyzer { try sampleAnalyzerWithAASA() }

    @Test func jsonLinesCarryTheVerdictAfterKind() throws {
        let analyzer = try Self.analyzer()
        let match = JSONReport.line(analyzer.analyze("https://example.com/app/home/feed"))
        #expect(match.hasPrefix(#"{"input":"https://example.com/app/home/feed","ok":true,"kind":"web-link","aasa":{"result":"match","detail":0,"component":1},"route":"#))
        let none = JSONReport.line(analyzer.analyze("https://example.com/app/home/feed?debug=1"), line: 3)
        #expect(none.contains(#""line":3,"aasa":{"result":"no-match"},"route":null"#))
        let legacy = AppLinkEligibility(result: .excluded, rule: .legacyPath(detail: 1, path: 0))
        let analysis = analyzer.analyze("https://example.com/x").replacing(appLinkEligibility: legacy)
        #expect(JSONReport.line(analysis).contains(#""aasa":{"result":"excluded","detail":1,"path":0}"#))
        #expect(!JSONReport.line(LinkAnalyzer(routeMap: .sample).analyze("https://example.com/app/home/feed")).contains("aasa"))
    }
}
