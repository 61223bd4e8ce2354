import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

/// `routescope import react-navigation`: the draft loads with ``RouteMapLoader`` and reads links
/// as React Navigation would; everything else is a warning with its JSON path.
@Suite struct ReactNavigationImporterTests {
    /// The draft for `json`, loaded back through the YAML a user would get.
    static func draft(_ json: String) throws -> (map: RouteMap, warnings: [String]) {
        let result = try ReactNavigationImporter.draft(json: Array(json.utf8), file: "linking.json")
        let yaml = try #require(result.yaml)
        let map = try RouteMapLoader.load(yaml: yaml, file: "draft.yml")
        #expect(map == result.routeMap)
        return (map, result.warnings.map(\.description))
    }

    static func problem(_ json: String) -> String {
        do {
            _ = try ReactNavigationImporter.draft(json: Array(json.utf8), file: "linking.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func tabsScreensAndParametersFromTheWholeLinkingObject() throws {
        let (map, warnings) = try Self.draft(
            """
            {"prefixes": ["myapp://", "https://example.com/app", "https://www.example.com/app"],
             "config": {"screens": {
               "HomeTab": {"path": "home", "initialRouteName": "Feed", "screens": {
                 "Feed": "feed", "Article": "articles/:articleId",
                 "Nested": {"path": "more", "screens": {"Deep": "deep/:id"}}}},
               "Settings": "settings"}}}
            """)
        #expect(warnings == [])
        #expect(map.schemes == ["myapp"])
        #expect(map.web == WebLinks(hosts: ["example.com", "www.example.com"], prefix: ["app"]))
        #expect(map.tabs.map(\.name) == ["HomeTab", "main"])
        let home = try #require(map.tab(named: "HomeTab"))
        #expect(home.path.description == "home")
        #expect(home.root == "Feed")
        #expect(home.screens.map(\.path.description) == ["feed", "articles/{articleId}", "more/deep/{id}"])
        #expect(home.screen(named: "Deep")?.navigators == ["Nested"])
        #expect(home.navigator(named: "Nested")?.path?.description == "more")
        #expect(home.screen(named: "Article")?.params == [ParamSpec(name: "articleId", type: .string(StringRule()))])
        #expect(map.tab(named: "main")?.path.segments == [])
        #expect(map.tab(named: "main")?.root == "Settings")
        let analysis = LinkAnalyzer(routeMap: map).analyze("https://example.com/app/home/more/deep/42")
        #expect(analysis.route?.screen == "Deep")
        #expect(LinkAnalyzer(routeMap: map).analyze("myapp://settings").route?.screen == "Settings")
    }

    /// The config's own `path` starts every link, whatever the prefix: it joins the scheme's
    /// prefix and the web hosts' path prefix.
    @Test func theConfigPathPrefixesEveryRoute() throws {
        let (map, warnings) = try Self.draft(
            #"{"prefixes": ["myapp://", "https://example.com/web"], "config": {"path": "/app/", "screens": {"User": "user/:id"}}}"#)
        #expect(warnings == [])
        #expect(map.prefix == ["app"])
        #expect(map.web == WebLinks(hosts: ["example.com"], prefix: ["web", "app"]))
        let analyzer = LinkAnalyzer(routeMap: map)
        #expect(analyzer.analyze("myapp://app/user/7").route?.screen == "User")
        #expect(analyzer.analyze("https://example.com/web/app/user/7").route?.screen == "User")
        #expect(analyzer.analyze("myapp://user/7").route == nil)
        let (_, wrongType) = try Self.draft(#"{"path": 3, "screens": {"User": "user/:id"}}"#)
        #expect(wrongType.contains("warning: path: has the wrong type (a number); not converted"))
    }

    @Test func justTheConfigOrJustTheScreens() throws {
        let screens = #"{"screens": {"Home": {"path": "home", "screens": {"Start": ""}}}}"#
        let (map, warnings) = try Self.draft(screens)
        #expect(map.tabs == [Tab(name: "Home", path: PathTemplate(segments: [.literal("home")]), root: "Start", screens: [Screen(name: "Start", path: PathTemplate(segments: []))])])
        #expect(map.schemes == ["app"])
        #expect(warnings == [
            "warning: prefixes: no prefix gives a scheme or an https host; the route map uses the scheme app as a placeholder: replace it"
        ])
        let (withPrefixes, _) = try Self.draft(#"{"prefixes": ["shop://"], "screens": {"Cart": "cart"}}"#)
        #expect(withPrefixes.schemes == ["shop"])
    }

    @Test func everyItemThatIsNotConvertedIsAWarningWithItsJSONPath() throws {
        let (map, warnings) = try Self.draft(
            """
            {"prefixes": ["myapp://", "exp://127.0.0.1:19000/--/", "https://*.example.com", "http://example.org"],
             "config": {"initialRouteName": "Home", "screens": {
               "Home": {"path": "home", "screens": {
                 "Feed": {"path": "feed", "parse": {"page": "Number", "sort": "String"}, "stringify": "x => x"},
                 "Post": {"path": "post/:slug?", "alias": ["p/:slug", {"path": "story/:slug"}]},
                 "Photo": "photo/:id(\\\\d+)",
                 "Inner": {"initialRouteName": "A", "screens": {"A": "a", "B": "b"}},
                 "NoPath": {}, "Bad": 42}},
               "Tabs": {"screens": {"Inbox": "inbox"}},
               "Home Screen": "start",
               "NotFound": "*", "Start": ""}}}
            """)
        #expect(map.schemes == ["myapp"])
        #expect(map.web?.hosts == ["example.org"])
        #expect(map.tab(named: "Home")?.screens.map(\.path.description) == ["feed", "post/{slug?}", "photo/{id}", "a", "b"])
        #expect(map.tab(named: "Home")?.navigator(named: "Inner")?.root == "A")
        #expect(map.tab(named: "Tabs")?.path.segments == [])
        #expect(map.tab(named: "main")?.screens.map(\.path.description) == ["*", ""])
        #expect(
            warnings == [
                #"warning: prefixes[1]: "exp://127.0.0.1:19000/--/": a route map has one prefix after scheme:// for all schemes, none; this one is not converted"#,
                #"warning: prefixes[2]: "https://*.example.com": the host must be one plain host name, without a wildcard, port or user; not converted"#,
                #"warning: prefixes[3]: "http://example.org": app links need https; written as the https host example.org"#,
                "warning: config.initialRouteName: initialRouteName is not part of a route map; not converted",
                "warning: config.screens.Home.screens.Feed.parse: functions cannot be converted; page, sort stay type string: set the real type under params",
                "warning: config.screens.Home.screens.Feed.stringify: functions cannot be converted; the parameters stay type string: set the real type under params",
                #"warning: config.screens.Home.screens.Post.alias[0]: alias "p/:slug" is not converted: a route map gives a screen one path"#,
                #"warning: config.screens.Home.screens.Post.alias[1]: alias "story/:slug" is not converted: a route map gives a screen one path"#,
                #"warning: config.screens.Home.screens.Photo: the pattern (\d+) of :id is not converted; {id} takes any one segment"#,
                "warning: config.screens.Home.screens.NoPath: has no path, so no link opens it; not converted",
                "warning: config.screens.Home.screens.Bad: a screen must be a path string or an object with path and screens; not converted",
                #"warning: config.screens["Home Screen"]: "Home Screen" cannot be a screen name (letters, digits, "-", "_", ".", "~"); not converted"#,
            ])
        let analyzer = LinkAnalyzer(routeMap: map)
        #expect(analyzer.analyze("myapp://inbox").route?.screen == "Inbox")
        #expect(analyzer.analyze("myapp://").route?.screen == "Start")
        #expect(analyzer.analyze("myapp://home/post").route?.screen == "Post")
        #expect(analyzer.analyze("myapp://home/post/hello").route?.params.first?.value == .string("hello"))
        #expect(analyzer.analyze("myapp://no/such/place").screen?.name == "NotFound")
    }

    @Test func pathsThatCollideKeepTheFirstScreen() throws {
        let (map, warnings) = try Self.draft(
            #"{"screens": {"Shop": {"path": "shop", "screens": {"A": "item/:id", "B": "item/:sku", "C": "", "D": ""}}}}"#)
        #expect(map.tab(named: "Shop")?.screens.map(\.name) == ["A", "C"])
        #expect(map.tab(named: "Shop")?.root == "C")
        #expect(warnings.contains(#"warning: screens.Shop.screens.B: its path "shop/item/:sku" is also the path of A, so links could not tell them apart; not converted"#))
        #expect(warnings.contains(#"warning: screens.Shop.screens.D: its path "shop" is also the path of C, so links could not tell them apart; not converted"#))
    }

    @Test func anExactPathStartsAtTheLinksStart() throws {
        let (map, _) = try Self.draft(
            #"{"screens": {"Home": {"path": "home", "screens": {"Feed": "", "Help": {"path": "help/faq", "exact": true}}}}}"#)
        #expect(map.tabs.map(\.name) == ["Home"])
        #expect(map.tab(named: "Home")?.screen(named: "Help") == Screen(name: "Help", path: try PathTemplate(parsing: "help/faq"), isExact: true))
        #expect(LinkAnalyzer(routeMap: map).analyze("app://help/faq").route?.screen == "Help")
        #expect(!LinkAnalyzer(routeMap: map).analyze("app://home/help/faq").ok)
    }

    @Test func aScreenWithAPathAndNoScreensIsAScreen() throws {
        let (map, warnings) = try Self.draft(#"{"screens": {"Home": {"path": "home", "screens": {"Empty": {"path": "empty", "screens": {}}}}}}"#)
        #expect(map.tab(named: "Home")?.screens.map(\.name) == ["Empty"])
        #expect(warnings.count == 1)
        #expect(LinkAnalyzer(routeMap: map).analyze("app://home/empty").route?.screen == "Empty")
    }

    @Test func namesYAMLWouldMisreadAreQuoted() throws {
        let (map, _) = try Self.draft(#"{"prefixes": ["yes://"], "screens": {"on": {"path": "null", "screens": {"true": "~/:no"}}}}"#)
        #expect(map.schemes == ["yes"])
        #expect(map.tabs == [Tab(name: "on", path: PathTemplate(segments: [.literal("null")]), root: "true", screens: [Screen(name: "true", path: PathTemplate(segments: [.literal("~"), .parameter("no")]), params: [ParamSpec(name: "no", type: .string(StringRule()))])])])
    }

    @Test func nothingConvertibleGivesNoMap() throws {
        let result = try ReactNavigationImporter.draft(json: Array(#"{"screens": {"NoPath": {}}}"#.utf8), file: "l.json")
        #expect(result.routeMap == nil)
        #expect(result.yaml == nil)
        #expect(result.warnings.count == 2)
    }

    @Test(arguments: [
        ("{\"screens\": {\"A\": \"a\"},\n  ]", "linking.json:2:3: error: invalid JSON: expected a key in quotes"),
        ("", "linking.json:1:1: error: invalid JSON: the text ends where a value should start"),
        ("  [1, 2]", "linking.json:1:3: error: the file must hold a JSON object: the linking config, or its config object"),
        (#"{"config": []}"#, #"linking.json:1:1: error: config must be an object with "screens""#),
        (#"{"prefixes": []}"#, #"linking.json:1:1: error: no "screens" object: expected the linking config ({"prefixes": [...], "config": {"screens": {...}}}) or its config object"#),
        (#"{"screens": "home"}"#, "linking.json:1:1: error: screens must be an object of screen names"),
        ("{\"screens\": {\"A\": \"\u{FFFF}\" \u{1}}}", "linking.json:1:23: error: invalid JSON: expected \",\" or \"}\""),
    ])
    func malformedFilesArePositionedErrors(json: String, expected: String) {
        #expect(Self.problem(json) == expected)
    }

    @Test func notUTF8AndTooDeep() {
        let bytes: [UInt8] = Array("{\"screens\":\n {\"A\": \"".utf8) + [0xFF, 0xFE] + Array("\"}}".utf8)
        #expect(throws: RouteMapError.self) { try ReactNavigationImporter.draft(json: bytes, file: "l.json") }
        do {
            _ = try ReactNavigationImporter.draft(json: bytes, file: "l.json")
        } catch {
            #expect(error.description == "l.json:2:9: error: the file is not valid UTF-8 here; save it as UTF-8")
        }
        let deep = String(repeating: "[", count: 10_000)
        #expect(Self.problem(deep).hasPrefix("linking.json:1:65: error: invalid JSON: nesting is deeper than"))
    }

    /// Many screens and tabs stay linear: every lookup is a set or a dictionary.
    @Test func largeConfigsConvertWhole() throws {
        let count = TestCorpus.size(20_000)
        let nested = (0..<count).map { "\"S\($0)\": \"s\($0)/:id\"" }.joined(separator: ",")
        let topLevel = (0..<count).map { "\"T\($0)\": \"t\($0)\"" }.joined(separator: ",")
        let json = "{\"prefixes\": [\"a://\"], \"screens\": {\"Big\": {\"path\": \"big\", \"screens\": {\(nested)}}, \(topLevel)}}"
        let result = try ReactNavigationImporter.draft(json: Array(json.utf8), file: "big.json")
        let map = try #require(result.routeMap)
        #expect(map.tabs.count == 2)
        #expect(map.tab(named: "Big")?.screens.count == count)
        #expect(map.tab(named: "main")?.screens.count == count)
        #expect(result.warnings.isEmpty)
    }
}
