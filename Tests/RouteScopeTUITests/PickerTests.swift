import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing
@testable import RouteScopeTUI

/// The route catalog filters as you type and never destroys the input; the history search
/// finds an old link.
@Suite("The route catalog and the history search")
struct PickerTests {
    @Test func theCatalogFiltersFuzzilyOnNamePathAndDescription() {
        let map = RouteMap.sample
        #expect(PickerRow.rows(.catalog, query: "artdet", routeMap: map, history: History()).first?.label == "home › articleDetail")
        #expect(PickerRow.rows(.catalog, query: "orders/", routeMap: map, history: History()).first?.label == "myPage › order")
        #expect(PickerRow.rows(.catalog, query: "near a place", routeMap: map, history: History()).first?.label == "search › map")
        #expect(PickerRow.rows(.catalog, query: "zzzz", routeMap: map, history: History()).isEmpty)
    }

    /// A template's placeholders are named as the parameters are read: a tab root's template
    /// is its tab's path, whose `{id}` is the tab's `other.id`, not its screen's `id`.
    @Test func aTemplateNamesARepeatedParameterAsItIsRead() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
        #expect(PickerRow.rows(.catalog, query: "", routeMap: map, history: History()).map(\.text) == ["p://main", "p://t/{other.id}"])
        let screen = try #require(map.tabs[0].screen(named: "Bar"))
        #expect(screen.readingPath(in: map.tabs[0]).description == "main/foo/{Foo.id}/{id}")
    }

    @Test func theTotalIsTheUnfilteredRowCount() {
        var history = History()
        for link in ["myapp://home", "myapp://search", "myapp://home"] { history.record(link) }
        for source in [Picker.Source.catalog, .history] {
            let all = PickerRow.rows(source, query: "", routeMap: .sample, history: history)
            #expect(PickerRow.total(source, routeMap: .sample, history: history) == all.count)
            #expect(!all.isEmpty)
        }
    }

    @Test func theCatalogShowsPositionDescriptionsAndFilter() {
        let (_, terminal) = runExplorer([.key(.control("r"))] + typing("art"))
        #expect(terminal.text.contains("Route catalog 1/"))
        #expect(terminal.text.contains(" of \(RoutesReport.entries(.sample).count)"))
        #expect(terminal.text.contains("❯ art"))
        #expect(terminal.text.contains("An article by its canonical path"))
    }

    @Test func theCatalogPages() {
        let (explorer, _) = runExplorer([.key(.control("r")), .key(.pageDown)], rows: 16, columns: 80)
        guard case .picker(let picker) = explorer.overlay else {
            Issue.record("the catalog closed")
            return
        }
        #expect(picker.selected == PickerOverlay.room(Rect(row: 0, column: 0, height: 16, width: 80), count: RoutesReport.entries(.sample).count))
    }

    @Test func insertingATemplateKeepsTheLinkInHistoryAndUndoBringsItBack() {
        let link = "myapp://home/feed?category=tech"
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.control("r"))] + typing("artdet") + [.key(.enter)])
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId={userId}&articleId={articleId}")
        #expect(explorer.history.entries.last == link)
        #expect(terminal.frame.textLines.last?.contains("inserted home › articleDetail; Tab: next {placeholder}; ^_ undoes (your link is in history)") == true)
        let (undone, _) = runExplorer(typing(link) + [.key(.control("r"))] + typing("artdet") + [.key(.enter), .key(.control("_"))])
        #expect(undone.editor.text == link)
    }

    @Test func historySearchFindsAnOldLink() {
        let history = History(entries: ["myapp://home/feed", "myapp://search/results?q=swift", "myapp://myPage"])
        let (explorer, terminal) = runExplorer([.key(.control("s"))] + typing("swift"), history: history)
        #expect(terminal.text.contains("History search 1/1 of 3"))
        let (chosen, _) = runExplorer([.key(.control("s"))] + typing("swift") + [.key(.enter)], history: history)
        #expect(chosen.editor.text == "myapp://search/results?q=swift")
        #expect(explorer.overlay != nil)
        let (empty, emptyTerminal) = runExplorer([.key(.control("s"))])
        #expect(empty.overlay == nil)
        #expect(emptyTerminal.frame.textLines.last?.contains("no history yet") == true)
    }

    @Test func theHelpNamesTheHistorySearchKey() {
        let (_, help) = runExplorer([.key(.function(1))], rows: 50, columns: 200)
        #expect(help.text.contains("Ctrl-S") && help.text.contains("search the history"))
    }
}
