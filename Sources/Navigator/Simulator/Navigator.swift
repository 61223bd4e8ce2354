import RouteCore

/// The simulated tab-bar app: a pure, deterministic state machine driven by ``NavigationEvent``s
/// and the rules of a ``RouteMap``.
///
/// ```swift
/// let navigator = Navigator(routeMap: .sample)
/// var state = navigator.initialState()
/// let transition = navigator.apply(.open("myapp://setting/changeAccount"), to: state)
/// transition.explanation   // "selected tab setting; changeAccount requires login: presented login, …"
/// state = transition.state
/// ```
///
/// No event ever fails: an event that cannot apply leaves the state unchanged and its
/// explanation says why. Applying the same events to the same state always gives the same
/// state, on any thread.
public struct Navigator: Sendable {
    /// The name of the placeholder modal shown for a link that opens in the browser, not the app.
    public static let browserScreen = "browser"

    /// Reads the links that `open` events carry.
    public let analyzer: LinkAnalyzer
    /// The device, which decides whether a link reaches the app.
    public let platform: LinkPlatform

    /// A navigator for `analyzer`'s route map, on `platform`.
    ///
    /// - Precondition: the route map has at least one tab, as every map that
    ///   ``RouteCore/RouteMapLoader`` loads does.
    public init(analyzer: LinkAnalyzer, platform: LinkPlatform = .ios) {
        precondition(!analyzer.routeMap.tabs.isEmpty, "the route map has no tabs, so there is no app to navigate")
        self.analyzer = analyzer
        self.platform = platform
    }

    /// A navigator for `routeMap`, on `platform`. On Android the map's apple-app-site-association
    /// is set aside: it decides nothing there. (On iOS the Android answer stays in each analysis,
    /// for the explorer to show, and decides nothing.) The router sets both aside.
    ///
    /// - Precondition: the route map has at least one tab.
    public init(routeMap: RouteMap, platform: LinkPlatform = .ios) {
        var map = routeMap
        if platform != .ios { map.web?.appSiteAssociation = nil }
        if platform == .router { map.android = nil }
        self.init(analyzer: LinkAnalyzer(routeMap: map), platform: platform)
    }

    /// The route map whose rules apply.
    public var routeMap: RouteMap { analyzer.routeMap }

    /// The screen presented when a link needs a login: the map's `login_screen`, or `login`.
    public var loginScreen: String { routeMap.loginScreen ?? "login" }

    /// The state of a freshly launched app: each tab's stack is just its root, the first tab is
    /// selected, nothing is presented and no link is pending.
    public func initialState(loggedIn: Bool = false) -> NavigationState {
        let tabs = routeMap.tabs.map { tab in
            TabStack(
                name: tab.name,
                root: ScreenEntry(screen: tab.root, navigators: tab.rootScreen?.navigators ?? [], requiresLogin: tab.rootScreen?.requiresLogin ?? false))
        }
        return NavigationState(tabs: tabs, selectedTab: routeMap.tabs[0].name, loggedIn: loggedIn)
    }

    /// Applies one event to `state` (a warm start, when the event is `open`: the app is already
    /// running and keeps what it shows).
    public func apply(_ event: NavigationEvent, to state: NavigationState) -> Transition {
        switch event {
        case .open(let link): open(link, in: state)
        case .tap(let tab): tap(tab, in: state)
        case .back: back(in: state)
        case .dismiss: dismiss(in: state)
        case .login: login(in: state)
        case .logout: logout(in: state)
        case .reset: reset(state)
        case .say(let caption): Transition(event: event, state: state, explanation: caption.displayable)
        }
    }

    /// A cold start: the app is not running, and the link launches it. The link opens in the
    /// ``initialState(loggedIn:)``.
    public func launch(opening link: String, loggedIn: Bool = false) -> Transition {
        var transition = apply(.open(link), to: initialState(loggedIn: loggedIn))
        transition.explanation = "cold start at tab \(routeMap.tabs[0].name); " + transition.explanation
        return transition
    }

    /// The state after applying `events` in order, starting from `state`.
    public func replay(_ events: some Sequence<NavigationEvent>, from state: NavigationState) -> NavigationState {
        events.reduce(state) { apply($1, to: $0).state }
    }
}
