import RouteCore
import TestSupport
import Testing

/// An AASA in the route map: https links are checked for eligibility before the route.
@Suite("Link analysis with an apple-app-site-association")
struct AppLinkAnalysisTests {
    static func analyzer() throws -> LinkAnalyzer { try sampleAnalyzerWithAASA() }

    @Test func aMatchingLinkIsAnalysedAsBefore() throws {
        let analysis = try Self.analyzer().analyze("https://example.com/app/home/feed")
        #expect(analysis.appLinkEligibility == AppLinkEligibility(result: .match, rule: .component(detail: 0, component: 1)))
        #expect(analysis.ok)
        #expect(analysis.route?.screen == "feed")
    }

    @Test func anExcludedPathIsNotAnAppLinkNamingTheRule() throws {
        let input = "https://example.com/app/setting/settings"
        let analysis = try Self.analyzer().analyze(input)
        #expect(analysis.appLinkEligibility?.result == .excluded)
        #expect(analysis.diagnostics.map(\.code) == [.notAnAppLink])
        #expect(analysis.diagnostics.first?.message == #""/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari"#)
        #expect(analysis.diagnostics.first?.span == 19..<input.utf8.count, "the span is the path")
        #expect(analysis.route == nil)
    }

    @Test func aFragmentRuleSpansTheFragment() throws {
        let input = "https://example.com/blog#web"
        let analysis = try Self.analyzer().analyze(input)
        #expect(analysis.diagnostics.first?.message == #"# "web" in detail 1, component 3 excludes this fragment, so iOS opens it in Safari"#)
        #expect(analysis.diagnostics.first?.span == 25..<28)
    }

    @Test func aPathAndFragmentRuleSpansTheFragment() throws {
        var map = RouteMap.sample
        map.web?.appSiteAssociation = try loadComponents(##"[{"/": "/help/*", "#": "*nondeeplinking*", "exclude": true}, {"/": "*"}]"##)
        let analysis = LinkAnalyzer(routeMap: map).analyze("https://example.com/help/faq#nondeeplinking")
        #expect(analysis.diagnostics.first?.message == ##""/help/*" with # "*nondeeplinking*" in detail 1, component 1 excludes this fragment, so iOS opens it in Safari"##)
        #expect(analysis.diagnostics.first?.span == 29..<43)
    }

    @Test func noMatchSaysSoAndSpansThePath() throws {
        let analysis = try Self.analyzer().analyze("https://example.com/app/home/feed?debug=1")
        #expect(analysis.appLinkEligibility?.result == .noMatch)
        #expect(analysis.diagnostics.first?.message == "no rule of the apple-app-site-association matches this link (3 rules tried), so iOS opens it in Safari")
        #expect(analysis.diagnostics.first?.span == 19..<33)
    }

    @Test func onlyHttpsLinksOnWebHostsAreChecked() throws {
        let analyzer = try Self.analyzer()
        #expect(analyzer.analyze("myapp://setting/settings").appLinkEligibility == nil)
        #expect(analyzer.analyze("https://other.example/app/setting/settings").appLinkEligibility == nil)
        #expect(analyzer.analyze("http://example.com/app/setting/settings").appLinkEligibility == nil)
        #expect(LinkAnalyzer(routeMap: .sample).analyze("https://example.com/app/home/feed").appLinkEligibility == nil)
    }
}
