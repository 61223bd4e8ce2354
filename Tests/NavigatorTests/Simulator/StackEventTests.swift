import Navigator
import RouteCore
import Testing

@Suite struct BackTests {
    @Test func backPopsTheTopModalFirst() {
        let transition = navigator.apply(.back, to: play([.open(Links.article), .open(Links.foreign)]))
        #expect(transition.state.modals.isEmpty)
        #expect(screens(transition.state, "home") == ["feed", "articleDetail"])
        #expect(transition.explanation == #"dismissed browser(url: "https://blog.example.org/post")"#)
    }

    @Test func backPopsTheSelectedStack() {
        let transition = navigator.apply(.back, to: play([.open(Links.article), .open(Links.archive)]))
        #expect(screens(transition.state, "home") == ["feed", "articleDetail"])
        #expect(transition.explanation == #"popped archive(from: "2024-01-01") from tab home"#)
    }

    @Test func backAtTheRootDoesNothing() {
        let before = play([.open(Links.article), .tap("search")])
        let transition = navigator.apply(.back, to: before)
        #expect(transition.state == before)
        #expect(transition.explanation == "already at the root searchHome of tab search; nothing to go back to")
    }
}

@Suite struct DismissTests {
    @Test func dismissClosesTheTopModal() {
        let before = play([.open(Links.article), .open(Links.promo)])
        let transition = navigator.apply(.dismiss, to: before)
        #expect(transition.state.modals.isEmpty)
        #expect(transition.state.tabs == before.tabs)
        #expect(transition.explanation == "dismissed promo(payload: {})")
    }

    @Test func dismissWithoutModalsDoesNothing() {
        let before = play([.open(Links.article)])
        let transition = navigator.apply(.dismiss, to: before)
        #expect(transition.state == before)
        #expect(transition.explanation == "no modal to dismiss")
    }
}

@Suite struct TapTests {
    @Test func tapSelectsTheTabAndKeepsEveryStack() {
        let before = play([.open(Links.article)])
        let transition = navigator.apply(.tap("search"), to: before)
        #expect(transition.state.selectedTab == "search")
        #expect(transition.state.tabs == before.tabs)
        #expect(transition.explanation == "selected tab search")
        #expect(screens(play([.tap("home")], from: transition.state), "home") == ["feed", "articleDetail"])
    }

    @Test func tappingTheSelectedTabPopsToItsRoot() {
        let transition = navigator.apply(.tap("home"), to: play([.open(Links.article), .open(Links.archive)]))
        #expect(screens(transition.state, "home") == ["feed"])
        #expect(transition.explanation == "tapped the selected tab home; popped 2 screens to the root feed")
        let again = navigator.apply(.tap("home"), to: transition.state)
        #expect(again.state == transition.state)
        #expect(again.explanation == "tapped the selected tab home; already at the root feed")
    }

    @Test func anUnknownTabChangesNothingAndSuggestsOne() {
        let before = play([.open(Links.article)])
        let typo = navigator.apply(.tap("serch"), to: before)
        #expect(typo.state == before)
        #expect(typo.explanation == "there is no tab \"serch\"; did you mean search?")
        let unknown = navigator.apply(.tap("cart"), to: before)
        #expect(unknown.state == before)
        #expect(unknown.explanation == "there is no tab \"cart\"; the tabs are home, search, myPage, setting")
    }

    @Test func aModalCoversTheTabBar() {
        let before = play([.open(Links.promo)])
        let transition = navigator.apply(.tap("home"), to: before)
        #expect(transition.state == before)
        #expect(transition.explanation == "promo(payload: {}) covers the tab bar; dismiss it first")
    }
}

@Suite struct ResetTests {
    @Test func resetRelaunchesTheAppAndKeepsTheLogin() {
        let loggedIn = play([.open(Links.order), .open(Links.promo)], from: navigator.initialState(loggedIn: true))
        #expect(play([.reset], from: loggedIn) == navigator.initialState(loggedIn: true))
        let pending = navigator.apply(.reset, to: play([.open(Links.order)]))
        #expect(pending.state == navigator.initialState())
        #expect(pending.explanation == "relaunched the app: every tab at its root, tab home selected, nothing presented; dropped the pending link \(Links.order)")
    }
}
