import Foundation
import PropertyBased
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A route map written in Swift code, with the public model's initialisers, goes through the
/// loader's validation and equals the same map loaded from YAML or JSON.
@Suite("Route maps in Swift code")
struct RouteMapInCodeTests {
    /// `Assets/routes.yml`, written in Swift.
    static func sampleInCode() throws -> RouteMap {
        let int = { (min: Int?, max: Int?) in ParamType.int(IntRule(min: min, max: max)) }
        let double = { (min: Double?, max: Double?) in ParamType.double(DoubleRule(min: min, max: max)) }
        let string = ParamType.string(StringRule())
        return try RouteMap(
            app: "Sample Reader",
            schemes: ["myapp"],
            web: WebLinks(hosts: ["example.com", "www.example.com"], prefix: ["app"]),
            tabs: [
                Tab(name: "home", root: "feed", screens: [
                    Screen(name: "feed", params: [
                        ParamSpec(name: "category", type: .enumeration(EnumRule(values: ["news", "tech", "sports", "culture"])))
                    ], summary: "The article feed"),
                    Screen(name: "articleDetail", params: [
                        ParamSpec(name: "userId", type: int(1, nil), isRequired: true),
                        ParamSpec(name: "articleId", type: int(1, nil), isRequired: true),
                        ParamSpec(name: "searchText", type: .string(StringRule(maxLength: 100))),
                        ParamSpec(name: "mode", type: .enumeration(EnumRule(values: ["safari", "webView"])), defaultValue: "safari"),
                    ], summary: "One article, as opened from a share or a campaign"),
                    Screen(name: "article", path: try PathTemplate(parsing: "articles/{articleId}"), params: [
                        ParamSpec(name: "articleId", type: int(1, nil)),
                        ParamSpec(name: "highlight", type: .bool, defaultValue: "false"),
                    ], summary: "An article by its canonical path"),
                    Screen(name: "archive", params: [
                        ParamSpec(name: "from", type: .date, isRequired: true),
                        ParamSpec(name: "to", type: .date),
                    ], summary: "Articles published between two dates"),
                ]),
                Tab(name: "search", root: "searchHome", screens: [
                    Screen(name: "searchHome", summary: "The search field and recent searches"),
                    Screen(name: "results", params: [
                        ParamSpec(name: "q", type: .string(StringRule(minLength: 1, maxLength: 200)), isRequired: true, plusAsSpace: true),
                        ParamSpec(name: "tags", type: .list(ListRule(of: string))),
                        ParamSpec(name: "page", type: int(1, 500), defaultValue: "1"),
                    ], summary: "Search results"),
                    Screen(name: "map", params: [
                        ParamSpec(name: "lat", type: double(-90, 90), isRequired: true),
                        ParamSpec(name: "lng", type: double(-180, 180), isRequired: true),
                        ParamSpec(name: "zoom", type: double(0, 21)),
                    ], summary: "Articles near a place"),
                ]),
                Tab(name: "myPage", root: "profile", screens: [
                    Screen(name: "profile", summary: "The reader's profile"),
                    Screen(name: "order", path: try PathTemplate(parsing: "orders/{orderId}"), params: [
                        ParamSpec(name: "orderId", type: .uuid)
                    ], requiresLogin: true, summary: "One order, which only its owner may see"),
                    Screen(name: "webView", params: [
                        ParamSpec(name: "url", type: .url(URLRule(schemes: ["https"])), isRequired: true)
                    ], summary: "An in-app browser"),
                ]),
                Tab(name: "setting", root: "settings", screens: [
                    Screen(name: "settings", summary: "The settings list"),
                    Screen(name: "changeAccount", requiresLogin: true, presentation: .modal, summary: "Switch to another account"),
                    Screen(name: "notifications", params: [
                        ParamSpec(name: "enabled", type: .bool, isRequired: true),
                        ParamSpec(name: "channels", type: .list(ListRule(of: .enumeration(EnumRule(values: ["push", "email", "sms"]))))),
                    ], summary: "Notification preferences"),
                    Screen(name: "promo", params: [
                        ParamSpec(name: "payload", type: .json, isRequired: true)
                    ], presentation: .modal, summary: "A promotion whose content travels in the link"),
                ]),
            ],
            loginScreen: "login",
            campaign: CampaignRules(
                params: [
                    ParamSpec(name: "utm_source", type: .string(StringRule(pattern: try Pattern("^[a-z0-9_.-]+$")))),
                    ParamSpec(name: "utm_medium", type: .enumeration(EnumRule(values: ["email", "cpc", "social", "push", "qr", "affiliate", "display"]))),
                ] + ["utm_campaign", "utm_id", "utm_term", "utm_content", "gclid", "fbclid"].map { ParamSpec(name: $0, type: string) },
                required: ["utm_source", "utm_medium", CampaignRules.Requirement(anyOf: ["utm_campaign", "utm_id"])!],
                lowercase: .params(["utm_source", "utm_medium", "utm_campaign"])))
    }

