import Foundation
import Navigator
import RouteCore
import Testing
@testable import RouteScopeTUI

/// Presenting a demo flow (`explore --demo FLOW --present`), through the
/// in-memory terminal at 80×24 and 200×50.
@Suite("Presenting a demo flow")
struct PresentationTests {
    static let f6 = InputEvent.key(.function(6))
    static let shiftF6 = InputEvent.key(.shiftFunction(6))

    static func campaignLogin() throws -> FlowPlayback {
        let flow = try #require(DemoFlow.named("campaign-login")).load()
        return FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
    }

    /// A flow of captions and steps, whose third step expects the wrong stack.
    static func failing() throws -> FlowPlayback {
        let flow = try FlowLoader.load(
            yaml: """
                description: A tour that goes wrong
                steps:
                  - say: The reader opens an article
                  - open: myapp://home/articleDetail?userId=100&articleId=200
                    expect: {tab: home}
                  - tap: search
                    expect: {stack: [searchHome, results]}
                """, file: "tour.yml", origin: .embedded)
        return FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
    }

    /// The navigation panel's rows of a frame: the text right of its border.
    static func panel(_ terminal: InMemoryTerminal) -> [String] {
        terminal.frame.textLines.compactMap { line in line.firstIndex(of: "│").map { String(line[line.index(after: $0)...]) } }
    }

