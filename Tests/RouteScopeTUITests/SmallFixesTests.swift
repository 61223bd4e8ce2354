import Navigator
import RouteCore
import Testing
@testable import RouteScopeTUI

/// Smaller problems, each through the in-memory terminal.
@Suite("Small things that confused users")
struct SmallFixesTests {
    @Test func anEmptyInputShowsAHintNotAnError() {
        let (_, terminal) = runExplorer([])
        #expect(!terminal.text.contains("unknown-scheme"))
        #expect(terminal.text.contains("Problems (0)"))
        #expect(terminal.text.contains("Nothing yet. Try ^R for the route catalog."))
        #expect(terminal.frame.textLines[2].allSatisfy { $0 == " " }, "no caret under an empty input")
    }

    @Test func aRecoveredNameSaysWhatItIs() {
        let (_, terminal) = runExplorer(typing("myapp://home/feeed"))
        #expect(!terminal.text.contains("(recovered: did you mean)"))
        #expect(terminal.text.contains("feeed → feed  (the closest declared name; see Problems)"))
        #expect(terminal.text.contains("home"))
    }

    @Test func aScreenInAnotherTabShowsTheTabTheLinkNames() {
        let (_, terminal) = runExplorer(typing("myapp://home/results?q=x"), rows: 40, columns: 120)
        #expect(terminal.text.contains("home → search  (the closest declared name; see Problems)"))
        #expect(terminal.text.contains("results → results") == false)
    }

    @Test func aValueWithABadPercentEscapeIsMarkedAsAnError() {
        let (_, terminal) = runExplorer(typing("myapp://search/results?q=a%zz"))
        let row = terminal.frame.textLines.first { $0.contains(" q ") } ?? ""
        #expect(row.hasPrefix(" ✗ q"), "\(row)")
    }

    @Test func theStatusLineSaysLogoutWhileLoggedIn() {
        let (_, loggedOut) = runExplorer([])
        #expect(loggedOut.frame.textLines.last?.contains("F4 login") == true)
        let (_, loggedIn) = runExplorer([.key(.function(4))])
        #expect(loggedIn.frame.textLines.last?.contains("F4 logout") == true)
    }

    @Test func aNoteIsNotCountedAsAProblem() {
        let (_, terminal) = runExplorer(typing("myapp://setting/changeAccount"))
        #expect(terminal.frame.textLines[0].contains("✓ ok"))
        #expect(terminal.text.contains("Problems (0) · 1 note"))
    }

    @Test func keysWaitWhileTheTerminalIsTooSmall() {
        let (explorer, terminal) = runExplorer([.resize(rows: 12, columns: 50)] + typing("abc") + [.key(.backspace)])
        #expect(explorer.editor.text.isEmpty)
        #expect(terminal.text.contains("Keys wait until it is larger"))
        let (quit, small) = runExplorer([.resize(rows: 12, columns: 50), .key(.control("c"))] + typing("x"))
        #expect(small.pendingEvents.count == 1, "Ctrl-C still quits")
        #expect(quit.editor.text.isEmpty)
    }

    /// The keys typed while the screen is too small are applied, in order with a paste after
    /// them, once it is large enough again, as the screen says they will be.
    @Test func keysTypedWhileTheTerminalIsTooSmallAreAppliedWhenItIsLargerAgain() {
        let small = typing("myapp://home/") + [.resize(rows: 10, columns: 40)] + typing("fee") + [.paste("d?x=1")]
        let (waiting, terminal) = runExplorer(small)
        #expect(waiting.editor.text == "myapp://home/")
        #expect(terminal.frame.textLines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains("larger (4 waiting)"))
        let (explorer, large) = runExplorer(small + [.resize(rows: 24, columns: 80)])
        #expect(explorer.editor.text == "myapp://home/feed?x=1")
        #expect(explorer.eventsWaiting.isEmpty)
        #expect(large.frame.textLines[1].hasPrefix("❯ myapp://home/feed?x=1"))
    }

    @Test func theTooSmallMessageBreaksBetweenWords() {
        let (_, terminal) = runExplorer([], rows: 12, columns: 50)
        let lines = terminal.frame.textLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines.first == "terminal too small: RouteScope needs 60×16, this")
        #expect(lines.allSatisfy { !$0.hasSuffix("nee") && !$0.hasSuffix("lar") })
    }

    @Test func f5AfterAFinishedDemoStartsItAgain() throws {
        let flow = try #require(DemoFlow.named("campaign-login")).load()
        let playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
        let steps = Array(repeating: InputEvent.key(.function(6)), count: flow.steps.count + 1)
        let (explorer, terminal) = runExplorer(steps + [.key(.function(5)), .key(.function(6))], demo: playback)
        #expect(explorer.demo?.nextIndex == 1)
        #expect(terminal.text.contains("demo 1/\(flow.steps.count)"))
    }

    @Test func anEmbeddedDemoNamesTheEmbeddedSample() throws {
        let flow = try #require(DemoFlow.named("campaign-login")).load()
        #expect(flow.routeMapTitle == "embedded sample")
        let file = Flow(file: "flows/a.yml", origin: .file(directory: "flows"), routes: "../routes.yml", steps: [])
        #expect(file.routeMapTitle == "flows/../routes.yml")
    }

    @Test func theCursorRestsInsideAnOpenOverlay() {
        let (_, help) = runExplorer([.key(.function(1))], rows: 24, columns: 80)
        let helpCursor = help.frame.cursor
        #expect(helpCursor.map { $0.row < 23 && $0.column < 79 } == true)
        #expect(helpCursor.map { help.frame[$0.row, $0.column - 1].text } == "│")
        let (_, catalog) = runExplorer([.key(.control("r"))] + typing("feed"), rows: 24, columns: 80)
        let cursor = catalog.frame.cursor
        #expect(cursor.map { catalog.frame.textLines[$0.row].contains("❯ feed") } == true, "on the catalog's query")
        #expect(cursor.map { catalog.frame[$0.row, $0.column - 1].text } == "d", "after the query")
    }
}

/// A ZWJ emoji is never drawn as its first emoji and a stray joiner (item 7).
@Suite("Emoji joined with ZWJ")
struct JoinedEmojiTests {
    @Test func aFamilyIsShownAsItsEmojiWithTheJoinersEscaped() {
        let display = GraphemeDisplay("👨‍👩‍👧")
        #expect(display.text == #"👨\u{200d}👩\u{200d}👧"#)
        #expect(display.width == 6 + 2 * 8)
        let (_, terminal) = runExplorer(typing("myapp://search/results?q=👨‍👩‍👧x"))
        #expect(terminal.frame.textLines[1].hasPrefix(#"❯ myapp://search/results?q=👨\u{200d}👩\u{200d}👧x"#))
    }

    @Test func oneEmojiWithModifiersStaysOneGlyph() {
        #expect(GraphemeDisplay("👍🏽").text == "👍🏽")
        #expect(GraphemeDisplay("❤️").text == "❤️")
    }
}
