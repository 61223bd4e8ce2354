/// One `<intent-filter>` of an activity or activity-alias, with its `<data>` elements combined
/// as Android combines them: every scheme with every host with every path rule.
///
/// Without a scheme Android ignores hosts and paths; without a host it ignores ports and paths.
/// Those attributes are kept here as written, and ``AndroidManifest/warnings`` says they are
/// ignored.
package struct AndroidIntentFilter: Sendable, Hashable {
    /// The 0-based index among its component's intent filters, in document order.
    package let index: Int
    /// Its number as a person counts the component's filters in the manifest, from 1: what
    /// text calls "intent filter 2" (JSON keeps ``index``).
    package var number: Int { index + 1 }
    /// Where the `<intent-filter>` element is.
    package let position: AndroidSourcePosition
    /// `<action android:name>` values.
    package let actions: [String]
    /// `<category android:name>` values.
    package let categories: [String]
    /// Every `android:scheme`, case kept: Android compares schemes case-sensitively.
    package let schemes: [String]
    /// Every `android:ssp`, `sspPrefix`, `sspPattern`, `sspAdvancedPattern` and `sspSuffix`.
    package let schemeSpecificParts: [AndroidPattern]
    /// Every `android:host` with its `android:port`.
    package let authorities: [AndroidAuthority]
    /// Every path attribute.
    package let paths: [AndroidPattern]
    /// Its `<uri-relative-filter-group>`s that have rules, in document order.
    package let relativeFilterGroups: [AndroidRelativeFilterGroup]
    /// Every `android:mimeType`.
    package let mimeTypes: [String]
    /// `android:autoVerify="true"`.
    package let autoVerify: Bool

    package init(
        index: Int, position: AndroidSourcePosition, actions: [String], categories: [String],
        schemes: [String], schemeSpecificParts: [AndroidPattern] = [], authorities: [AndroidAuthority], paths: [AndroidPattern],
        relativeFilterGroups: [AndroidRelativeFilterGroup] = [], mimeTypes: [String], autoVerify: Bool
    ) {
        self.index = index
        self.position = position
        self.actions = actions
        self.categories = categories
        self.schemes = schemes
        self.schemeSpecificParts = schemeSpecificParts
        self.authorities = authorities
        self.paths = paths
        self.relativeFilterGroups = relativeFilterGroups
        self.mimeTypes = mimeTypes
        self.autoVerify = autoVerify
    }

    static let view = "android.intent.action.VIEW"
    static let browsable = "android.intent.category.BROWSABLE"
    static let defaultCategory = "android.intent.category.DEFAULT"
    static let appBrowser = "android.intent.category.APP_BROWSER"

    /// Why the filter does not take a link, in the order Android tests: action, data, categories.
    package enum Mismatch: Sendable, Hashable {
        case missingViewAction
        /// The filter declares a MIME type; a plain link carries none.
        case declaresMimeType
        /// The filter has no scheme, so it takes no link (only intents without data, or typed
        /// `content:` and `file:` ones).
        case noScheme
        case scheme
        /// The filter declares the link's scheme in other letter case; Android compares schemes
        /// exactly.
        case schemeCase
        /// The filter declares scheme-specific parts and no host, and none matches.
        case schemeSpecificPart
        case host
        case port
        /// Neither a path attribute nor a `<uri-relative-filter-group>` takes the path.
        case path
        /// The `<uri-relative-filter-group>` at this index blocks the link.
        case blockedByGroup(Int)
        case missingBrowsableCategory
        case missingDefaultCategory
        /// The filter takes the link, but its application has `android:enabled="false"`, which
        /// disables every component.
        case applicationDisabled
        /// The filter takes the link, but its component has `android:enabled="false"`.
        case componentDisabled
        /// The filter takes the link, but its component is not exported, so the browser (another
        /// app) cannot start it.
        case componentNotExported
    }

    /// Nil when the filter takes the link, as a `VIEW` intent with the `BROWSABLE` and `DEFAULT`
    /// categories; otherwise the first reason it does not (`IntentFilter.match`, then the
    /// resolver's `MATCH_DEFAULT_ONLY` test of `DEFAULT`).
    package func mismatch(for link: AndroidLink) -> Mismatch? {
        if !actions.contains(Self.view) { return .missingViewAction }
        if let data = dataMismatch(for: link) { return data }
        if !categories.contains(Self.browsable) { return .missingBrowsableCategory }
        if !categories.contains(Self.defaultCategory) { return .missingDefaultCategory }
        return nil
    }

    /// AOSP's `IntentFilter.matchData` for a link without a MIME type.
    func dataMismatch(for link: AndroidLink) -> Mismatch? {
        guard !schemes.isEmpty else {
            // Without schemes or types only intents without data match; with types, `content:`
            // and `file:` links pass the scheme test and then fail the type test.
            return !mimeTypes.isEmpty && ["", "content", "file"].contains(link.scheme) ? .declaresMimeType : .noScheme
        }
        if !schemes.contains(where: { AndroidLinkDecision.sameText($0, link.scheme) }) {
            // Lower-cased only when the lengths agree: most links name another scheme altogether.
            let count = link.scheme.utf8.count
            return schemes.contains { $0.utf8.count == count && $0.lowercased() == link.scheme.lowercased() } ? .schemeCase : .scheme
        }
        let takenBySchemeSpecificPart = schemeSpecificParts.contains { $0.matches(units: link.schemeSpecificPart) }
        if !takenBySchemeSpecificPart {
            if !authorities.isEmpty {
                guard let host = link.host else { return .host }
                let sameHost = authorities.filter { $0.matches(host: host) }
                if sameHost.isEmpty { return .host }
                if !sameHost.contains(where: { $0.matches(host: host, port: link.port) }) { return .port }
                if let mismatch = pathMismatch(for: link) { return mismatch }
            } else if !schemeSpecificParts.isEmpty {
                return .schemeSpecificPart
            }
        }
        return mimeTypes.isEmpty ? nil : .declaresMimeType
    }

    /// The path attributes, then the relative filter groups (`hasDataPath || matchRelRefGroups`).
    func pathMismatch(for link: AndroidLink) -> Mismatch? {
        if paths.isEmpty, relativeFilterGroups.isEmpty { return nil }
        if let path = link.path, paths.contains(where: { $0.matches(units: path) }) { return nil }
        guard let deciding = relativeFilterGroups.firstIndex(where: { $0.matches(link) }) else { return .path }
        return relativeFilterGroups[deciding].allows ? nil : .blockedByGroup(deciding)
    }

    /// Whether Android 12+ verifies this filter's hosts (`DomainVerificationCollector`):
    /// `autoVerify`, `VIEW`, `BROWSABLE`, `DEFAULT`, and only `http`/`https` schemes (one other
    /// scheme disqualifies the filter).
    package var isVerifiable: Bool {
        autoVerify && categories.contains(Self.defaultCategory) && handlesWebLinks(only: true)
    }

    /// `IntentFilter.handlesWebUris`: `VIEW`, `BROWSABLE`, and an http(s) scheme, or with `only`,
    /// nothing but http(s) schemes.
    func handlesWebLinks(only: Bool) -> Bool {
        guard actions.contains(Self.view), categories.contains(Self.browsable), !schemes.isEmpty else { return false }
        let isWeb = { (scheme: String) in scheme == "http" || scheme == "https" }
        return only ? schemes.allSatisfy(isWeb) : schemes.contains(where: isWeb)
    }

    /// `IntentFilter.handleAllWebDataURI`: a filter of a browser, `APP_BROWSER` or every http(s)
    /// link of every host. The resolver lists such an activity with the browsers, never with
    /// the apps whose verified domains it checks.
    package var handlesAllWebLinks: Bool {
        categories.contains(Self.appBrowser) || (handlesWebLinks(only: false) && authorities.isEmpty)
    }
}
