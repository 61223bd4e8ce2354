import RouteCore
import Testing
@testable import RouteScopeTUI

/// The explorer at 80×24 and 120×40: errors before notes, catalog
/// placeholders named by their parameter, batch rows cut in the middle, and a "⏎ would" row
/// that uses the panel and tells the outcome first.
@Suite("Explorer polish at 80×24 and 120×40")
struct ExplorerPolishTests {
    static let sizes = [(rows: 24, columns: 80), (rows: 40, columns: 120)]
    /// A login-gated screen (a note) whose order id is no UUID (an error after it in the link).
    static let noteThenError = "myapp://myPage/orders/42"

    @Test(arguments: sizes) func notesComeAfterErrorsSoCtrlXNeverLandsOnANote(size: (rows: Int, columns: Int)) {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze(Self.noteThenError)
        #expect(analysis.diagnostics.map(\.severity) == [.note, .error], "in link order, the note comes first")
        let (explorer, terminal) = runExplorer(typing(Self.noteThenError), rows: size.rows, columns: size.columns)
        #expect(explorer.diagnostics.map(\.severity) == [.error, .note])
        #expect(explorer.selectedDiagnostic == 0)
        #expect(terminal.row(startingWith: " ▶ error[type-mismatch]") != nil)
        let (next, _) = runExplorer(typing(Self.noteThenError) + [.key(.control("n"))], rows: size.rows, columns: size.columns)
        #expect(next.diagnostics[next.selectedDiagnostic].severity == .note)
    }

    @Test(arguments: sizes) func catalogPlaceholdersAreNamedByTheirParameterAndTabStepsThroughThem(size: (rows: Int, columns: Int)) {
        let choose: [InputEvent] = [.key(.control("r"))] + typing("artdet") + [.key(.enter)]
        let (explorer, _) = runExplorer(choose, rows: size.rows, columns: size.columns)
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId={userId}&articleId={articleId}")
        #expect(explorer.editor.selection == 34..<42, "{userId} is selected for typing")
        let (tabbed, _) = runExplorer(choose + [.key(.tab)], rows: size.rows, columns: size.columns)
        #expect(tabbed.editor.selection == 53..<64, "Tab goes to {articleId}")
        let (typed, _) = runExplorer(choose + typing("7") + [.key(.tab)] + typing("8"), rows: size.rows, columns: size.columns)
        #expect(typed.editor.text == "myapp://home/articleDetail?userId=7&articleId=8")
        let (order, _) = runExplorer([.key(.control("r"))] + typing("orders/") + [.key(.enter)], rows: size.rows, columns: size.columns)
        #expect(order.editor.text == "myapp://myPage/orders/{orderId}")
    }

