/// One `<intent-filter>` of an activity or activity-alias, with its `<data>` elements combined
/// as Android combines them: every scheme with every host with every path rule.
///
/// Without a scheme Android ignores hosts and paths; without a host it ignores ports and paths.
/// Those attributes are kept here as written, and ``AndroidManifest/warnings`` says they are
/// ignored.
package struct AndroidIntentFilter: Sendable, Hashable {
    /// The 0-based index among its component's intent filters, in document order.
    package let index: Int
    /// Where the `<intent-filter>` element is.
    package let position: AndroidSourcePosition
    /// `<action android:name>` values.
    package let actions: [String]
    /// `<category android:name>` values.
    package let categories: [String]
    /// Every `android:scheme`, case kept: Android compares schemes case-sensitively.
    package let schemes: [String]
    /// Every `android:host` with its `android:port`.
    package let authorities: [AndroidAuthority]
    /// Every path attribute.
    package let paths: [AndroidPathRule]
    /// Every `android:mimeType`.
    package let mimeTypes: [String]
    /// `android:autoVerify="true"`.
    package let autoVerify: Bool

    package init(
        index: Int, position: AndroidSourcePosition, actions: [String], categories: [String],
        schemes: [String], authorities: [AndroidAuthority], paths: [AndroidPathRule],
        mimeTypes: [String], autoVerify: Bool
    ) {
        self.index = index
        self.position = position
        self.actions = actions
        self.categories = categories
        self.schemes = schemes
        self.authorities = authorities
        self.paths = paths
        self.mimeTypes = mimeTypes
        self.autoVerify = autoVerify
    }

    static let view = "android.intent.action.VIEW"
    static let browsable = "android.intent.category.BROWSABLE"
    static let defaultCategory = "android.intent.category.DEFAULT"

    /// Why the filter does not take a link, in the order Android tests: action, data, categories.
    package enum Mismatch: Sendable, Hashable {
        case missingViewAction
        /// The filter declares a MIME type; a plain link carries none.
        case declaresMimeType
        /// The filter has no scheme, so it only takes links without one (or `content:`/`file:`).
        case noScheme
        case scheme
        case host
        case port
        case path
        case missingBrowsableCategory
        case missingDefaultCategory
    }

    /// Nil when the filter takes the link, as a `VIEW` intent with the `BROWSABLE` and `DEFAULT`
    /// categories; otherwise the first reason it does not.
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
            return ["", "content", "file"].contains(link.scheme) && mimeTypes.isEmpty ? nil : .noScheme
        }
        if !schemes.contains(link.scheme) { return .scheme }
        if !authorities.isEmpty {
            guard let host = link.host else { return .host }
            let sameHost = authorities.filter { $0.matches(host: host) }
            if sameHost.isEmpty { return .host }
            if !sameHost.contains(where: { $0.matches(host: host, port: link.port) }) { return .port }
            if !paths.isEmpty, !paths.contains(where: { $0.matches(units: link.pathUnits) }) { return .path }
        }
        return mimeTypes.isEmpty ? nil : .declaresMimeType
    }

    /// Whether Android 12+ verifies this filter's hosts: `autoVerify`, `VIEW`, `BROWSABLE`,
    /// `DEFAULT`, and only `http`/`https` schemes (one other scheme disqualifies the filter).
    package var isVerifiable: Bool {
        autoVerify && actions.contains(Self.view) && categories.contains(Self.browsable)
            && categories.contains(Self.defaultCategory) && !schemes.isEmpty
            && schemes.allSatisfy { $0 == "http" || $0 == "https" }
    }
}
