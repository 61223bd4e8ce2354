/// A `<uri-relative-filter-group>` of an intent filter (Android 15, API 35, and later), as AOSP's
/// `UriRelativeFilterGroup`: rules on the path, query and fragment that must all match, and
/// whether a link that matches them is allowed (`android:allow`, true by default) or blocked.
///
/// `IntentFilter.matchData` consults the groups only when none of the filter's own path
/// attributes takes the link, and then in document order: the first group whose rules all match
/// decides, and with none the filter does not take the link. So a blocking group cannot block a
/// link a path attribute takes, and it blocks nothing unless it comes before the group that
/// would allow it.
package struct AndroidRelativeFilterGroup: Sendable, Hashable {
    /// The part of a link one rule is about (`UriRelativeFilter.PATH`, `QUERY`, `FRAGMENT`).
    package enum Part: String, Sendable, Hashable, CaseIterable {
        case path, fragment, query
    }

    /// One `UriRelativeFilter`: a pattern for one part.
    package struct Rule: Sendable, Hashable {
        package let part: Part
        /// Nil for an advanced pattern Android cannot compile: it compiles the group's patterns
        /// only when it compares a link, so the app installs, and RouteScope lets such a rule
        /// match nothing.
        package let pattern: AndroidPattern?
        /// The attribute as written, for messages.
        package let attribute: String
        package let value: String

        package init(part: Part, pattern: AndroidPattern?, attribute: String, value: String) {
            self.part = part
            self.pattern = pattern
            self.attribute = attribute
            self.value = value
        }

        /// `UriRelativeFilter.matchData`: the decoded path or fragment as a whole; for the query,
        /// any one of its parameters.
        func matches(_ link: AndroidLink) -> Bool {
            guard let pattern else { return false }
            switch part {
            case .path: return link.path.map { pattern.matches(units: $0) } ?? false
            case .fragment: return link.fragment.map { pattern.matches(units: $0) } ?? false
            case .query: return link.query.map { Self.parameters(of: $0).contains { pattern.matches(units: $0) } } ?? false
            }
        }

        /// `matchQuery`: the decoded query split at `&`, or at `;` when that gives one piece, with
        /// Java's `String.split`: trailing empty pieces dropped, the whole text when the separator
        /// does not occur.
        static func parameters(of query: [UInt16]) -> [[UInt16]] {
            let byAmpersand = javaSplit(query, at: UInt16(UInt8(ascii: "&")))
            return byAmpersand.count == 1 ? javaSplit(query, at: UInt16(UInt8(ascii: ";"))) : byAmpersand
        }

        static func javaSplit(_ text: [UInt16], at separator: UInt16) -> [[UInt16]] {
            guard text.contains(separator) else { return [text] }
            var pieces = text.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
            while pieces.last?.isEmpty == true { pieces.removeLast() }
            return pieces
        }
    }

    /// Where the group is.
    package let position: AndroidSourcePosition
    /// `android:allow`.
    package let allows: Bool
    /// Every rule of every `<data>` in the group, in attribute order.
    package let rules: [Rule]

    package init(position: AndroidSourcePosition, allows: Bool, rules: [Rule]) {
        self.position = position
        self.allows = allows
        self.rules = rules
    }

    /// `UriRelativeFilterGroup.matchData`: every rule matches (and there is one).
    package func matches(_ link: AndroidLink) -> Bool {
        !rules.isEmpty && rules.allSatisfy { $0.matches(link) }
    }
}
