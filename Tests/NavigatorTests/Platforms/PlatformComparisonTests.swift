import Navigator
import RouteCore
import TestSupport
import Testing

/// The three verdicts: where a link lands on the router, on iOS and on
/// Android, from the sample app's apple-app-site-association, manifest and assetlinks.json.
@Suite struct PlatformComparisonTests {
    static let navigators = PlatformNavigators(routeMap: try! RouteMap.sampleWithPlatformFiles())

    static func compare(_ link: String, navigators: PlatformNavigators = navigators) -> PlatformComparison {
        navigators.compare(opening: link, in: navigators.ios.initialState(loggedIn: true))
    }

    static func landings(_ comparison: PlatformComparison) -> [String] {
        comparison.outcomes.map { $0.landing?.description ?? "not loaded" }
    }

    @Test func aCustomSchemeLinkLandsTheSameEverywhere() {
        let comparison = Self.compare(Links.article)
        #expect(Self.landings(comparison) == ["home › articleDetail", "home › articleDetail", "home › articleDetail"])
        #expect(comparison.agrees)
        #expect(comparison[.ios]?.sentence.hasPrefix("opens the app: stayed on tab home; pushed articleDetail(") == true)
        #expect(comparison[.android]?.sentence.hasPrefix("Android opens com.example.reader.MainActivity by intent filter 3; ") == true)
        #expect(comparison.outcomes.allSatisfy { !comparison.disagrees($0) })
    }

    /// The AASA keeps /app/setting/* in Safari: the route map's tab and screen stay on the
    /// router's side, and Android, whose manifest takes the link, agrees with the router.
    @Test func theAASAExcludingALinkIsADisagreement() throws {
        let comparison = Self.compare(AndroidLinks.accountSettings)
        #expect(Self.landings(comparison) == ["setting › changeAccount (modal)", "browser", "setting › changeAccount (modal)"])
        #expect(!comparison.agrees)
        let ios = try #require(comparison[.ios])
        #expect(comparison.disagrees(ios))
        #expect(ios.sentence == #""/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari"#)
        #expect(comparison[.router]?.sentence == "selected tab setting; presented changeAccount")
        #expect(comparison[.android].map(comparison.disagrees) == false)
    }

    @Test func anAASAMatchSaysWhichRule() {
        let comparison = Self.compare(AndroidLinks.verifiedArticle)
        #expect(comparison.agrees)
        #expect(comparison[.ios]?.sentence.hasPrefix(#"match by "/app/*" in detail 1, component 3: stayed on tab home; pushed articleDetail("#) == true)
    }

    /// www.example.com has no assetlinks.json: Android opens the browser, iOS the app.
    @Test func anUnverifiedHostIsADisagreement() throws {
        let comparison = Self.compare(AndroidLinks.unverified)
        #expect(Self.landings(comparison) == ["home › feed", "home › feed", "browser"])
        let android = try #require(comparison[.android])
        #expect(comparison.disagrees(android))
        #expect(android.sentence.contains("so Android 12+ opens the browser: presented browser"))
    }

    @Test func withoutTheFilesThePlatformsAreNotLoaded() throws {
        let navigators = PlatformNavigators(routeMap: .sample)
        #expect(navigators.android == nil)
        let web = Self.compare(AndroidLinks.verifiedArticle, navigators: navigators)
        #expect(Self.landings(web) == ["home › articleDetail", "home › articleDetail", "not loaded"])
        #expect(web.agrees, "a platform that is not loaded takes no part")
        #expect(web[.android]?.sentence == "not loaded: the route map has no Android manifest")
        #expect(web[.ios]?.sentence.hasPrefix("not loaded: the route map has no apple-app-site-association, so its web hosts decide: ") == true)
        #expect(Self.compare(Links.home, navigators: navigators)[.ios]?.sentence.hasPrefix("opens the app: ") == true)
    }

    /// The router reads the link as the route map does, whatever the files say.
    @Test func theRouterSetsBothFilesAside() {
        let router = Self.navigators.router
        #expect(router.platform == .router)
        #expect(router.routeMap.web?.appSiteAssociation == nil)
        #expect(router.routeMap.android == nil)
        #expect(router.apply(.open(Links.foreign), to: router.initialState()).state.visibleScreen.screen == Navigator.browserScreen)
        #expect(Self.navigators.ios.routeMap.web?.appSiteAssociation != nil, "iOS keeps the AASA")
    }

    @Test func aLandingIsWhatTheUserSees() {
        let state = navigator.initialState()
        #expect(Landing(state) == .app(tab: "home", screen: "feed", modal: false))
        #expect(Landing(play([.open(Links.changeAccount)])).description == "setting › login (modal)")
        #expect(Landing(play([.open(Links.foreign)])) == .browser)
    }

    /// Each platform plays the flow from its own state, and every step is compared.
    @Test func aFlowPlaysOnEveryPlatformInStep() throws {
        let flow = try FlowLoader.load(
            yaml: """
                steps:
                  - open: \(AndroidLinks.accountSettings)
                    expect: {modal: [login]}
                  - {login: true, expect: {modal: [changeAccount]}}
                  - dismiss
                """, file: "flow.yml", origin: .embedded)
        var playback = PlatformPlayback(flow: flow, navigators: Self.navigators)
        var steps: [PlatformStepOutcome] = []
        while let step = playback.advance() { steps.append(step) }
        #expect(playback.isFinished)
        #expect(steps.map(\.index) == [0, 1, 2])
        #expect(steps.map { Self.landings($0.comparison) } == [
            ["setting › login (modal)", "browser", "setting › login (modal)"],
            ["setting › changeAccount (modal)", "browser", "setting › changeAccount (modal)"],
            ["setting › settings", "home › feed", "setting › settings"],
        ])
        #expect(steps.map(\.comparison.agrees) == [false, false, false])
        #expect(steps[0].comparison[.router]?.passed == true)
        #expect(steps[0].comparison[.ios]?.passed == false, "the expectation is checked on every platform")
        #expect(steps[0].comparison.passed == false)
    }
}
