/// A `defaults` object, as `applinks.defaults` sets it for the whole file and a detail's
/// `defaults` for its own components.
///
/// Apple calls `defaults` "a subclass of components": it may hold any key a component holds
/// (`/`, `?`, `#`, `exclude`, `caseSensitive`, `percentEncoded`), and each component takes from
/// it every key it does not set itself. A nil field inherits: a component from its detail, a
/// detail from the file, and the file from Apple's defaults (`*` for the patterns, false for
/// `exclude`, true for `caseSensitive` and `percentEncoded`).
package struct AppLinkDefaults: Sendable, Hashable {
    /// `/`: the path pattern of every component without its own.
    package var path: AppLinkPattern?
    /// `?`: the query rule of every component without its own.
    package var query: AppLinkQueryRule?
    /// `#`: the fragment pattern of every component without its own.
    package var fragment: AppLinkPattern?
    /// `exclude` for every component that does not say.
    package var exclude: Bool?
    /// Whether patterns compare letters exactly (Apple's default: true). With false, ASCII letters
    /// match either case.
    package var caseSensitive: Bool?
    /// Whether patterns are matched against the percent-encoded text as the link writes it
    /// (Apple's default: true). With false, each `%XY` escape is decoded before matching.
    package var percentEncoded: Bool?

    package init(
        path: AppLinkPattern? = nil, query: AppLinkQueryRule? = nil, fragment: AppLinkPattern? = nil, exclude: Bool? = nil,
        caseSensitive: Bool? = nil, percentEncoded: Bool? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// These settings, with the unset ones taken from `outer`.
    package func inheriting(from outer: AppLinkDefaults) -> AppLinkDefaults {
        AppLinkDefaults(
            path: path ?? outer.path, query: query ?? outer.query, fragment: fragment ?? outer.fragment, exclude: exclude ?? outer.exclude,
            caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
    }
}
