import Navigator
import RouteCore
import RouteMapYAML
import Testing

/// One screen name at two levels of a tab: the simulated app opens each at its own place, pushes
/// the start of the navigator that holds it, and keeps both across a reload.
@Suite struct RepeatedScreenNameTests {
    static let map = try! RouteMapLoader.load(yaml: """
        schemes: [x]
        tabs:
          - name: main
            root: start
            screens:
              start: {}
              Profile: {path: "user/{id}", params: {id: int}}
              Home:
                path: home
                root: Feed
                screens:
                  Feed: {path: ""}
                  Profile: {path: "profile/{handle}", params: {handle: string}}
        """)

    static func state(after links: [String]) -> NavigationState {
        let navigator = Navigator(routeMap: map)
        var state = navigator.initialState()
        for link in links { state = navigator.apply(.open(link), to: state).state }
        return state
    }

    @Test func eachProfileOpensAtItsPlace() {
        let nested = Self.state(after: ["x://main/home/profile/ada"]).selectedStack.screens
        #expect(nested.map(\.description) == ["start", "Feed", "Profile(handle: \"ada\")"])
        #expect(nested.map(\.navigators) == [[], ["Home"], ["Home"]])
        let top = Self.state(after: ["x://main/user/5"]).selectedStack.screens
        #expect(top.map(\.description) == ["start", "Profile(id: 5)"])
        #expect(top.last?.navigators == [])
    }

    @Test func theOtherProfileIsAnotherScreen() {
        let entries = Self.state(after: ["x://main/home/profile/ada", "x://main/home/profile/ada", "x://main/user/5"]).selectedStack.screens
        #expect(entries.map(\.screen) == ["start", "Feed", "Profile", "Profile"])
        #expect(entries.map(\.navigators) == [[], ["Home"], ["Home"], []])
    }

    @Test func aReloadKeepsEachAtItsPlace() throws {
        let state = Self.state(after: ["x://main/home/profile/ada", "x://main/user/5"])
        let (carried, reason) = Navigator(routeMap: Self.map).carryOver(state)
        #expect(reason == nil)
        #expect(carried == state)
        var moved = Self.map
        moved.tabs[0].screens.removeAll { $0.name == "Profile" && $0.navigators == ["Home"] }
        moved.tabs[0].screens.append(Screen(name: "Profile", path: try PathTemplate(parsing: "home/people/{handle}"), navigators: ["Home"]))
        #expect(Navigator(routeMap: moved).carryOver(state).relaunchReason == nil)
        moved.tabs[0].screens.removeAll { $0.name == "Profile" && $0.navigators == ["Home"] }
        #expect(Navigator(routeMap: moved).carryOver(state).relaunchReason == "screen Home › Profile is no longer in tab main")
    }
}

extension RepeatedScreenNameTests {
    @Test func theJSONStateGivesEachPlace() {
        let state = Self.state(after: ["x://main/home/profile/ada"])
        let stack = NavigationJSON.state(state).serialized()
        #expect(stack.contains(#"{"navigators":["Home"],"screen":"Profile","params":{"handle":"ada"},"requires_login":false}"#))
        #expect(stack.contains(#"[{"screen":"start","params":{},"requires_login":false}"#))
    }
}

extension RepeatedScreenNameTests {
    @Test func theTextSaysWhichProfile() {
        let navigator = Navigator(routeMap: Self.map)
        let first = navigator.apply(.open("x://main/home/profile/ada"), to: navigator.initialState())
        #expect(first.explanation == #"stayed on tab main; pushed Feed, where navigator Home starts; pushed Home/Profile(handle: "ada")"#)
        // Alone in its stack, a screen is shown by its name; beside one of its name from another
        // level, by its place.
        #expect(StateDiagram.stack(first.state.selectedStack.screens) == #"start › Feed › Profile(handle: "ada")"#)
        let second = navigator.apply(.open("x://main/user/5"), to: first.state)
        #expect(StateDiagram.stack(second.state.selectedStack.screens) == #"start › Feed › Home/Profile(handle: "ada") › Profile(id: 5)"#)
    }
}
