import Navigator
import RouteCore
import TestSupport
import Testing

@testable import RouteScopeTUI

/// Where it lands: the router's landing, what iOS does and what Android does
/// with the input, side by side, from the sample app's AASA, manifest and assetlinks.json; and
/// Alt-P, which runs the simulated app on another platform.
@Suite("The platforms panel")
struct PlatformsPanelTests {
    static let map = try! RouteMap.sampleWithPlatformFiles()
    /// The AASA keeps a #web fragment in Safari; the router and Android open the article.
    static let webFragment = "https://example.com/app/home/articleDetail?userId=1&articleId=2#web"
    /// www.example.com has no assetlinks.json: Android opens the browser, iOS the app.
    static let unverified = "https://www.example.com/app/home/feed"

    static func row(_ terminal: InMemoryTerminal, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try #require(terminal.row(startingWith: prefix), "no row starts with \(prefix)\n\(terminal.text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [(24, 80), (50, 200)])
    func theAASAExcludingALinkIsHighlighted(_ size: (Int, Int)) throws {
        let (_, terminal) = runExplorer(typing(Self.webFragment), rows: size.0, columns: size.1, map: Self.map)
        let lines = terminal.frame.textLines
        let heading = try Self.row(terminal, " Where it lands · ≠ the platforms disagree · Alt-P switches the simulated app ──")
        #expect(lines[heading + 1].hasPrefix("   router   home › articleDetail  stayed on tab home; pushed articleDetail("), "the router's tab and screen stay")
        #expect(lines[heading + 2].hasPrefix(#" ▸≠iOS      browser               "/app/*" with # "web" in detail 1, comp"#))
        #expect(lines[heading + 3].hasPrefix("   Android  home › articleDetail  Android opens com.example.reader.MainActivity"))
        if size.1 == 200 {
            #expect(lines[heading + 2].contains(#""/app/*" with # "web" in detail 1, component 2 excludes this fragment, so iOS opens it in Safari  "#))
            #expect(lines[heading + 3].contains("MainActivity by intent filter 2; stayed on tab home; pushed articleDetail(userId: 1, articleId: 2, mode: \"safari\")  "))
        }
        // Only iOS's landing is highlighted, with the colour of a warning.
        let styles = terminal.frame.styleLines
        #expect(terminal.columns(ofRow: heading + 2, styled: ["W"]) == Array(12..<12 + 7))
        #expect(terminal.columns(ofRow: heading + 1, styled: ["W"]).isEmpty)
        #expect(terminal.columns(ofRow: heading + 3, styled: ["W"]).isEmpty)
        #expect(styles[heading].contains("W"), "the heading says so in colour")
        #expect(lines.allSatisfy { $0.count <= size.1 })
    }

    /// Without colour the highlight is underlined, and the ≠ marks stay.
    @Test func theDisagreementSurvivesNoColor() throws {
        let (_, terminal) = runExplorer(typing(Self.webFragment), rows: 24, columns: 80, color: false, map: Self.map)
        let heading = try Self.row(terminal, " Where it lands · ≠ the platforms disagree")
        #expect(terminal.frame.textLines[heading + 2].hasPrefix(" ▸≠iOS      browser"))
        #expect(terminal.columns(ofRow: heading + 2, styled: ["U"]) == Array(12..<12 + 7))
    }

    /// On a wide screen a long sentence takes a second row instead of being cut.
    @Test func aLongSentenceWrapsOnAWideScreen() throws {
        let (_, terminal) = runExplorer(typing(Self.unverified), rows: 50, columns: 200, map: Self.map)
        let lines = terminal.frame.textLines
        let android = try Self.row(terminal, "  ≠Android  browser              ")
        #expect(lines[android].contains("intent filter 2 of com.example.reader.MainActivity takes the link, but no assetlinks.json was given for"))
        let words = (lines[android] + lines[android + 1]).split(separator: " ").joined(separator: " ")
        #expect(words.hasSuffix("so Android 12+ opens the browser: presented browser"), "the sentence in full, over two rows")
        // The app is on home › feed already, and the link changes nothing there.
        #expect(try Self.row(terminal, " ▸ iOS      stays on home › feed  match by \"/app/*\" in detail 1, component 3: stayed on tab home;") == android - 1)
    }

    /// Without the files: a custom scheme opens the app on iOS, and Android is not loaded.
    @Test func withoutTheFilesThePanelSaysNotLoaded() throws {
        let (_, terminal) = runExplorer(typing("myapp://search/results?q=shoes"), rows: 24, columns: 80)
        let heading = try Self.row(terminal, " Where it lands · every platform lands the same")
        let lines = terminal.frame.textLines
        #expect(lines[heading + 1].hasPrefix("   router   search › results  selected tab search; pushed results("))
        #expect(lines[heading + 2].hasPrefix(" ▸ iOS      search › results  opens the app: selected tab search;"))
        #expect(lines[heading + 3].hasPrefix("   Android  —                 not loaded: the route map has no Android manifest"))
    }

    /// An invalid link opens nothing: each platform stays where the app is, and says so.
    @Test func anInvalidLinkStaysWhereTheAppIs() throws {
        let (_, terminal) = runExplorer(typing("myapp://home/articleDetail?userId=100&articleIdText=5"), rows: 50, columns: 120)
        let heading = try Self.row(terminal, " Where it lands")
        let lines = terminal.frame.textLines
        #expect(lines[heading + 1].hasPrefix("   router   stays on home › feed  the link is invalid, so nothing changed"), "\(lines[heading + 1])")
        #expect(terminal.row(startingWith: " ▸ iOS      stays on home › feed  ") != nil)
    }

    /// Before a link, and on the smallest screen, one row names the platforms.
    @Test func oneRowBeforeALinkAndOnTheSmallestScreen() throws {
        let (_, empty) = runExplorer([], rows: 24, columns: 80)
        #expect(empty.row(startingWith: " router · ▸iOS · Android not loaded · Alt-P switches") != nil)
        let (_, small) = runExplorer(typing(Self.webFragment), rows: 16, columns: 60, map: Self.map)
        let row = try Self.row(small, " router home › articleDetail · ▸iOS ≠browser · Android home…")
        #expect(small.columns(ofRow: row, styled: ["W"]) == Array(35..<44))
    }

    /// Alt-P runs the app on Android, then the router, then iOS again; the panel and the
    /// simulated app say which, and Enter goes through that platform's rules.
    @Test func altPSwitchesThePlatform() throws {
        let (android, onAndroid) = runExplorer([.key(.alt("p"))] + typing(Self.unverified) + [.key(.enter)], rows: 24, columns: 80, map: Self.map)
        #expect(android.platform == .android)
        #expect(onAndroid.text.contains("│ Simulated Android app · logged out"), "at 80 columns the platform goes first")
        #expect(android.navigation.modals.map(\.screen) == [Navigator.browserScreen], "Android opens the browser")
        // Opened, the browser is in front: opening the link again changes nothing.
        #expect(onAndroid.row(startingWith: " ▸≠Android  stays on browser") != nil)

        let (ios, _) = runExplorer(typing(Self.unverified) + [.key(.enter)], rows: 24, columns: 80, map: Self.map)
        #expect(ios.platform == .ios)
        #expect(ios.navigation.modals.isEmpty, "iOS opens the app")

        let (router, onRouter) = runExplorer([.key(.alt("p")), .key(.alt("p"))] + typing(Self.webFragment) + [.key(.enter)], map: Self.map)
        #expect(router.platform == .router)
        #expect(router.navigation.selectedStack.top.screen == "articleDetail", "no AASA decides for the router")
        #expect(onRouter.text.contains("Simulated app · router"))
        let (back, _) = runExplorer(Array(repeating: .key(.alt("p")), count: 3), map: Self.map)
        #expect(back.platform == .ios)
    }

    @Test func altPSaysWhatDecidesAndSkipsAPlatformNotLoaded() {
        let (android, _) = runExplorer([.key(.alt("p"))], map: Self.map)
        #expect(android.message == "simulating Android (the manifest decides); the app keeps its state")
        let (router, _) = runExplorer([.key(.alt("p"))])
        #expect(router.platform == .router)
        #expect(router.message == "simulating router (no AASA or manifest decides); the app keeps its state; Android is not loaded (--manifest FILE)")
        let (ios, _) = runExplorer([.key(.alt("p")), .key(.alt("p"))])
        #expect(ios.message == "simulating iOS (no AASA loaded: the web hosts decide); the app keeps its state")
    }

    /// The app keeps its state across a switch, and a demo's next steps play on the new platform.
    @Test func aSwitchKeepsTheStateAndMovesTheDemo() throws {
        let (explorer, _) = runExplorer(typing("myapp://search/results?q=shoes") + [.key(.enter), .key(.alt("p"))], map: Self.map)
        #expect(explorer.navigation.selectedStack.top.screen == "results")

        let flow = try FlowLoader.load(yaml: "steps:\n  - open: \(Self.unverified)\n", file: "flow.yml", origin: .embedded)
        let playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: Self.map))
        let (demo, _) = runExplorer([.key(.alt("p")), .key(.function(6))], demo: playback, map: Self.map)
        #expect(demo.demo?.navigator.platform == .android)
        #expect(demo.navigation.modals.map(\.screen) == [Navigator.browserScreen], "the step played on Android")
    }

    /// docs/explorer.md's picture of the panel is the panel at 80×24.
    @Test func theDocumentShowsThePanelAsDrawn() throws {
        let document = try PackageFiles.text("docs/explorer.md")
        let start = try #require(document.range(of: "```\n Where it lands · ≠"))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let shown = document[document.index(start.lowerBound, offsetBy: 4)..<end.lowerBound].split(separator: "\n").map(String.init)
        let (_, terminal) = runExplorer([], rows: 24, columns: 80, initialLink: Self.webFragment, map: Self.map)
        let heading = try Self.row(terminal, " Where it lands")
        let drawn = terminal.frame.textLines[heading..<heading + 4].map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(shown == drawn)
    }

    @Test func theHelpListsAltP() {
        #expect(HelpOverlay.entries.contains { $0.keys == "Alt-P" })
        #expect(ExplorerCommand.main(.alt("p")) == .switchPlatform)
    }
}
