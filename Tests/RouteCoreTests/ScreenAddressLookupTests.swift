import PropertyBased
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A destination named by its place, as `routescope build` and ``DeepLinkBuilder`` take it:
/// `tab/navigator/…/screen`, `tab/screen` when the tab has one screen of that name, or the place
/// as `routes` prints it, `tab › navigator › screen`.
@Suite struct ScreenAddressLookupTests {
    static let shapes = try! RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
    let builder = DeepLinkBuilder(routeMap: Self.shapes)

    /// What `text` finds in the `shapes` map.
    func lookup(_ text: String) throws -> Result<Screen, ScreenAddress.Unfound> {
        try #require(ScreenAddress(parsing: text)).lookup(in: Self.shapes)
    }

    /// The one diagnostic of building `text`, rendered against it.
    func problem(_ text: String) throws -> (message: String, found: String, code: DiagnosticCode) {
        let error = try #require(throws: DeepLinkError.self) { try builder.analyzeLink(to: text, parameters: []) }
        #expect(error.input == text)
        #expect(error.diagnostics.count == 1)
        let spanned = String(decoding: Array(text.utf8)[error.diagnostic.span], as: UTF8.self)
        return (error.diagnostic.message, spanned, error.diagnostic.code)
    }

    @Test func aPlaceIsReadWithSlashesOrAsReportsShowIt() throws {
        #expect(ScreenAddress(parsing: "shop/Reviews/item") == ScreenAddress(tab: "shop", navigators: ["Reviews"], screen: "item"))
        #expect(ScreenAddress(parsing: "shop/item") == ScreenAddress(tab: "shop", screen: "item"))
        #expect(ScreenAddress(parsing: "shop/item/")?.navigators == nil)
        for text in ["shop › Reviews › item", "shop›Reviews›item", "shop ›Reviews›  item", "shop/Reviews › item"] {
            #expect(ScreenAddress(parsing: text) == ScreenAddress(tab: "shop", navigators: ["Reviews"], screen: "item"), "\(text)")
        }
        // With `›` the place is whole: no navigators is the screen directly in the tab.
        #expect(ScreenAddress(parsing: "shop › item") == ScreenAddress(tab: "shop", navigators: [], screen: "item"))
        #expect(ScreenAddress(parsing: "shop") == nil)
        #expect(ScreenAddress(parsing: "") == nil)
        #expect(ScreenAddress.names(in: "shop › Reviews/item").map(\.span) == [0..<4, 9..<16, 17..<21])
    }

    @Test func aNameOnceInItsTabNeedsNoNavigators() throws {
        guard case .success(let gallery) = try lookup("shop/gallery") else { throw Unexpected.lookup }
        #expect(gallery.navigators == ["Reviews", "Photos"])
        #expect(try lookup("shop/Reviews/Photos/gallery") == .success(gallery))
        #expect(try builder.analyzeLink(to: "shop/gallery", parameters: [("productId", "4")]).input == "s://shop/reviews/4/photos")
    }

    @Test func aPlaceWithNavigatorsIsThatScreen() throws {
        let nested = try builder.analyzeLink(to: "shop/Reviews/item", parameters: [("productId", "3")])
        #expect(nested.input == "s://shop/reviews/3/top")
        #expect(nested.route == Route(tab: "shop", navigators: ["Reviews"], screen: "item", params: [RouteParam(name: "productId", value: .int(3))]))
        for text in ["shop › Reviews › item", "shop›Reviews›item"] {
            #expect(try builder.analyzeLink(to: text, parameters: [("productId", "3")]).input == "s://shop/reviews/3/top")
        }
        let top = try builder.analyzeLink(to: "shop › item", parameters: [("sku", "b1"), ("color", "red")])
        #expect(top.input == "s://shop/item/b1?color=red")
        #expect(top.navigators == [])
    }

