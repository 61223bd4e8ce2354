/// Where Android 12+ (target SDK 31 and later) opens a link for one app, which intent filter
/// decided, and why.
///
/// Immutable, so it behaves as a value; a class so that an analysis or a verdict without a
/// manifest carries one empty reference instead of an empty struct of strings (every link of a
/// `check` copies it).
public final class AndroidLinkEligibility: Sendable, Hashable {
    /// The verdict.
    public enum Result: String, Sendable, Hashable, CaseIterable {
        /// The app opens directly: a verified http(s) host, or a custom scheme only this app's
        /// one activity takes.
        case opensApp = "opens-app"
        /// An http(s) link whose host is not verified for the app, or that only an activity
        /// taking every web link (a browser) takes: the default browser opens it.
        case browser
        /// Android asks: a custom scheme several activities of the app take, or an http(s) link
        /// to a host that is not a domain name (`localhost`), which the app is offered beside
        /// the browser.
        case chooser
        /// No intent filter of the app takes the link.
        case noFilter = "no-filter"
    }

    /// The part of the link the deciding rule is about, for a diagnostic's span.
    package enum Part: String, Sendable, Hashable {
        case scheme
        /// Everything between the scheme's `:` and the fragment, for `android:ssp…` rules.
        case schemeSpecificPart = "scheme-specific-part"
        case host, path, query, fragment
    }

    /// Where Android opens the link: the app, the browser or a chooser, or that no filter takes it.
    public let result: Result
    /// The fully qualified activity or alias whose filter takes the link (for ``Result/noFilter``,
    /// the one that came closest); nil when there is none.
    public let activity: String?
    /// The 0-based index of that filter among the component's intent filters.
    public let filter: Int?
    /// That filter's number as a person counts them in the manifest, from 1: what text calls
    /// "intent filter 2" (JSON keeps the 0-based ``filter``).
    package var filterNumber: Int? { filter.map { $0 + 1 } }
    /// Why, in a sentence.
    public let reason: String
    /// Whether the link's scheme is exactly `http` or `https` (``AndroidLink/isWeb``): when the
    /// app does not open such a link, a browser does.
    package let linkIsWeb: Bool
    /// The part of the link the reason is about.
    package let decidingPart: Part
    /// Where that part stands in the link, in UTF-8 bytes as Android splits it; nil when the link
    /// has no such part (then the diagnostic points where it would go).
    package let span: Range<Int>?

    package init(
        result: Result, activity: String?, filter: Int?, reason: String, linkIsWeb: Bool, decidingPart: Part, span: Range<Int>? = nil
    ) {
        self.result = result
        self.activity = activity
        self.filter = filter
        self.reason = reason
        self.linkIsWeb = linkIsWeb
        self.decidingPart = decidingPart
        self.span = span
    }

    /// Whether the link opens the app.
    package var opensApp: Bool { result == .opensApp }

    public static func == (lhs: AndroidLinkEligibility, rhs: AndroidLinkEligibility) -> Bool {
        lhs === rhs
            || (lhs.result == rhs.result && lhs.activity == rhs.activity && lhs.filter == rhs.filter && lhs.reason == rhs.reason
                && lhs.linkIsWeb == rhs.linkIsWeb && lhs.decidingPart == rhs.decidingPart && lhs.span == rhs.span)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(result)
        hasher.combine(activity)
        hasher.combine(filter)
        hasher.combine(reason)
        hasher.combine(linkIsWeb)
        hasher.combine(decidingPart)
        hasher.combine(span)
    }
}
