import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

struct RoutesReportTests {
    /// A root screen opens from its tab alone, unless its path has a parameter, which only its
    /// path can give: then the listed link is the path, with the parameter to fill in.
    @Test func aRootWithAPathParameterIsListedWithItsPath() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.rootWithPathParameter)
        let templates = RoutesReport.entries(map).map(\.template)
        #expect(templates == ["t://shop/item/{sku}", "t://shop/list"])
        #expect(RoutesReport.entries(.sample).first?.template == "myapp://home")
    }

    /// The root is the screen at its place: one of its name a level down has its own link. An
    /// optional path parameter is a `{name}` placeholder, since `{name?}` in a link would start
    /// its query.
    @Test func aRootIsTheScreenAtItsPlaceAndAnOptionalParameterIsAPlaceholder() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        #expect(RoutesReport.entries(map).map { "\($0.tab) \($0.screen.name)\($0.isRoot ? " (root)" : ""): \($0.template)" } == [
            "shop item (root): s://shop/item/{sku}",
            "shop item: s://shop/reviews/{productId}/top",
            "shop gallery: s://shop/reviews/{productId}/photos/{page}",
            "store front (root): s://stores/{store}",
            "store help: s://help/faq",
            "store front: s://stores/{store}/info/about",
            "open list (root): s://list",
            "open web: s://*",
        ])
    }

    /// A screen inside nested navigators is listed at its place, so two screens of one name read
    /// apart: the table and Markdown write `Reviews › item`, the JSON a `navigators` list before
    /// the screen, as `check --format json` writes a route.
    @Test func aScreenInsideNavigatorsIsListedAtItsPlace() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        let screenColumn = RoutesReport.table(map).split(separator: "\n").dropFirst().map { line in
            line.split(separator: "  ", omittingEmptySubsequences: true)[1].trimmingCharacters(in: .whitespaces)
        }
        #expect(screenColumn == [
            "item (root)", "Reviews › item", "Reviews › Photos › gallery", "front (root)", "help", "Info › front", "list (root)", "web",
        ])
        #expect(RoutesReport.markdown(map).contains("| shop | Reviews › Photos › gallery | `s://shop/reviews/{productId}/photos/{page}` |"))
        guard case .array(let entries)? = RoutesReport.json(map)["screens"], case .object(let second) = entries[1] else {
            Issue.record("routes JSON has a list of screens")
            return
        }
        #expect(second.map(\.key).prefix(3) == ["tab", "navigators", "screen"])
        #expect(entries.map { $0["navigators"] } == [
            nil, .array([.string("Reviews")]), .array([.string("Reviews"), .string("Photos")]), nil, nil, .array([.string("Info")]), nil, nil,
        ])
    }

    /// A row whose screen takes no parameters ends at its link: no padding after the last cell.
    @Test func noLineEndsInASpace() {
        let table = RoutesReport.table(.sample)
        #expect(!table.split(separator: "\n").contains { $0.hasSuffix(" ") })
        #expect(table.contains("myapp://search\n"), "searchHome takes no parameters")
    }

    /// A navigator's or tab's path parameter that its screen repeats is listed as it is read
    /// (`Foo.id`), and the link template's placeholders say which is which.
    @Test func aRepeatedParameterNameIsListedAsItIsRead() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
        #expect(RoutesReport.table(map) == """
            TAB    SCREEN            LINK                        PARAMS
            main   Foo › Bar (root)  p://main/foo/{Foo.id}/{id}  Foo.id: int; id: string
            other  Leaf (root)       p://t/{other.id}/{id}       other.id: int; id: string

            """)
        guard case .array(let entries)? = RoutesReport.json(map)["screens"] else {
            Issue.record("routes JSON has a list of screens")
            return
        }
        #expect(entries.map { $0["link"] } == [.string("p://main/foo/{Foo.id}/{id}"), .string("p://t/{other.id}/{id}")])
        #expect(entries.map { $0["path"] } == [.string("foo/{id}/{id}"), .string("{id}")])
        let names = entries.map { entry -> [JSONValue?] in
            guard case .array(let params)? = entry["params"] else { return [] }
            return params.map { $0["name"] }
        }
        #expect(names == [[.string("Foo.id"), .string("id")], [.string("other.id"), .string("id")]])
        #expect(RoutesReport.markdown(map).contains("| main | Foo › Bar | `p://main/foo/{Foo.id}/{id}` | `Foo.id: int`<br>`id: string` | tab root |"))
    }
}
