import RouteCore
import RouteTools
import Testing

/// RFC 4180 reading, record by record, with positions: every case runs with the input handed
/// over in chunks of 1, 2, 3 and 64 KiB bytes, so no edge case hides at a chunk boundary.
@Suite("CSV and TSV reading")
struct DelimitedTextReaderTests {
    static let chunkSizes = [1, 2, 3, 1 << 16]

    /// The records of `text` as `line: [fields]`, the same for every chunk size.
    static func records(_ text: String, delimiter: Character = ",", sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        var results: [[String]] = []
        for size in chunkSizes {
            var reader = DelimitedTextReader(bytes: Array(text.utf8), delimiter: delimiter.asciiValue!, chunkSize: size)
            var lines: [String] = []
            while let record = try reader.next() {
                lines.append("\(record.line): " + record.fields.map { "[\($0.text)]" }.joined())
            }
            results.append(lines)
        }
        #expect(Set(results).count == 1, "chunk sizes disagree: \(results)", sourceLocation: sourceLocation)
        return results[0]
    }

    static func error(_ text: String, delimiter: Character = ",") -> [String] {
        chunkSizes.map { size in
            var reader = DelimitedTextReader(bytes: Array(text.utf8), delimiter: delimiter.asciiValue!, chunkSize: size)
            do {
                while try reader.next() != nil {}
                return "no error"
            } catch let error as DelimitedTextError {
                return error.description
            } catch {
                return "unexpected \(error)"
            }
        }
    }

    @Test func plainFieldsAndLF() throws {
        #expect(try Self.records("a,b,c\n1,2,3\n") == ["1: [a][b][c]", "2: [1][2][3]"])
    }