    @Test(arguments: sizes) func ctrlNAndCtrlPKeepTheWholeSelectedSpanVisible(size: (rows: Int, columns: Int)) throws {
        let value = String(repeating: "Z", count: 40)
        let link = "myapp://search/results?q=" + String(repeating: "a", count: 150) + "&page=" + value + "&zoomy=" + String(repeating: "b", count: 150)
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.control("n")), .key(.control("p"))], rows: size.rows, columns: size.columns)
        let selected = explorer.diagnostics[explorer.selectedDiagnostic]
        #expect(selected.code == .typeMismatch && selected.span == 181..<221)
        #expect(explorer.editor.cursor == 181)
        #expect(terminal.frame.textLines[1].contains("&page=" + value), "all of the span shows")
    }

    @Test(arguments: sizes) func listRowsStayAlignedWithTheOthers(size: (rows: Int, columns: Int)) throws {
        let (_, terminal) = runExplorer(typing("myapp://search/results?q=x&tags=a,b&page=2"), rows: size.rows, columns: size.columns)
        let lines = terminal.frame.textLines
        let rows = try ["q", "tags", "page"].map { name in try #require(lines.first { $0.hasPrefix(" ✓ " + name + " ") }) }
        #expect(rows[0].hasPrefix(#" ✓ q      string       "x""#))
        #expect(rows[1].hasPrefix(#" ✓ tags   list<string> ["a", "b"]"#))
        #expect(rows[2].hasPrefix(" ✓ page   int          2"))
    }

    /// Every overlay over a screen full of wide characters: each row is exactly the screen's
    /// width, so no half of a glyph stands beside a box.
    @Test(arguments: sizes) func overlaysLeaveNoStrayCharactersBesideTheirBox(size: (rows: Int, columns: Int)) {
        let link = "myapp://search/results?q=" + String(repeating: "東", count: 80) + "&tags=日本,日本語"
        let overlays: [[InputEvent]] = [[.key(.function(1))], [.key(.function(7))], [.key(.control("r"))], [.key(.control("o"))], [.key(.control("s"))]]
        for keys in overlays {
            for start in 0..<2 {
                // Shifted by a column, so each border meets a wide glyph's either half.
                let (_, terminal) = runExplorer(typing(link + String(repeating: "a", count: start)) + [.key(.control("a"))] + keys, rows: size.rows, columns: size.columns)
                for (row, line) in terminal.frame.textLines.enumerated() {
                    #expect(DisplayWidth.columns(line) == size.columns, "row \(row) after \(keys)")
                }
            }
        }
    }

    @Test func batchRowsElideTheMiddleOfALink() {
        let links = ["a", "b"].map { "myapp://home/feed?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2026_" + $0 }
        let paste: [InputEvent] = [.paste(links.joined(separator: "\n") + "\n")]
        let (_, small) = runExplorer(paste, rows: 24, columns: 80)
        #expect(small.text.contains("▶✓ myapp://home/feed?utm_sour…g_sale_2026_a│"))
        #expect(small.text.contains(" ✓ myapp://home/feed?utm_sour…g_sale_2026_b│"))
        let (_, large) = runExplorer(paste, rows: 40, columns: 120)
        let rows = large.frame.textLines.filter { $0.hasPrefix(" ▶✓ ") || $0.hasPrefix("  ✓ ") }.map { $0.prefix { $0 != "│" } }
        #expect(rows == [" ▶✓ myapp://home/feed?utm_source=newsletter&u…n=spring_sale_2026_a", "  ✓ myapp://home/feed?utm_source=newsletter&u…n=spring_sale_2026_b"])
    }

    @Test func theWouldRowUsesThePanelsWidthAndSpareRows() throws {
        let (_, terminal) = runExplorer(typing("myapp://setting/changeAccount"), rows: 24, columns: 80)
        let row = try #require(terminal.row(startingWith: "                                            │ ⏎ would "))
        let lines = terminal.frame.textLines
        #expect(lines[row].hasSuffix("│ ⏎ would wait for login: selected  "))
        #expect(lines[row + 1].hasSuffix("│   tab setting; changeAccount requ…"))
        let (_, wide) = runExplorer(typing("myapp://setting/changeAccount"), rows: 40, columns: 120)
        #expect(wide.text.contains("│ ⏎ would wait for login: selected tab setting;       \n"))
        #expect(wide.text.contains("│   changeAccount requires login: presented login, and\n"))
        #expect(wide.text.contains("│   the link waits for login                          \n"))
    }

    @Test(arguments: sizes) func withTheLoginModalOpenTheWouldRowSaysTheLinkIsKeptWaiting(size: (rows: Int, columns: Int)) {
        let order = "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000"
        let waiting: [InputEvent] = typing("myapp://setting/changeAccount") + [.key(.enter), .key(.control("u"))] + typing(order)
        let (explorer, terminal) = runExplorer(waiting, rows: size.rows, columns: size.columns)
        #expect(explorer.navigation.pendingLink == "myapp://setting/changeAccount", "the login modal is open")
        #expect(terminal.text.contains("│ ⏎ would wait for login: dismissed"))
        let (entered, _) = runExplorer(waiting + [.key(.enter)], rows: size.rows, columns: size.columns)
        #expect(entered.navigation.pendingLink == order, "Enter keeps it waiting, as the row said")
        let (dropped, screen) = runExplorer(
            typing("myapp://setting/changeAccount") + [.key(.enter), .key(.control("u"))] + typing("myapp://home/feed"), rows: size.rows, columns: size.columns)
        #expect(dropped.editor.text == "myapp://home/feed")
        #expect(screen.text.contains("│ ⏎ would open home › feed: dismiss"), "a link that needs no login does drop the pending one")
    }
}
