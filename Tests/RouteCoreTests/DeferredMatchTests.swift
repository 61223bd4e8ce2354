@testable import RouteCore
import Testing

/// The analyzer leaves the words of a link's problems, and its readings, to be produced when
/// first read; they are exactly what the matcher writes and reads as it goes.
@Suite struct DeferredMatchTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    @Test(arguments: [false, true])
    func deferredWordsAreTheWrittenWords(requiresCampaign: Bool) throws {
        let analyzer = LinkAnalyzer(routeMap: .sample, requiresCampaign: requiresCampaign)
        var deferred = 0
        for link in try DamagedLinks.make(3_000, seed: 0xDEF0) {
            let written = analyzer.analyze(link, keepingComponents: true)
            #expect(!written.diagnostics.contains { $0.wordsAreDeferred })
            let analysis = analyzer.analyze(link)
            if analysis.diagnostics.contains { $0.wordsAreDeferred } { deferred += 1 }
            // Each diagnostic compares its words (writing them), then all show the same.
            #expect(analysis == written, "\(link)")
            #expect(String(reflecting: analysis.diagnostics) == String(reflecting: written.diagnostics), "\(link)")
            #expect(analysis.hashValue == written.hashValue)
        }
        // Most damage makes a problem the matcher reports; a matcher that wrote every word would
        // pass the loop above.
        #expect(deferred > 1_000)
    }

    @Test func wordsAreWrittenOnlyWhenRead() throws {
        let analysis = Self.analyzer.analyze("myapp://home/articleDetail?userId=100&articleIdText=5")
        #expect(analysis.diagnostics.map(\.code) == [.unknownParam, .missingParam])
        #expect(analysis.diagnostics.allSatisfy { $0.wordsAreDeferred })
        let unknown = analysis.diagnostics[0]
        #expect(unknown.span == 38..<51)
        #expect(unknown.message == "unknown parameter articleIdText — did you mean articleId?")
        #expect(unknown.param == "articleIdText")
        #expect(unknown.expected == "articleId")
        #expect(unknown.found == "articleIdText")
        #expect(unknown.fix == Fix(span: 38..<51, replacement: "articleId"))
    }

    /// The destination, components and readings of a link with problems come from one more match,
    /// when first asked for, and are the ones a keeping analysis has.
    @Test func readingsAreReadWhenAskedFor() throws {
        let link = "myapp://home/articleDetail?userId=100&articleId=200&articleIdText=5"
        let kept = Self.analyzer.analyze(link, keepingComponents: true)
        var analysis = Self.analyzer.analyze(link)
        #expect(analysis.diagnostics.map(\.code) == [.unknownParam])
        #expect(analysis.tab == NameMatch(name: "home", span: 8..<12))
        #expect(analysis.screen == NameMatch(name: "articleDetail", span: 13..<26))
        #expect(analysis.params.map(\.name) == ["userId", "articleId", "articleIdText", "searchText", "mode"])
        #expect(analysis.params.map(\.source) == [.query, .query, .query, .absent, .defaulted])
        #expect(analysis.params.map(\.status) == [nil, nil, .warning, nil, nil])
        #expect(analysis.url == kept.url)
        #expect(analysis.params == kept.params)
        // A warning leaves the link valid, so it has a route, with typed values.
        let route = try #require(analysis.route)
        #expect(route == kept.route)
        #expect(route["articleId"] == .int(200))
        // Changing the input keeps what was read from the old one.
        analysis.input = "myapp://home"
        #expect(analysis.params == kept.params)
        #expect(analysis.diagnostics[0].message == kept.diagnostics[0].message)
    }

    /// A caller that prints every problem has them worded as they are found.
    @Test func wordingProblemsWritesWordsAsItGoes() {
        let link = "myapp://home/articleDetail?userId=100&articleIdText=5"
        let analysis = Self.analyzer.analyze(link, wordingProblems: true)
        #expect(analysis.diagnostics.count == 2)
        #expect(!analysis.diagnostics.contains { $0.wordsAreDeferred })
        #expect(analysis == Self.analyzer.analyze(link))
    }

    @Test func changingOneWordKeepsTheOthers() {
        var diagnostic = Self.analyzer.analyze("myapp://home/articleDetail?userId=1&articleId=abc").diagnostics[0]
        #expect(diagnostic.wordsAreDeferred)
        diagnostic.message = "rewritten"
        #expect(!diagnostic.wordsAreDeferred)
        #expect(diagnostic.message == "rewritten")
        #expect(diagnostic.param == "articleId")
        #expect(diagnostic.found == "abc")
        #expect(diagnostic.code == .typeMismatch)
    }

    /// Past the limit, the matcher counts problems instead of keeping them; the summary it adds
    /// is the same either way.
    @Test func aLinkWithMoreProblemsThanTheLimit() {
        let link = "myapp://home/feed?" + (0..<300).map { "x\($0)=%zz" }.joined(separator: "&")
        let analysis = Self.analyzer.analyze(link)
        #expect(analysis.diagnostics.count == DiagnosticList.limit + 1)
        #expect(analysis == Self.analyzer.analyze(link, keepingComponents: true))
    }

    /// Copies of one analysis on many threads read the words at once; each sees them whole.
    @Test func threadsReadTheSameWords() async {
        let link = "https://example.com/app/home/articleDetail?userId=-4&articleId=x&utm_source=A&utm_medium=cpc#utm_campaign=y"
        let expected = Self.analyzer.analyze(link, keepingComponents: true).diagnostics.map(\.message)
        #expect(expected.count >= 4)
        for _ in 0..<20 {
            let analysis = Self.analyzer.analyze(link)
            let seen = await withTaskGroup(of: [String].self) { group in
                for _ in 0..<8 { group.addTask { analysis.diagnostics.map(\.message) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(seen.allSatisfy { $0 == expected })
        }
    }
}