    /// The panel's rows from the Why heading down, without the blanks around them.
    static func why(_ terminal: InMemoryTerminal) -> [String] {
        panel(terminal).drop { !$0.hasPrefix(" Why") }.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test(arguments: [(24, 80), (50, 200)])
    func theWhyTellsTheStoryWithoutTicksAndTheVerbStaysVisible(rows: Int, columns: Int) throws {
        let (explorer, terminal) = runExplorer([Self.f6, Self.f6], rows: rows, columns: columns, demo: try Self.campaignLogin(), presenting: true)
        #expect(explorer.demoOutcome?.passed == true)
        let why = Self.why(terminal).joined(separator: " ")
        #expect(why.contains("pushed order("), "the verb of the sentence is in view")
        #expect(!why.contains("✓"), "presenting, the expectations that hold are not ticked")
        #expect(!Self.panel(terminal).joined().contains("spring_sale"), "the resumed link gives way by its query")
        let link = try #require(Self.why(terminal).first { $0.contains("myapp://") })
        #expect(link.contains("myapp://myPage/orders/"), "scheme, host and screen stay")
        #expect(terminal.frame.textLines[0].contains("A campaign link into a login-gated screen"), "the title shows the description")
        #expect(!terminal.text.contains("⏎ would"), "the link the step opened is not previewed")
    }

    @Test func outsidePresentationTheWhyTicksEachExpectation() throws {
        let (_, terminal) = runExplorer([Self.f6, Self.f6], rows: 50, columns: 200, demo: try Self.campaignLogin())
        #expect(Self.why(terminal).contains { $0.contains("✓ logged_in true") })
        #expect(terminal.frame.textLines[0].contains("embedded sample · demo 2/8"))
    }

    @Test(arguments: [true, false])
    func aFailedExpectationIsMarkedAndTheTitleSaysSo(presenting: Bool) throws {
        for color in [true, false] {
            let (explorer, terminal) = runExplorer(
                [Self.f6, Self.f6, Self.f6], rows: 24, columns: 80, color: color, demo: try Self.failing(), presenting: presenting)
            #expect(explorer.demoOutcome?.passed == false)
            let title = terminal.frame.textLines[0]
            #expect(title.contains("✗ step 3 failed 1 expectation"))
            #expect(!title.contains("✓ ok"))
            let row = try #require(terminal.frame.textLines.firstIndex { $0.contains("✗ stack: expected") })
            let mark = try #require(terminal.frame.textLines[row].range(of: "✗ stack"))
            let column = terminal.frame.textLines[row].distance(from: terminal.frame.textLines[row].startIndex, to: mark.lowerBound)
            let style = Array(terminal.frame.styleLines[row])[column]
            // Red with colour; reverse video without it (NO_COLOR), so it still stands out.
            #expect(style == (color ? "E" : "R"))
        }
    }

    @Test func aCaptionIsTheStoryAndTheDescriptionComesFirst() throws {
        let (start, opening) = runExplorer([], rows: 24, columns: 80, demo: try Self.failing(), presenting: true)
        #expect(start.explanation == "demo tour.yml: A tour that goes wrong; F6 plays step 1 of 3")
        #expect(opening.frame.textLines[0].contains("A tour that goes wrong"))
        let (explorer, terminal) = runExplorer([Self.f6], rows: 24, columns: 80, demo: try Self.failing(), presenting: true)
        #expect(explorer.explanation == "step 1/3 say: The reader opens an article")
        #expect(explorer.navigation == Navigator(routeMap: .sample).initialState(), "a caption changes nothing")
        let row = try #require(terminal.frame.textLines.firstIndex { $0.contains("The reader opens") })
        #expect(terminal.frame.styleLines[row].contains("B"), "the caption is bold")
    }

    @Test func shiftF6StepsBackByReplayingTheFlow() throws {
        let playback = try Self.campaignLogin()
        let (once, _) = runExplorer([Self.f6], rows: 24, columns: 80, demo: playback, presenting: true)
        let (back, terminal) = runExplorer([Self.f6, Self.f6, Self.shiftF6], rows: 24, columns: 80, demo: playback, presenting: true)
        #expect(back.demo?.nextIndex == 1)
        #expect(back.navigation == once.navigation)
        #expect(back.explanation == once.explanation)
        #expect(back.previousNavigation == once.previousNavigation)
        #expect(terminal.text.contains("back from step 2: replayed the flow from its start"))
        #expect(terminal.frame.textLines[0].contains("demo 1/8"))
        let (start, atStart) = runExplorer([Self.f6, Self.shiftF6, Self.shiftF6], rows: 24, columns: 80, demo: playback, presenting: true)
        #expect(start.demo?.nextIndex == 0)
        #expect(start.navigation == playback.state)
        #expect(atStart.text.contains("the demo is at its start; F6 plays step 1"))
    }

    @Test func aLinkOpenedByHandIsAnnouncedAndThenReplacedByTheNextStep() throws {
        let playback = try Self.campaignLogin()
        let byHand = [Self.f6, .key(.control("u"))] + typing("myapp://search/results?q=shoes") + [.key(.enter)]
        let (opened, openedScreen) = runExplorer(byHand, rows: 24, columns: 80, demo: playback, presenting: true)
        #expect(opened.navigation.selectedTab == "search")
        #expect(openedScreen.text.contains("opened by hand, outside the demo; F6 goes on with step 2"))
        let (next, terminal) = runExplorer(byHand + [Self.f6], rows: 24, columns: 80, demo: playback, presenting: true)
        #expect(terminal.text.contains("step 2 replaces the link you opened: myapp://search/results…"), "its query gives way at 80 columns")
        let (_, wide) = runExplorer(byHand + [Self.f6], rows: 50, columns: 200, demo: playback, presenting: true)
        #expect(wide.text.contains("step 2 replaces the link you opened: myapp://search/results?q=shoes "))
        #expect(next.navigation.selectedTab == "myPage")
        #expect(next.demoOutcome?.passed == true, "the flow goes on from its own state, so its expectations hold")
    }

    @Test(arguments: [(24, 80), (50, 200)])
    func whatTheStepChangedIsMarked(rows: Int, columns: Int) throws {
        let (_, terminal) = runExplorer([Self.f6, Self.f6], rows: rows, columns: columns, demo: try Self.campaignLogin(), presenting: true)
        let marked = Self.panel(terminal).filter { $0.hasPrefix("•") }.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        // Logging in pushed the order onto myPage and closed the login screen.
        #expect(marked == ["•myPage", "•modal"])
        let (_, cold) = runExplorer([Self.f6, Self.f6, .key(.function(5))], rows: rows, columns: columns, demo: try Self.campaignLogin(), presenting: true)
        #expect(!Self.panel(cold).contains { $0.hasPrefix("•") }, "a cold start has nothing to compare with")
    }

    @Test(arguments: [(24, 80), (50, 200)])
    func aLongStackUsesTheFreeRows(rows: Int, columns: Int) throws {
        let flow = try FlowLoader.load(
            yaml: """
                start: {logged_in: true}
                steps:
                  - tap: myPage
                  - open: myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000
                  - open: myapp://myPage/webView?url=https://example.com/help/a/very/long/path/to/read
                  - say: Three screens deep
                """, file: "stack.yml", origin: .embedded)
        let playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample))
        let (_, terminal) = runExplorer([Self.f6, Self.f6, Self.f6, Self.f6], rows: rows, columns: columns, demo: playback, presenting: true)
        let stack = Self.panel(terminal).drop { !$0.hasPrefix(" myPage") }.prefix { !$0.hasPrefix(" setting") }.joined()
        #expect(stack.contains("profile"), "the whole stack shows, root first, over several rows")
        #expect(stack.contains("123e4567"))
        #expect(stack.contains("webView("))
    }
}

