import TextBytes

/// One string of a detail's legacy `paths` array (the format before iOS 13), such as
/// `"/videos/wwdc/201?/*"` or `"NOT /videos/wwdc/2010/*"`.
///
/// It is matched against the path only, case-sensitively and percent-encoded, with `*` and `?`
/// as in ``AppLinkPattern`` and the path rules of components (trailing slashes do not count, and
/// a missing leading `/` is read as there); a `NOT ` prefix makes a match exclude the link.
package struct AppLinkLegacyPath: Sendable, Hashable {
    /// The string as the file writes it, `NOT ` included.
    package var source: String
    /// The pattern after any `NOT `.
    package var pattern: AppLinkPattern
    /// Whether the string starts with `NOT `: a matching link opens in Safari.
    package var excludes: Bool

    /// Reads one `paths` string.
    package init(_ source: String) throws(AppLinkPattern.SyntaxError) {
        self.source = source
        excludes = source.hasPrefix("NOT ")
        let text = excludes ? String(source.dropFirst(4)) : source
        // Legacy paths predate substitution variables: `$` is an ordinary character there.
        pattern = try AppLinkPattern(path: text, variables: nil)
    }

    func matches(bytes: LinkBytes, url: ScannedURL) -> Bool {
        AppLinkComponent.matchPath(pattern, bytes: bytes, url: url, caseSensitive: true, decoding: false)
    }
}
