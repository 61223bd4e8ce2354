import RouteCore
import RouteMapYAML
import Testing

/// Route maps shaped like real apps: tabs with their own path or none, nested navigators,
/// `exact` paths, optional parameters, catch-alls and a scheme prefix; and the problems a map of
/// that shape can have, each with its line and column.
@Suite("Navigation trees in route maps")
struct NavigationTreeTests {
    static let app = try! RouteMapLoader.load(yaml: """
        app: Demo
        schemes: [demo]
        prefix: app
        tabs:
          - name: Home
            path: home
            root: Feed
            screens:
              Feed: {path: ""}
              Settings:
                path: settings
                root: General
                screens:
                  General: {path: ""}
                  Privacy: {path: privacy}
                  Device:
                    path: "device/{deviceId}"
                    params: {deviceId: int}
                    screens:
                      DeviceInfo: {path: info}
                      DeviceLogs: {path: "logs/{day?}", params: {day: date}}
              Help: {path: "help/faq", exact: true}
          - name: Showroom
            path: ""
            root: List
            screens:
              List: {path: showroom}
              Item: {path: "showroom/{queryIndex}", params: {queryIndex: int}}
              NotFound: {path: "*"}
        """)

    static func route(_ link: String) -> (chain: [String], params: [String: String], codes: [String]) {
        let analysis = LinkAnalyzer(routeMap: app).analyze(link)
        guard let tab = analysis.tab.flatMap({ app.tab(named: $0.name) }), let screen = analysis.screen.flatMap({ tab.screen(named: $0.name) })
        else { return ([], [:], analysis.diagnostics.map(\.code.rawValue)) }
        var params: [String: String] = [:]
        for param in analysis.params where param.source == .path { params[param.name] = param.text }
        return ([tab.name] + screen.navigators + [screen.name], params, analysis.diagnostics.map(\.code.rawValue))
    }

    @Test func linksFollowTheTree() {
        #expect(Self.route("demo://app/home").chain == ["Home", "Feed"])
        #expect(Self.route("demo://app/home/settings").chain == ["Home", "Settings", "General"])
        #expect(Self.route("demo://app/home/settings/privacy").chain == ["Home", "Settings", "Privacy"])
        let info = Self.route("demo://app/home/settings/device/7/info")
        #expect(info.chain == ["Home", "Settings", "Device", "DeviceInfo"])
        #expect(info.params == ["deviceId": "7"])
        #expect(info.codes == [])
        #expect(Self.route("demo://app/home/settings/device/7/logs").chain == ["Home", "Settings", "Device", "DeviceLogs"])
        #expect(Self.route("demo://app/home/settings/device/7/logs/2026-01-02").params == ["deviceId": "7", "day": "2026-01-02"])
        #expect(Self.route("demo://app/help/faq").chain == ["Home", "Help"])
        #expect(Self.route("demo://app/showroom/2").chain == ["Showroom", "Item"])
        #expect(Self.route("demo://app/showroom").chain == ["Showroom", "List"])
    }

    @Test func aNavigatorsPathOpensItsRootAndAsksForItsParameters() {
        // Device opens its first screen, whose path needs nothing more.
        #expect(Self.route("demo://app/home/settings/device/7").chain == ["Home", "Settings", "Device", "DeviceInfo"])
        // A navigator parameter of the wrong type is reported on its segment.
        expectDiagnostics("demo://app/home/settings/device/1️⃣x2️⃣/info", [diag(.typeMismatch, "deviceId", 1, 2)], map: Self.app)
    }

