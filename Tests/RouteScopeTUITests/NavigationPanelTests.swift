import Navigator
import RouteCore
import RouteMapYAML
import Testing
@testable import RouteScopeTUI

/// The navigation panel shows where a link landed however deep the stack.
@Suite("The navigation panel")
struct NavigationPanelTests {
    /// Opens `links` one after another.
    static func opening(_ links: [String]) -> [InputEvent] {
        links.flatMap { typing($0) + [.key(.enter), .key(.control("u"))] }
    }

    static let sixPushes = opening((1...5).map { "myapp://home/articles/\($0)" } + ["myapp://home/articleDetail?userId=1&articleId=2"])

    @Test func aDeepStackShowsItsTopWithTheMiddleElided() {
        let (explorer, terminal) = runExplorer(Self.sixPushes, rows: 24, columns: 80)
        #expect(explorer.navigation.selectedStack.screens.count == 7)
        // The last link pushed onto home, so its row is marked as changed.
        let home = terminal.frame.textLines.first { $0.contains("│•home ") } ?? ""
        #expect(home.contains("feed › …"), "the root, then the elision")
        #expect(terminal.text.contains("articleDetail("), "the top, where the link landed, is shown")
    }

    @Test func spareRowsShowMoreOfTheSelectedStack() {
        let (_, wide) = runExplorer(Self.sixPushes, rows: 40, columns: 120)
        #expect(wide.text.contains("home     feed › article(articleId: 1, highlight:"), "the whole stack, wrapped")
        #expect(wide.text.contains("articleDetail(userId: 1,"))
        #expect(wide.text.contains(#"articleId: 2, mode: "safari")"#), "down to the end of the top")
    }

    @Test func stackTextKeepsTheTop() {
        let entries = [ScreenEntry(screen: "feed")] + (1...5).map { ScreenEntry(screen: "article", params: [RouteParam(name: "articleId", value: .int($0))]) }
            + [ScreenEntry(screen: "articleDetail", params: [RouteParam(name: "userId", value: .int(1))])]
        #expect(StackText.lines(entries, width: 60, maxLines: 1) == ["feed › … › article(articleId: 5) › articleDetail(userId: 1)"])
        #expect(StackText.lines(entries, width: 30, maxLines: 1) == ["… › articleDetail(userId: 1)"])
        #expect(StackText.lines(entries, width: 20, maxLines: 1) == ["… › articleDetail(…)"])
        #expect(StackText.lines(entries, width: 12, maxLines: 1) == ["… › article…"])
        #expect(StackText.lines([], width: 12, maxLines: 1) == ["none"])
    }

    @Test func theSelectedTabStaysInViewWithLongTabNames() throws {
        let yaml = """
            app: Long tabs
            schemes: [myapp]
            tabs:
              - {name: aVeryLongTabNameNumberOne, root: one, screens: {one: {}}}
              - {name: aVeryLongTabNameNumberTwo, root: two, screens: {two: {}}}
              - {name: aVeryLongTabNameNumberThree, root: three, screens: {three: {}}}
              - {name: last, root: four, screens: {four: {}}}
            """
        let map = try RouteMapLoader.load(yaml: yaml)
        let (_, terminal) = runExplorer([.key(.alt("4"))], rows: 24, columns: 80, map: map)
        let bar = terminal.frame.textLines.first { $0.contains("│ …") || $0.contains("[last]") } ?? ""
        #expect(bar.contains("[last]"))
        #expect(bar.contains("…"), "the cut tabs are marked")
    }

    @Test func textFittingWrapsAtSpacesAndMarksWhatItCuts() {
        #expect(TextFitting.wrapped("unknown parameter articleIdText — did you mean articleId?", width: 20)
            == ["unknown parameter", "articleIdText — did", "you mean articleId?"])
        #expect(TextFitting.wrapped("one two three four", width: 9, maxLines: 2) == ["one two", "three fo…"])
        #expect(TextFitting.ellipsized("abcdef", width: 4) == "abc…")
        #expect(TextFitting.ellipsized("abc", width: 4, continues: true) == "abc…")
        let huge = TextFitting.wrapped(String(repeating: "x", count: 10_000), width: 20, maxLines: 2)
        #expect(huge == [String(repeating: "x", count: 20), String(repeating: "x", count: 19) + "…"])
    }
}

/// Where Enter would land, shown before it is pressed.
@Suite("The Enter preview")
struct EnterPreviewTests {
    @Test func thePreviewSaysWhereEnterWouldLandWithoutGoingThere() throws {
        let (explorer, terminal) = runExplorer(typing("myapp://home/articleDetail?userId=1&articleId=2"))
        // The navigation panel's rows; the preview wraps across its width, over up to three rows.
        let rows = terminal.frame.textLines.compactMap { $0.split(separator: "│", maxSplits: 1).dropFirst().first.map(String.init) }
        let start = try #require(rows.firstIndex { $0.hasPrefix(" ⏎ would") })
        let preview = rows[start...].prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(preview.hasPrefix("⏎ would open home › articleDetail: stayed on tab home; pushed articleDetail("))
        #expect(explorer.navigation == Navigator(routeMap: .sample).initialState(), "nothing moved yet")
    }

    @Test func anInvalidLinkPreviewsNothing() {
        let link = "myapp://home/articleDetail?userId=abc"
        let (_, terminal) = runExplorer(typing(link))
        let expected = Navigator(routeMap: .sample).apply(.open(link), to: Navigator(routeMap: .sample).initialState()).explanation
        #expect(terminal.text.contains("⏎ would stay on home › feed: " + String(expected.prefix(20))))
    }

    /// The row reads as one phrase, whatever Enter would do: where the app would be, then the
    /// simulator's steps after a colon; never `would  stayed on …`.
    @Test(arguments: [
        ("myapp://home/feed", "would stay on home › feed: stayed on tab home"),
        ("myapp://search", "would open search › searchHome: selected tab search"),
        ("myapp://home/articleDetail?userId=1&articleId=2", "would open home › articleDetail: stayed on tab home; pushed"),
        ("myapp://setting/changeAccount", "would wait for login: selected tab setting"),
        ("https://www.example.com/nowhere", "would open the browser: "),
    ])
    func theRowReadsAsOnePhrase(link: String, expected: String) throws {
        let (_, terminal) = runExplorer(typing(link), rows: 24, columns: 80, map: PlatformsPanelTests.map)
        let lines = terminal.frame.textLines
        let start = try #require(lines.firstIndex { $0.contains("│ ⏎ ") })
        // The panel's side of each row: the preview's first, then its indented continuations.
        let panel = lines[start...].map { $0.split(separator: "│", omittingEmptySubsequences: false).last.map(String.init) ?? "" }
        let rows = [panel[0]] + panel.dropFirst().prefix { $0.hasPrefix("   ") && !$0.hasPrefix("    ") }
        let preview = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(preview.hasPrefix("⏎ " + expected.prefix(30)), "\(preview)")
        #expect(!preview.contains("  "), "one space between words: \(preview)")
        // The phrase is the accent; the steps after the colon are dim.
        let phraseEnd = try #require(lines[start].range(of: ":")).lowerBound
        let colon = lines[start].distance(from: lines[start].startIndex, to: phraseEnd)
        let accent = terminal.columns(ofRow: start, styled: ["A", "a"])
        #expect(accent.contains(colon - 1) && !accent.contains(colon + 2), "\(String(terminal.frame.styleLines[start]))")
    }

    @Test func anEmptyInputHasNoPreview() {
        let (_, terminal) = runExplorer([])
        #expect(!terminal.text.contains("⏎ would"))
    }
}
