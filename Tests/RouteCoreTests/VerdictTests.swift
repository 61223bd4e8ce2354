@testable import RouteCore
import TestSupport
import Testing

/// A verdict is the analysis's decisions without its words and readings: the matcher takes the
/// same decisions whichever it records.
@Suite struct VerdictTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    @Test(arguments: [false, true])
    func aVerdictIsTheAnalysisWithoutWords(requiresCampaign: Bool) throws {
        let analyzer = LinkAnalyzer(routeMap: .sample, requiresCampaign: requiresCampaign)
        var withProblems = 0
        let links = try DamagedLinks.make(TestCorpus.size(3_000), seed: 0xDEF0)
        for link in links {
            let analysis = analyzer.analyze(link)
            let verdict = analyzer.verdict(link)
            #expect(verdict == analysis.verdict, "\(link)")
            #expect(verdict.ok == analysis.ok && verdict.hasWarnings == analysis.hasWarnings, "\(link)")
            if !analysis.diagnostics.isEmpty { withProblems += 1 }
        }
        // Most damage makes a problem; a corpus of clean links would pass the loop above trivially.
        #expect(withProblems > links.count / 3)
    }

    @Test func aVerdictKeepsCodesAndSpans() {
        let verdict = Self.analyzer.verdict("myapp://home/articleDetail?userId=100&articleIdText=5")
        #expect(verdict.kind == .customScheme)
        #expect(verdict.problems.map(\.code) == [.unknownParam, .missingParam])
        #expect(verdict.problems.map(\.span) == [38..<51, 53..<53])
        #expect(!verdict.ok)
        #expect(verdict.hasWarnings)
        #expect(Self.analyzer.verdict("myapp://home/feed") == LinkVerdict(kind: .customScheme, problems: []))
        let login = Self.analyzer.verdict("myapp://setting/changeAccount")
        #expect(login.problems.map(\.code) == [.loginRequired] && login.problems.map(\.span) == [16..<29] && login.ok)
    }

    /// Past the limit, problems are counted instead of kept; the summary they leave is the same
    /// in a verdict and an analysis.
    @Test func aLinkWithMoreProblemsThanTheLimit() {
        let link = "myapp://home/feed?" + (0..<300).map { "x\($0)=%zz" }.joined(separator: "&")
        let analysis = Self.analyzer.analyze(link)
        #expect(analysis.diagnostics.count == ProblemList.limit + 1)
        #expect(analysis.diagnostics.last?.message.hasPrefix("400 more problems not listed") == true)
        #expect(Self.analyzer.verdict(link) == analysis.verdict)
    }

    /// The scan lists a query's first items for the matcher (``ScannedQueryItem/listCapacity``);
    /// a longer query is split again. Either way, every item is read, at its own span.
    @Test(arguments: [ScannedQueryItem.listCapacity - 2, ScannedQueryItem.listCapacity - 1, ScannedQueryItem.listCapacity, 40])
    func everyItemOfALongQueryIsRead(unknownItems: Int) {
        let prefix = "myapp://home/articleDetail?userId=1&"
        let unknown = (0..<unknownItems).map { "x\($0)=Y%41" }
        let link = prefix + unknown.joined(separator: "&") + "&articleId=abc"
        let analysis = Self.analyzer.analyze(link)
        var expected: [(DiagnosticCode, Range<Int>)] = []
        var offset = prefix.utf8.count
        for item in unknown {
            expected.append((.unknownParam, offset..<offset + item.utf8.count - 5))
            offset += item.utf8.count + 1
        }
        expected.append((.typeMismatch, offset + 10..<offset + 13))
        #expect(analysis.problems.map(\.code) == expected.map(\.0))
        #expect(analysis.problems.map(\.span) == expected.map(\.1))
        #expect(analysis.params.filter { $0.source == .query }.count == unknownItems + 2)
        #expect(Self.analyzer.verdict(link) == analysis.verdict)
    }

    /// The matcher lists a path's segments again as it reads them (a tab put before the screen's
    /// segments, stray `/`s dropped), in a list sized for the most it can make: every way through
    /// the matcher, with many segments and stray `/`s, stays within it (debug builds check).
    @Test(arguments: [
        "example.com/app//home//articleDetail", "https://example.com//app//home//articles//%@//extra",
        "myapp://articleDetail//%@", "myapp:///home//%@//", "myapp://home/legal//terms//%@", "myapp:home//settings//privacy//%@",
    ])
    func aPathOfManySegmentsAndStraySlashes(shape: String) {
        for count in [1, 2, 3, 7, 40] {
            let link = shape.replacingOccurrences(of: "%@", with: (0..<count).map { "s\($0)" }.joined(separator: "//"))
            let analysis = Self.analyzer.analyze(link)
            #expect(!analysis.problems.isEmpty, "\(link)")
            #expect(Self.analyzer.verdict(link) == analysis.verdict, "\(link)")
        }
    }

    /// An analysis is a plain value: equal analyses hash alike, and a copy is the same on any thread.
    @Test func analysesArePlainValues() async {
        let link = "https://example.com/app/home/articleDetail?userId=-4&articleId=x&utm_source=A&utm_medium=cpc#utm_campaign=y"
        let analysis = Self.analyzer.analyze(link)
        #expect(analysis.diagnostics.count >= 4)
        #expect(analysis == Self.analyzer.analyze(link))
        #expect(analysis.hashValue == Self.analyzer.analyze(link).hashValue)
        let seen = await withTaskGroup(of: LinkAnalysis.self) { group in
            for _ in 0..<8 { group.addTask { Self.analyzer.analyze(link) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.allSatisfy { $0 == analysis })
    }
}
