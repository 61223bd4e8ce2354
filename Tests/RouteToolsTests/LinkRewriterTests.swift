import RouteCore
import RouteTools
import Testing

/// `check --fix` writes the input back byte for byte, with only the links changed.
@Suite("Rewriting links in a list or a table")
struct LinkRewriterTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    /// Two rounds: the tab first, then the parameter's case, which the first fix reveals.
    static let twoRounds = "myapp://articleDetail?UserId=100&articleId=5"
    static let twoRoundsFixed = "myapp://home/articleDetail?userId=100&articleId=5"

    static func fixed(_ link: String) -> String { analyzer.everyFix(for: link).fixed }

    static func list(_ text: String) -> String {
        String(decoding: LinkRewriter.rewritingList(Array(text.utf8), fixed), as: UTF8.self)
    }

    static func table(_ text: String, delimiter: Character = ",", column: String = "url") throws -> String {
        let bytes = try LinkRewriter.rewritingTable(
            Array(text.utf8), delimiter: delimiter.asciiValue!, column: LinkTable.Column(argument: column)!, fixed)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aLinkThatNeedsSeveralRoundsEndsFixed() {
        let every = Self.analyzer.everyFix(for: Self.twoRounds)
        #expect(every.fixed == Self.twoRoundsFixed)
        #expect(every.codes == [.unknownTab, .caseMismatch])
        #expect(every.fixes.map(\.span) == [8..<21, 27..<33])
        #expect(every.fixes.allSatisfy { $0.applicability == .machineApplicable })
    }

    @Test func guessesAndPlaceholdersAreNotApplied() {
        let link = "myapp://home/articleDetail?userId=1&articleIdText=2"
        #expect(Self.analyzer.everyFix(for: link).fixes.isEmpty)
        #expect(Self.fixed(link) == link)
    }

    @Test func aListKeepsCommentsBlankLinesPaddingAndLineEndings() {
        let list = "\u{FEFF}# spring\n\n  \(Self.twoRounds)\t\r\nmyapp://home/feed\n# \(Self.twoRounds)\n\(Self.twoRounds)"
        #expect(Self.list(list) == "\u{FEFF}# spring\n\n  \(Self.twoRoundsFixed)\t\r\nmyapp://home/feed\n# \(Self.twoRounds)\n\(Self.twoRoundsFixed)")
    }

    @Test func aLineThatIsNotUTF8IsKeptAsItIs() {
        let bytes: [UInt8] = Array("myapp://articleDetail?UserId=1&articleId=2&searchText=".utf8) + [0xFF] + Array("\n".utf8)
        #expect(LinkRewriter.rewritingList(bytes) { Self.fixed($0) } == bytes)
    }

    @Test func aTableKeepsItsColumnsAndQuotingWithOnlyTheLinkCellChanged() throws {
        let csv = """
            campaign,url,owner\r
            "Spring, sale","  \(Self.twoRounds)&searchText=say ""hi"" ",\"Ann \"\"A\"\"\"\r
            plain,myapp://home/feed,"x,y"\r
            ragged\r
            unquoted,\(Self.twoRounds),bob\r

            """
        #expect(try Self.table(csv) == """
            campaign,url,owner\r
            "Spring, sale","  \(Self.twoRoundsFixed)&searchText=say%20%22hi%22 ",\"Ann \"\"A\"\"\"\r
            plain,myapp://home/feed,"x,y"\r
            ragged\r
            unquoted,\(Self.twoRoundsFixed),bob\r

            """)
    }

    @Test func aCellThatNeedsQuotesAfterItsFixGetsThem() {
        #expect(LinkRewriter.encoded(Array("a,b".utf8), quoted: false, delimiter: UInt8(ascii: ",")) == Array("\"a,b\"".utf8))
        #expect(LinkRewriter.encoded(Array("a\"b".utf8), quoted: false, delimiter: UInt8(ascii: ";")) == Array("\"a\"\"b\"".utf8))
        #expect(LinkRewriter.encoded(Array("a,b".utf8), quoted: false, delimiter: UInt8(ascii: "\t")) == Array("a,b".utf8))
        #expect(LinkRewriter.encoded(Array("ab".utf8), quoted: true, delimiter: UInt8(ascii: ",")) == Array("\"ab\"".utf8))
    }

    @Test func aTableWithoutAHeaderAndATabSeparatedOneAreRewrittenToo() throws {
        #expect(try Self.table("\(Self.twoRounds)\tx\n", delimiter: "\t", column: "1") == "\(Self.twoRoundsFixed)\tx\n")
        #expect(try Self.table("a;link\n1;\(Self.twoRounds)\n", delimiter: ";", column: "link") == "a;link\n1;\(Self.twoRoundsFixed)\n")
    }

    @Test func aTableThatCannotBeReadThrowsAsCheckReportsIt() {
        #expect(throws: DelimitedTextError.self) { try Self.table("url\n\"myapp://home\n") }
        #expect(throws: LinkTableError.self) { try Self.table("link\nmyapp://home/feed\n") }
    }
}
