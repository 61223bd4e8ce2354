import Foundation
import RouteCore
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

    static let cases: [Case] = [
        Case(
            name: "nested-navigators",
            config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar", "screens": {"Baz": "baz/:id"}}}}}"#,
            path: "foo/bar/baz/42", chain: ["Foo", "Bar", "Baz"], params: ["id": "42"]),
        Case(
            name: "pathless-navigator",
            config: #"{"Demo": {"screens": {"DemoShowroom": "showroom/:queryIndex", "DemoList": "list"}}}"#,
            path: "showroom/2", chain: ["Demo", "DemoShowroom"], params: ["queryIndex": "2"]),
        Case(
            name: "exact-path",
            config: #"{"Foo": {"path": "foo", "screens": {"Bar": {"path": "bar/:id", "exact": true}, "Qux": "qux"}}}"#,
            path: "bar/5", chain: ["Foo", "Bar"], params: ["id": "5"]),
        Case(name: "optional-parameter", config: #"{"Post": "post/:slug?"}"#, path: "post", chain: ["Post"]),
        Case(
            name: "optional-parameter", config: #"{"Post": "post/:slug?"}"#, path: "post/hello", chain: ["Post"],
            params: ["slug": "hello"]),
        Case(
            name: "catch-all", config: #"{"Home": {"path": "home", "screens": {"Feed": "feed"}}, "NotFound": "*"}"#,
            path: "nothing/here", chain: ["NotFound"]),
        Case(
            name: "catch-all", config: #"{"Home": {"path": "home", "screens": {"Feed": "feed"}}, "NotFound": "*"}"#,
            path: "home/feed/extra", chain: ["NotFound"]),
        Case(name: "empty-path", config: #"{"Home": "", "About": "about"}"#, path: "", chain: ["Home"]),
        Case(name: "encoded-static-segment", config: #"{"Cafe": "café"}"#, path: "caf%C3%A9", chain: ["Cafe"]),
        Case(name: "encoded-static-segment", config: #"{"Cafe": "café"}"#, path: "café", chain: ["Cafe"]),
        Case(name: "space-in-static-segment", config: #"{"FooBar": "foo bar"}"#, path: "foo%20bar", chain: ["FooBar"]),
        Case(
            name: "navigator-path-parameter",
            config: #"{"Foo": {"path": "foo/:id", "screens": {"Bar": "bar"}}}"#,
            path: "foo/7/bar", chain: ["Foo", "Bar"], params: ["id": "7"]),
        Case(name: "static-before-parameter", config: #"{"Item": "foo/:id", "New": "foo/new"}"#, path: "foo/new", chain: ["New"]),
        Case(
            name: "static-before-parameter", config: #"{"Item": "foo/:id", "New": "foo/new"}"#, path: "foo/3", chain: ["Item"],
            params: ["id": "3"]),
        Case(
            name: "longer-pattern-first",
            config: #"{"Tabs": {"path": "tabs", "screens": {"List": "", "Detail": ":id"}}}"#,
            path: "tabs/9", chain: ["Tabs", "Detail"], params: ["id": "9"]),
        Case(
            name: "longer-pattern-first",
            config: #"{"Tabs": {"path": "tabs", "screens": {"List": "", "Detail": ":id"}}}"#,
            path: "tabs", chain: ["Tabs", "List"]),
    ]

    @Test(arguments: cases)
    func landsWhereReactNavigationDoes(_ testCase: Case) throws {
        let json = #"{"prefixes": ["rn://"], "config": {"screens": "# + testCase.config + "}}"
        let result = try ReactNavigationImporter.draft(json: Array(json.utf8), file: "linking.json")
        let map = try #require(result.routeMap, "\(result.warnings)")
        let analysis = LinkAnalyzer(routeMap: map).analyze("rn://" + testCase.path)
        let route = try #require(analysis.route, "\(analysis.diagnostics.map(\.message))")
        let tab = try #require(map.tab(named: route.tab))
        let screen = try #require(tab.screen(named: route.screen))
        // Top-level screens sit in the importer's `main` tab, which React Navigation does not have.
        let chain = (tab.name == "main" ? [] : [tab.name]) + screen.navigators + [screen.name]
        #expect(chain == testCase.chain)
        var params: [String: String] = [:]
        for param in analysis.params where param.source == .path {
            if case .string(let text)? = param.value { params[param.name] = text }
        }
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
        #expect(tested == Set(Self.cases.map(\.name)))
    }
}
