/// One entry of `applinks.details`: the apps it names and the rules that pick their links.
package struct AppLinkDetail: Sendable, Hashable {
    /// The apps, as team ID and bundle ID (`ABCDE12345.com.example.app`): `appIDs` when the
    /// detail has that key, even empty, else the legacy single `appID`. An empty list names no
    /// app, so iOS never consults the detail.
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

    /// The rules iOS tries, in order: the components, or else each legacy path as the component
    /// it amounts to (a path pattern, `exclude` for `NOT `, case-sensitive and percent-encoded).
    package var rules: [AppLinkComponent] {
        components ?? paths.map { AppLinkComponent(path: $0.pattern, exclude: $0.excludes) }
    }
}
