import RouteCore
import RouteMapYAML
import Testing

/// A screen is identified by its place in the tab, so one name may appear at two levels, as in
/// React Navigation apps: `Profile` directly in a tab and again inside its `Home` navigator, and
/// a navigator name repeated under two parents.
@Suite("Screens identified by their place")
struct ScreenPlaceTests {
    static let map = try! RouteMapLoader.load(yaml: """
        app: Places
        schemes: [places]
        tabs:
          - name: Root
            path: ""
            root: Feed
            screens:
              Profile: {path: "user/{id}", params: {id: int}}
              Home:
                path: home
                screens:
                  Feed: {path: ""}
                  Profile: {path: "profile/{handle}", params: {handle: string}}
              Work:
                path: work
                screens:
                  Settings: {path: settings, screens: {General: {path: ""}}}
              Play:
                path: play
                screens:
                  Settings: {path: settings, screens: {General: {path: ""}, Sound: {path: sound}}}
        """)

    static let analyzer = LinkAnalyzer(routeMap: map)

    /// An analysis gives the declaration of the screen at its place: the `Profile` in `Home`, not
    /// the one of the same name directly in the tab; the sample map's login-gated and modal screens.
    @Test func theDeclaredScreenIsTheOneAtTheLinksPlace() throws {
        let nested = try #require(Self.analyzer.analyze("places://home/profile/ada").declaredScreen)
        #expect(nested.navigators == ["Home"] && nested.path.description == "home/profile/{handle}")
        #expect(Self.analyzer.analyze("places://user/7").declaredScreen?.navigators == [])
        #expect(Self.analyzer.analyze("places://nowhere").declaredScreen == nil)
        let sample = LinkAnalyzer(routeMap: .sample)
        let order = try #require(sample.analyze("myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000").declaredScreen)
        #expect(order.requiresLogin && order.presentation == .push)
        let account = try #require(sample.analyze("myapp://setting/changeAccount").declaredScreen)
        #expect(account.requiresLogin && account.presentation == .modal)
    }

    @Test func oneNameAtTwoLevelsIsTwoScreens() throws {
        let tab = try #require(Self.map.tab(named: "Root"))
        #expect(tab.screens.filter { $0.name == "Profile" }.map(\.navigators) == [[], ["Home"]])
        #expect(tab.screen(named: "Profile", in: [])?.path.description == "user/{id}")
        #expect(tab.screen(named: "Profile", in: ["Home"])?.path.description == "home/profile/{handle}")
        #expect(tab.screen(named: "Profile", in: ["Work"]) == nil)
        #expect(tab.navigator(at: ["Work", "Settings"])?.path?.description == "work/settings")
        #expect(tab.navigator(at: ["Play", "Settings"])?.path?.description == "play/settings")
    }

    @Test func eachLinkLandsOnItsOwnPlace() throws {
        let top = Self.analyzer.analyze("places://user/5")
        #expect(top.route == Route(tab: "Root", navigators: [], screen: "Profile", params: [RouteParam(name: "id", value: .int(5))]))
        let nested = Self.analyzer.analyze("places://home/profile/ada")
        #expect(nested.navigators == ["Home"])
        #expect(nested.route == Route(tab: "Root", navigators: ["Home"], screen: "Profile", params: [RouteParam(name: "handle", value: .string("ada"))]))
        #expect(top.route != Route(tab: "Root", navigators: ["Home"], screen: "Profile", params: [RouteParam(name: "id", value: .int(5))]))
        // A navigator's own path opens the landing of the navigator at that place.
        #expect(Self.analyzer.analyze("places://play/settings").navigators == ["Play", "Settings"])
        #expect(Self.analyzer.analyze("places://work/settings").navigators == ["Work", "Settings"])
        #expect(Self.analyzer.analyze("places://play/settings/sound").route?.navigators == ["Play", "Settings"])
    }

    @Test func aTrueDuplicateIsStillAnError() {
        let problems: [String]
        do {
            _ = try RouteMap(
                app: "T", schemes: ["t"],
                tabs: [
                    Tab(
                        name: "a", root: "s",
                        screens: [Screen(name: "s"), Screen(name: "p", path: try! PathTemplate(parsing: "n/p"), navigators: ["n"]),
                                  Screen(name: "p", path: try! PathTemplate(parsing: "n/q"), navigators: ["n"])],
                        navigators: [NestedNavigator(name: "n", path: PathTemplate(literal: "n"))])
                ])
            problems = []
        } catch {
            problems = error.problems.map(\.description)
        }
        #expect(problems == ["RouteMap: error: \"p\" appears twice in the screens of navigator n"])
    }