    @Test func theSampleInCodeEqualsTheLoadedOnes() throws {
        let map = try Self.sampleInCode()
        #expect(map == RouteMap.sample)
        #expect(map == (try RouteMapLoader.load(yaml: String(contentsOf: Self.asset, encoding: .utf8))))
    }

    /// An app inspects the model: which screens need a login, which are modal, what they take.
    @Test func theModelIsInspectable() {
        let screens = RouteMap.sample.tabs.flatMap(\.screens)
        #expect(screens.filter(\.requiresLogin).map(\.name) == ["order", "changeAccount"])
        #expect(screens.filter { $0.presentation == .modal }.map(\.name) == ["changeAccount", "promo"])
        #expect(RouteMap.sample.tab(named: "home")?.screen(named: "article")?.path.parameterNames == ["articleId"])
        #expect(RouteMap.sample.loginScreen == "login")
    }

    /// The problems of a map built in code: the loader's messages, without a position.
    static func problems(_ tabs: [Tab], loginScreen: String? = nil) -> [String] {
        do {
            _ = try RouteMap(app: "T", schemes: ["t"], tabs: tabs, loginScreen: loginScreen)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A map built in code is validated as a loaded one is, with the same words.
    @Test func validationCannotBeBypassed() throws {
        #expect(Self.problems([Tab(name: "a", root: "fed", screens: [Screen(name: "feed")])]) == [
            "RouteMap: error: root screen \"fed\" of tab a is not defined in its screens; did you mean feed?"
        ])
        #expect(Self.problems([Tab(name: "a", root: "s", screens: [Screen(name: "s", requiresLogin: true)])]) == [
            "RouteMap: error: requires_login needs a top-level login_screen to present"
        ])
        #expect(Self.problems([Tab(name: "a", root: "s", screens: [
            Screen(name: "s", params: [ParamSpec(name: "x", type: .int(IntRule(min: 5, max: 1)), defaultValue: "abc")])
        ])]) == [
            "RouteMap: error: min (5) is greater than max (1) in parameter x",
            "RouteMap: error: the default of x does not fit its type: x expects an integer, found \"abc\"",
        ])
        let path = try PathTemplate(parsing: "p/{id}")
        #expect(Self.problems([Tab(name: "a", root: "s", screens: [
            Screen(name: "s"), Screen(name: "x", path: path, params: [ParamSpec(name: "id", type: .int(IntRule()))]),
            Screen(name: "y", path: path, params: [ParamSpec(name: "id", type: .int(IntRule()))]),
        ])]) == ["RouteMap: error: screen y has the same path as x in tab a (p/{id}), so links cannot tell them apart"])
        #expect(Self.problems([Tab(name: "a", root: "s", screens: [Screen(name: "s", path: path)])]) == [
            "RouteMap: error: path parameter {id} of s has no type; add it under params, like id: {type: int}"
        ])
        #expect(Self.problems([Tab(name: "a b", root: "s", screens: [Screen(name: "s"), Screen(name: "s")])]) == [
            "RouteMap: error: tab name \"a b\" must be a plain name (letters, digits, \"-\", \"_\", \".\", \"~\")",
            "RouteMap: error: \"s\" appears twice in the screens of tab a b",
        ])
        #expect(throws: RouteMapError.self) { try RouteMap(app: "T", schemes: ["http"], tabs: [Tab(name: "a", root: "s", screens: [Screen(name: "s")])]) }
        // A screen inside a navigator the tab does not list cannot be declared.
        #expect(Self.problems([Tab(name: "a", root: "s", screens: [Screen(name: "s"), Screen(name: "t", navigators: ["settings"])])]) == [
            "RouteMap: error: screen t of tab a does not read back as given: its path, parameters and navigators must continue those of the navigators that hold it, each of which the tab lists"
        ])
    }

    /// Every map the loader reads, nested navigators and every type included, is accepted back
    /// from its parts as it is.
    @Test(arguments: ["Assets/routes.yml", "Assets/nested-routes.yml", "Assets/every-type.yml"])
    func aLoadedMapIsRebuiltFromItsParts(_ file: String) throws {
        let root = Self.asset.deletingLastPathComponent().deletingLastPathComponent()
        let map = try RouteMapLoader.load(contentsOf: root.appendingPathComponent(file).path)
        let rebuilt = try RouteMap(
            app: map.app, schemes: map.schemes, prefix: map.prefix, web: map.web, tabs: map.tabs, loginScreen: map.loginScreen,
            campaign: map.campaign)
        #expect(rebuilt == map)
        #expect(!map.tabs.flatMap(\.navigators).isEmpty || file != "Assets/nested-routes.yml")
    }

    /// The same over generated maps (nested navigators, exact paths, every type, campaign
    /// rules): a valid map's parts make it again.
    @Test func generatedMapsAreRebuiltFromTheirParts() async {
        await propertyCheck(count: TestCorpus.size(300), input: Generators.routeMap) { map in
            let rebuilt = try RouteMap(
                app: map.app, schemes: map.schemes, prefix: map.prefix, web: map.web, tabs: map.tabs, loginScreen: map.loginScreen,
                campaign: map.campaign)
            #expect(rebuilt == map)
        }
    }

    static let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/routes.yml")
}
