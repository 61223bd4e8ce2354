import Navigator
import RouteCore
import RouteMapYAML
import TestSupport
@testable import RouteScopeTUI
import Testing

/// Alt-R and `explore --watch`: the route files loaded again while the explorer runs.
@Suite struct RouteFilesReloadTests {
    /// The sample map with `text` replaced by `replacement`.
    static func sample(_ text: String, _ replacement: String) throws -> RouteMap {
        let edited = RouteMap.sampleText.replacingOccurrences(of: text, with: replacement)
        #expect(edited != RouteMap.sampleText, "the sample map has no \(text)")
        return try RouteMapLoader.load(yaml: edited)
    }

    /// The loads to hand out, one per reload, in order.
    final class Loads {
        var remaining: [RouteFilesLoad]
        init(_ loads: [RouteFilesLoad]) { remaining = loads }
        func next() -> (result: RouteFilesLoad, files: [String]) { (remaining.removeFirst(), ["routes.yml"]) }
    }

    /// The explorer on the sample map after `events`, each Alt-R reloading the next of `loads`.
    static func run(_ events: [InputEvent], loads: [RouteFilesLoad], rows: Int = 40, columns: Int = 120) -> (Explorer, InMemoryTerminal) {
        let terminal = InMemoryTerminal(rows: rows, columns: columns, events: events)
        let source = Loads(loads)
        let explorer = Explorer(navigator: Navigator(routeMap: .sample), routeMapName: "routes.yml")
        let final = ExplorerApp.run(explorer, on: terminal, routeFiles: LiveRouteFiles(files: ["routes.yml"], watcher: nil, load: source.next))
        #expect(source.remaining.isEmpty, "every load was used")
        return (final, terminal)
    }

    static let reload = InputEvent.key(.alt("r"))
    static let results = "myapp://search/results?q=swift"

    @Test func altRReloads() {
        #expect(ExplorerCommand.main(.alt("r")) == .reloadRouteFiles)
        var explorer = Explorer(navigator: Navigator(routeMap: .sample), routeMapName: "routes.yml")
        #expect(explorer.handle(Self.reload) == [.reloadRouteFiles])
    }

    @Test func aMapWithTheSameScreensKeepsInputHistoryAndState() throws {
        // The new map allows at most 3 characters in q: the same input now has a problem.
        let stricter = try Self.sample("min_length: 1, max_length: 200", "min_length: 1, max_length: 3")
        let (explorer, terminal) = Self.run(typing(Self.results) + [.key(.enter), Self.reload], loads: [.loaded(stricter)])
        #expect(explorer.editor.text == Self.results)
        #expect(explorer.history.entries == [Self.results])
        #expect(explorer.navigation.stack(of: "search")?.screens.map(\.screen) == ["searchHome", "results"])
        #expect(explorer.navigation.selectedTab == "search")
        #expect(explorer.diagnostics.map(\.code) == [.tooLong])
        #expect(explorer.message == "reloaded the route files; the app keeps its state")
        #expect(terminal.text.contains("reloaded the route files; the app keeps its state"))
    }

    @Test func aMapWithoutTheShownScreenRelaunchesColdAndSaysWhy() throws {
        let renamed = try Self.sample("      results:\n", "      found:\n")
        let (explorer, terminal) = Self.run(typing(Self.results) + [.key(.enter), Self.reload], loads: [.loaded(renamed)])
        #expect(explorer.editor.text == Self.results)
        #expect(explorer.navigation == explorer.navigator.initialState())
        #expect(explorer.message == "reloaded the route files; relaunched the app cold: screen results is no longer in tab search")
        #expect(explorer.explanation == "cold start: the route files changed and screen results is no longer in tab search")
        #expect(explorer.diagnostics.map(\.code).contains(.unknownScreen))
        #expect(terminal.text.contains("relaunched the app cold: screen results is no longer in tab search"))
    }

    @Test(arguments: [(40, 120), (24, 80), (50, 200)])
    func aBrokenFileShowsItsProblemAndTheLastGoodMapStays(rows: Int, columns: Int) throws {
        let problem = "routes.yml:12:7: error: unknown key \"parms\"; did you mean \"params\"?"
        let events = [Self.reload] + typing(Self.results) + [.key(.enter)]
        let (explorer, terminal) = Self.run(events, loads: [.failed(problem)], rows: rows, columns: columns)
        #expect(explorer.routeFilesProblem == problem)
        // The old map still reads and opens links.
        #expect(explorer.diagnostics.isEmpty)
        #expect(explorer.navigation.stack(of: "search")?.top.screen == "results")
        let status = try #require(terminal.frame.textLines.last)
        #expect(status.contains("routes.yml:12:7: error: unknown key"))
        let row = terminal.frame.textLines.count - 1
        #expect(terminal.columns(ofRow: row, styled: ["E"]).count > 20, "the problem is drawn as an error")
    }

    @Test func aFixedFileClearsTheProblem() throws {
        let (explorer, terminal) = Self.run([Self.reload, Self.reload], loads: [.failed("routes.yml:1:1: error: x"), .loaded(.sample)])
        #expect(explorer.routeFilesProblem == nil)
        #expect(explorer.message == "the route files load again; the app keeps its state")
        #expect(!terminal.text.contains("routes.yml:1:1"))
    }

    @Test func aDemoGoesOnFromTheSameStepWithTheNewMap() throws {
        let flow = try #require(DemoFlow.named("tab-tour")).load()
        var explorer = Explorer(
            navigator: Navigator(routeMap: .sample), routeMapName: "routes.yml",
            demo: FlowPlayback(flow: flow, navigator: Navigator(routeMap: .sample)))
        _ = explorer.handle(.key(.function(6)))
        _ = explorer.handle(.key(.function(6)))
        explorer.routeFilesReloaded(.loaded(try Self.sample("description: Search results", "description: Found")))
        #expect(explorer.demo?.nextIndex == 2)
        #expect(explorer.demo?.navigator.routeMap.tab(named: "search")?.screen(named: "results")?.summary == "Found")
    }

    @Test func theHelpListsAltR() {
        let (_, terminal) = runExplorer([.key(.function(1))])
        #expect(terminal.text.contains("Alt-R"))
    }
}
