import Navigator
import RouteCore
import Testing
@testable import RouteScopeTUI

/// Nothing is cut without a trace, at any size the explorer runs at.
@Suite("Text that does not fit")
struct FittingTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"
    static let crowded = "myapp://home/articleDetail?userId=100&articleIdText=5&utm_source=x&foo=1&bar=2&baz=3"
    static let sizes = [(16, 60), (24, 80), (40, 120), (50, 200)]

    @Test func theSelectedMessageWrapsInsteadOfEndingMidWord() throws {
        let (_, terminal) = runExplorer(typing(Self.typo), rows: 24, columns: 80)
        let lines = terminal.frame.textLines
        let start = try #require(lines.firstIndex { $0.contains("▶ warning[unknown-param]") })
        let message = lines[start...(start + 1)].joined(separator: " ")
        #expect(message.contains("did you mean"))
        #expect(message.contains("articleId?"))
    }

    @Test(arguments: sizes)
    func theStatusLineAlwaysShowsHelpAndQuit(_ size: (Int, Int)) {
        let (_, plain) = runExplorer(typing(Self.typo), rows: size.0, columns: size.1)
        #expect(plain.frame.textLines.last?.hasSuffix("F1 help  ^C quit  ") == true)
        let (_, message) = runExplorer([.key(.control("x")), .key(.control("x"))], rows: size.0, columns: size.1)
        #expect(message.frame.textLines.last?.contains("no fix-it to apply") == true)
        #expect(message.frame.textLines.last?.hasSuffix("F1 help  ^C quit  ") == true)
    }

    @Test(arguments: sizes)
    func theVerdictAlwaysShows(_ size: (Int, Int)) {
        let (_, terminal) = runExplorer(typing(Self.crowded), rows: size.0, columns: size.1)
        #expect(terminal.frame.textLines[0].contains("✗ 3 errors, 4 warnings"))
    }

    @Test func problemsThatDoNotFitAreCounted() {
        let (_, terminal) = runExplorer(typing(Self.crowded), rows: 16, columns: 60)
        #expect(terminal.text.contains("more below (^N)"))
        let (_, last) = runExplorer(typing(Self.crowded) + Array(repeating: .key(.control("n")), count: 6), rows: 16, columns: 60)
        #expect(last.text.contains("more above (^P)"))
    }

    @Test func parametersThatDoNotFitAreCounted() {
        let (_, terminal) = runExplorer(typing(Self.crowded), rows: 24, columns: 80)
        #expect(terminal.text.contains("… 8 more parameters, 3 with errors"), "the platforms panel takes a row")
    }

    @Test func theWhyKeepsARowOnASmallScreen() {
        let (_, terminal) = runExplorer(typing(Self.crowded), rows: 16, columns: 60)
        #expect(terminal.text.contains("Why"))
        #expect(terminal.text.contains("others  search, myPage, …"), "tabs at their roots share a row, marked")
    }

    @Test func aCutValueEndsWithAnEllipsis() {
        let long = "myapp://search/results?q=" + String(repeating: "x", count: 200)
        let (_, terminal) = runExplorer(typing(long), rows: 24, columns: 80)
        let row = terminal.frame.textLines.first { $0.hasPrefix(" ✓ q ") } ?? ""
        #expect(row.contains("xxx…"))
    }

    @Test func theDemoWhyShowsTheExplanationNotTheLink() throws {
        let flow = try #require(DemoFlow.named("campaign-login")).load()
        let playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
        let (explorer, _) = runExplorer([.key(.function(6))], demo: playback)
        // The opened link is in the input line; the Why starts with what happened.
        #expect(explorer.explanation.hasPrefix("step 1/\(flow.steps.count) open: cold start at tab home;"))
    }

    @Test func f7ShowsTheSelectedProblemInFull() {
        let (_, terminal) = runExplorer(typing(Self.typo) + [.key(.function(7))], rows: 24, columns: 80)
        let text = terminal.text
        #expect(text.contains("Problem 1 of 2"))
        #expect(text.contains("unknown parameter articleIdText — did you mean articleId?"))
        #expect(text.contains("^^^^^^^^^^^^^"))
        #expect(text.contains("expected articleId"))
        #expect(text.contains("found    articleIdText"))
        #expect(text.contains("fix (maybe-incorrect) ^X applies it"))
        #expect(text.contains(#"         replace "articleIdText" with "articleId""#))
        let (next, _) = runExplorer(typing(Self.typo) + [.key(.function(7)), .key(.control("n"))], rows: 24, columns: 80)
        #expect(next.overlay == .problemDetail && next.selectedDiagnostic == 1)
        let (fixed, _) = runExplorer(typing(Self.typo) + [.key(.function(7)), .key(.control("x"))], rows: 24, columns: 80)
        #expect(fixed.overlay == nil)
        #expect(fixed.editor.text == "myapp://home/articleDetail?userId=100&articleId=5")
        let (closed, _) = runExplorer(typing(Self.typo) + [.key(.function(7)), .key(.character("q"))])
        #expect(closed.overlay == nil && closed.editor.text == Self.typo, "the closing key is not typed")
    }

    /// The problem takes the screen, as the device commands do: nothing of the panels below
    /// shows in the column beside each side of its box.
    @Test func f7ShowsNothingOfTheScreenBelowBesideTheBox() {
        let (_, terminal) = runExplorer(typing(Self.typo) + [.key(.function(7))], rows: 24, columns: 80)
        let lines = terminal.frame.textLines.map(Array.init)
        // Row 0 is the title bar, row 23 the status line; the box and its sides are between.
        for row in 1..<23 {
            #expect(lines[row].count == 80 && lines[row].first == " " && lines[row].last == " ", "row \(row): \(String(lines[row]))")
        }
    }

    @Test func helpScrollsAndNothingIsCutWithoutAMark() {
        let (_, top) = runExplorer([.key(.function(1))], rows: 16, columns: 60)
        #expect(top.text.contains("Help 1–12 of"))
        #expect(!top.text.contains("Ctrl-C, Ctrl-Q"), "the end is further down")
        let (explorer, bottom) = runExplorer([.key(.function(1)), .key(.end)], rows: 16, columns: 60)
        #expect(bottom.text.contains("Ctrl-C, Ctrl-Q"))
        #expect(explorer.overlay != nil, "scrolling keys do not close the help")
        let (_, wide) = runExplorer([.key(.function(1))], rows: 50, columns: 200)
        #expect(!wide.text.contains("Help 1–"), "everything fits, nothing to scroll")
        // Every row of the help stays inside its box.
        for line in top.frame.textLines where line.contains("│") {
            #expect(line.filter { $0 == "│" }.count >= 2, "\(line)")
        }
    }

    @Test func selectingAProblemScrollsTheInputToItsSpan() {
        let link = "myapp://home/articleDetail?userId=abc&articleId=5&" + String(repeating: "a=1&", count: 30) + "mode=x"
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.control("n"))], rows: 24, columns: 80)
        let span = explorer.diagnostics[explorer.selectedDiagnostic].span
        #expect(explorer.editor.cursor == span.lowerBound)
        let shown = String(link.utf8.dropFirst(span.lowerBound).prefix(span.count))!
        #expect(terminal.frame.textLines[1].contains(shown))
    }

    /// The help's pages break between entries: each starts at one (never on a continuation
    /// row), shows whole entries, and PgDn after PgDn shows every row once, in order; PgUp turns
    /// back to the page before.
    @Test(arguments: [(16, 60), (20, 64), (24, 80), (30, 100)])
    func helpPagesBreakBetweenEntries(rows: Int, columns: Int) throws {
        func page(_ terminal: InMemoryTerminal) throws -> [String] {
            let lines = terminal.frame.textLines
            let top = try #require(lines.firstIndex { $0.contains("┌─ Help") })
            return lines[(top + 1)...].prefix { !$0.contains("└") }.map { line in
                let inside = line.drop { $0 != "│" }.dropFirst(2)
                return String(inside.prefix { $0 != "│" }).replacing(/\ +$/, with: "")
            }
        }
        let screen = Rect(row: 0, column: 0, height: rows, width: columns)
        let help = HelpOverlay.layout(screen).blocks.joined().map { $0.replacing(/\ +$/, with: "") }
        var seen: [String] = []
        var pages = 0
        while seen.count < help.count, pages < 20 {
            let (_, terminal) = runExplorer([.key(.function(1))] + Array(repeating: .key(.pageDown), count: pages), rows: rows, columns: columns)
            let shown = try page(terminal)
            #expect(shown.first?.first.map { $0 != " " } == true, "page \(pages + 1) starts at an entry: \(shown.first ?? "")")
            // Whole entries, then blank rows to the box's end; the last page, a full one, may
            // show again the end of the page before.
            let text = Array(shown.reversed().drop { $0.isEmpty }.reversed())
            let title = try #require(terminal.frame.textLines.first { $0.contains("┌─ Help") })
            let number = try #require(title.firstMatch(of: /Help (\d+)–/)).output.1
            let first = try #require(Int(number)) - 1
            #expect(first <= seen.count && Array(help.dropFirst(first).prefix(text.count)) == text, "page \(pages + 1) goes on from the one before")
            seen = Array(help.prefix(first + text.count))
            #expect(help.count == seen.count || help[seen.count].first != " ", "page \(pages + 1) ends between entries")
            pages += 1
        }
        #expect(seen == help, "every row, in order")
        #expect(pages > 1, "the help takes pages at this size")
        let (_, first) = runExplorer([.key(.function(1))], rows: rows, columns: columns)
        let (_, back) = runExplorer([.key(.function(1)), .key(.pageDown), .key(.pageUp)], rows: rows, columns: columns)
        #expect(try page(back) == page(first))
        let (_, end) = runExplorer([.key(.function(1)), .key(.end), .key(.up)], rows: rows, columns: columns)
        #expect(try page(end).first?.first.map { $0 != " " } == true, "Up scrolls an entry")
    }

    /// A long status message at 80 columns is shortened before its key hint, which stays whole.
    @Test func aLongStatusMessageKeepsItsKeyHintWhole() {
        let pasted = "  see myapp://home/articleDetail?userId=1&articleId=2 and more words here .  "
        let (explorer, terminal) = runExplorer([.paste(pasted)], rows: 24, columns: 80)
        let status = terminal.frame.textLines.last ?? ""
        #expect(DisplayWidth.columns(explorer.message ?? "") > 60, "the message is longer than its room")
        #expect(status.contains("…; Ctrl-_ puts the text back"), "\(status)")
        #expect(status.hasSuffix("F1 help  ^C quit  "), "\(status)")
    }

    @Test func aStatusMessageIsShortenedBeforeItsHint() {
        let message = StatusMessage("trimmed 4 blanks, \"see \" and \".\" around the pasted link", keyHint: "Ctrl-_ puts the text back")
        #expect(StatusLine.fitted(message, width: 200) == message.line)
        #expect(StatusLine.fitted(message, width: 50) == "trimmed 4 blanks, \"see…; Ctrl-_ puts the text back")
        #expect(DisplayWidth.columns(StatusLine.fitted(message, width: 50)) <= 50)
        // Too narrow for the hint and a word beside it: the line is cut as any other.
        #expect(StatusLine.fitted(message, width: 30) == TextFitting.ellipsizedAtWord(message.line, width: 30))
        #expect(StatusLine.fitted(StatusMessage("no hint here, and a long text too"), width: 10) == "no hint…")
    }

    /// A status line is cut at a word, so a key's name (`Alt-N`) is never cut inside; a number
    /// goes with its word, and a long word (a link) that would leave half the room is cut inside.
    @Test func textIsCutAtAWord() {
        #expect(TextFitting.ellipsizedAtWord("pasted 3 links; PgDn/PgUp step, Alt-N next failing", width: 36) == "pasted 3 links; PgDn/PgUp step…")
        #expect(TextFitting.ellipsizedAtWord("dropped 9 bytes past 1 MiB; trimmed", width: 27) == "dropped 9 bytes past 1 MiB…")
        #expect(TextFitting.ellipsizedAtWord("pasted 1000 links, 1000 failing", width: 28) == "pasted 1000 links…")
        #expect(TextFitting.ellipsizedAtWord(#"trimmed "see ", " ." and 2 blanks around the pasted link"#, width: 27) == #"trimmed "see ", " ."…"#)
        #expect(TextFitting.ellipsizedAtWord("see myapp://home/articleDetail?userId=1", width: 20) == "see myapp://home/ar…")
        #expect(TextFitting.ellipsizedAtWord("fits", width: 4) == "fits")
        #expect(TextFitting.ellipsizedAtWord("abcdef", width: 4) == "abc…")
        #expect(TextFitting.ellipsizedAtWord("abc", width: 0) == "")
    }

    /// F7 at 80 columns: the carets stand under the problem's characters as the link row shows
    /// them, for a two-byte `é`, a tab shown escaped as `\x09` and a two-column emoji.
    @Test(arguments: [(1, "é"), (2, "\\x09"), (3, "😀")])
    func f7CaretsStandUnderTheProblemAsShown(problem: Int, shown: String) throws {
        let link = "myapp://search/results?q=café\t😀x&zz=1"
        let events: [InputEvent] = [.paste(link), .key(.function(7))] + Array(repeating: .key(.control("n")), count: problem - 1)
        let (explorer, terminal) = runExplorer(events, rows: 24, columns: 80)
        #expect(explorer.diagnostics.count == 4)
        let lines = terminal.frame.textLines
        let linkRow = try #require(lines.firstIndex { $0.contains("myapp://search/results?q=café\\x09😀x&zz=1") })
        let carets = lines[linkRow + 1]
        let prefix = try #require(lines[linkRow].range(of: shown)).lowerBound
        let caretStart = DisplayWidth.columns(String(carets.prefix { $0 != "^" }))
        #expect(caretStart == DisplayWidth.columns(String(lines[linkRow][..<prefix])), "\(lines[linkRow])\n\(carets)")
        #expect(carets.filter { $0 == "^" }.count == DisplayWidth.columns(shown))
        // Where it is, as `check` counts columns: characters from 1, whatever their bytes.
        #expect(lines[linkRow + 2].contains("│ where    column \(28 + problem) "), "\(lines[linkRow + 2])")
    }

    /// F7 names a problem's place in columns, as `check` does, never as a range of byte offsets.
    @Test func f7NamesThePlaceInColumns() throws {
        let link = "myapp://search/results?q=café"
        #expect(ProblemDetailOverlay.place(of: 25..<30, in: link) == "columns 26–29", "é is two bytes and one column")
        #expect(ProblemDetailOverlay.place(of: 28..<30, in: link) == "column 29")
        #expect(ProblemDetailOverlay.place(of: 22..<22, in: link) == "before column 23")
        #expect(ProblemDetailOverlay.place(of: 30..<30, in: link) == "at the end, after column 29")
        #expect(ProblemDetailOverlay.place(of: 0..<0, in: "") == "at the start")
        let typo = "myapp://home/articleDetail?userId=abc&articleId=5"
        let (explorer, terminal) = runExplorer(typing(typo) + [.key(.function(7))], rows: 24, columns: 80)
        #expect(explorer.diagnostics[0].span == 34..<37)
        #expect(terminal.text.contains("│ where    columns 35–37 "))
        #expect(!terminal.text.contains("..<"))
    }

    /// The explorer's own status messages fit whole beside the fixed keys at 80 columns.
    @Test(arguments: [
        ([InputEvent.key(.control("o"))], "type or paste a link first: ^O shows its device commands"),
        ([.key(.enter)], "type or paste a link first, or ^R for the route catalog"),
        (typing("myapp://home/articles") + [.key(.control("x"))], "applied the fix for missing-param; fill in {articleId}"),
        ([.key(.function(9))], "F9 does nothing here; F1 lists the keys, ^C quits"),
        ([.key(.function(1)), .key(.character("x"))], "x closed it and was not typed; type it again to add it"),
    ])
    func statusMessagesFitAt80Columns(events: [InputEvent], message: String) {
        let (explorer, terminal) = runExplorer(events, rows: 24, columns: 80)
        #expect(explorer.message == message)
        #expect(terminal.frame.textLines.last?.hasPrefix(" " + message + " ") == true, "\(terminal.frame.textLines.last ?? "")")
    }

    /// At the smallest screen, 60×16, the words that would be cut inside give way whole: the
    /// simulated app's heading drops "Simulated", the parse panel's count drops "parameters",
    /// F7's footer takes its short form; the catalog keeps a column of margin by its border.
    @Test func theSmallestScreenCutsNoWordInside() throws {
        let link = "myapp://home/articleDetail?userId=abc&articleIdText=5"
        let (_, main) = runExplorer(typing(link), rows: 16, columns: 60)
        #expect(main.text.contains("│ iOS app · logged out"), "\(main.text)")
        #expect(main.frame.textLines[0].hasPrefix(" RouteScope · Sample Reader…  ") && main.frame.textLines[0].hasSuffix(" ✗ 2 errors, 1 warning "), "the title cuts the map's name at a word: \(main.frame.textLines[0])")
        #expect(main.text.contains("   … 5 more, 2 with errors "))
        let (_, detail) = runExplorer(typing(link) + [.key(.function(7))], rows: 16, columns: 60)
        #expect(detail.text.contains("│ ^N/^P others · ^X fix · any key closes "))
        let (_, wide) = runExplorer(typing(link) + [.key(.function(7))], rows: 24, columns: 80)
        #expect(wide.text.contains("│ ^N/^P other problems · ^X apply the fix · any key closes "))
        let (_, catalog) = runExplorer([.key(.control("r"))], rows: 24, columns: 80)
        let rows = catalog.frame.textLines.filter { $0.contains("│   home › ") || $0.contains("│ ▶ home › ") }
        #expect(rows.count == 4)
        for row in rows {
            #expect(row.hasSuffix("  │  ") || row.hasSuffix(" │  "), "a column of margin: \(row)")
            #expect(!row.contains("…│"), "\(row)")
        }
    }
}
