import TextBytes

/// One entry of a detail's `components` (iOS 13 and later): patterns for the path (`/`), the
/// query (`?`) and the fragment (`#`) of a link.
///
/// A key the component leaves out matches anything, absence included (as `*` does). The
/// component matches a link when every key it has matches. ``caseSensitive`` and
/// ``percentEncoded`` are already resolved: the component's own, else its detail's `defaults`,
/// else the file's `applinks.defaults`, else true.
package struct AppLinkComponent: Sendable, Hashable {
    /// `/`: the pattern for the path. An empty path (`https://example.com`) is matched as `/`.
    package var path: AppLinkPattern?
    /// `?`: a pattern for the whole query, or patterns for named query items.
    package var query: AppLinkQueryRule?
    /// `#`: the pattern for the fragment.
    package var fragment: AppLinkPattern?
    /// `exclude`: a link this component matches opens in Safari.
    package var exclude: Bool
    /// `comment`, for people; iOS ignores it.
    package var comment: String?
    /// Whether letters compare exactly; with false, ASCII letters match either case.
    package var caseSensitive: Bool
    /// Whether patterns see the link's percent-encoded text; with false, escapes are decoded first.
    package var percentEncoded: Bool

    package init(
        path: AppLinkPattern? = nil, query: AppLinkQueryRule? = nil, fragment: AppLinkPattern? = nil, exclude: Bool = false,
        comment: String? = nil, caseSensitive: Bool = true, percentEncoded: Bool = true
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.comment = comment
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// Whether every key of the component matches the link.
    func matches(bytes: LinkBytes, url: ScannedURL) -> Bool {
        let decoding = !percentEncoded
        if let path, !Self.matchPath(path, bytes: bytes, url: url, caseSensitive: caseSensitive, decoding: decoding) {
            return false
        }
        switch query {
        case .pattern(let pattern)?:
            if !Self.match(pattern, bytes: bytes, url.query ?? 0..<0, caseSensitive: caseSensitive, decoding: decoding) { return false }
        case .items(let items)?:
            for item in items where !matches(item, bytes: bytes, url: url) { return false }
        case nil: break
        }
        if let fragment, !Self.match(fragment, bytes: bytes, url.fragment ?? 0..<0, caseSensitive: caseSensitive, decoding: decoding) {
            return false
        }
        return true
    }

    /// Every query item named `rule.name` must match its pattern; when there is none, the pattern
    /// is matched against the empty string, so `*` accepts an absent item and `?*` requires one.
    func matches(_ rule: AppLinkQueryItemRule, bytes: LinkBytes, url: ScannedURL) -> Bool {
        let decoding = !percentEncoded
        var found = false
        for item in url.queryItems(in: bytes) where Self.match(rule.nameKey, bytes: bytes, item.name, caseSensitive: caseSensitive, decoding: decoding) {
            found = true
            if !Self.match(rule.pattern, bytes: bytes, item.value ?? item.name.upperBound..<item.name.upperBound, caseSensitive: caseSensitive, decoding: decoding) {
                return false
            }
        }
        return found || Self.match(rule.pattern, bytes: bytes, 0..<0, caseSensitive: caseSensitive, decoding: decoding)
    }

    static func match(
        _ pattern: AppLinkPattern, bytes: LinkBytes, _ range: Range<Int>, caseSensitive: Bool, decoding: Bool
    ) -> Bool {
        var cursor = AppLinkTextCursor(bytes: bytes, range: range, decoding: decoding)
        return pattern.matches(&cursor, caseSensitive: caseSensitive)
    }

    /// Matches the path as iOS does: trailing slashes are not significant, so the path without
    /// them, or with exactly one, may match (`"/buy/*"` takes `/buy`, `"/buy"` takes `/buy/`, and
    /// `"/buy/"` takes `/buy//`). An empty path is `/`.
    static func matchPath(
        _ pattern: AppLinkPattern, bytes: LinkBytes, url: ScannedURL, caseSensitive: Bool, decoding: Bool
    ) -> Bool {
        var end = url.path.upperBound
        while end > url.path.lowerBound, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var cursor = AppLinkTextCursor(bytes: bytes, range: url.path.lowerBound..<end, decoding: decoding)
        return pattern.matches(&cursor, caseSensitive: caseSensitive, orWithSlash: true)
    }

    /// The part of the link a diagnostic about this component points at: the narrowest part it
    /// has a real rule for (a fragment rule, else a query rule, when the link has that part),
    /// else the path. `"/help/*"` with `# "nondeeplinking"` is about the fragment.
    func decidingPart(in url: ScannedURL) -> AppLinkEligibility.Part {
        if let fragment, !fragment.matchesEverything, url.fragment != nil { return .fragment }
        switch query {
        case .pattern(let pattern)? where !pattern.matchesEverything && url.query != nil: return .query
        case .items(let items)? where !items.isEmpty && url.query != nil: return .query
        default: return .path
        }
    }

    /// The component in a few words, as the file writes it: `"/help/*"`, or
    /// `"/buy/*" with ? {"ref": "*"} and # "top"`.
    package var summary: String {
        var parts: [String] = []
        if let path { parts.append(path.source.quotedForMessage) }
        switch query {
        case .pattern(let pattern)?: parts.append("? \(pattern.source.quotedForMessage)")
        case .items(let items)?:
            parts.append("? {" + items.map { "\($0.name.quotedForMessage): \($0.pattern.source.quotedForMessage)" }.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment { parts.append("# \(fragment.source.quotedForMessage)") }
        guard let first = parts.first else { return "a component with no patterns" }
        let rest = parts.dropFirst()
        return rest.isEmpty ? first : first + " with " + rest.joined(separator: " and ")
    }
}

/// A component's `?` key: one pattern for the whole query (without `?`), or a dictionary of
/// query item names and patterns for their values.
package enum AppLinkQueryRule: Sendable, Hashable {
    /// `"?": "pattern"`: matched against the query text.
    case pattern(AppLinkPattern)
    /// `"?": {"name": "pattern", …}`: each named item checked, other items ignored. Sorted by name.
    case items([AppLinkQueryItemRule])
}

/// One entry of a `?` dictionary: a query item's name and the pattern for its value.
///
/// Every occurrence of a repeated item must match. An absent item is matched as an empty value,
/// so `"*"` (or `""`) accepts a link without it, and `"?*"` requires it with a value.
package struct AppLinkQueryItemRule: Sendable, Hashable {
    /// The item's name, compared exactly (not a pattern).
    package var name: String
    /// The pattern for the item's value (the empty string for an item without `=`).
    package var pattern: AppLinkPattern
    /// `name` as a pattern without wildcards, to compare with a link's item names.
    let nameKey: AppLinkPattern

    package init(name: String, pattern: AppLinkPattern) {
        self.name = name
        self.pattern = pattern
        nameKey = AppLinkPattern(literal: name)
    }
}