    @Test func quotedFieldsHoldDelimiters() throws {
        #expect(try Self.records("name,url\n\"Spring, sale\",\"myapp://home?a=1,2\"\n") == [
            "1: [name][url]", "2: [Spring, sale][myapp://home?a=1,2]",
        ])
    }

    @Test func doubledQuotesAreOneQuote() throws {
        #expect(try Self.records("\"say \"\"hi\"\"\",x\n\"\"\"\"\n") == ["1: [say \"hi\"][x]", "2: [\"]"])
    }

    @Test func newlinesInsideQuotesStayAndLinesCountOn() throws {
        #expect(try Self.records("a,\"two\nlines\",b\nc,d\r\n\"x\r\ny\",z\n") == [
            "1: [a][two\nlines][b]", "3: [c][d]", "4: [x\r\ny][z]",
        ])
    }

    @Test func crlfAndLFBothEndRecords() throws {
        #expect(try Self.records("a,b\r\nc,d\ne,f\r\n") == ["1: [a][b]", "2: [c][d]", "3: [e][f]"])
    }

    @Test func aLoneCRIsData() throws {
        #expect(try Self.records("a\rb,c\n") == ["1: [a\rb][c]"])
    }

    @Test func theByteOrderMarkIsSkippedAndNotCounted() throws {
        let text = "\u{FEFF}url,x\nmyapp://home,1\n"
        #expect(try Self.records(text) == ["1: [url][x]", "2: [myapp://home][1]"])
        var reader = DelimitedTextReader(bytes: Array(text.utf8), chunkSize: 1)
        #expect(try reader.next()?.fields[0].column == 1)
    }

    @Test func tabSeparated() throws {
        #expect(try Self.records("url\tnote\nmyapp://home\t\"a\tb\"\n", delimiter: "\t") == ["1: [url][note]", "2: [myapp://home][a\tb]"])
    }

    @Test func emptyTrailingLineMakesNoRecord() throws {
        #expect(try Self.records("a\nb\n") == ["1: [a]", "2: [b]"])
        #expect(try Self.records("a\nb") == ["1: [a]", "2: [b]"], "no final newline")
        #expect(try Self.records("a\n\nb\n") == ["1: [a]", "2: []", "3: [b]"], "an empty line inside is an empty record")
        #expect(try Self.records("").isEmpty)
        #expect(try Self.records("\u{FEFF}").isEmpty)
    }

    @Test func emptyFieldsAndRaggedRows() throws {
        #expect(try Self.records(",,\na\n\"\",b,c,d\n") == ["1: [][][]", "2: [a]", "3: [][b][c][d]"])
    }

    @Test func fieldPositions() throws {
        var reader = DelimitedTextReader(bytes: Array("a,\"b\nc\",dé,\"x\"\"y\",\"ok\"\n".utf8), chunkSize: 2)
        let record = try #require(try reader.next())
        let positions = record.fields.map { "\($0.line):\($0.column) q=\($0.isQuoted) v=\($0.isVerbatim)" }
        #expect(positions == ["1:1 q=false v=true", "1:3 q=true v=false", "2:4 q=false v=true", "2:7 q=true v=false", "2:14 q=true v=true"])
        #expect(record.fields[4].fileColumn(ofScalar: 1) == 16, "after the opening quote; é is one column")
        #expect(record.fields[2].fileColumn(ofScalar: 1) == 5)
        #expect(record.fields[1].fileColumn(ofScalar: 0) == nil)
    }

    @Test func fieldBytesAreWhereEachFieldStandsQuotesIncluded() throws {
        let text = "\u{FEFF}a,\"b\nc\",dé,\"x\"\"y\"\r\nz\n"
        let bytes = Array(text.utf8)
        for size in Self.chunkSizes {
            var reader = DelimitedTextReader(bytes: bytes, chunkSize: size)
            var fields: [String] = []
            while let record = try reader.next() {
                fields += record.fields.map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
            }
            #expect(fields == ["a", "\"b\nc\"", "dé", "\"x\"\"y\"", "z"], "chunks of \(size)")
        }
    }

    @Test func bytesThatAreNotUTF8MakeAFieldNotVerbatim() throws {
        var reader = DelimitedTextReader(bytes: [0x61, 0xFF, 0x2C, 0x22, 0xFE, 0x22, 0x2C, 0x62, 0x0A])
        let fields = try #require(try reader.next()).fields
        #expect(fields.map(\.text) == ["a\u{FFFD}", "\u{FFFD}", "b"])
        #expect(fields.map(\.isVerbatim) == [false, false, true])
        let line = try #require(LinkList.located(inLine: [0x20, 0x61, 0xFF], number: 3, isFirstLine: false))
        #expect(line.location == LinkLocation(line: 3, column: 2, isVerbatim: false))
        #expect(LinkList.located(inLine: Array("\u{FEFF}\t myapp://é".utf8), number: 1, isFirstLine: true)?.location == LinkLocation(line: 1, column: 3))
    }

    /// `message` once per chunk size.
    static func everyChunking(_ message: String) -> [String] { Array(repeating: message, count: chunkSizes.count) }

    @Test func anUnterminatedQuoteIsAnErrorWhereItOpened() {
        #expect(Self.error("url\nmyapp://a\n\"myapp://b,\nmyapp://c\n") == Self.everyChunking(
            "3:1: the quote that opens this field is never closed; a quote inside a quoted field is written \"\""))
        #expect(Self.error("a,b,\"c") == Self.everyChunking(
            "1:5: the quote that opens this field is never closed; a quote inside a quoted field is written \"\""))
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        #expect(Self.error("x\n\"myapp://a\"b,c\n") == Self.everyChunking(
            "2:12: text after the closing quote of the field that opens at 2:1; a quote inside a quoted field is written \"\""))
    }

    @Test func aQuoteInsideAnUnquotedFieldIsData() throws {
        #expect(try Self.records("a\"b,c\n") == ["1: [a\"b][c]"])
    }

    @Test func sniffingTheDelimiterFromTheHeader() {
        #expect(DelimitedTextReader.sniffDelimiter(Array("campaign\turl\towner\nx,y,z".utf8)) == UInt8(ascii: "\t"))
        #expect(DelimitedTextReader.sniffDelimiter(Array("campaign;url;owner\n".utf8)) == UInt8(ascii: ";"))
        #expect(DelimitedTextReader.sniffDelimiter(Array("\"a\tb\",url\n".utf8)) == UInt8(ascii: ","), "tabs in quotes do not count")
        #expect(DelimitedTextReader.sniffDelimiter(Array("url\n".utf8)) == UInt8(ascii: ","))
    }
}

/// Choosing the link column of a table, and the rows that have no link.
@Suite("Link column of a CSV table")
struct LinkTableTests {
    static func table(_ text: String, column: String) throws -> (LinkTable, [LinkTable.Entry]) {
        var reader = DelimitedTextReader(bytes: Array(text.utf8))
        var records: [DelimitedTextReader.Record] = []
        while let record = try reader.next() { records.append(record) }
        let table = try LinkTable(firstRecord: records[0], column: LinkTable.Column(argument: column)!)
        return (table, records.dropFirst(table.hasHeader ? 1 : 0).map(table.entry))
    }

