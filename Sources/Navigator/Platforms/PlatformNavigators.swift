import RouteCore

/// The simulated app on each platform: a ``Navigator`` for the router, one for iOS, and one for
/// Android when the route map has a manifest.
///
/// ```swift
/// let navigators = PlatformNavigators(routeMap: map)
/// let comparison = navigators.compare(opening: "https://example.com/app/setting/changeAccount", in: state)
/// comparison.agrees                      // false: the AASA keeps /app/setting/* in Safari
/// comparison[.ios]?.landing?.description // "browser"
/// ```
public struct PlatformNavigators: Sendable {
    public let router: Navigator
    public let ios: Navigator
    /// Nil when the route map has no Android manifest: Android is not loaded.
    public let android: Navigator?

    /// The navigators of `routeMap`, whose apple-app-site-association and Android inputs decide
    /// on iOS and on Android (``Navigator/init(routeMap:platform:)``).
    public init(routeMap: RouteMap) {
        router = Navigator(routeMap: routeMap, platform: .router)
        ios = Navigator(routeMap: routeMap, platform: .ios)
        android = routeMap.android == nil ? nil : Navigator(routeMap: routeMap, platform: .android)
    }

    /// The navigator on `platform`; nil for a platform that is not loaded.
    public subscript(_ platform: LinkPlatform) -> Navigator? {
        switch platform {
        case .router: router
        case .ios: ios
        case .android: android
        }
    }

    /// Where opening `link` in `state` lands on each platform, each navigator starting from the
    /// same state (a warm start); `state` itself does not change.
    public func compare(opening link: String, in state: NavigationState) -> PlatformComparison {
        PlatformComparison(outcomes: LinkPlatform.allCases.map { platform in
            outcome(on: platform, self[platform].map { $0.apply(.open(link), to: state) })
        })
    }

    /// The outcome of `transition`, made on `platform`; not loaded when there is no transition.
    func outcome(on platform: LinkPlatform, _ transition: Transition?, results: [ExpectationResult] = []) -> PlatformOutcome {
        guard let transition else {
            return PlatformOutcome(platform: platform, transition: nil, sentence: Self.notLoaded(platform), results: results)
        }
        return PlatformOutcome(platform: platform, transition: transition, sentence: sentence(transition, on: platform), results: results)
    }

    /// What `transition` did on `platform`, in a sentence: the navigator's explanation, which on
    /// Android starts with Android's answer. On iOS an opened link's explanation follows iOS's
    /// own answer: `opens the app` for a custom scheme the route map registers, the
    /// apple-app-site-association's verdict and deciding rule for a web link it lets in, as
    /// `check` writes them (`match by "/app/*" in detail 1, component 3`), or `not loaded` for
    /// a web link without one. A link Safari opens is told by its `not-an-app-link` problem alone
    /// (`"/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in
    /// Safari`).
    public func sentence(_ transition: Transition, on platform: LinkPlatform) -> String {
        guard platform == .ios, case .open = transition.event, let analysis = transition.analysis else { return transition.explanation }
        let association = ios.routeMap.web?.appSiteAssociation
        if analysis.kind == .customScheme { return "opens the app: " + transition.explanation }
        if analysis.opensInBrowser, let problem = analysis.diagnostics.first(where: { $0.code == .notAnAppLink }) {
            return problem.message.displayable
        }
        if let association, let eligibility = analysis.appLinkEligibility {
            let rule = association.describeRule(of: eligibility).map { " by " + $0.displayable } ?? ""
            return eligibility.result.rawValue + rule + ": " + transition.explanation
        }
        if association == nil, analysis.kind == .webLink {
            return "not loaded: the route map has no apple-app-site-association, so its web hosts decide: " + transition.explanation
        }
        return transition.explanation
    }

    /// The sentence of a platform whose file is not loaded.
    static func notLoaded(_ platform: LinkPlatform) -> String {
        switch platform {
        case .router, .ios: "not loaded"
        case .android: "not loaded: the route map has no Android manifest"
        }
    }
}
