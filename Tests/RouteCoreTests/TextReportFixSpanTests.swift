@testable import RouteCore
import Testing

/// When a fix edits other bytes than the problem it mends, the text report marks them with `~`
/// under the link, beside the problem's `^`.
struct TextReportFixSpanTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    @Test func aScreenInAnotherTabMarksTheTabItsFixReplaces() {
        let report = TextReport().render(Self.analyzer.analyze("myapp://home/results?q=x"))
        #expect(report == """
            error[unknown-screen]: results is not in tab home; it is in tab search
              myapp://home/results?q=x
                      ~~~~ ^^^^^^^
              fix (maybe-incorrect): replace "home" with "search"

            """)
    }

    @Test func aFixAfterTheProblemIsMarkedAfterTheCaret() {
        let diagnostic = Diagnostic(.unknownParam, "x", span: 8..<12, fix: Fix(span: 13..<16, replacement: "abc", .maybeIncorrect))
        let report = TextReport().render([diagnostic], in: "myapp://home/xyz")
        #expect(report.contains("\n          ^^^^ ~~~\n"))
    }

    @Test func aFixOnTheProblemsOwnBytesAddsNoMark() {
        let report = TextReport().render(Self.analyzer.analyze("myapp://home/articleDetail?userId=1&articleIdText=2"))
        #expect(!report.contains("~"))
        #expect(report.contains("^"))
    }

    @Test func colourKeepsTheMarksApart() {
        let report = TextReport(color: true).render(Self.analyzer.analyze("myapp://home/results?q=x"))
        #expect(report.contains("\u{1B}[32m~~~~\u{1B}[0m \u{1B}[1;31m^^^^^^^\u{1B}[0m"))
    }
}