    /// A navigator whose path is read from the link's start, written after its tab: the tab is
    /// the problem, its removal the fix, and no did-you-mean names the segment that is already
    /// right (it once offered to replace "legal" with "legal").
    @Test func anExactPathWrittenAfterItsTabLosesTheTab() throws {
        let map = try RouteMapLoader.load(yaml: """
            app: Demo
            schemes: [demo]
            tabs:
              - name: home
                root: feed
                screens:
                  feed: {}
                  legal:
                    path: legal
                    exact: true
                    screens:
                      terms: {}
                      privacy: {}
            """)
        let analyzer = LinkAnalyzer(routeMap: map)
        let terms = expectDiagnostics("demo://home/1️⃣legal/terms2️⃣?3️⃣ref4️⃣=a", [diag(.unknownScreen, nil, 1, 2), diag(.unknownParam, "ref", 3, 4)], map: map)
        #expect(terms.diagnostics[0].message == "terms is read from the link's start, not after tab \"home\": remove \"home/\"")
        #expect(terms.screen?.name == "terms")
        let fixed = try #require(terms.diagnostics[0].fix).applied(to: "demo://home/legal/terms?ref=a")
        #expect(fixed == "demo://legal/terms?ref=a")
        #expect(analyzer.analyze(fixed).problems.map(\.code) == [.unknownParam])
        let landing = expectDiagnostics("demo://home/1️⃣legal2️⃣", [diag(.unknownScreen, nil, 1, 2)], map: map)
        #expect(landing.diagnostics[0].message == "navigator legal is read from the link's start, not after tab \"home\": remove \"home/\"")
        #expect(landing.screen?.name == "terms")
        // A typo of the navigator's path is no near miss of a screen that follows the tab.
        let typo = analyzer.analyze("demo://home/legl/terms")
        #expect(typo.problems.map(\.code) == [.unknownScreen])
        #expect(typo.diagnostics[0].fix == nil)
        #expect(!typo.diagnostics[0].message.contains("did you mean"))
    }

    /// A segment that is a screen's first literal, whose path goes on, is no typo of that screen:
    /// no did-you-mean offers to replace "orders" with "orders".
    @Test func theSegmentItselfIsNoNearMiss() throws {
        let map = try RouteMapLoader.load(yaml: """
            app: Shop
            schemes: [shop]
            tabs:
              - name: home
                root: list
                screens:
                  list: {path: "orders/list"}
            """)
        let analysis = expectDiagnostics("shop://home/1️⃣orders2️⃣", [diag(.unknownScreen, nil, 1, 2)], map: map)
        #expect(analysis.diagnostics[0].fix == nil)
        #expect(!analysis.diagnostics[0].message.contains("did you mean"))
    }

