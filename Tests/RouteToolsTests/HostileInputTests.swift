import RouteCore
import RouteTools
import TestSupport
import Testing

/// What users paste, as the CLI reads and reports it: bytes that are not UTF-8, padding around a
/// link, and escape sequences that must never reach the JSON output raw.
@Suite("Hostile input in files and reports")
struct HostileInputTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    static let article = "myapp://home/articleDetail?userId=1&articleId=2"

    @Test func invalidUTF8BecomesAnInvalidUTF8Diagnostic() throws {
        let bytes = Array("\(Self.article)&searchText=a".utf8) + [0xFF, 0xC3] + Array("b".utf8)
        let link = try #require(LinkList.link(inLine: bytes, isFirstLine: true))
        let analysis = Self.analyzer.analyze(link)
        #expect(analysis.diagnostics.map(\.code) == [.invalidUTF8, .invalidUTF8])
        #expect(!analysis.ok)
    }

    @Test(arguments: ["\u{1B}[2J", "\u{1B}]52;c;SGVsbG8=\u{07}"])
    func escapeSequencesAreEscapedInJSON(_ sequence: String) {
        let json = written { JSONReport.write(Self.analyzer.analyze("\(Self.article)&searchText=x\(sequence)y"), to: &$0) }.dropLast()
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 })
        #expect(json.contains(#"\u001b"#))
    }

    @Test func crlfAndPaddingAroundALinkAreDropped() {
        #expect(LinkList.link(inLine: Array(" \tmyapp://home\t ".utf8), isFirstLine: false) == "myapp://home")
        #expect(LinkList.link(inLine: [0xEF, 0xBB, 0xBF] + Array("myapp://home".utf8), isFirstLine: true) == "myapp://home")
        #expect(LinkList.link(inLine: Array("  # comment".utf8), isFirstLine: false) == nil)
    }

    /// A line read in place is a slice of the block it was read in: its link's span is in the
    /// block's indices, and its column counts from the line's first byte.
    @Test func aLineReadInPlaceKeepsTheIndicesOfItsBlock() throws {
        let block = Array("myapp://a\n\u{FEFF} \tmyapp://home/feed \n".utf8)
        let line = block[10..<(block.count - 1)]
        let (span, column) = try #require(LinkList.linkSpan(inLine: line, isFirstLine: true))
        #expect(span == 15..<32)
        #expect(column == 3)
        #expect(LinkList.link(span, column: column, inLine: line, number: 2).link == "myapp://home/feed")
        #expect(LinkList.linkSpan(inLine: block[10..<15], isFirstLine: true) == nil)
    }
}
