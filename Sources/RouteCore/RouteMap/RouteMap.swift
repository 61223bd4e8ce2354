import PlatformLinks

/// An app's deep-link surface: its schemes, web hosts, tabs, screens and typed parameters.
///
/// Load one from YAML or JSON with ``RouteMapLoader``, or use ``RouteMap/sample``.
public struct RouteMap: Sendable, Hashable {
    /// The app's display name.
    public var app: String
    /// Custom schemes, lower-cased (schemes compare case-insensitively).
    package var schemes: [String]
    /// Segments every custom-scheme link starts with, the host first (`prefix: PushNotify` reads
    /// `myapp://PushNotify/<tab>/…`); empty when the host names the tab.
    package var prefix: [String]
    /// The https hosts and path prefix that open the app, when it has universal or app links.
    package var web: WebLinks?
    /// The tabs in tab-bar order.
    package var tabs: [Tab]
    /// The screen presented when a link needs a login.
    package var loginScreen: String?
    /// Campaign parameters recognised on every route.
    package var campaign: CampaignRules
    /// The Android app's manifest and assetlinks files (`android:`), when given.
    package var android: AndroidAppLinks?

    package init(
        app: String, schemes: [String], prefix: [String] = [], web: WebLinks? = nil, tabs: [Tab], loginScreen: String? = nil,
        campaign: CampaignRules = CampaignRules(), android: AndroidAppLinks? = nil
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
    package func tab(named name: some StringProtocol) -> Tab? {
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
package struct WebLinks: Sendable, Hashable {
    /// Hosts, lower-cased, that the app claims.
    package var hosts: [String]
    /// Path segments that precede `<tab>/<screen>`; `/app` becomes `["app"]`.
    package var prefix: [String]
    /// The hosts' apple-app-site-association file, when one is loaded (`web.aasa` or `--aasa`):
    /// then an https link opens the app only where the file lets it.
    package var appSiteAssociation: AppSiteAssociation?
    /// The app's ID in the apple-app-site-association, as team ID and bundle ID
    /// (`web.app_id` or `--app-id`): only the details that list it decide, as on a device with
    /// this app installed. Without it, every detail that names an app is tried.
    package var appID: String?

    package init(hosts: [String], prefix: [String] = [], appSiteAssociation: AppSiteAssociation? = nil, appID: String? = nil) {
        self.hosts = hosts.map { $0.lowercased() }
        self.prefix = prefix
        self.appSiteAssociation = appSiteAssociation
        self.appID = appID
        self.appSiteAssociation?.appID = appID
    }

    /// The prefix as written in a URL path: `/app`, or the empty string.
    package var prefixPath: String { prefix.isEmpty ? "" : "/" + prefix.joined(separator: "/") }
}
