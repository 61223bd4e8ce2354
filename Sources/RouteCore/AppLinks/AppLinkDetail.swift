/// One entry of `applinks.details`: the apps it names and the rules that pick their links.
package struct AppLinkDetail: Sendable, Hashable {
    /// `appIDs`, or the legacy single `appID`: team ID and bundle ID, like `ABCDE12345.com.example.app`.
    package var appIDs: [String]
    /// `components` (iOS 13 and later), tried in order; nil when the detail has none. When present,
    /// iOS ignores ``paths``.
    package var components: [AppLinkComponent]?
    /// The legacy `paths` array, tried in order when there are no ``components``.
    package var paths: [AppLinkLegacyPath]
    /// This detail's `defaults`, before inheriting from the file's.
    package var defaults: AppLinkDefaults

    package init(
        appIDs: [String], components: [AppLinkComponent]? = nil, paths: [AppLinkLegacyPath] = [],
        defaults: AppLinkDefaults = AppLinkDefaults()
    ) {
        self.appIDs = appIDs
        self.components = components
        self.paths = paths
        self.defaults = defaults
    }
}
