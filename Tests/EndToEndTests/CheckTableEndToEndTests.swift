import Foundation
import TestSupport
import Testing

/// `routescope check` on campaign lists as QA receives them: CSV and TSV exports, the summary,
/// and GitHub Actions annotations, through the real binary.
@Suite("routescope check on CSV and TSV tables, end to end")
struct CheckTableEndToEndTests {
    /// Writes `text` to a temporary file called `name` and runs `check` on it.
    static func check(_ text: String, name: String, _ arguments: [String]) async throws -> RouteScopeProcess.Result {
        return try await withTemporaryDirectory(prefix: "routescope-table") { directory in
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            return try await RouteScopeProcess.run(["check", "--file", name] + arguments, in: directory)
        }
    }

    @Test func theSampleExportWithASummary() async throws {
        let result = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--column", "url", "--summary"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("Assets/campaign-links.csv:24: error[short-row]: the row has 2 fields, so it has no url (field 3 of 4)"))
        #expect(lines.contains("Assets/campaign-links.csv:25: error[empty-cell]: the row has no link: its url cell is empty"))
        #expect(lines.contains { $0.hasPrefix("Assets/campaign-links.csv:12:105: warning[case-mismatch]: utm_campaign is \"Spring_Sale\"") })
        #expect(lines.contains("by code:"))
        #expect(lines.contains("  2 error[campaign-invalid] on 2 links"))
        #expect(lines.contains("  1 error[campaign-missing] on 1 link"))
        #expect(result.stdout.hasSuffix("checked 25 links: 10 failed (11 errors, 3 warnings)\n"))
    }

    @Test func quietWithSummaryPrintsOnlyTheSummary() async throws {
        let result = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--summary", "--quiet"])
        #expect(result.stdout.hasPrefix("by code:\n  2 error[campaign-invalid] on 2 links\n"))
        #expect(result.status == 1)
        let json = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--format", "json", "--summary", "-q"])
        #expect(json.stdout.hasPrefix(#"{"summary":{"links":25,"failed":10,"errors":11,"warnings":3,"notes":1,"codes":[{"code":"campaign-invalid""#))
        #expect(json.stdout.split(separator: "\n").count == 1)
    }

    @Test func jsonEndsWithTheSummaryOnlyWhenAsked() async throws {
        let plain = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--format", "json"])
        let withSummary = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--format", "json", "--summary"])
        let plainLines = plain.stdout.split(separator: "\n")
        let summaryLines = withSummary.stdout.split(separator: "\n")
        #expect(plainLines.count == 25)
        #expect(summaryLines.count == 26)
        #expect(Array(summaryLines.prefix(25)) == plainLines)
        #expect(summaryLines[25].hasPrefix(#"{"summary":"#))
        #expect(plainLines.contains(#"{"line":24,"ok":false,"problem":{"code":"short-row","message":"the row has 2 fields, so it has no url (field 3 of 4)"}}"#))
    }

