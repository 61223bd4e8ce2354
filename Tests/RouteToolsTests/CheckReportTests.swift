import RouteCore
import RouteTools
import TestSupport
import Testing

/// The per-link half of `check`: the same output and totals however the links are split into
/// chunks, as `--jobs` splits them.
@Suite("Check report")
struct CheckReportTests {
    static let links = [
        "myapp://home/feed", "myapp://home/feed?x=1", "myapp://home/fed", "myapp://home/feed?utm_source=a",
        "myapp://search/results?q=東京\u{1B}", "myapp://setting/changeAccount", "https://example.com/app/home/feed?utm_source=A",
    ]

    static var entries: [CheckReport.Entry] {
        links.enumerated().map { .link($1, line: $0 + 1, location: LinkLocation(line: $0 + 1, column: 1)) }
            + [
                .rowProblem(RowProblem(kind: .emptyCell, line: 99, message: "the row has no link: its url cell is empty")),
                .line(ArraySlice("  # a comment".utf8), number: 100), .line([], number: 101),
                .line(ArraySlice("\t myapp://home/fed?x=\u{1}\t".utf8), number: 102), .line([0xFF] + ArraySlice("myapp://home".utf8), number: 103),
            ]
    }

    /// The output and totals of `entries` checked in chunks of `size`, each into its own buffer
    /// and counts, joined in order.
    static func checked(_ report: CheckReport, chunkSize size: Int) -> (String, CheckSummary) {
        var output = ""
        var totals = CheckSummary()
        var scratch = ReportBuffer()
        for start in stride(from: 0, to: entries.count, by: size) {
            var part = CheckSummary()
            output += written { out in
                for entry in entries[start..<min(entries.count, start + size)] {
                    report.check(entry, totals: &part, scratch: &scratch, to: &out)
                }
            }
            totals.merge(part)
        }
        return (output, totals)
    }

    @Test(arguments: CheckReport.Format.allCases, [false, true])
    func chunksJoinedInOrderEqualOnePass(_ format: CheckReport.Format, quietSummary: Bool) {
        let report = CheckReport(
            analyzer: LinkAnalyzer(routeMap: .sample), format: format, quiet: quietSummary, summary: quietSummary,
            source: CheckReport.Source(name: "links.txt", file: "links.txt"))
        let (whole, totals) = Self.checked(report, chunkSize: Self.entries.count)
        #expect(!whole.isEmpty || quietSummary)
        #expect(totals.links == Self.entries.count - 2, "the comment and the blank line are not links")
        for size in [1, 2, 3] {
            let (output, parts) = Self.checked(report, chunkSize: size)
            #expect(output == whole)
            #expect(parts.renderGroups() == totals.renderGroups() && parts.renderTotals() == totals.renderTotals())
            #expect(parts.json() == totals.json())
        }
    }

    @Test func junitEscapesOnBytesAsXMLNeeds() {
        #expect(
            written { JUnitReport.appendEscaped("a&b<c>\"'\t\n\r\u{1}\u{FFFD}\u{FFFE}\u{FFFF}é", to: &$0) }
                == "a&amp;b&lt;c&gt;&quot;&apos;\t\n\\xd\\x1\u{FFFD}\\xfffe\\xffffé")
        let problem = RowProblem(kind: .shortRow, line: 9, message: "a <short> row")
        #expect(
            written { JUnitReport.write(problem, at: TextReport.Place(name: "a&b.csv", line: 9), to: &$0) } == """
                    <testcase classname="routescope.check" name="a&amp;b.csv:9">
                      <failure type="short-row" message="a &lt;short&gt; row">a &lt;short&gt; row</failure>
                    </testcase>

                """)
    }

    @Test func textInColourPaintsEachPartAsBefore() {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/feed?category=x")
        let report = TextReport(color: true)
        let place = TextReport.Place(name: "a.txt", line: 3)
        #expect(
            written { report.write(analysis.diagnostics, in: analysis.input, at: place, firstColumn: 1, to: &$0) }
                == "\u{1B}[1ma.txt:3:28: \u{1B}[0m\u{1B}[1;31merror[not-in-enum]\u{1B}[0m\u{1B}[1m: category must be one of news, tech, sports, culture, found \"x\"\u{1B}[0m\n"
                + "  myapp://home/feed?category=x\n  " + String(repeating: " ", count: 27) + "\u{1B}[1;31m^\u{1B}[0m\n")
        let ok = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/feed")
        #expect(written { report.writeOK(ok, at: place, to: &$0) } == "a.txt:3: \u{1B}[32mok\u{1B}[0m: myapp://home/feed → home › feed\n")
    }
}