    struct TopProfile: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "Root", navigators: [], screen: "Profile")
        var id: Int
    }

    struct HomeProfile: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "Root", navigators: ["Home"], screen: "Profile")
        var handle: String
    }

    @Test func anAppTellsTheTwoApartByAddress() throws {
        let decoder = DeepLinkDecoder(analyzer: Self.analyzer)
        let destinations: [any RouteDestination.Type] = [TopProfile.self, HomeProfile.self]
        #expect(try decoder.destination(from: "places://home/profile/ada", among: destinations) as? HomeProfile == HomeProfile(handle: "ada"))
        #expect(try decoder.destination(from: "places://user/5", among: destinations) as? TopProfile == TopProfile(id: 5))
        #expect(throws: UnroutedLinkError.self) { try decoder.decode(TopProfile.self, from: "places://home/profile/ada") }
        // Without navigators, an address takes the screen of that name wherever it is.
        let anywhere = ScreenAddress(tab: "Root", screen: "Profile")
        #expect(anywhere.addresses(try #require(Self.analyzer.analyze("places://home/profile/ada").route)))
        #expect(anywhere.addresses(try #require(Self.analyzer.analyze("places://user/5").route)))
        #expect(HomeProfile.screen.description == "Root/Home/Profile")
        #expect(anywhere.description == "Root/Profile")
    }

    @Test func linksAreBuiltToThePlace() throws {
        let builder = DeepLinkBuilder(analyzer: Self.analyzer)
        #expect(try builder.link(to: HomeProfile(handle: "ada")) == "places://home/profile/ada")
        #expect(try builder.link(to: TopProfile(id: 5)) == "places://user/5")
        let route = Route(tab: "Root", navigators: ["Home"], screen: "Profile", params: [RouteParam(name: "handle", value: .string("ada"))])
        #expect(try builder.link(for: route) == "places://home/profile/ada")
        let instruction = try Instruction(link: "places://home/profile/ada", analyzer: Self.analyzer)
        #expect(instruction.navigators == ["Home"])
        #expect(instruction.route == route)
    }
}

/// One parameter name at two levels, `foo/{id}` with `bar/{id}` below it: each level's is read
/// against its own type, and the enclosing one is named `Foo.id` beside the screen's `id`.
@Suite("A parameter name at two levels")
struct RepeatedParameterNameTests {
    static let map = try! RouteMapLoader.load(yaml: """
        schemes: [p]
        tabs:
          - name: main
            path: ""
            root: start
            screens:
              start: {}
              Foo:
                path: "foo/{id}"
                params: {id: int}
                screens:
                  Bar: {path: "bar/{id}", params: {id: string}}
                  Qux: {path: "qux/{ref}", params: {ref: int}}
        """)
    static let analyzer = LinkAnalyzer(routeMap: map)

    @Test func eachLevelHasItsOwnReading() throws {
        let analysis = Self.analyzer.analyze("p://foo/5/bar/abc")
        #expect(analysis.route == Route(
            tab: "main", navigators: ["Foo"], screen: "Bar",
            params: [RouteParam(name: "Foo.id", value: .int(5)), RouteParam(name: "id", value: .string("abc"))]))
        #expect(analysis.params.map(\.name) == ["Foo.id", "id"])
        // A screen that does not repeat the name reads the navigator's parameter under its own name.
        #expect(Self.analyzer.analyze("p://foo/5/qux/7").route?.params.map(\.name) == ["id", "ref"])
    }

    @Test func eachLevelIsCheckedAgainstItsOwnType() {
        let wrong = Self.analyzer.analyze("p://foo/x/bar/abc")
        #expect(wrong.problems.map(\.code) == [.typeMismatch])
        #expect(wrong.problems.first?.span == 8..<9)
        #expect(wrong.diagnostics.first?.message == #"Foo.id expects an integer, found "x""#)
        #expect(Self.analyzer.analyze("p://foo/5/qux/x").diagnostics.first?.message == #"ref expects an integer, found "x""#)
        // The navigator's path alone leaves out the screen's own `id`, not the navigator's.
        let landing = Self.analyzer.analyze("p://foo/5")
        #expect(landing.problems.map(\.code) == [.missingParam])
        #expect(landing.diagnostics.first?.fix?.replacement == "/bar/{id}")
    }

    @Test func aLinkIsBuiltFromEachLevelsValue() throws {
        let builder = DeepLinkBuilder(analyzer: Self.analyzer)
        let route = try #require(Self.analyzer.analyze("p://foo/5/bar/abc").route)
        #expect(try builder.link(for: route) == "p://foo/5/bar/abc")
        #expect(try builder.link(for: Route(tab: "main", navigators: ["Foo"], screen: "Qux", params: [
            RouteParam(name: "id", value: .int(5)), RouteParam(name: "ref", value: .int(7)),
        ])) == "p://foo/5/qux/7")
    }

    @Test func aMapInCodeSaysTheSame() throws {
        let tab = try #require(Self.map.tab(named: "main"))
        let inCode = try RouteMap(app: Self.map.app, schemes: Self.map.schemes, tabs: [tab])
        #expect(inCode.tabs == Self.map.tabs)
    }
}
