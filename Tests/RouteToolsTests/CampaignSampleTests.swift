import Foundation
import RouteCore
import RouteTools
import TestSupport
import Testing

/// `Assets/campaign-urls.txt` is the QA sample; its JSON Lines report is frozen in
/// `Golden/campaign-urls.jsonl`. A change to any message, span or value shows up here.
@Suite("The campaign sample and its golden report")
struct CampaignSampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func jsonLinesMatchTheGoldenFile() throws {
        let sample = try Data(contentsOf: Self.root.appendingPathComponent("Assets/campaign-urls.txt"))
        let golden = try String(contentsOf: Self.root.appendingPathComponent("Tests/RouteToolsTests/Golden/campaign-urls.jsonl"), encoding: .utf8)
        let analyzer = LinkAnalyzer(routeMap: .sample)
        var lines: [String] = []
        for (index, line) in sample.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard let link = LinkList.link(inLine: line, isFirstLine: index == 0) else { continue }
            lines.append(String(written { JSONReport.write(analyzer.analyze(link), line: index + 1, to: &$0) }.dropLast()))
        }
        let expected = golden.split(separator: "\n").map(String.init)
        #expect(lines.count >= 40)
        #expect(lines.count == expected.count)
        for (actual, wanted) in zip(lines, expected) { #expect(actual == wanted) }
    }

    @Test func theSampleHasGoodAndBadLinksAndTheSeedTypo() throws {
        let golden = try String(contentsOf: Self.root.appendingPathComponent("Tests/RouteToolsTests/Golden/campaign-urls.jsonl"), encoding: .utf8)
        let objects = golden.split(separator: "\n")
        #expect(objects.filter { $0.contains(#""ok":true"#) }.count >= 15)
        #expect(objects.filter { $0.contains(#""ok":false"#) }.count >= 25)
        #expect(golden.contains("did you mean articleId?"))
    }
}
