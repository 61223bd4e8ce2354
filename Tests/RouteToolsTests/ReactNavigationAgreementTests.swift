import Foundation
import RouteCore
import RouteMapYAML
import RouteTools
import Testing

/// Linking configs imported with `routescope import react-navigation` land each link where
/// React Navigation's `getStateFromPath` does: the same focused chain of screens, with the same
/// path parameters. See `docs/react-navigation-conformance.md`.
@Suite struct ReactNavigationAgreementTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var config: String
        var path: String
        /// The route names from the outermost navigator to the focused screen.
        var chain: [String]
        var params: [String: String] = [:]
        var description: String { name }
    }

    /// Each config is the `screens` of a linking config whose prefix is `https://example.com`; an
    /// empty chain means React Navigation finds no route.
    static let cases: [Case] = [
        Case(name: "nested-navigators", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "screens": {"Baz": "baz/:id"}}}}}"#, path: "foo/bar/baz/42", chain: ["Foo", "Bar", "Baz"], params: ["id": "42"]),
        Case(name: "nested-navigators", config: #"{"Foo": {"path": "foo/:bar", "screens": {"Baz": "baz/:qux"}}}"#, path: "foo/42/baz/babel", chain: ["Foo", "Baz"], params: ["bar": "42", "qux": "babel"]),
        Case(name: "pathless-navigator", config: #"{"Demo": {"screens": {"DemoShowroom": "showroom/:queryIndex", "DemoList": "list"}}}"#, path: "showroom/2", chain: ["Demo", "DemoShowroom"], params: ["queryIndex": "2"]),
        Case(name: "pathless-navigator", config: #"{"Foo": {"screens": {"Bar": {"path": "/bar//:id/"}}}}"#, path: "bar/42", chain: ["Foo", "Bar"], params: ["id": "42"]),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar/:id", "exact": true}, "Qux": "qux"}}}"#, path: "bar/5", chain: ["Foo", "Bar"], params: ["id": "5"]),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar/:id", "exact": true}, "Qux": "qux"}}}"#, path: "foo/bar/5", chain: []),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "exact": true, "screens": {"Baz": {"path": "baz", "exact": true}, "Qux": "qux"}}}}}"#, path: "baz", chain: ["Foo", "Bar", "Baz"]),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "exact": true, "screens": {"Baz": {"path": "baz", "exact": true}, "Qux": "qux"}}}}}"#, path: "bar/qux", chain: ["Foo", "Bar", "Qux"]),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "exact": true, "screens": {"Baz": {"path": "baz", "exact": true}, "Qux": "qux"}}}}}"#, path: "bar/baz", chain: []),
        Case(name: "exact-path", config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "exact": true, "screens": {"Baz": {"path": "bar/baz", "exact": true}}}}}}"#, path: "bar/baz", chain: ["Foo", "Bar", "Baz"]),
        Case(name: "optional-parameter", config: #"{"Post": "post/:slug?"}"#, path: "post", chain: ["Post"]),
        Case(name: "optional-parameter", config: #"{"Post": "post/:slug?"}"#, path: "post/hello", chain: ["Post"], params: ["slug": "hello"]),
        Case(name: "optional-parameter", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": "foos/:id/:nip?"}}}"#, path: "foos/5", chain: ["Foe", "Bas"], params: ["id": "5"]),
        Case(name: "optional-parameter", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": "foos/:id/:nip?/:pwd"}}}"#, path: "foos/5/10", chain: ["Foe", "Bas"], params: ["id": "5", "pwd": "10"]),
        Case(name: "optional-parameter", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": "foos/:id/:nip?/:pwd"}}}"#, path: "foos/5/10/15", chain: ["Foe", "Bas"], params: ["id": "5", "nip": "10", "pwd": "15"]),
        Case(name: "optional-parameter", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": ":nip?/:pwd/foos/:smh?/:id"}}}"#, path: "5/10/foos/15", chain: ["Foe", "Bas"], params: ["nip": "5", "pwd": "10", "id": "15"]),
        Case(name: "optional-parameter", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": ":nip?/:pwd/foos/:smh?/:id"}}}"#, path: "10/foos/15", chain: ["Foe", "Bas"], params: ["pwd": "10", "id": "15"]),
        Case(name: "catch-all", config: #"{"Home": {"path": "home", "screens": {"Feed": "feed"}}, "NotFound": "*"}"#, path: "nothing/here", chain: ["NotFound"]),
        Case(name: "catch-all", config: #"{"Home": {"path": "home", "screens": {"Feed": "feed"}}, "NotFound": "*"}"#, path: "home/feed/extra", chain: ["NotFound"]),
        Case(name: "catch-all", config: #"{"NotFound": "*", "Foo": {"screens": {"Bar": {"path": "/bar/:id/"}}}}"#, path: "test/bar/42/whatever", chain: ["NotFound"]),
        Case(name: "catch-all", config: #"{"Foo": {"screens": {"Bar": {"path": "/bar/:id/", "screens": {"Lost": "*"}}}}}"#, path: "bar/42/whatever/baz/initt", chain: ["Foo", "Bar", "Lost"], params: ["id": "42"]),
        Case(name: "catch-all", config: #"{"Foo": {"screens": {"Bar": {"path": "/bar/:id/", "screens": {"Lost": "*", "UserProfile": ":userSlug", "Test": "test"}}}}}"#, path: "bar/42/test", chain: ["Foo", "Bar", "Test"], params: ["id": "42"]),
        Case(name: "catch-all", config: #"{"Foo": {"screens": {"Bar": {"path": "/bar/:id/", "screens": {"Baz": "baz"}}, "Lost": "*"}}}"#, path: "bar/42/baz/test", chain: ["Foo", "Lost"]),
        Case(name: "catch-all", config: #"{"Foo": "foo/:id", "Bar": "bar/:id", "Dynamic": ":section/:id", "NotFound": "*"}"#, path: "bar/42", chain: ["Bar"], params: ["id": "42"]),
        Case(name: "catch-all", config: #"{"Foo": "foo/:id", "Bar": "bar/:id", "Dynamic": ":section/:id", "NotFound": "*"}"#, path: "baz/42", chain: ["Dynamic"], params: ["section": "baz", "id": "42"]),
        Case(name: "catch-all", config: #"{"Foo": "foo/:id", "Bar": "bar/:id", "Dynamic": ":section/:id", "NotFound": "*"}"#, path: "foo/42/extra", chain: ["NotFound"]),
        Case(name: "empty-path", config: #"{"Home": "", "About": "about"}"#, path: "", chain: ["Home"]),
        Case(name: "empty-path", config: #"{"Foo": {"path": "/"}, "Bar": {"path": "bar"}}"#, path: "", chain: ["Foo"]),
        Case(name: "empty-path", config: #"{"Foo": {"screens": {"Foe": "foe", "Bar": {"path": "bar", "screens": {"Qux": {"path": ""}}}}}}"#, path: "", chain: []),
        Case(name: "empty-path", config: #"{"Foo": {"screens": {"Foe": "foe", "Bar": {"path": "bar", "screens": {"Qux": {"path": ""}}}}}}"#, path: "bar", chain: ["Foo", "Bar", "Qux"]),
        Case(name: "encoded-static-segment", config: #"{"Foo": "café/foo", "Bar": "foo bar"}"#, path: "caf%C3%A9/foo", chain: ["Foo"]),
        Case(name: "encoded-static-segment", config: #"{"Foo": "café/foo", "Bar": "foo bar"}"#, path: "caf%c3%a9/foo", chain: ["Foo"]),
        Case(name: "encoded-static-segment", config: #"{"Foo": "café/foo", "Bar": "foo bar"}"#, path: "c%61f%C3%A9/foo", chain: ["Foo"]),
        Case(name: "space-in-static-segment", config: #"{"Foo": "café/foo", "Bar": "foo bar"}"#, path: "foo%20bar", chain: ["Bar"]),
        Case(name: "space-in-static-segment", config: #"{"Foo": "café/foo", "Bar": "foo bar"}"#, path: "f%6Fo%20bar", chain: ["Bar"]),
        Case(name: "navigator-path-parameter", config: #"{"Foo": {"path": "foo/:id", "screens": {"Bar": "bar"}}}"#, path: "foo/7/bar", chain: ["Foo", "Bar"], params: ["id": "7"]),
        Case(name: "static-before-parameter", config: #"{"Item": "foo/:id", "New": "foo/new"}"#, path: "foo/new", chain: ["New"]),
        Case(name: "static-before-parameter", config: #"{"Item": "foo/:id", "New": "foo/new"}"#, path: "foo/3", chain: ["Item"], params: ["id": "3"]),
        Case(name: "longer-pattern-first", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": "foos"}}}"#, path: "foo/5", chain: ["Foe", "Bis"], params: ["id": "5"]),
        Case(name: "longer-pattern-first", config: #"{"Foe": {"path": "/", "initialRouteName": "Foo", "screens": {"Foo": "foo", "Bis": "foo/:id", "Bas": "foos"}}}"#, path: "foos", chain: ["Foe", "Bas"]),
        Case(name: "longer-pattern-first", config: #"{"Foe": {"path": "/", "screens": {"Foo": "foo", "Bis": "foos/:id", "Bas": "foos/:id/:nip"}}}"#, path: "foos/5", chain: ["Foe", "Bis"], params: ["id": "5"]),
        Case(name: "longer-pattern-first", config: #"{"Foe": {"path": "/", "screens": {"Foo": "foo", "Bis": "foos/:id", "Bas": "foos/:id/res/:pwd"}}}"#, path: "foos/5/res/20", chain: ["Foe", "Bas"], params: ["id": "5", "pwd": "20"]),
        Case(name: "longer-pattern-first", config: #"{"Tabs": {"path": "tabs", "screens": {"List": "", "Detail": ":id"}}}"#, path: "tabs/9", chain: ["Tabs", "Detail"], params: ["id": "9"]),
        Case(name: "longer-pattern-first", config: #"{"Tabs": {"path": "tabs", "screens": {"List": "", "Detail": ":id"}}}"#, path: "tabs", chain: ["Tabs", "List"]),
        Case(name: "no-match", config: #"{"Foo": "foo", "Bar": "bar/:id"}"#, path: "baz", chain: []),
        Case(name: "no-match", config: #"{"Foo": "foo", "Bar": "bar/:id"}"#, path: "bar/1/2", chain: []),
    ]

    /// The `path` of the linking config itself, which every link's path starts with
    /// (`getStateFromPath`'s `options.path`); each config's `screens` is the one named.
    static let prefixedCases: [Case] = [
        Case(name: "config-path", config: #"{"Home": "home", "User": "user/:id"}"#, path: "app/user/7", chain: ["User"], params: ["id": "7"]),
        Case(name: "config-path", config: #"{"Home": "home", "User": "user/:id"}"#, path: "app/home", chain: ["Home"]),
        Case(name: "config-path", config: #"{"Home": "home", "User": "user/:id"}"#, path: "user/7", chain: []),
        Case(name: "config-path", config: #"{"Tabs": {"path": "tabs", "screens": {"Feed": "feed"}}}"#, path: "app/tabs/feed", chain: ["Tabs", "Feed"]),
    ]

    @Test(arguments: cases)
    func landsWhereReactNavigationDoes(_ testCase: Case) throws {
        try expectLanding(testCase, linking: #"{"prefixes": ["https://example.com"], "config": {"screens": "# + testCase.config + "}}")
    }

    @Test(arguments: prefixedCases)
    func landsUnderTheConfigPathAsReactNavigationDoes(_ testCase: Case) throws {
        try expectLanding(testCase, linking: #"{"prefixes": ["https://example.com"], "config": {"path": "/app/", "screens": "# + testCase.config + "}}")
    }

    /// Imports `linking` as `routescope import react-navigation` does, reads the route map it
    /// writes back, and compares where the case's link lands.
    func expectLanding(_ testCase: Case, linking json: String) throws {
        let result = try ReactNavigationImporter.draft(json: Array(json.utf8), file: "linking.json")
        let yaml = try #require(result.yaml, "\(result.warnings)")
        let map = try RouteMapLoader.load(yaml: yaml)
        let analysis = LinkAnalyzer(routeMap: map).analyze("https://example.com/" + testCase.path)
        // A catch-all is where the app lands, though a link that lands there is broken.
        let landed = analysis.problems.allSatisfy { $0.severity != .error || $0.code == .catchAll }
        guard !testCase.chain.isEmpty else {
            #expect(!landed || analysis.screen == nil, "React Navigation finds no route")
            return
        }
        #expect(landed, "\(analysis.diagnostics.map(\.message))")
        let tab = try #require(analysis.tab.flatMap { map.tab(named: $0.name) })
        let screen = try #require(analysis.screen.flatMap { tab.screen(named: $0.name) })
        // Top-level screens sit in the importer's `main` tab, which React Navigation does not have.
        let chain = (tab.name == "main" ? [] : [tab.name]) + screen.navigators + [screen.name]
        #expect(chain == testCase.chain)
        var params: [String: String] = [:]
        for param in analysis.params where param.source == .path { params[param.name] = param.text }
        #expect(params == testCase.params)
    }

    /// Every `tested` row of the table is a case above; every other row gives its reason.
    @Test func theConformanceTableMatchesTheCases() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/react-navigation-conformance.md")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| case") }
        var tested = Set<String>()
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let (name, status, reason) = (cells[1], cells[2], cells[3])
            if status == "tested" {
                tested.insert(name)
            } else {
                #expect(["not applicable", "differs"].contains(status), "\(name)")
                #expect(!reason.isEmpty, "\(name) needs a reason")
            }
        }
        #expect(tested == Set((Self.cases + Self.prefixedCases).map(\.name)))
    }
}
