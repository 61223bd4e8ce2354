/// Whether iOS opens a link in the app, by an apple-app-site-association file, and which rule
/// decided.
public struct AppLinkEligibility: Sendable, Hashable {
    /// The verdict.
    public enum Result: String, Sendable, Hashable, CaseIterable {
        /// A rule matched: the link opens the app.
        case match
        /// An `exclude` component or a `NOT ` path matched first: the link opens in Safari.
        case excluded
        /// No rule matched: the link opens in Safari.
        case noMatch = "no-match"
    }

    /// The rule that decided.
    public enum Rule: Sendable, Hashable {
        /// `details[detail].components[component]`.
        case component(detail: Int, component: Int)
        /// `details[detail].paths[path]`, a legacy path.
        case legacyPath(detail: Int, path: Int)
    }

    /// A part of the link that a rule is about.
    package enum Part: Sendable, Hashable {
        case path, query, fragment
    }

    /// Whether iOS opens the link in the app: a rule matches it, excludes it, or none matches.
    public var result: Result
    /// The deciding rule; nil for ``Result/noMatch``.
    public var rule: Rule?
    /// The part of the link a diagnostic should point at: the narrowest part the deciding rule
    /// has a pattern for (its fragment, else its query, when the link has that part), else the
    /// path, as for legacy paths and no match.
    package var decidingPart: Part

    package init(result: Result, rule: Rule?, decidingPart: Part = .path) {
        self.result = result
        self.rule = rule
        self.decidingPart = decidingPart
    }

    /// Whether the link opens the app.
    package var opensApp: Bool { result == .match }

    /// The index in `applinks.details` of the deciding rule.
    package var detail: Int? {
        switch rule {
        case .component(let detail, _)?, .legacyPath(let detail, _)?: detail
        case nil: nil
        }
    }

    /// The index in the detail's `components` of the deciding component.
    package var component: Int? {
        if case .component(_, let component)? = rule { return component }
        return nil
    }

    /// The index in the detail's legacy `paths` of the deciding path.
    package var legacyPath: Int? {
        if case .legacyPath(_, let path)? = rule { return path }
        return nil
    }

    /// `detail 1, component 2` or `detail 1, path 3`: the rule as a person counts the file's
    /// details and their rules, from 1 (JSON keeps 0-based indices); nil for no match.
    package var location: String? {
        switch rule {
        case .component(let detail, let component)?: "detail \(detail + 1), component \(component + 1)"
        case .legacyPath(let detail, let path)?: "detail \(detail + 1), path \(path + 1)"
        case nil: nil
        }
    }
}
