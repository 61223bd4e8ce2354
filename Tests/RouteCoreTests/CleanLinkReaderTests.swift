import PropertyBased
@testable import RouteCore
import TestSupport
import Testing

/// The one-pass reader of clean links agrees with the matcher: whenever it reads a link, its
/// analysis is exactly the matcher's, and it reads every link that has no problem at all.
@Suite struct CleanLinkReaderTests {
    static let sample = CompiledRouteMap(.sample)

    /// The matcher's analysis of `link`, and the reader's (nil when it hands the link over).
    ///
    /// The reader reads the link twice, keeping its parts and keeping nothing, and the two reads
    /// must agree on whether and where the link lands; the analysis is the keeping read's.
    static func readings(
        _ link: String, map: CompiledRouteMap = sample, requiresCampaign: Bool = false
    ) -> (matcher: LinkAnalysis, reader: LinkAnalysis?) {
        var text = link
        return text.withUTF8 { bytes in
            let matcher = LinkMatcher(bytes: bytes, map: map, requiresCampaign: requiresCampaign).run(input: link)
            let reader = CleanLinkReader(bytes: bytes, map: map, requiresCampaign: requiresCampaign)
            var nothing: CleanLinkReader.Parts? = nil
            let checked = reader.land(keeping: &nothing)
            var parts: CleanLinkReader.Parts? = CleanLinkReader.Parts()
            let read = reader.land(keeping: &parts)
            #expect(checked == read, "\(link)")
            guard let landing = read, let parts else { return (matcher, nil) }
            let analysis = LinkAnalysis(
                input: link, url: parts.url, kind: landing.kind, tab: landing.tabMatch(in: map), screen: landing.screenMatch(in: map),
                params: parts.params, diagnostics: landing.notes(in: map))
            return (matcher, analysis)
        }
    }

    @Test(arguments: [
        "myapp://home", "myapp://home/", "MyApp://home/feed?category=tech", "myapp://home/articleDetail?userId=100&articleId=200",
        "myapp://home/articleDetail?userId=1&articleId=2&mode=webView&searchText=caf%C3%A9%20au%20lait",
        "myapp://home/articles/42?highlight=true#", "myapp://home/archive?from=2026-01-31&to=2026-02-01",
        "myapp://search/results?q=deep+links&tags=ios,android&page=3&&", "myapp://search/map?lat=35.6&lng=139.7&zoom=12",
        "myapp://myPage/webView?url=https%3A%2F%2Fexample.com%2Fhelp", "myapp://setting/notifications?enabled=false&channels=push,email",
        "myapp://setting/promo?payload=%7B%22a%22%3A1%7D", "myapp://search/results?q=x&tags=a&tags=b,c", "myapp://search?",
        "myapp://home/articleDetail?userId=1&articleId=2&searchText=",
        "https://example.com/app/home/articleDetail?userId=5&articleId=77&utm_source=google&utm_medium=cpc&utm_campaign=spring_sale",
        "HTTPS://WWW.Example.com/app/search/results?q=a&gclid=EAIa&fbclid=IwAR&msclkid=1&utm_source=x&utm_medium=email&utm_id=7",
        // Behind the login: only the login-required note.
        "myapp://myPage/orders/6ba7b810-9dad-11d1-80b4-00c04fd430c8", "https://example.com/app/setting/changeAccount",
    ])
    func readsCleanLinksAsTheMatcherDoes(link: String) throws {
        let (matcher, reader) = Self.readings(link)
        #expect(!matcher.diagnostics.contains { $0.severity != .note }, "\(matcher.diagnostics)")
        #expect(try #require(reader) == matcher)
        // The analyzer's analysis reads its components on demand, and shows and compares as if
        // it kept them.
        let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
        #expect(analysis.url == matcher.url)
        #expect(analysis.params == matcher.params)
        #expect(analysis == matcher)
        #expect(analysis.hashValue == matcher.hashValue)
        #expect(String(reflecting: analysis) == String(reflecting: matcher))
        var edited = analysis
        edited.params.append(ParamReading(name: "extra", spec: nil, source: .query))
        #expect(edited.params == matcher.params + [ParamReading(name: "extra", spec: nil, source: .query)])
        #expect(edited.url == matcher.url && edited != matcher)
        var kept = analysis
        kept.keepComponents()
        #expect(kept == matcher && String(reflecting: kept) == String(reflecting: matcher))
        let keeping = LinkAnalyzer(routeMap: .sample).analyze(link, keepingComponents: true)
        #expect(keeping == matcher && String(reflecting: keeping) == String(reflecting: matcher))
        // Changing the input keeps the components read from the old one, as a stored value would.
        var moved = analysis
        moved.input = "myapp://setting"
        #expect(moved.url == matcher.url && moved.params == matcher.params)
    }