    @Test func aNameAtTwoLevelsIsNotPicked() throws {
        guard case .failure(.ambiguous(let screens)) = try lookup("shop/item") else { throw Unexpected.lookup }
        #expect(screens.map(\.navigators) == [[], ["Reviews"]])
        let (message, found, code) = try problem("shop/item")
        #expect(code == .unknownScreen)
        #expect(found == "item")
        #expect(message == #""item" is at 2 places in tab shop; write "shop › item" for the one directly in shop or shop/Reviews/item for the one in shop › Reviews"#)
        // The typed builder says the same of an address without navigators.
        let error = try #require(throws: DeepLinkError.self) {
            try builder.link(to: ScreenAddress(tab: "store", screen: "front"), with: Store(store: "x"))
        }
        #expect(error.diagnostic.message.hasPrefix(#""front" is at 2 places in tab store; write "store › front""#))
        #expect(try builder.link(to: ScreenAddress(tab: "store", navigators: ["Info"], screen: "front"), with: Store(store: "x")) == "s://stores/x/info/about")
    }

    @Test func aRouteWhoseNameIsAtTwoLevelsMustSayWhich() throws {
        let map = try RouteMapLoader.load(
            yaml: """
                app: T
                schemes: [t]
                tabs:
                  - name: main
                    root: feed
                    screens:
                      feed: {path: feed}
                      Home:
                        path: home
                        screens:
                          Profile: {path: "profile/{id}", params: {id: int}}
                      Friends:
                        path: friends
                        screens:
                          Profile: {path: "user/{id}", params: {id: int}}
                """)
        let builder = DeepLinkBuilder(routeMap: map)
        let id = [RouteParam(name: "id", value: .int(7))]
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: Route(tab: "main", screen: "Profile", params: id)) }
        #expect(error.diagnostic.code == .unknownScreen)
        #expect(
            error.diagnostic.message
                == #""Profile" is at 2 places in tab main; write main/Home/Profile for the one in main › Home or main/Friends/Profile for the one in main › Friends"#)
        // Navigators that are not in the tab settle nothing either.
        #expect(throws: DeepLinkError.self) { try builder.link(for: Route(tab: "main", navigators: ["Hom"], screen: "Profile", params: id)) }
        #expect(try builder.link(for: Route(tab: "main", navigators: ["Friends"], screen: "Profile", params: id)) == "t://main/friends/user/7")
        #expect(try builder.link(for: Route(tab: "main", navigators: ["Home"], screen: "Profile", params: id)) == "t://main/home/profile/7")
    }

    @Test func anUnknownTabIsNamedWithTheClosestPlaces() throws {
        #expect(try lookup("shp/item") == .failure(.missing(.tab)))
        let (message, found, code) = try problem("shp/item")
        #expect(code == .unknownTab)
        #expect(found == "shp")
        #expect(message == #"unknown tab "shp"; the tabs are shop, store, open; did you mean "shop › item" or shop/Reviews/item?"#)
    }

    @Test func anUnknownNavigatorIsNamedAtItsLevel() throws {
        #expect(try lookup("shop/Reviews/Photo/gallery") == .failure(.missing(.navigator(1))))
        let (message, found, _) = try problem("shop/Reviews/Photo/gallery")
        #expect(found == "Photo")
        #expect(message == "no navigator \"Photo\" in shop › Reviews; its navigators are Photos; did you mean shop/Reviews/Photos/gallery?")
        let screenAsNavigator = try problem("shop › item › Photos › gallery")
        #expect(screenAsNavigator.found == "item")
        #expect(screenAsNavigator.message.hasPrefix("no navigator \"item\" in shop: \"item\" is a screen there, not a navigator"))
    }

    @Test func anUnknownScreenIsNamedAtItsLevel() throws {
        #expect(try lookup("shop/Reviews/iten") == .failure(.missing(.screen)))
        let (message, found, _) = try problem("shop/Reviews/iten")
        #expect(found == "iten")
        #expect(message == "no screen \"iten\" directly in shop › Reviews; did you mean shop/Reviews/item?")
        #expect(try problem("shop/iten").message == #"no screen "iten" in tab shop; did you mean "shop › item" or shop/Reviews/item?"#)
        #expect(try problem("shop › Reviews › Photos").message == "\"Photos\" is a navigator in shop › Reviews, not a screen; its path opens shop/Reviews/Photos/gallery")
    }

    /// A did-you-mean names a screen whose name is close to the one written: a place that
    /// shares only the tab is no near miss, though its whole address is like the one written
    /// (`setting/notifs` suggested `setting/settings`). With nothing close, the tab's screens are
    /// listed, as `check` lists them; a name close to a screen elsewhere still finds it.
    @Test func aDidYouMeanNamesAScreenOfANearName() throws {
        let sample = DeepLinkBuilder(routeMap: .sample)
        func message(_ text: String) throws -> String {
            try #require(throws: DeepLinkError.self) { try sample.analyzeLink(to: text, parameters: []) }.diagnostic.message
        }
        #expect(try message("setting/notifs") == "no screen \"notifs\" in tab setting; its screens are settings, changeAccount, notifications, promo")
        #expect(try message("myPage/orderz") == "no screen \"orderz\" in tab myPage; did you mean myPage/order?")
        #expect(try message("hme/fed") == #"unknown tab "hme"; the tabs are home, search, myPage, setting; did you mean home/feed?"#)
        #expect(try message("nosuch/results") == #"unknown tab "nosuch"; the tabs are home, search, myPage, setting; did you mean search/results?"#)
    }

    /// Text that names no screen is still a path when it leads to one, as `home/articles/7`
    /// always did; a path that only a catch-all takes is a place the map does not have.
    @Test func aPathThatLeadsToAScreenIsStillAPath() throws {
        let sample = DeepLinkBuilder(routeMap: .sample)
        #expect(try sample.analyzeLink(to: "home/articles/7", parameters: []).input == "myapp://home/articles/7")
        #expect(try builder.analyzeLink(to: "list", parameters: []).input == "s://list")
        #expect(try problem("open/lst").message == "no screen \"lst\" in tab open; did you mean open/list?")
    }

    /// The screen a path leads to declares its parameters, as a place's does: a list is split on
    /// its commas whatever else is given.
    @Test func aPathReadsItsParametersAsItsScreenDeclaresThem() throws {
        let map = try RouteMapLoader.load(
            yaml: """
                app: T
                schemes: [t]
                tabs:
                  - name: main
                    root: items
                    screens:
                      items: {path: "items/{id}", params: {id: int, tags: {type: list, of: string}, open: bool}}
                """)
        let builder = DeepLinkBuilder(routeMap: map)
        #expect(try builder.analyzeLink(to: "main/items/3", parameters: [("tags", "a,b")]).input == "t://main/items/3?tags=a&tags=b")
        #expect(try builder.analyzeLink(to: "main/items/3", parameters: [("tags", "a,b"), ("open", nil)]).input == "t://main/items/3?tags=a&tags=b&open=true")
    }

    /// A path is one that a route of the tab written before it takes: `home/results` is read by
    /// the analyzer as the screen of another tab, so it is a place the map does not have, named
    /// with the place to write instead, not a link with problems. A path whose value the route
    /// refuses (`home/articles/abc`) is still a path, built with its problems.
    @Test func aPathThatLeadsOnlyToAnotherTabIsNoPath() throws {
        let sample = DeepLinkBuilder(routeMap: .sample)
        func problem(_ text: String) throws -> Diagnostic {
            let error = try #require(throws: DeepLinkError.self) { try sample.analyzeLink(to: text, parameters: [("q", "tea")]) }
            #expect(error.input == text && error.diagnostics.count == 1)
            return error.diagnostic
        }
        let otherTab = try problem("home/results")
        #expect(otherTab.message == "no screen \"results\" in tab home; did you mean search/results?")
        #expect(otherTab.code == .unknownScreen && otherTab.span == 5..<12 && otherTab.found == "results")
        // With nothing close, the screens of the tab are the places to write.
        #expect(try problem("home/zzz").message == "no screen \"zzz\" in tab home; its screens are feed, articleDetail, article, archive")
        #expect(try problem("myPage/results/x").message.hasPrefix("no navigator \"results\" in myPage"))
        // A path that no route takes is no place either, though the analysis of its link guesses
        // the screen of the tab it was meant for: it was built as myapp://home/archiv, exit 1.
        let typo = try problem("home/archiv")
        #expect(typo.message == "no screen \"archiv\" in tab home; did you mean home/archive?")
        #expect(typo.code == .unknownScreen && typo.span == 5..<11 && typo.found == "archiv")
        #expect(try problem("search/result").message == "no screen \"result\" in tab search; did you mean search/results?")

        let refusedValue = try sample.analyzeLink(to: "home/articles/abc", parameters: [])
        #expect(refusedValue.input == "myapp://home/articles/abc")
        #expect(refusedValue.diagnostics.map(\.code) == [.typeMismatch])
        #expect(try sample.analyzeLink(to: "search/results", parameters: [("q", "tea")]).ok)
    }

    /// A catch-all (`*`) is built from the path it is to catch, written after its place; without
    /// one, the error says so and how to write it, and a path that another route takes is no
    /// link to the catch-all.
    @Test func aCatchAllIsBuiltFromThePathItCatches() throws {
        let built = try builder.analyzeLink(to: "open/web/help/contact form", parameters: [])
        #expect(built.input == "s://help/contact%20form")
        #expect(built.ok && built.problems.isEmpty)
        #expect(built.screen?.name == "web")

        let (message, found, code) = try problem("open/web")
        #expect(code == .missingParam && found == "")
        #expect(message == "web is a catch-all (its path is *): a link to it is the path it catches, one no other route takes; write that path after the screen, as open/web/<path>")
        #expect(try problem("open › web").message.hasSuffix("as open/web/<path>"))

        let taken = try problem("open/web/list")
        #expect(taken.code == .unknownScreen && taken.found == "list")
        #expect(taken.message == #"web does not catch "list": a route of open/list takes it, and a catch-all takes only the paths no other route takes"#)
    }

    /// The typed builders name a catch-all without the path it catches (an address, a route):
    /// they refuse it as `build` does, where they wrote the link of whatever takes the empty path
    /// (here no route, an unknown-screen error about a link the caller never wrote). An
    /// instruction read from a link to the catch-all has no link in another form, rather than
    /// one to another screen (`s://a/b` became `s://` and `https://e.com`).
    @Test func theTypedBuildersRefuseACatchAllWithoutItsPath() throws {
        struct Empty: Encodable {}
        let message = "web is a catch-all (its path is *): a link to it is the path it catches, one no other route takes; write that path after the screen, as open/web/<path>"
        let address = try #require(throws: DeepLinkError.self) { try builder.link(to: ScreenAddress(tab: "open", screen: "web"), with: Empty()) }
        #expect(address.input == "open/web" && address.diagnostics.map(\.code) == [.missingParam])
        #expect(address.diagnostic.message == message)
        let route = try #require(throws: DeepLinkError.self) { try builder.link(for: Route(tab: "open", screen: "web")) }
        #expect(route.input == "open/web" && route.diagnostic.message == message)
        #expect(try builder.link(to: "open/web/a/b", with: Empty()) == "s://a/b")

        let web = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape.replacingOccurrences(of: "schemes: [s]", with: "schemes: [s]\nweb: {hosts: [e.com]}"))
        let instruction = try Instruction(link: "s://a/b", analyzer: LinkAnalyzer(routeMap: web, requiresCampaign: false))
        #expect(instruction.screen == "web")
        #expect(instruction.link(as: .customScheme) == nil)
        #expect(instruction.link(as: .webLink) == nil)
        #expect(try Instruction(link: "s://list", analyzer: LinkAnalyzer(routeMap: web, requiresCampaign: false)).link(as: .webLink) == "https://e.com/list")
    }

    /// A catch-all inside a navigator, at its place or by its name alone, takes the segments
    /// after it; `guides/pages/*` keeps its own segments before them.
    @Test func aCatchAllInANavigatorIsBuiltAtItsPlace() throws {
        let map = try RouteMapLoader.load(yaml: """
            app: Help
            schemes: [help]
            tabs:
              - name: help
                root: index
                screens:
                  index: {path: ""}
                  Guides:
                    path: guides
                    screens:
                      list: {path: ""}
                      pages: {path: "pages/*", fallback: true}
            """)
        let builder = DeepLinkBuilder(routeMap: map)
        for text in ["help/Guides/pages/setup/linux", "help/pages/setup/linux"] {
            let built = try builder.analyzeLink(to: text, parameters: [])
            #expect(built.input == "help://help/guides/pages/setup/linux", "\(text)")
            #expect(built.ok && built.navigators == ["Guides"] && built.screen?.name == "pages", "\(text)")
        }
        let error = try #require(throws: DeepLinkError.self) { try builder.analyzeLink(to: "help/Guides/pages", parameters: []) }
        #expect(error.diagnostic.message.hasSuffix("(its path is guides/pages/*): a link to it is the path it catches, one no other route takes; write that path after the screen, as help/Guides/pages/<path>"))
    }

    /// A path value with `&name=` in it is written escaped: raw, at the end of the path, it would
    /// read as a query written without its `?` (the property test below found `…oRja&m=`).
    @Test func aPathValueWithAnAmpersandStaysInItsSegment() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
        let built = try DeepLinkBuilder(routeMap: map).analyzeLink(to: "main/Foo/Bar", parameters: [("Foo.id", "4"), ("id", "a&m=1")])
        #expect(built.input == "p://main/foo/4/a%26m=1")
        #expect(built.ok && built.problems.isEmpty)
        #expect(built.params.first { $0.name == "id" }?.value == .string("a&m=1"))
    }

    /// A navigator's name where the screen belongs is no path, even one that leads somewhere:
    /// `store/Info` would read `Info` as the tab's `{store}` and land on `front`.
    @Test func aNavigatorNamedAsTheScreenIsNoPath() throws {
        let navigator = try problem("store/Info")
        #expect(navigator.message == "\"Info\" is a navigator in store, not a screen; its path opens store/Info/front")
        #expect(navigator.found == "Info" && navigator.code == .unknownScreen)
    }

    /// Every screen of every test route map with navigators, built by its place in each way a
    /// person writes it, lands on that place; a catch-all (`*`) needs a path as well
    /// (``aCatchAllIsBuiltFromThePathItCatches()``).
    @Test(arguments: ["everyLinkShape", "repeatedParameterName", "nested-routes", "screenPlaces"])
    func everyScreenBuiltByItsPlaceLandsThere(_ name: String) async throws {
        let map = switch name {
            case "everyLinkShape": Self.shapes
            case "repeatedParameterName": try RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
            case "nested-routes": try RouteMapLoader.load(yaml: PackageFiles.text("Assets/nested-routes.yml"))
            default: ScreenPlaceTests.map
        }
        #expect(map.tabs.contains { !$0.navigators.isEmpty })
        let builder = DeepLinkBuilder(routeMap: map)
        let analyzer = LinkAnalyzer(routeMap: map, requiresCampaign: false)
        let screens = map.tabs.flatMap { tab in tab.screens.map { (tab, $0) } }.filter { !$0.1.path.segments.contains(.wildcard) }
        await propertyCheck(count: 20, input: Generator { (rng: inout Generators.Random) in
            screens.map { tab, screen in (tab, screen, Generators.typedParameters(for: screen, in: tab, &rng)) }
        }) { cases in
            for (tab, screen, parameters) in cases {
                let place = [tab.name] + screen.navigators + [screen.name]
                var spellings = [place.joined(separator: " › "), place.joined(separator: "›")]
                if !screen.navigators.isEmpty { spellings.append(place.joined(separator: "/")) }
                if tab.screens.count(where: { $0.name == screen.name }) == 1 { spellings.append(tab.name + "/" + screen.name) }
                for spelling in spellings {
                    let built = try builder.analyzeLink(to: spelling, parameters: parameters)
                    let checked = analyzer.analyze(built.input)
                    #expect(checked.ok, "\(spelling): \(TextReport().render(checked))")
                    #expect(checked.route.map { [$0.tab] + $0.navigators + [$0.screen] } == place, "\(spelling) → \(built.input)")
                }
            }
        }
    }

    struct Store: Encodable { var store: String }

    enum Unexpected: Error { case lookup }
}
