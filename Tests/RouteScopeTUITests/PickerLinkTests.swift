import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing
@testable import RouteScopeTUI

/// The route catalog (Ctrl-R) inserts, for every screen, the link `routescope routes` lists for
/// it, with its required query parameters to fill in; checked by the core, that link lands on the
/// screen, and what stands between it and a link that opens is the placeholders.
@Suite("The route catalog's links")
struct PickerLinkTests {
    /// The maps the catalog is checked over, by name: the embedded sample, and maps with a tab
    /// root that has a path parameter, nested navigators and a name at two levels.
    static let maps: [String: String] = [
        "sample": RouteMap.sampleText,
        "everyLinkShape": SmallRouteMaps.everyLinkShape,
        "rootWithPathParameter": SmallRouteMaps.rootWithPathParameter,
        "repeatedParameterName": SmallRouteMaps.repeatedParameterName,
    ]

    @Test(arguments: maps.keys.sorted())
    func everyRowInsertsTheLinkTheRoutesReportListsAndItLandsOnItsScreen(_ name: String) throws {
        let map = try RouteMapLoader.load(yaml: try #require(Self.maps[name]))
        let rows = PickerRow.all(.catalog, routeMap: map, history: History())
        guard case .array(let listed)? = RoutesReport.json(map)["screens"] else {
            Issue.record("routes JSON has a list of screens")
            return
        }
        #expect(rows.count == listed.count)
        let analyzer = LinkAnalyzer(routeMap: map)
        for (row, (screen, route)) in zip(rows, zip(RoutesReport.entries(map).map(\.screen), listed)) {
            guard case .string(let link)? = route["link"], case .string(let tab)? = route["tab"] else {
                Issue.record("\(row.label): the routes report lists no link")
                continue
            }
            // The routes report's link, then the query the screen cannot do without.
            #expect(row.text.hasPrefix(link), "\(row.label): \(row.text) is not \(link)")
            let query = row.text.dropFirst(link.count)
            #expect(query.isEmpty || query.hasPrefix("?"), "\(row.label): \(row.text) goes on after \(link)")

            let analysis = analyzer.analyze(row.text)
            #expect(analysis.tab?.name == tab, "\(row.label): \(row.text) lands in tab \(analysis.tab?.name ?? "none")")
            #expect(analysis.navigators == screen.navigators, "\(row.label): \(row.text) lands in \(analysis.navigators)")
            #expect(analysis.screen?.name == screen.name, "\(row.label): \(row.text) lands on \(analysis.screen?.name ?? "no screen")")
            // Nothing is wrong with the link but the values it waits for: a required parameter
            // left out would be missing-param, a placeholder of another form a syntax error.
            let problems = analysis.problems.filter { $0.severity != .note }
            #expect(problems.allSatisfy { $0.code == .unfilledPlaceholder }, "\(row.label): \(row.text): \(analysis.diagnostics)")
        }
    }

    /// The catalog of a map with every shape of link, row by row: a tab root with a path parameter
    /// is written with its path, not as its tab alone, and a screen named as its tab's root one
    /// level down is not taken for the root.
    @Test func theCatalogWritesEveryShapeOfLink() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        let rows = PickerRow.all(.catalog, routeMap: map, history: History())
        #expect(rows.map { "\($0.label): \($0.text)" } == [
            "shop › item: s://shop/item/{sku}?color={color}",
            "shop › Reviews › item: s://shop/reviews/{productId}/top",
            "shop › Reviews › Photos › gallery: s://shop/reviews/{productId}/photos/{page}",
            "store › front: s://stores/{store}",
            "store › help: s://help/faq",
            "store › Info › front: s://stores/{store}/info/about",
            "open › list: s://list",
            "open › web: s://*",
        ])
        #expect(RoutesReport.entries(map).map(\.isRoot) == [true, false, false, true, false, false, true, false])
    }
}