    static let export = """
        campaign,channel,url,owner
        spring,email,myapp://home/feed?utm_source=mail,ana
        "Sale, 20%",cpc,"  myapp://search?q=a,b  ",bo
        short,email

        ,,,
        empty,push,,cy

        """

    @Test func aColumnByHeaderName() throws {
        let (table, entries) = try Self.table(Self.export, column: "url")
        #expect(table.columnIndex == 2 && table.hasHeader && table.columnName == "url")
        #expect(entries == [
            .link("myapp://home/feed?utm_source=mail", LinkLocation(line: 2, column: 14)),
            .link("myapp://search?q=a,b", LinkLocation(line: 3, column: 20)),
            .problem(RowProblem(kind: .shortRow, line: 4, message: "the row has 2 fields, so it has no url (field 3 of 4)")),
            .blank, .blank,
            .problem(RowProblem(kind: .emptyCell, line: 7, message: "the row has no link: its url cell is empty")),
        ])
    }

    @Test func theHeaderNameMatchesIgnoringCaseAndSpaces() throws {
        let (table, _) = try Self.table("Campaign, URL \nx,myapp://home\n", column: "url")
        #expect(table.columnIndex == 1 && table.columnName == "URL")
    }

    @Test func aMissingColumnListsTheHeaderWithDidYouMean() {
        #expect(throws: LinkTableError(
            line: 1,
            message: #"no column named "ulr" in the header on line 1; its columns are "campaign", "channel", "url", "owner"; did you mean "url"?"#
        )) { try Self.table(Self.export, column: "ulr") }
        #expect(throws: LinkTableError(
            line: 1, message: #"no column named "destination" in the header on line 1; its columns are "a", "b""#
        )) { try Self.table("a,b\n", column: "destination") }
    }

    @Test func aRowLongerThanTheHeaderHasAnUnquotedDelimiter() throws {
        let (_, entries) = try Self.table("url,owner\nmyapp://search/results?q=a&tags=x,y,ana\nmyapp://home,bo,,\n", column: "url")
        #expect(entries == [
            .problem(
                RowProblem(
                    kind: .longRow, line: 2,
                    message: "the row has 3 fields, but the header has 2; a cell with an unquoted delimiter in it? Put that cell in double quotes")),
            .link("myapp://home", LinkLocation(line: 3, column: 1)),
        ])
    }

    @Test func aColumnByNumberWithAHeader() throws {
        let (table, entries) = try Self.table(Self.export, column: "3")
        #expect(table.hasHeader && table.columnName == "url")
        #expect(entries.count == 6)
    }

    @Test func aColumnByNumberWithoutAHeader() throws {
        let (table, entries) = try Self.table("x,myapp://home/feed\ny,https://example.com/app/home\nz\n", column: "2")
        #expect(!table.hasHeader && table.columnName == "column 2")
        #expect(entries == [
            .link("myapp://home/feed", LinkLocation(line: 1, column: 3)),
            .link("https://example.com/app/home", LinkLocation(line: 2, column: 3)),
            .problem(RowProblem(kind: .shortRow, line: 3, message: "the row has 1 field, so it has no column 2 (field 2)")),
        ])
    }

    @Test func aColumnNumberPastTheEnd() {
        #expect(throws: LinkTableError(line: 1, message: #"there is no column 4: line 1 has 2 columns, "a", "b""#)) {
            try Self.table("a,b\n", column: "4")
        }
    }

    @Test func columnArguments() {
        #expect(LinkTable.Column(argument: "url") == .name("url"))
        #expect(LinkTable.Column(argument: "12") == .number(12))
        #expect(LinkTable.Column(argument: "0") == nil)
        #expect(LinkTable.Column(argument: "") == nil)
        #expect(LinkTable.Column(argument: "99999999999999999999999") == nil)
    }

    @Test func aQuotedLinkThatIsNotVerbatimPointsAtItsField() throws {
        let (_, entries) = try Self.table("url\n\"myapp://home?q=\"\"x\"\"\"\n", column: "url")
        #expect(entries == [.link("myapp://home?q=\"x\"", LinkLocation(line: 2, column: 1, isVerbatim: false))])
    }
}
