import Navigator
import PropertyBased
import RouteCore
import Testing

/// Random event sequences on the sample map keep the simulator's invariants.
@Suite struct NavigatorPropertyTests {
    /// Every kind of event, with links for every rule: push, duplicate, root, modal, login gate,
    /// web link, browser, invalid, campaign problems alone and beside another error; taps of
    /// every tab and of a tab that does not exist; a caption.
    static let events: [NavigationEvent] = [
        .back, .dismiss, .login, .logout, .reset, .say("The reader taps the link"),
        .open(Links.articleCampaignMissing), .open(Links.articleCampaignInvalid), .open(Links.invalidWithCampaign),
        .open(Links.orderCampaignMissing),
        .tap("home"), .tap("search"), .tap("myPage"), .tap("setting"), .tap("cart"),
        .open(Links.article), .open(Links.otherArticle), .open(Links.archive), .open(Links.feedTech), .open(Links.home),
        .open(Links.results), .open(Links.order), .open(Links.webView), .open(Links.changeAccount), .open(Links.promo),
        .open(Links.webArticle), .open(Links.foreign), .open(Links.plainHTTP), .open(Links.invalid),
        .open(Links.malformedForeign),
    ]

    /// A sequence of up to 60 events, shrinking towards fewer and simpler events.
    static let sequences = Gen.int(in: 0..<events.count).array(of: 0...60).map { $0.map { events[$0] } }
    static let starts = Gen.bool

    /// Checks every invariant of `state`.
    static func expectInvariants(_ state: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(state.stack(of: state.selectedTab) != nil, "the selected tab exists", sourceLocation: sourceLocation)
        #expect(state.tabs.map(\.name) == RouteMap.sample.tabs.map(\.name), sourceLocation: sourceLocation)
        #expect(state.tabs.allSatisfy { !$0.screens.isEmpty }, "no stack is empty", sourceLocation: sourceLocation)
        if state.pendingLink != nil {
            #expect(!state.loggedIn && state.modals.last?.screen == navigator.loginScreen, sourceLocation: sourceLocation)
        }
        if !state.loggedIn {
            let presented = state.tabs.flatMap(\.pushed) + state.modals
            #expect(!presented.contains { $0.requiresLogin }, "logged out, nothing gated is shown", sourceLocation: sourceLocation)
        }
    }

    @Test func everyStateKeepsTheInvariants() async {
        await propertyCheck(count: 300, input: Self.starts, Self.sequences) { loggedIn, events in
            var state = navigator.initialState(loggedIn: loggedIn)
            Self.expectInvariants(state)
            for event in events {
                state = navigator.apply(event, to: state).state
                Self.expectInvariants(state)
            }
        }
    }

    /// On Android the manifest decides which links reach the app; the invariants hold all the same.
    @Test func everyStateKeepsTheInvariantsOnAndroid() async {
        await propertyCheck(count: 300, input: Self.starts, Self.sequences) { loggedIn, events in
            var state = androidNavigator.initialState(loggedIn: loggedIn)
            for event in events + [.open(AndroidLinks.unverified), .open("otherapp://x"), .open(AndroidLinks.accountSettings)] {
                state = androidNavigator.apply(event, to: state).state
                Self.expectInvariants(state)
            }
        }
    }

    @Test func backAtARootWithNoModalsDoesNothing() async {
        await propertyCheck(count: 300, input: Self.starts, Self.sequences) { loggedIn, events in
            let state = navigator.replay(events, from: navigator.initialState(loggedIn: loggedIn))
            guard state.modals.isEmpty, state.selectedStack.isAtRoot else { return }
            #expect(navigator.apply(.back, to: state).state == state)
        }
    }

    @Test func theSameEventsGiveTheSameState() async {
        await propertyCheck(count: 300, input: Self.starts, Self.sequences) { loggedIn, events in
            let start = navigator.initialState(loggedIn: loggedIn)
            let first = events.reduce(into: [Transition]()) { $0.append(navigator.apply($1, to: $0.last?.state ?? start)) }
            let again = events.reduce(into: [Transition]()) { $0.append(navigator.apply($1, to: $0.last?.state ?? start)) }
            #expect(first == again)
            #expect(Navigator(routeMap: .sample).replay(events, from: start) == (first.last?.state ?? start))
        }
    }

    /// An invalid link changes nothing, even when it also has campaign problems.
    @Test func anInvalidLinkNeverChangesTheState() async {
        await propertyCheck(count: 200, input: Self.starts, Self.sequences) { loggedIn, events in
            let state = navigator.replay(events, from: navigator.initialState(loggedIn: loggedIn))
            #expect(navigator.apply(.open(Links.invalid), to: state).state == state)
            #expect(navigator.apply(.open(Links.invalidWithCampaign), to: state).state == state)
            #expect(navigator.apply(.tap("cart"), to: state).state == state)
        }
    }

    /// A link whose only problems are campaign ones lands where the same link without its
    /// campaign does, from any state, as a real app opens it.
    @Test func aLinkWithOnlyCampaignProblemsLandsWhereItsRouteDoes() async {
        await propertyCheck(count: 200, input: Self.starts, Self.sequences) { loggedIn, events in
            let state = navigator.replay(events, from: navigator.initialState(loggedIn: loggedIn))
            let plain = navigator.apply(.open(Links.article), to: state).state
            #expect(navigator.apply(.open(Links.articleCampaignMissing), to: state).state == plain)
            #expect(navigator.apply(.open(Links.articleCampaignInvalid), to: state).state == plain)
        }
    }

    /// A caption never changes the state, and its explanation is the caption.
    @Test func aCaptionNeverChangesTheState() async {
        await propertyCheck(count: 200, input: Self.starts, Self.sequences) { loggedIn, events in
            let state = navigator.replay(events, from: navigator.initialState(loggedIn: loggedIn))
            let transition = navigator.apply(.say("Now the reader logs in"), to: state)
            #expect(transition.state == state)
            #expect(transition.explanation == "Now the reader logs in")
        }
    }
}
