import Navigator
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
    /// The catalog of `map` filtered by `query`.
    static func catalog(_ query: String, map: RouteMap = .sample) -> [PickerRow] {
        Picker(.catalog, rows: PickerRow.all(.catalog, routeMap: map, history: History()), query: query).rows
    }

    @Test func theCatalogFiltersFuzzilyOnNamePathAndDescription() {
        #expect(Self.catalog("artdet").first?.label == "home › articleDetail")
        #expect(Self.catalog("orders/").first?.label == "myPage › order")
        #expect(Self.catalog("near a place").first?.label == "search › map")
        #expect(Self.catalog("zzzz").isEmpty)
    }

    /// A template's placeholders are named as the parameters are read: a tab root whose path has
    /// parameters is written with its path (not as its tab alone), its navigator's `{id}` as
    /// `Foo.id` and its tab's as `other.id`, beside the screen's own `id`.
    @Test func aTemplateNamesARepeatedParameterAsItIsRead() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
        #expect(Self.catalog("", map: map).map(\.text) == ["p://main/foo/{Foo.id}/{id}", "p://t/{other.id}/{id}"])
        #expect(Self.catalog("", map: map).map(\.label) == ["main › Foo › Bar", "other › Leaf"])
    }

    /// The rows are a stored value: built when the picker opens, filtered when its query changes,
    /// and read as they are by every frame and every move. Rows no route map gives prove it: a
    /// frame that built the list again from the explorer's map would show the sample's screens.
    @Test func theRowsAreBuiltOnceAndFilteredOnlyWhenTheQueryChanges() {
        let rows = [
            PickerRow(label: "alpha", text: "x://alpha", detail: nil), PickerRow(label: "beta", text: "x://beta", detail: "the second"),
        ]
        var picker = Picker(.catalog, rows: rows)
        func frame() -> String {
            var buffer = ScreenBuffer(rows: 16, columns: 80)
            _ = PickerOverlay.draw(picker, in: Rect(row: 0, column: 0, height: 16, width: 80), on: &buffer)
            return buffer.textLines.joined(separator: "\n")
        }
        #expect(frame().contains("Route catalog 1/2 ·"))
        #expect(frame().contains("x://alpha") && frame().contains("x://beta  the second"))
        #expect(!frame().contains("myapp://"))
        picker.move(by: 1)
        picker.move(by: 5)
        #expect(picker.rows == rows && picker.selected == 1)
        picker.type("bet")
        #expect(picker.rows == [rows[1]] && picker.all == rows && picker.selected == 0)
        #expect(frame().contains("Route catalog 1/1 of 2"))
        picker.erase()
        #expect(picker.rows == [rows[1]] && picker.query == "be")
        picker.type("zz")
        #expect(picker.rows.isEmpty && frame().contains("nothing matches \"bezz\""))
        for _ in 0..<5 { picker.erase() }
        #expect(picker.rows == rows && picker.query.isEmpty)
    }

    /// Through the explorer: Ctrl-R stores the catalog's rows in the picker, keys that move read
    /// them, and new route files (Alt-R, `--watch`) build them again, filtered as before.
    @Test func theExplorerBuildsTheCatalogWhenItOpensAndWhenTheRouteFilesReload() throws {
        var explorer = Explorer(navigator: Navigator(routeMap: .sample), routeMapName: "routes.yml")
        for event in [InputEvent.key(.control("r"))] + typing("item") + [.key(.down), .key(.pageDown)] { _ = explorer.handle(event) }
        guard case .picker(let before) = explorer.overlay else {
            Issue.record("the catalog closed")
            return
        }
        #expect(before.all == PickerRow.all(.catalog, routeMap: .sample, history: History()))
        #expect(before.rows == PickerRow.matching("item", in: before.all))
        let shapes = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        explorer.routeFilesReloaded(.loaded(shapes))
        guard case .picker(let after) = explorer.overlay else {
            Issue.record("the catalog closed on reload")
            return
        }
        #expect(after.query == "item")
        #expect(after.all == PickerRow.all(.catalog, routeMap: shapes, history: History()))
        #expect(after.rows.map(\.label).prefix(2) == ["shop › item", "shop › Reviews › item"])
    }

    /// A screen's place can be long: the links line up after the widest label, up to a third of
    /// the box, and a wider label loses its middle, keeping its tab and its screen.
    @Test func theLinksLineUpAfterTheWidestPlace() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        for (columns, gallery) in [(200, "shop › Reviews › Photos › gallery "), (100, "shop › Reviews › Pho… › gallery ")] {
            let (_, terminal) = runExplorer([.key(.control("r"))], rows: 20, columns: columns, map: map)
            let lines = terminal.frame.textLines
            let starts = lines.compactMap { line in line.range(of: "s://").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
            #expect(starts.count == 8 && Set(starts).count == 1, "\(lines)")
            #expect(lines.contains { $0.contains(gallery + "s://shop/reviews/{productId}/photos/{page}") }, "\(lines)")
        }
    }

    /// End to end in the in-memory terminal: open the catalog, filter it, pick a tab root whose
    /// path has a parameter; its link lands in the input line with the path, not the tab alone,
    /// the first placeholder selected for typing, and what is typed replaces it.
    @Test func pickingARootWithAPathParameterInsertsItsPath() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        let open = [InputEvent.key(.control("r"))] + typing("shopitem")
        let (filtered, list) = runExplorer(open, map: map)
        #expect(list.text.contains("Route catalog 1/2 of 8"))
        #expect(list.frame.textLines.contains { $0.contains("▶ shop › item ") && $0.contains(" s://shop/item/{sku}?color={color} ") })
        #expect(filtered.editor.text.isEmpty)

        let (explorer, terminal) = runExplorer(open + [.key(.enter)], map: map)
        let link = "s://shop/item/{sku}?color={color}"
        #expect(explorer.overlay == nil)
        #expect(explorer.editor.text == link)
        #expect(explorer.editor.selection == Array(link.utf8).firstIndex(of: UInt8(ascii: "{")).map { $0..<$0 + "{sku}".utf8.count })
        let input = try #require(terminal.row(startingWith: "❯ "))
        #expect(terminal.frame.textLines[input].hasPrefix("❯ " + link + " "))
        #expect(terminal.frame.textLines.last?.contains("inserted shop › item; Tab: next {placeholder}") == true)
        #expect(explorer.analysis.screen?.name == "item" && explorer.analysis.navigators.isEmpty)

        let (filled, _) = runExplorer(open + [.key(.enter)] + typing("A-1") + [.key(.tab)] + typing("red"), map: map)
        #expect(filled.editor.text == "s://shop/item/A-1?color=red")
        #expect(filled.analysis.route == Route(tab: "shop", screen: "item", params: [RouteParam(name: "sku", value: .string("A-1")), RouteParam(name: "color", value: .string("red"))]))
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