@Suite("Fitting a link by its query first")
struct LinkFittingTests {
    static let link = "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale"

    @Test(arguments: [
        (200, link),
        (100, "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000?utm_source=newsletter&utm_medium=email&…"),
        (82, "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000?utm_source=newsletter&…"),
        (61, "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000?…"),
        (30, "myapp://myPage/orders/123e456…"),
        (1, "…"),
        (0, ""),
    ])
    func theQueryGivesWayFirstThenThePathsEnd(width: Int, fitted: String) {
        #expect(LinkFitting.fitted(Self.link, width: width) == fitted)
        #expect(DisplayWidth.columns(fitted) <= max(0, width))
    }

    @Test func aFragmentGivesWayBeforeTheQuery() {
        #expect(LinkFitting.fitted("myapp://home/feed?a=1&b=2#section-one", width: 30) == "myapp://home/feed?a=1&b=2#…")
        #expect(LinkFitting.fitted("myapp://home/feed#section-one", width: 20) == "myapp://home/feed#…")
        #expect(LinkFitting.fitted("myapp://home/feed?a=1", width: 18) == "myapp://home/feed…", "the cut query is still marked")
    }

    @Test func linksInTextAreFittedAndTheirPunctuationKept() {
        let text = "resumed \(Self.link): pushed order"
        #expect(LinkFitting.fittingLinks(in: text, width: 40) == "resumed myapp://myPage/orders/123e4567-e89b-12…: pushed order")
        #expect(LinkFitting.fittingLinks(in: "resumed myapp://home: pushed feed", width: 40) == "resumed myapp://home: pushed feed")
    }
}

@Suite("Shift-F6")
struct ShiftedFunctionKeyTests {
    @Test func shiftF6StepsTheDemoBack() {
        #expect(ExplorerCommand.main(.shiftFunction(6)) == .demoStepBack)
        #expect(ExplorerCommand.main(.function(6)) == .demoStep)
    }

    /// The sequences xterm and tmux send, for a terminfo (screen-256color) that does not name them.
    @Test(arguments: [
        ("[17;2~", 6), ("[15;2~", 5), ("[24;2~", 12), ("[1;2P", 1), ("[1;2S", 4),
    ])
    func xtermSequencesAreRead(tail: String, number: Int) {
        #expect(ShiftedFunctionKey.number(xtermSequence: tail) == number)
    }

    @Test(arguments: ["[17~", "[17;5~", "[16;2~", "[x;2~", "[1;2T", "O2Q"])
    func otherSequencesAreNot(tail: String) {
        #expect(ShiftedFunctionKey.number(xtermSequence: tail) == nil)
    }
}
