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

    /// Chunk sizes that put a chunk's end everywhere: in a link, between `\r` and `\n`, in a quote.
    static let chunkSizes = [1, 2, 3, 7, 1 << 16]

    static func list(_ bytes: [UInt8], chunkSize: Int = 1 << 16, maximumLineBytes: Int = LinkList.maximumLineBytes) -> [UInt8] {
        var out: [UInt8] = []
        LinkRewriter.rewriteList(from: LineReader(bytes: bytes, readSize: chunkSize, maximumLineBytes: maximumLineBytes), to: { out += $0 }, fixed)
        return out
    }

    static func list(_ text: String, chunkSize: Int = 1 << 16, maximumLineBytes: Int = LinkList.maximumLineBytes) -> String {
        String(decoding: list(Array(text.utf8), chunkSize: chunkSize, maximumLineBytes: maximumLineBytes), as: UTF8.self)
    }

    /// The longest line the tests of long lines read whole (`check` reads 8 MiB; the end-to-end
    /// tests cut there): short, so that reads of every size meet the cut.
    static let limit = 80

    static func table(_ text: String, delimiter: Character = ",", column: String = "url", chunkSize: Int = 1 << 16) throws -> String {
        // Handed over a read of `chunkSize` bytes at a time, as `check --fix` hands over its reads.
        var input = LineReader(bytes: Array(text.utf8), readSize: chunkSize)
        var out: [UInt8] = []
        try LinkRewriter.rewriteTable(
            from: { input.nextBlock() }, delimiter: delimiter.asciiValue!, column: LinkTable.Column(argument: column)!, to: { out += $0 }, fixed)
        return String(decoding: out, as: UTF8.self)
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

    @Test(arguments: chunkSizes)
    func aListKeepsCommentsBlankLinesPaddingAndLineEndings(chunkSize: Int) {
        let list = "\u{FEFF}# spring\n\n  \(Self.twoRounds)\t\r\nmyapp://home/feed\n# \(Self.twoRounds)\n\(Self.twoRounds)"
        #expect(Self.list(list, chunkSize: chunkSize) == "\u{FEFF}# spring\n\n  \(Self.twoRoundsFixed)\t\r\nmyapp://home/feed\n# \(Self.twoRounds)\n\(Self.twoRoundsFixed)")
    }

    @Test func aLineThatIsNotUTF8IsKeptAsItIs() {
        let bytes: [UInt8] = Array("myapp://articleDetail?UserId=1&articleId=2&searchText=".utf8) + [0xFF] + Array("\n".utf8)
        #expect(Self.list(bytes) == bytes)
    }

    @Test(arguments: chunkSizes)
    func aTableKeepsItsColumnsAndQuotingWithOnlyTheLinkCellChanged(chunkSize: Int) throws {
        let csv = """
            campaign,url,owner\r
            "Spring, sale","  \(Self.twoRounds)&searchText=say ""hi"" ",\"Ann \"\"A\"\"\"\r
            plain,myapp://home/feed,"x,y"\r
            ragged\r
            unquoted,\(Self.twoRounds),bob\r

            """
        #expect(try Self.table(csv, chunkSize: chunkSize) == """
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

    /// A line longer than `check` reads whole is kept as it is, and the lines after it are read.
    @Test(arguments: [1, 7, 64, 1 << 16])
    func aLineOverTheLimitIsKeptAsItIs(chunkSize: Int) {
        let long = "myapp://articleDetail?UserId=1&articleId=2&q=" + String(repeating: "a", count: Self.limit)
        let list = "\(Self.twoRounds)\n\(long)\r\n\(Self.twoRounds)\n"
        #expect(
            Self.list(list, chunkSize: chunkSize, maximumLineBytes: Self.limit) == "\(Self.twoRoundsFixed)\n\(long)\r\n\(Self.twoRoundsFixed)\n")
    }

    /// A line of exactly the limit before its `\r\n` is one `check` reads only the start of (the
    /// `\r` counts), so it is kept as it is, wherever the reads end.
    @Test(arguments: [1, 7, 64, 80, 1 << 16])
    func aLineOfTheLimitBeforeItsCRLFIsKeptAsItIs(chunkSize: Int) {
        let start = "myapp://articleDetail?UserId=1&articleId=2&q="
        let long = start + String(repeating: "a", count: Self.limit - start.utf8.count)
        let list = "\(long)\r\n\(Self.twoRounds)\n"
        #expect(Self.list(list, chunkSize: chunkSize, maximumLineBytes: Self.limit) == "\(long)\r\n\(Self.twoRoundsFixed)\n")
    }

    /// A table is written as its rows are read: a million rows keep no more than a row and a
    /// chunk in memory, which this checks by the rewriter writing each row before the next chunk.
    @Test func aTableIsWrittenRowByRow() throws {
        let rows = (1...50).map { "r\($0),\(Self.twoRounds)\r\n" }
        let csv = Array(("name,url\r\n" + rows.joined()).utf8)
        var offset = 0
        var handedOver = 0
        var writtenWhenHandedOver: [Int] = []
        var written = 0
        try LinkRewriter.rewriteTable(
            from: {
                guard offset < csv.count else { return nil }
                defer { offset = min(csv.count, offset + 64) }
                handedOver += 1
                writtenWhenHandedOver.append(written)
                return csv[offset..<min(csv.count, offset + 64)]
            }, delimiter: UInt8(ascii: ","), column: LinkTable.Column(argument: "url")!, to: { written += $0.count }, Self.fixed)
        #expect(handedOver > 30)
        // Once the first rows are in, every chunk finds the rows before it written.
        #expect(writtenWhenHandedOver.suffix(from: 4).allSatisfy { $0 > 0 })
        #expect(zip(writtenWhenHandedOver, writtenWhenHandedOver.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(writtenWhenHandedOver.last! > written - 200, "no more than the last rows wait")
    }
}