    @Test func githubAnnotationsPointIntoTheFile() async throws {
        let result = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--format", "github"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Row 13: "Spring sale,email," is 18 bytes, so the link starts at column 19; "emial" is bytes 67..<72 of it.
        #expect(lines.contains(
            "::error file=Assets/campaign-links.csv,line=13,col=86,endColumn=90,title=campaign-invalid::utm_medium must be one of email, cpc, social, push, qr, affiliate, display, found \"emial\"; did you mean email?%0Afix (maybe-incorrect): replace \"emial\" with \"email\""
        ))
        #expect(lines.contains("::error file=Assets/campaign-links.csv,line=24,title=short-row::the row has 2 fields, so it has no url (field 3 of 4)"))
        #expect(lines.last == "checked 25 links: 10 failed (11 errors, 3 warnings)")
        #expect(result.status == 1)
    }

    @Test func githubColumnsInALineFileAndFromArguments() async throws {
        let file = try await Self.check("# links\n  myapp://home/fed\n", name: "links.txt", ["--format", "github"])
        #expect(file.stdout.hasPrefix("::error file=links.txt,line=2,col=16,endColumn=18,title=unknown-screen::no screen \"fed\" in tab home;"))
        let argument = try await RouteScopeProcess.run(["check", "--format", "github", "myapp://home/fed"])
        #expect(argument.stdout.hasPrefix("::error title=unknown-screen::myapp://home/fed: no screen \"fed\" in tab home;"))
    }

    @Test func quotedFieldsWithCommasNewlinesAndCRLF() async throws {
        let csv = "\u{FEFF}name,url\r\n\"Sale, \"\"big\"\"\nsecond line\",myapp://home/fed\r\nok,\"myapp://search/results?q=a&tags=x,y\"\r\n"
        let result = try await Self.check(csv, name: "links.csv", ["--format", "json"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""line":2"#) && lines[0].contains(#""code":"unknown-screen""#))
        #expect(lines[1].contains(#""line":4"#) && lines[1].contains(#""ok":true"#), "the row after a two-line field starts on line 4")
        #expect(result.status == 1)
    }

    @Test func tsvByExtensionByFlagAndByHeader() async throws {
        let tsv = "campaign\turl\nspring, again\tmyapp://home/feed\n"
        #expect(try await Self.check(tsv, name: "links.tsv", []).status == 0)
        #expect(try await Self.check(tsv, name: "links.txt", ["--delimiter", "tab"]).status == 0)
        let sniffed = try await RouteScopeProcess.run(["check", "--column", "url", "-"], stdin: Data(tsv.utf8))
        #expect(sniffed.stdout == "<stdin>:2: ok: myapp://home/feed → home › feed\nchecked 1 link: all ok (0 errors, 0 warnings)\n")
    }

    @Test func aColumnByNumberWithAndWithoutAHeader() async throws {
        let noHeader = try await Self.check("spring,myapp://home/feed\nlaunch,myapp://home/fed\n", name: "a.csv", ["--column", "2", "--format", "json"])
        #expect(noHeader.stdout.split(separator: "\n").count == 2, "row 1 holds a link, so it is checked")
        let header = try await Self.check("name,link\nspring,myapp://home/feed\n", name: "a.csv", ["--column", "2", "--format", "json"])
        #expect(header.stdout.split(separator: "\n").count == 1, "row 1 is a header")
        #expect(header.status == 0)
    }

    @Test func inputErrorsExitTwoWithPositions() async throws {
        let missing = try await Self.check("campaign,link\nx,myapp://home\n", name: "a.csv", [])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: a.csv:1: no column named \"url\" in the header on line 1; its columns are \"campaign\", \"link\"; name the link column with --column\n")
        let unterminated = try await Self.check("url\nmyapp://home\n\"myapp://home/feed\nmyapp://search\n", name: "a.csv", ["--column", "url"])
        #expect(unterminated.status == 2)
        #expect(unterminated.stderr == "error: a.csv:3:1: the quote that opens this field is never closed; a quote inside a quoted field is written \"\"\n")
        #expect(unterminated.stdout.hasPrefix("a.csv:2: ok: myapp://home"), "rows before the error were checked")
        let usage = try await RouteScopeProcess.run(["check", "--column", "url", "myapp://home"])
        #expect(usage.status == 2)
        #expect(try await RouteScopeProcess.run(["check", "--column", "0", "--file", "a.csv"]).status == 2)
        let headerOnly = try await Self.check("url\n", name: "a.csv", [])
        #expect(headerOnly.status == 1)
        #expect(headerOnly.stderr.contains("no links to check"))
    }

    @Test func junitCarriesRowProblemsAndTheSummaryGoesToStandardError() async throws {
        let result = try await RouteScopeProcess.run(["check", "--file", "Assets/campaign-links.csv", "--format", "junit", "--summary"])
        #expect(result.stdout.contains(#"<testsuites tests="25" failures="10">"#))
        #expect(result.stdout.contains(
            #"<testcase classname="routescope.check" name="Assets/campaign-links.csv:24">"# + "\n"
                + #"      <failure type="short-row" message="the row has 2 fields, so it has no url (field 3 of 4)">"#))
        #expect(result.stderr.hasPrefix("by code:\n"))
        #expect(result.stderr.hasSuffix("checked 25 links: 10 failed (11 errors, 3 warnings)\n"))
    }
}
