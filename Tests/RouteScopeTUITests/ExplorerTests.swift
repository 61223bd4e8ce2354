import Navigator
import RouteCore
import Testing
@testable import RouteScopeTUI

@Suite("The explorer, through the in-memory terminal")
struct ExplorerTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"
    /// Where the input text starts on its row: after the "❯ " prompt.
    static let inputOrigin = 2

    @Test func theSeedTypoIsHighlightedWithADidYouMeanAndAOneKeyFix() {
        let (_, terminal) = runExplorer(typing(Self.typo))
        let lines = terminal.frame.textLines
        #expect(lines[1] == "❯ " + Self.typo + String(repeating: " ", count: 120 - 2 - Self.typo.count))
        // Exactly the bytes of "articleIdText" are highlighted (a warning), nothing else.
        let start = Self.inputOrigin + 38
        #expect(terminal.columns(ofRow: 1, styled: ["W", "E"]) == Array(start..<start + 13))
        #expect(lines[2].dropFirst(start).hasPrefix("^^^^^^^^^^^^^"))
        #expect(terminal.text.contains("unknown parameter articleIdText — did you mean articleId?"))
        #expect(terminal.text.contains(#"fix (maybe-incorrect) ^X: replace "articleIdText" with "articleId""#))
    }

    @Test func fixThenEnterLandsOnArticleDetail() {
        let (explorer, terminal) = runExplorer(typing(Self.typo) + [.key(.control("x")), .key(.enter)])
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=100&articleId=5")
        #expect(explorer.analysis.ok)
        #expect(explorer.navigation.selectedStack.screens.map(\.screen) == ["feed", "articleDetail"])
        #expect(terminal.text.contains("home     feed › articleDetail(userId: 100,"))
        #expect(terminal.text.contains("pushed articleDetail"))
        #expect(explorer.history.entries == ["myapp://home/articleDetail?userId=100&articleId=5"])
    }

    @Test func anInvalidLinkChangesNothingInTheSimulator() {
        let (explorer, _) = runExplorer(typing("myapp://home/articleDetail?userId=abc") + [.key(.enter)])
        #expect(explorer.navigation == Navigator(routeMap: .sample).initialState())
    }

    @Test func simulatorKeys() {
        let events = typing("myapp://setting/changeAccount") + [.key(.enter)]
        let (gated, _) = runExplorer(events)
        #expect(gated.navigation.modals.map(\.screen) == ["login"])
        let (loggedIn, _) = runExplorer(events + [.key(.function(4))])
        #expect(loggedIn.navigation.modals.map(\.screen) == ["changeAccount"])
        let (dismissed, _) = runExplorer(events + [.key(.function(4)), .key(.function(3))])
        #expect(dismissed.navigation.modals.isEmpty)
        let (tapped, _) = runExplorer([.key(.alt("2"))])
        #expect(tapped.navigation.selectedTab == "search")
        let (back, _) = runExplorer(typing("myapp://home/feed?category=tech") + [.key(.enter), .key(.function(2))])
        #expect(back.navigation.selectedStack.screens.count == 1)
        let (cold, _) = runExplorer(typing("myapp://search/map?lat=1&lng=2") + [.key(.enter), .key(.function(5))])
        #expect(cold.navigation == Navigator(routeMap: .sample).initialState())
    }

    @Test func historyWithUpAndDown() {
        let (explorer, _) = runExplorer([.key(.up)], history: History(entries: ["myapp://home", "myapp://search"]))
        #expect(explorer.editor.text == "myapp://search")
        let (draft, _) = runExplorer(typing("my") + [.key(.up), .key(.up), .key(.down), .key(.down)], history: History(entries: ["a", "b"]))
        #expect(draft.editor.text == "my")
    }

    @Test func aPasteIsOneEditAndKeepsItsText() {
        let (explorer, terminal) = runExplorer([.paste("myapp://home/feed?category=te\u{1B}[2Jch\n")])
        #expect(explorer.editor.text == "myapp://home/feed?category=te\u{1B}[2Jch")
        #expect(terminal.frame.textLines[1].contains(#"te\x1b[2Jch"#))
        #expect(!terminal.frame.cells.contains { $0.text.contains("\u{1B}") })
    }

    @Test func aMultiLinePasteBecomesABatch() {
        let paste = "myapp://home\n# a comment\nmyapp://hom\n\nmyapp://search\n"
        let (explorer, terminal) = runExplorer([.paste(paste), .key(.pageDown)])
        #expect(explorer.batch?.links == ["myapp://home", "myapp://hom", "myapp://search"])
        #expect(explorer.editor.text == "myapp://hom")
        #expect(terminal.text.contains("batch 2/3"))
        #expect(terminal.text.contains("▶✗ myapp://hom"))
    }

    @Test func routeCatalogInsertsATemplate() {
        let (explorer, terminal) = runExplorer([.key(.control("r")), .key(.down), .key(.enter)] + typing("7"))
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=7&articleId={articleId}")
        #expect(terminal.text.contains("Tab: next {placeholder}") == false, "the message is cleared by the next key")
    }

    @Test func helpOverlayOpensAndCloses() {
        let (_, open) = runExplorer([.key(.function(1))])
        #expect(open.text.contains("Ctrl-X          apply the selected fix-it"))
        let (explorer, closed) = runExplorer([.key(.function(1)), .key(.character("x"))])
        #expect(!closed.text.contains("apply the selected fix-it"))
        #expect(explorer.editor.text.isEmpty, "the closing key is not typed")
        #expect(closed.text.contains("x closed it and was not typed; type it again to add it"), "and the status line says so")
        let (_, escaped) = runExplorer([.key(.function(1)), .key(.escape)])
        #expect(!escaped.text.contains("was not typed"), "Esc types nothing")
    }

    /// A paste goes to the input, so nothing in front of it may hide the change: the help, a
    /// problem in full or the catalog closes, and the pasted link is on screen.
    @Test(arguments: [Key.function(1), Key.control("r")])
    func aPasteClosesWhatHidesTheInput(opening key: Key) {
        let (explorer, terminal) = runExplorer([.key(key), .paste("myapp://home/feed", droppedBytes: 0)])
        #expect(explorer.overlay == nil)
        #expect(explorer.editor.text == "myapp://home/feed")
        #expect(terminal.text.contains("myapp://home/feed"))
    }

    @Test func demoModePlaysAFlowStepByStep() throws {
        let flow = try #require(DemoFlow.named("campaign-login")).load()
        let playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
        let (explorer, terminal) = runExplorer([.key(.function(6)), .key(.function(6))], demo: playback)
        #expect(explorer.demo?.nextIndex == 2)
        #expect(explorer.navigation.selectedStack.screens.map(\.screen) == ["profile", "order"])
        #expect(terminal.text.contains("demo 2/"))
        #expect(terminal.text.contains("✓ logged_in true"), "outside presentation, the Why ticks each expectation")
    }

    @Test func statusLineAlwaysShowsTheMainKeys() {
        let (_, terminal) = runExplorer([])
        let status = terminal.frame.textLines.last ?? ""
        #expect(status.contains("⏎ open") && status.contains("^X fix") && status.contains("^C quit"))
    }

    @Test func quitKeysEndTheLoopAndRestoreTheTerminal() {
        let (_, terminal) = runExplorer([.key(.control("c")), .key(.character("z"))])
        #expect(terminal.restored)
        #expect(terminal.pendingEvents.count == 1, "nothing is read after quit")
    }

    @Test func narrowAndTooSmallScreens() {
        let (_, narrow) = runExplorer(typing(Self.typo), rows: 16, columns: 60)
        #expect(narrow.frame.textLines[1].hasPrefix("❯ "))
        #expect(narrow.text.contains("Problems (2)"))
        #expect(narrow.frame.cursor != nil)
        let (_, small) = runExplorer(typing(Self.typo), rows: 15, columns: 59)
        #expect(small.text.contains("terminal too small"))
        let (_, resized) = runExplorer(typing("myapp://home") + [.resize(rows: 12, columns: 40), .resize(rows: 30, columns: 100)])
        #expect(resized.frame.columns == 100)
        #expect(resized.text.contains("Simulated app"))
    }

    @Test func longLinksScrollAndKeepTheCursorVisible() {
        let long = "myapp://search/results?q=" + String(repeating: "a", count: 300)
        let (_, terminal) = runExplorer(typing(long), rows: 20, columns: 80)
        let cursor = terminal.frame.cursor
        #expect(cursor?.row == 1)
        #expect((cursor?.column ?? 99) < 80)
        #expect(terminal.frame.textLines[1].contains("…"))
    }

    @Test func noColorFallsBackToReverseAndUnderline() {
        let (_, terminal) = runExplorer(typing("myapp://home/articleDetail?userId=100&articleId=abc"), color: false)
        let start = Self.inputOrigin + 48
        let styles = Array(terminal.frame.styleLines[1])
        #expect(styles[start..<start + 3].allSatisfy { $0 == "R" }, "errors in reverse video")
        #expect(terminal.frame.cells.allSatisfy { $0.style.color == .plain })
        let (_, warning) = runExplorer(typing(Self.typo), color: false)
        let warningStart = Self.inputOrigin + 38
        #expect(Array(warning.frame.styleLines[1])[warningStart..<warningStart + 13].allSatisfy { $0 == "U" }, "warnings underlined")
    }
}
