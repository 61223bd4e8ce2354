/// `caseSensitive` and `percentEncoded`, as `applinks.defaults` sets them for the whole file, and
/// as a detail's `defaults` or a component overrides them.
///
/// A nil field inherits: a component from its detail, a detail from the file, and the file from
/// Apple's defaults (both true).
package struct AppLinkDefaults: Sendable, Hashable {
    /// Whether patterns compare letters exactly (Apple's default: true). With false, ASCII letters
    /// match either case.
    package var caseSensitive: Bool?
    /// Whether patterns are matched against the percent-encoded text as the link writes it
    /// (Apple's default: true). With false, each `%XY` escape is decoded before matching.
    package var percentEncoded: Bool?

    package init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// These settings, with the unset ones taken from `outer`.
    package func inheriting(from outer: AppLinkDefaults) -> AppLinkDefaults {
        AppLinkDefaults(caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
    }
}
