import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

/// Drafting a route map from an AASA: tabs from first segments, {paramN} from wildcards, and an
/// honest list of what a route map cannot say. Every draft must load.
@Suite("apple-app-site-association import")
struct AppSiteAssociationImporterTests {
    @Test func draftsTabsScreensAndParametersThatLoad() throws {
        let aasa = try loadAASA(
            ##"""
            {"applinks": {"substitutionVariables": {"food": ["pizza"]}, "details": [
              {"appIDs": ["A.b"], "components": [
                {"/": "/help/website/*", "exclude": true},
                {"/": "/buy/*", "?": {"articleNumber": "????"}},
                {"/": "/buy/*/reviews"},
                {"/": "/help/*", "#": "top"},
                {"/": "/menu/$(food)"},
                {"?": "x=1"},
                {"/": "/*"}
              ]},
              {"appID": "A.c", "paths": ["NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*", "/buy/*"]}
            ]}}
            """##)
        let draft = AppSiteAssociationImporter.draft(aasa, hosts: ["example.com", "www.example.com"], app: "Shop")
        let yaml = try #require(draft.yaml)
        let map = try RouteMapLoader.load(yaml: yaml, file: "drafted.yml")
        #expect(map.app == "Shop")
        #expect(map.web?.hosts == ["example.com", "www.example.com"])
        #expect(map.tabs.map(\.name) == ["buy", "help", "menu", "videos"])
        #expect(map.tab(named: "buy")?.screens.map { "\($0.name) \($0.path)" } == ["main main", "detail {param1}", "reviews {param1}/reviews"])
        #expect(map.tab(named: "videos")?.screens.map { "\($0.name) \($0.path)" } == ["main main", "wwdc wwdc/{param1}/{param2}"])
        #expect(LinkAnalyzer(routeMap: map).analyze("https://example.com/buy/42/reviews").route?.screen == "reviews")
        #expect(draft.warnings.map { "\($0.path) \($0.message)" } == [
            #"details[0].components[0] "/help/website/*": excludes links, which a route map cannot say; they open in Safari"#,
            #"details[0].components[1] ? {"articleNumber": "????"}: query item rules are not converted; declare articleNumber under the screen's params"#,
            #"details[0].components[1] "/buy/*": the trailing * matches any number of segments; {param1} takes exactly one"#,
            ##"details[0].components[3] # "top": fragment rules are not converted"##,
            #"details[0].components[3] "/help/*": the trailing * matches any number of segments; {param1} takes exactly one"#,
            #"details[0].components[4] "/menu/$(food)": "$(food)" uses a substitution variable; {param1} accepts any segment"#,
            #"details[0].components[5] ? "x=1": a rule on the whole query is not converted"#,
            #"details[0].components[5] ? "x=1": has no path pattern, so there is no tab or screen to draft"#,
            #"details[0].components[6] "/*": the first path segment is not a plain name, so there is no tab to draft"#,
            #"details[1].paths[0] "NOT /videos/wwdc/2010/*": excludes links, which a route map cannot say; they open in Safari"#,
            #"details[1].paths[1] "/videos/wwdc/201?/*": "201?" has a wildcard inside the segment; {param1} accepts any segment"#,
            #"details[1].paths[1] "/videos/wwdc/201?/*": the trailing * matches any number of segments; {param2} takes exactly one"#,
            #"details[1].paths[2] "/buy/*": the trailing * matches any number of segments; {param1} takes exactly one"#,
        ])
    }

    /// A path pattern's leading slashes are one to iOS, so `"//shop/item"` drafts the tab shop,
    /// as `"/shop/item"` and `"shop/item"` do.
    @Test func leadingSlashesAreReadAsOne() throws {
        let aasa = try loadComponents(#"[{"/": "//shop/item"}, {"/": "///shop/cart"}, {"/": "shop/list"}]"#)
        let draft = AppSiteAssociationImporter.draft(aasa, hosts: ["example.com"])
        let map = try RouteMapLoader.load(yaml: try #require(draft.yaml), file: "drafted.yml")
        #expect(draft.warnings.isEmpty)
        #expect(map.tab(named: "shop")?.screens.map(\.name) == ["main", "item", "cart", "list"])
        #expect(LinkAnalyzer(routeMap: map).analyze("https://example.com/shop/item").route?.screen == "item")
    }

    @Test func nothingToDraftGivesNoYAML() throws {
        let aasa = try loadComponents(#"[{"/": "/*"}, {"/": "/x", "exclude": true}]"#)
        let draft = AppSiteAssociationImporter.draft(aasa, hosts: ["example.com"])
        #expect(draft.yaml == nil)
        #expect(draft.warnings.count == 2)
    }

    @Test func oddNamesAreQuotedAndStillLoad() throws {
        let aasa = try loadComponents(#"[{"/": "/main/main"}, {"/": "/a.b/x-y/*"}, {"/": "/caf%C3%A9/x"}]"#)
        let draft = AppSiteAssociationImporter.draft(aasa, hosts: ["example.com"], app: "Quote \" and \\ app")
        let map = try RouteMapLoader.load(yaml: try #require(draft.yaml), file: "drafted.yml")
        #expect(map.app == "Quote \" and \\ app")
        #expect(map.tabs.map(\.name) == ["main", "a.b"])
        #expect(draft.warnings.map { "\($0.path) \($0.message)" }.contains(#"details[0].components[2] "/caf%C3%A9/x": the first path segment is not a plain name, so there is no tab to draft"#))
    }
}
