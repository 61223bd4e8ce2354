import PlatformLinks
import TextBytes

/// An app's deep-link surface: its schemes, web hosts, tabs, screens and typed parameters.
///
/// Load one from JSON with ``RouteMapLoader``, use ``RouteMap/sample``, or write one in Swift
/// code with ``init(app:schemes:prefix:web:tabs:loginScreen:campaign:)``. Every way goes through
/// the same validation, so a `RouteMap` value is always one the loader accepts; its parts are
/// read-only here, and plain values (``Tab``, ``Screen``, ``ParamSpec``…) to build one from.
///
/// ```swift
/// let map = try RouteMap(
///     app: "Reader", schemes: ["reader"],
///     tabs: [Tab(name: "home", root: "feed", screens: [Screen(name: "feed")])])
/// let gated = map.tabs.flatMap(\.screens).filter(\.requiresLogin)
/// ```
public struct RouteMap: Sendable, Hashable {
    /// The app's display name.
    public var app: String
    /// Custom schemes, lower-cased (schemes compare case-insensitively).
    public package(set) var schemes: [String]
    /// Segments every custom-scheme link starts with, the host first (`prefix: PushNotify` reads
    /// `myapp://PushNotify/<tab>/…`); empty when the host names the tab.
    public package(set) var prefix: [String]
    /// The https hosts and path prefix that open the app, when it has universal or app links.
    public package(set) var web: WebLinks?
    /// The tabs in tab-bar order.
    public package(set) var tabs: [Tab]
    /// The screen presented when a link needs a login.
    public package(set) var loginScreen: String?
    /// Campaign parameters recognised on every route.
    public package(set) var campaign: CampaignRules
    /// The Android app's manifest and assetlinks files (`android:`), when given.
    package var android: AndroidAppLinks?

    /// A map written in Swift code, validated as ``RouteMapLoader`` validates a loaded one, with
    /// the same problems in the same words (without a line and column, which code has not).
    ///
    /// The map is what the loader reads from the same declaration: a nested navigator's
    /// ``NestedNavigator/params`` are computed. Each screen must
    /// read back as given (its whole path, parameters and navigators), or that is a problem too.
    ///
    /// - Throws: `RouteMapError` with every problem found.
    public init(
        app: String, schemes: [String], prefix: [String] = [], web: WebLinks? = nil, tabs: [Tab], loginScreen: String? = nil,
        campaign: CampaignRules = CampaignRules()
    ) throws(RouteMapError) {
        let declared = RouteMap.unchecked(
            app: app, schemes: schemes, prefix: prefix, web: web, tabs: tabs, loginScreen: loginScreen, campaign: campaign)
        self = try declared.validated()
    }

    /// A map taken as it is, without validation: the loader's own result, and maps that tests
    /// and importers build.
    package static func unchecked(
        app: String, schemes: [String], prefix: [String] = [], web: WebLinks? = nil, tabs: [Tab], loginScreen: String? = nil,
        campaign: CampaignRules = CampaignRules(), android: AndroidAppLinks? = nil
    ) -> RouteMap {
        RouteMap(
            uncheckedApp: app, schemes: schemes, prefix: prefix, web: web, tabs: tabs, loginScreen: loginScreen, campaign: campaign,
            android: android)
    }

    private init(
        uncheckedApp app: String, schemes: [String], prefix: [String], web: WebLinks?, tabs: [Tab], loginScreen: String?,
        campaign: CampaignRules, android: AndroidAppLinks?
    ) {
        self.app = app
        self.schemes = schemes.map { $0.lowercased() }
        self.prefix = prefix
        self.web = web
        self.tabs = tabs
        self.loginScreen = loginScreen
        self.campaign = campaign
        self.android = android
    }

    /// The tab called `name`, compared exactly.
    public func tab(named name: some StringProtocol) -> Tab? {
        tabs.first { $0.name == name }
    }

    /// Every tab that defines a screen called `name`.
    package func tabs(definingScreen name: some StringProtocol) -> [Tab] {
        tabs.filter { $0.screen(named: name) != nil }
    }

    /// The first custom scheme, used when building links.
    package var primaryScheme: String { schemes.first ?? "app" }

    /// ``prefix`` as written after `scheme://`: `PushNotify/`, or the empty string.
    package var prefixPath: String { prefix.isEmpty ? "" : prefix.joined(separator: "/") + "/" }

    /// Whether every tab is named by one literal segment and every screen's path follows its
    /// tab's, so that a link's first segment picks the tab (every route map without `path:` on a
    /// tab or `exact:` on a screen).
    package var tabsLeadEveryPath: Bool {
        tabs.allSatisfy { tab in tab.isNamedBySegment && !tab.screens.contains { $0.isExact } }
    }
}

/// The https side of an app's links: universal links (iOS) and app links (Android).
public struct WebLinks: Sendable, Hashable {
    /// Hosts, lower-cased, that the app claims.
    public var hosts: [String]
    /// Path segments that precede `<tab>/<screen>`; `/app` becomes `["app"]`.
    public var prefix: [String]
    /// The hosts' apple-app-site-association file, when one is loaded (`web.aasa` or `--aasa`):
    /// then an https link opens the app only where the file lets it.
    package var appSiteAssociation: AppSiteAssociation?
    /// The app's ID in the apple-app-site-association, as team ID and bundle ID
    /// (`web.app_id` or `--app-id`): only the details that list it decide, as on a device with
    /// this app installed. Without it, every detail that names an app is tried.
    public var appID: String?

    /// The https `hosts` that open the app, with the path segments `prefix` before
    /// `<tab>/<screen>`, and the app's ID in their apple-app-site-association.
    public init(hosts: [String], prefix: [String] = [], appID: String? = nil) {
        self.init(hosts: hosts, prefix: prefix, appSiteAssociation: nil, appID: appID)
    }

    /// The web links with the hosts' apple-app-site-association file, as the loader reads them.
    package init(hosts: [String], prefix: [String], appSiteAssociation: AppSiteAssociation?, appID: String?) {
        self.hosts = hosts.map { $0.lowercased() }
        self.prefix = prefix
        self.appSiteAssociation = appSiteAssociation
        self.appID = appID
        self.appSiteAssociation?.appID = appID
    }

    /// The prefix as written in a URL path: `/app`, or the empty string.
    public var prefixPath: String { prefix.isEmpty ? "" : "/" + prefix.joined(separator: "/") }
}
