import Navigator
import RouteCore
import Testing

@Suite struct LoginGateTests {
    @Test func aGatedScreenPresentsLoginAndKeepsTheLinkPending() {
        let transition = navigator.apply(.open(Links.changeAccount), to: navigator.initialState())
        let state = transition.state
        #expect(state.selectedTab == "setting")
        #expect(screens(state, "setting") == ["settings"])
        #expect(modals(state) == ["login"])
        #expect(state.pendingLink == Links.changeAccount)
        #expect(transition.explanation == "selected tab setting; changeAccount requires login: presented login, and the link waits for login")
        #expect(transition.diagnostics.map(\.code) == [.loginRequired])
    }

    @Test func loginResumesAPendingModalScreen() {
        let transition = navigator.apply(.login, to: play([.open(Links.changeAccount)]))
        #expect(transition.state.loggedIn)
        #expect(modals(transition.state) == ["changeAccount"])
        #expect(transition.state.pendingLink == nil)
        #expect(transition.explanation == "logged in; dismissed login; resumed \(Links.changeAccount): stayed on tab setting; presented changeAccount")
        #expect(transition.analysis?.input == Links.changeAccount)
    }

    @Test func loginResumesAPendingPushedScreen() {
        let state = play([.open(Links.order), .login])
        #expect(state.selectedTab == "myPage")
        #expect(screens(state, "myPage") == ["profile", "order"])
        #expect(state.selectedStack.top.requiresLogin)
        #expect(state.modals.isEmpty)
    }

    @Test func aLoggedInUserPassesTheGate() {
        let state = play([.open(Links.order)], from: navigator.initialState(loggedIn: true))
        #expect(screens(state, "myPage") == ["profile", "order"])
        #expect(state.pendingLink == nil)
    }

    @Test func loginWithoutAPendingLinkOnlyLogsIn() {
        let before = play([.open(Links.article)])
        let transition = navigator.apply(.login, to: before)
        #expect(transition.state.loggedIn)
        #expect(transition.state.tabs == before.tabs)
        #expect(transition.explanation == "logged in")
    }

    @Test func loginWhenLoggedInChangesNothing() {
        let before = navigator.initialState(loggedIn: true)
        let transition = navigator.apply(.login, to: before)
        #expect(transition.state == before)
        #expect(transition.explanation == "already logged in")
    }

    @Test func dismissingTheLoginScreenDropsThePendingLink() {
        for event in [NavigationEvent.dismiss, .back] {
            let transition = navigator.apply(event, to: play([.open(Links.order)]))
            #expect(transition.state.modals.isEmpty)
            #expect(transition.state.pendingLink == nil)
            #expect(transition.explanation == "dismissed login; dropped the pending link \(Links.order)")
            #expect(play([.login], from: transition.state).selectedStack.isAtRoot)
        }
    }

    @Test func anotherLinkReplacesThePendingLink() {
        let gated = play([.open(Links.order), .open(Links.changeAccount)])
        #expect(gated.pendingLink == Links.changeAccount)
        #expect(modals(gated) == ["login"])
        let opened = play([.open(Links.order), .open(Links.article)])
        #expect(opened.pendingLink == nil)
        #expect(opened.modals.isEmpty)
    }

    @Test func logoutPopsGatedScreensAndEverythingAboveThemFromEveryStack() {
        let loggedIn = navigator.initialState(loggedIn: true)
        let before = play([.open(Links.order), .open(Links.webView), .open(Links.article), .open(Links.changeAccount)], from: loggedIn)
        #expect(screens(before, "myPage") == ["profile", "order", "webView"])
        #expect(modals(before) == ["changeAccount"])
        let transition = navigator.apply(.logout, to: before)
        let state = transition.state
        #expect(!state.loggedIn)
        #expect(screens(state, "myPage") == ["profile"])
        #expect(screens(state, "home") == ["feed", "articleDetail"])
        #expect(state.modals.isEmpty)
        #expect(state.selectedTab == "setting")
        #expect(transition.explanation == #"logged out; popped order(orderId: "123e4567-e89b-12d3-a456-426614174000"), webView(url: "https://example.com/help") from tab myPage; dismissed changeAccount"#)
    }

    @Test func logoutWhenLoggedOutChangesNothing() {
        let before = play([.open(Links.order)])
        let transition = navigator.apply(.logout, to: before)
        #expect(transition.state == before)
        #expect(transition.explanation == "already logged out")
    }
}