    /// More segments or query items than the reader has room for go to the matcher, which reads
    /// them in full.
    @Test func handsOverLinksLongerThanItsRoom() {
        let tags = (0..<CleanLinkReader.maximumItems).map { "tags=t\($0)" }.joined(separator: "&")
        let link = "myapp://search/results?q=x&" + tags
        let (matcher, reader) = Self.readings(link)
        #expect(reader == nil)
        #expect(matcher.diagnostics.isEmpty)
        let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
        #expect(analysis == matcher)
        #expect(analysis.route?["tags"] == .list((0..<CleanLinkReader.maximumItems).map { .string("t\($0)") }))
        let segments = "myapp://home/" + Array(repeating: "feed", count: CleanLinkReader.maximumSegments + 1).joined(separator: "/")
        #expect(Self.readings(segments).reader == nil)
        #expect(LinkAnalyzer(routeMap: .sample).analyze(segments) == Self.readings(segments).matcher)
    }

    @Test(arguments: [
        // Problems, which only the matcher reports.
        "myapp://home/articleDetail?userId=abc&articleId=1", "myapp://home/articleDetail?userId=1", "myapp://hom",
        "myapp://home/feed/extra", "myapp://home//feed", "myapp://home/feed?category", "myapp://home/feed?category=",
        "myapp://home/feed?category=tech&category=news", "myapp://home/feed?categori=tech", "myapp://home/feed?Category=tech",
        "myapp://home/feed?utm_source=x", "myapp://home/feed?utm_source=x&utm_medium=email&utm_campaign=Spring",
        "myapp://home/feed#category=tech", "myapp://myPage/orders/not-a-uuid", "myapp://home/feed?q=a b",
        "myapp://home/feed?category=%E2%80", "myapp://home/feed?category=te%2", "http://example.com/app/home",
        "https://example.org/app/home", "https://example.com/home", "https://example.com/app", "otherapp://home",
        "myapp://articleDetail?userId=1&articleId=2", "myapp:///home", "myapp:home", "home/feed",
        // Clean, but left to the matcher: an escape in a name or a path, a fragment, a stray web slash, a port.
        "myapp://home/feed?%63ategory=tech", "myapp://home/f%65ed", "myapp://home/feed#top",
        "https://example.com/app/home/", "myapp://home:80/feed",
    ])
    func handsOverWhatItDoesNotSettle(link: String) {
        let (_, reader) = Self.readings(link)
        #expect(reader == nil)
    }

    @Test(arguments: [LinkKind.customScheme, .webLink], [false, true])
    func readsEveryBuiltLinkWithoutAProblem(form: LinkKind, requiresCampaign: Bool) async {
        let builder = DeepLinkBuilder(routeMap: .sample)
        await propertyCheck(count: 500, input: Generators.route(in: .sample)) { route in
            let link = try builder.link(for: route, as: form)
            let (matcher, reader) = Self.readings(link, requiresCampaign: requiresCampaign)
            #expect((reader != nil) == !matcher.diagnostics.contains { $0.severity != .note }, "\(link)")
            if let reader { #expect(reader == matcher, "\(link)") }
        }
    }

    /// Built links with random damage: whatever the reader reads, it reads as the matcher does.
    @Test(arguments: [false, true])
    func agreesOnDamagedLinks(requiresCampaign: Bool) throws {
        let analyzer = LinkAnalyzer(routeMap: .sample, requiresCampaign: requiresCampaign)
        var read = 0
        for link in try DamagedLinks.make(3_000) {
            let (matcher, reader) = Self.readings(link, requiresCampaign: requiresCampaign)
            // The analyzer's keeping pass reads as the reader and the matcher do.
            #expect(analyzer.analyze(link, keepingComponents: true) == matcher, "\(link)")
            if let reader {
                read += 1
                #expect(reader == matcher, "\(link)")
            }
        }
        // Most damage leaves some links clean; a reader that never reads would pass the loop above.
        #expect(read > 300)
    }

    @Test func isOffForAMapWithNamesItCannotCompareAsBytes() {
        var map = RouteMap.sample
        map.tabs[0].name = "caf\u{E9}"
        let compiled = CompiledRouteMap(map)
        #expect(!compiled.namesArePlain)
        let (matcher, reader) = Self.readings("myapp://caf%C3%A9", map: compiled)
        #expect(matcher.diagnostics.isEmpty)
        #expect(reader == nil)
    }
}
