import PropertyBased
import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

@Suite struct RouteMapYAMLWriterTests {
    @Test func roundTripOverGeneratedRouteMaps() async {
        await propertyCheck(count: TestCorpus.size(500), input: Generators.routeMap) { map in
            let yaml = RouteMapYAMLWriter().yaml(for: map)
            let loaded = try RouteMapLoader.load(yaml: yaml)
            #expect(loaded == map)
            // Field by field, so a failure names the part that changed.
            #expect(loaded.app == map.app)
            #expect(loaded.schemes == map.schemes)
            #expect(loaded.web == map.web)
            #expect(loaded.loginScreen == map.loginScreen)
            #expect(loaded.campaign == map.campaign)
            for (loadedTab, tab) in zip(loaded.tabs, map.tabs) {
                #expect(loadedTab.name == tab.name && loadedTab.root == tab.root)
                for (loadedScreen, screen) in zip(loadedTab.screens, tab.screens) {
                    #expect(loadedScreen.path == screen.path)
                    #expect(loadedScreen.summary == screen.summary)
                    for (loadedParam, param) in zip(loadedScreen.params, screen.params) { #expect(loadedParam == param) }
                }
            }
        }
    }

    /// The file is the map's declaration, the tree `RouteMap` validates a map built in code by:
    /// read back as a document, it is that tree, key for key and in order.
    @Test func theFileIsTheDeclaration() async {
        await propertyCheck(count: TestCorpus.size(200), input: Generators.routeMap) { map in
            let yaml = RouteMapYAMLWriter(header: ["Imported"]).yaml(for: map)
            let document = try YAMLDocument.parse(bytes: Array(yaml.utf8), file: "routes.yml")
            #expect(Self.shape(of: document) == Self.shape(of: map.declaration))
        }
        let list = RouteMap.unchecked(
            app: "A", schemes: ["a"],
            tabs: [Tab(name: "t", root: "s", screens: [Screen(name: "s", params: [ParamSpec(name: "ids", type: .list(ListRule(of: .int(IntRule()))))])])])
        #expect(RouteMapYAMLWriter().yaml(for: list).contains("ids: {type: list, of: int}\n"), "an element type alone is named alone")
    }

    /// `node` without positions or scalar styles: what the document says, not how it is written.
    static func shape(of node: DocumentNode) -> DocumentNode {
        switch node.content {
        case .scalar(let text, _): DocumentNode(.scalar(text, .plain), line: 0, column: 0)
        case .sequence(let items): DocumentNode(.sequence(items.map(shape(of:))), line: 0, column: 0)
        case .mapping(let pairs):
            DocumentNode(.mapping(pairs.map { DocumentNode.Pair(key: shape(of: $0.key), value: shape(of: $0.value)) }), line: 0, column: 0)
        }
    }

    @Test func theSampleMapRoundTrips() throws {
        let yaml = RouteMapYAMLWriter(header: ["Sample Reader", "second line\nwith a break"]).yaml(for: .sample)
        #expect(try RouteMapLoader.load(yaml: yaml) == .sample)
        #expect(yaml.hasPrefix("# Sample Reader\n# second line\n# with a break\napp: \"Sample Reader\"\n"))
    }

    @Test(arguments: [
        ("home", "home"), ("articles/{id}", #""articles/{id}""#), ("/app", "/app"), ("", #""""#),
        ("yes", #""yes""#), ("No", #""No""#), ("on", #""on""#), ("OFF", #""OFF""#), ("y", #""y""#), ("null", #""null""#),
        ("~", #""~""#), ("true", #""true""#), ("12", #""12""#), ("1.5", #""1.5""#), ("0x1F", #""0x1F""#),
        (".inf", #"".inf""#), ("2001-12-14", #""2001-12-14""#), ("*anchor", #""*anchor""#), ("&a", #""&a""#),
        ("!tag", #""!tag""#), ("|", #""|""#), (">", #"">""#), ("%x", #""%x""#), ("@x", #""@x""#), ("`x", #""`x""#),
        ("-x", #""-x""#), ("a: b", #""a: b""#), ("a #b", #""a #b""#), ("a,b", #""a,b""#), ("[x]", #""[x]""#),
        ("say \"hi\"", #""say \"hi\"""#), (#"a\b"#, #""a\\b""#), ("line\nbreak", #""line\nbreak""#),
        ("tab\there", #""tab\there""#), ("\u{1B}[2J", #""\x1B[2J""#), ("\u{85}", #""\x85""#),
        ("\u{2028}", #""\u2028""#), ("a\u{FEFF}", #""a\uFEFF""#), ("café", #""café""#), ("😀", #""😀""#),
    ])
    func scalarsAreQuotedWhenYAMLWouldMisreadThem(text: String, written: String) throws {
        #expect(RouteMapYAMLWriter.scalar(text) == written)
        // Whatever the quoting, the loader reads back the exact text.
        let map = RouteMap.unchecked(app: text, schemes: ["myapp"], tabs: [Tab(name: "home", root: "feed", screens: [Screen(name: "feed")])])
        #expect(try RouteMapLoader.load(yaml: RouteMapYAMLWriter().yaml(for: map)).app == text)
    }

    @Test func theAppIDSurvivesTheRoundTrip() throws {
        let map = RouteMap.unchecked(
            app: "Reader", schemes: ["myapp"], web: WebLinks(hosts: ["example.com"], appID: "ABCDE12345.com.example.reader"),
            tabs: [Tab(name: "home", root: "feed", screens: [Screen(name: "feed")])])
        let yaml = RouteMapYAMLWriter().yaml(for: map)
        #expect(yaml.contains("web:\n  hosts: [example.com]\n  app_id: ABCDE12345.com.example.reader\n"))
        #expect(try RouteMapLoader.load(yaml: yaml).web == map.web)
    }

    @Test func theLayoutIsBlockStyleWithFlowParamSpecs() {
        let map = RouteMap.unchecked(
            app: "Reader", schemes: ["myapp"], web: WebLinks(hosts: ["example.com"], prefix: ["app"]),
            tabs: [
                Tab(
                    name: "home", root: "feed",
                    screens: [
                        Screen(name: "feed"),
                        Screen(
                            name: "article", path: PathTemplate(segments: [.literal("articles"), .parameter("id")]),
                            params: [
                                ParamSpec(name: "id", type: .int(IntRule(min: 1))),
                                ParamSpec(name: "tags", type: .list(ListRule(of: .string(StringRule(maxLength: 5))))),
                            ], requiresLogin: true, presentation: .modal),
                    ])
            ], loginScreen: "login")
        #expect(
            RouteMapYAMLWriter().yaml(for: map) == """
                app: Reader
                schemes: [myapp]
                web:
                  hosts: [example.com]
                  prefix: /app
                tabs:
                  - name: home
                    root: feed
                    screens:
                      feed: {}
                      article:
                        path: "articles/{id}"
                        requires_login: true
                        presentation: modal
                        params:
                          id: {type: int, min: 1}
                          tags: {type: list, of: {type: string, max_length: 5}}
                login_screen: login

                """)
    }
}
