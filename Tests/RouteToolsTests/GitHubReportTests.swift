import RouteCore
import RouteTools
import TestSupport
import Testing

/// GitHub Actions annotations: severities, positions in the file, and the runner's escaping.
@Suite("GitHub Actions annotations")
struct GitHubReportTests {
    static func analyze(_ link: String) -> LinkAnalysis { LinkAnalyzer(routeMap: .sample).analyze(link) }

    @Test func anErrorInALineFilePointsAtItsBytes() {
        // "  myapp://…": the link starts at column 3; "abc" is bytes 48..<51 of the link.
        let analysis = Self.analyze("myapp://home/articleDetail?userId=100&articleId=abc")
        #expect(
            written { GitHubReport.write(analysis, file: "links.txt", location: LinkLocation(line: 7, column: 3), to: &$0) }
                == "::error file=links.txt,line=7,col=51,endColumn=53,title=type-mismatch::articleId expects an integer, found \"abc\"\n")
    }

    /// `endColumn` is the column of the span's last character, however many bytes it takes:
    /// `é` is two bytes and one column, so a span of it alone starts and ends on one column.
    @Test func theEndColumnOfAMultibyteCharacterIsItsOwnColumn() {
        let analysis = Self.analyze("myapp://home/articleDetail?userId=100&articleId=é")
        #expect(
            written { GitHubReport.write(analysis, file: "links.txt", location: LinkLocation(line: 7, column: 3), to: &$0) }
                .hasPrefix("::warning file=links.txt,line=7,col=51,endColumn=51,title=needs-encoding::"))
    }

    @Test func warningsAndNotesAndFixes() {
        let analysis = Self.analyze("myapp://setting/changeAccount?utm_source=a&utm_medium=email&utm_campaign=Spring")
        #expect(
            written { GitHubReport.write(analysis, file: "a.csv", location: LinkLocation(line: 2, column: 10), to: &$0) } == """
                ::notice file=a.csv,line=2,col=26,endColumn=38,title=login-required::changeAccount requires login: a logged-out user sees login first, and lands here after logging in
                ::warning file=a.csv,line=2,col=83,endColumn=88,title=case-mismatch::utm_campaign is "Spring"; campaign values are lower-case by policy, and GA4 counts "Spring" and "spring" as different values%0Afix (machine-applicable): replace "Spring" with "spring"

                """)
    }

    @Test func anInsertionPointHasNoEndColumn() {
        let analysis = Self.analyze("myapp://home/feed?utm_source=a&utm_medium=email")
        #expect(
            written { GitHubReport.write(analysis, file: "a.txt", location: LinkLocation(line: 1, column: 1), to: &$0) }
                == "::error file=a.txt,line=1,col=48,title=campaign-missing::campaign links need utm_campaign or utm_id; this link has other utm_ parameters, so analytics will file it incompletely%0Afix (has-placeholders): insert \"&utm_campaign={utm_campaign}\"\n")
    }

    @Test func aFieldThatIsNotVerbatimIsPointedAtWhole() {
        let analysis = Self.analyze("myapp://home/fed")
        #expect(
            written { GitHubReport.write(analysis, file: "a.csv", location: LinkLocation(line: 4, column: 9, isVerbatim: false), to: &$0) }
                .hasPrefix("::error file=a.csv,line=4,col=9,title=unknown-screen::"))
    }

    @Test func linksFromArgumentsHaveNoFileAndNameTheLink() {
        let analysis = Self.analyze("myapp://home/fed")
        #expect(
            written { GitHubReport.write(analysis, file: nil, location: nil, to: &$0) }
                .hasPrefix("::error title=unknown-screen::myapp://home/fed: no screen \"fed\" in tab home;"))
    }

    @Test func escaping() {
        #expect(written { GitHubReport.appendEscaped("100% done\r\nnext: a,b", isProperty: false, to: &$0) } == "100%25 done%0D%0Anext: a,b")
        #expect(written { GitHubReport.appendEscaped("C:\\links, 100%.csv\n", isProperty: true, to: &$0) } == "C%3A\\links%2C 100%25.csv%0A")
        let problem = RowProblem(kind: .shortRow, line: 9, message: "the row has 1 field")
        #expect(written { GitHubReport.write(problem, file: "q1, 2026.csv", to: &$0) } == "::error file=q1%2C 2026.csv,line=9,title=short-row::the row has 1 field\n")
    }
}

/// `check --summary`: problems grouped by code, most frequent first, with totals.
@Suite("Check summary")
struct CheckSummaryTests {
    static func summary(_ links: [String]) -> CheckSummary {
        var summary = CheckSummary()
        for link in links {
            let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
            summary.add(analysis.verdict, failed: !analysis.ok)
        }
        return summary
    }

    @Test func groupsByCodeMostFrequentFirst() {
        var summary = Self.summary([
            "myapp://home/feed?utm_source=a",  // two campaign-missing on one link
            "myapp://home/feed?utm_source=a&utm_medium=email",
            "myapp://home/feed?x=1",
            "myapp://setting/changeAccount",
            "myapp://home/feed",
        ])
        summary.add(RowProblem(kind: .shortRow, line: 4, message: "short"))
        #expect(summary.renderGroups() == """
            by code:
              3 error[campaign-missing] on 2 links
              1 error[short-row] on 1 link
              1 warning[unknown-param] on 1 link
              1 note[login-required] on 1 link

            """)
        #expect(summary.renderTotals() == "checked 6 links: 3 failed (4 errors, 1 warning)\n")
        #expect(
            summary.json().serialized()
                == #"{"summary":{"links":6,"failed":3,"errors":4,"warnings":1,"notes":1,"codes":[{"code":"campaign-missing","severity":"error","count":3,"links":2},{"code":"short-row","severity":"error","count":1,"links":1},{"code":"unknown-param","severity":"warning","count":1,"links":1},{"code":"login-required","severity":"note","count":1,"links":1}]}}"#)
    }

    @Test func cleanRunsHaveNoGroups() {
        let summary = Self.summary(["myapp://home/feed"])
        #expect(summary.renderGroups() == "")
        #expect(summary.renderTotals() == "checked 1 link: all ok (0 errors, 0 warnings)\n")
    }
}
