import Navigator
import RouteCore
import Testing

@Suite struct InitialStateTests {
    @Test func everyTabStartsAtItsRootWithTheFirstTabSelected() {
        let state = navigator.initialState()
        #expect(state.tabs.map(\.name) == ["home", "search", "myPage", "setting"])
        #expect(state.tabs.map(\.root.screen) == ["feed", "searchHome", "profile", "settings"])
        #expect(state.tabs.allSatisfy { $0.isAtRoot })
        #expect(state.selectedTab == "home")
        #expect(state.modals.isEmpty)
        #expect(state.pendingLink == nil)
        #expect(!state.loggedIn)
        #expect(navigator.initialState(loggedIn: true).loggedIn)
    }

    @Test func aColdStartOpensTheLinkInTheInitialState() {
        let launched = navigator.launch(opening: Links.article)
        let warm = navigator.apply(.open(Links.article), to: navigator.initialState())
        #expect(launched.state == warm.state)
        #expect(launched.explanation == "cold start at tab home; " + warm.explanation)
    }

    @Test func aWarmStartKeepsWhatTheAppShows() {
        let running = play([.tap("search"), .open(Links.results)])
        let state = navigator.apply(.open(Links.article), to: running).state
        #expect(screens(state, "search") == ["searchHome", "results"])
        #expect(screens(state, "home") == ["feed", "articleDetail"])
        #expect(state.selectedTab == "home")
        #expect(state.visibleScreen.screen == "articleDetail")
        #expect(navigator.apply(.open(Links.promo), to: state).state.visibleScreen.screen == "promo")
    }

    @Test func theLoginScreenDefaultsToLoginWhenTheMapNamesNone() {
        var map = RouteMap.sample
        map.loginScreen = nil
        #expect(Navigator(routeMap: map).loginScreen == "login")
        #expect(navigator.loginScreen == "login")
    }
}