    @Test func whatNoRouteTakesIsReported() {
        // Without the prefix, the router does not take the link at all.
        expectDiagnostics("demo://1️⃣home/settings2️⃣", [diag(.unknownTab, nil, 1, 2)], map: Self.app)
        // The catch-all takes what nothing else does, with a warning on what it took: an exact
        // path under its tab, or a segment too many.
        expectDiagnostics("demo://app/1️⃣home/help/faq2️⃣", [diag(.catchAll, nil, 1, 2)], map: Self.app)
        expectDiagnostics("demo://app/1️⃣home/settings/device/7/info/more2️⃣", [diag(.catchAll, nil, 1, 2)], map: Self.app)
        // Without a catch-all, the tab's screens explain what is wrong.
        var bare = Self.app
        bare.tabs[1].screens.removeLast()
        expectDiagnostics("demo://app/home/settings/device/7/info1️⃣/more2️⃣", [diag(.extraPath, nil, 1, 2)], map: bare)
        // An exact path written after the tab is read as that path, and the tab is the problem.
        let exact = expectDiagnostics("demo://app/home/1️⃣help/faq2️⃣", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(exact.diagnostics.first?.message == "Help is read from the link's start, not after tab \"home\": remove \"home/\"")
        #expect(exact.diagnostics.first?.fix == Fix(span: 11..<16, replacement: "", .machineApplicable))
        #expect(exact.screen?.name == "Help")
        // A guess that the link left out a navigator's path names the screen: a segment another
        // tab's screen takes, or one its parameter's type refuses, is no such screen; a guess
        // that writes a parameter of the path leaves a placeholder to fill in.
        let elsewhere = expectDiagnostics("demo://app/1️⃣home/2️⃣showroom3️⃣", [diag(.unknownScreen, nil, 2, 3)], map: bare)
        #expect(elsewhere.diagnostics.first?.message.hasPrefix("List is not in tab Home") == true)
        let refused = expectDiagnostics("demo://app/home/1️⃣logs2️⃣/x", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(refused.diagnostics.first?.message == "no screen \"logs\" in tab Home; its screens are (empty), settings, settings/privacy, settings/device/{deviceId}/info, settings/device/{deviceId}/logs/{day?}, help/faq (from the link's start)")
        #expect(refused.diagnostics.first?.fix == nil)
        let logs = expectDiagnostics("demo://app/home/1️⃣logs/2026-01-022️⃣", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(logs.diagnostics.first?.fix == Fix(span: 16..<16, replacement: "settings/device/{deviceId}/", .hasPlaceholders))
        // A screen written without its navigator's part of the path.
        let privacy = expectDiagnostics("demo://app/home/1️⃣privacy2️⃣", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(privacy.diagnostics.first?.message == "Privacy is in navigator Settings of tab Home: its path is settings/privacy, so write settings/ before \"privacy\"")
        #expect(privacy.diagnostics.first?.fix == Fix(span: 16..<16, replacement: "settings/", .machineApplicable))
        #expect(privacy.screen?.name == "Privacy")
        // A screen of a tab that owns no segment, written under another tab.
        let showroom = expectDiagnostics("demo://app/home/1️⃣showroom/32️⃣", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(showroom.diagnostics.first?.message == "Item is not in tab Home; it is in tab Showroom, whose links start with the screen's own path")
        #expect(showroom.diagnostics.first?.fix == Fix(span: 11..<16, replacement: "", .maybeIncorrect))
        // The catch-all of a nested navigator.
        let nested = try! RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: a
                root: x
                screens:
                  x: {}
                  n: {path: "n/{id}", params: {id: int}, screens: {lost: {path: "*"}, y: {}}}
                  files: {path: "files/*"}
            """)
        expectDiagnostics("t://a/n/4/1️⃣p/q2️⃣", [diag(.catchAll, nil, 1, 2)], map: nested)
        #expect(LinkAnalyzer(routeMap: nested).analyze("t://a/n/4/p").diagnostics.first?.message == "no route of App takes \"p\", so the link lands on lost, the catch-all (a/n/{id}/*) of navigator n")
        // A path that goes on with `*` is a route like any other, not a catch-all.
        expectClean("t://a/files/2026/report.pdf", map: nested)
        // A first segment that names no tab, in a map whose tabs do not all lead the path.
        let nowhere = expectDiagnostics("demo://app/1️⃣showrom/22️⃣", [diag(.unknownScreen, nil, 1, 2)], map: bare)
        #expect(nowhere.diagnostics.first?.fix?.replacement == "showroom")
    }

    @Test func theTreeIsFlattenedWithEveryScreensWholePath() {
        let home = Self.app.tabs[0]
        #expect(home.screens.map(\.path.description) == ["", "settings", "settings/privacy", "settings/device/{deviceId}/info", "settings/device/{deviceId}/logs/{day?}", "help/faq"])
        #expect(home.screens.map(\.navigators) == [[], ["Settings"], ["Settings"], ["Settings", "Device"], ["Settings", "Device"], []])
        #expect(home.screen(named: "DeviceLogs")?.params.map(\.name) == ["deviceId", "day"])
        #expect(home.navigator(named: "Device").flatMap(home.landing(of:))?.name == "DeviceInfo")
        #expect(home.navigator(named: "Settings")?.root == "General")
        #expect(home.linkPath(of: home.screen(named: "Help")!).description == "help/faq")
        #expect(Self.app.prefix == ["app"])
    }

    /// A link to a navigator's own path opens its landing: its root, followed into a navigator
    /// named as root, else its first screen; `Tab.landing(of:)` reads the same screen.
    @Test func aNavigatorLandsOnItsRootFollowedIntoNavigators() throws {
        let map = try RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: a
                root: s
                screens:
                  s: {path: ""}
                  Outer:
                    path: outer
                    root: Inner
                    screens:
                      x: {}
                      Inner:
                        path: inner
                        root: b
                        screens: {a: {}, b: {}}
                  Plain:
                    path: plain
                    screens: {p: {}, q: {}}
            """)
        let tab = map.tabs[0]
        let analyzer = LinkAnalyzer(routeMap: map)
        for (name, link, landing) in [("Outer", "t://a/outer", "b"), ("Inner", "t://a/outer/inner", "b"), ("Plain", "t://a/plain", "p")] {
            let navigator = try #require(tab.navigator(named: name))
            #expect(tab.landing(of: navigator)?.name == landing, "\(name)")
            #expect(analyzer.analyze(link).route?.screen == landing, "\(link)")
        }
        #expect(Tab(name: "other", root: "s", screens: [Screen(name: "s")]).landing(of: try #require(tab.navigator(named: "Outer"))) == nil)
    }

    @Test func twoScreensForOnePathAreReportedWhereTheSecondIsDeclared() {
        #expect(RouteMapLoaderTests.problems("""
            schemes: [t]
            tabs:
              - {name: a, root: x, screens: {x: {path: "item/{id}", params: {id: int}}}}
              - name: b
                path: ""
                root: y
                screens:
                  y: {path: "a/item/{sku}", params: {sku: string}}
            """) == ["8:7: screen y has the same path as x in tab a (a/item/{sku}), so links cannot tell them apart"])
    }

    @Test func aScreenNoLinkCanReachIsReported() {
        #expect(RouteMapLoaderTests.problems("""
            schemes: [t]
            tabs:
              - name: a
                root: x
                screens:
                  x: {path: "post/{slug?}", params: {slug: string}}
                  y: {path: post}
            """) == ["7:7: no link can reach screen y: every path it takes (a/post) goes to screen x first"])
    }

    @Test func navigatorProblems() {
        #expect(RouteMapLoaderTests.problems("""
            schemes: [t]
            tabs:
              - name: a
                root: x
                screens:
                  x: {}
                  n:
                    root: z
                    exact: true
                    requires_login: true
                    screens: {y: {}}
                  m: {screens: {}}
                  x2: {root: y}
            """) == [
                #"8:9: exact needs a path: navigator n has none (write path: "" for the link's start)"#,
                // One letter changed whole is no near miss.
                #"8:15: root "z" of navigator n is not one of its screens"#,
                #"10:9: unknown key "requires_login" in navigator n; expected one of path, exact, params, description, screens, root"#,
                "12:20: navigator m has no screens; without screens: it is a screen of its own",
                "13:12: root names the start of a navigator's screens; screen x2 has no screens",
            ])
    }

    @Test func pathsHoldOneCatchAll() {
        #expect(RouteMapLoaderTests.problems("""
            schemes: [t]
            tabs:
              - name: a
                path: "x/*"
                root: x
                screens:
                  x: {path: "*/*"}
                  n: {screens: {x: {}}}
            """) == [
                #"4:11: a tab's path cannot hold "*"; give the catch-all to a screen"#,
                #"7:17: the path of x, */*, has more than one "*"; a catch-all takes the rest of the path once"#,
            ])
    }

    @Test func navigatorPathParametersNeedATypeAndAName() {
        #expect(RouteMapLoaderTests.problems("""
            schemes: [t]
            tabs:
              - name: a
                root: x
                screens:
                  n:
                    path: "n/{id}"
                    screens:
                      x: {path: "x/{id}", params: {id: int}}
            """) == [
                "7:15: path parameter {id} of navigator n has no type; add it under params, like id: {type: int}"
            ])
    }
}
