/// The parts of an `AndroidManifest.xml` that decide where a link opens: its package and the
/// intent filters of its activities and activity-aliases, in document order.
///
/// ```swift
/// let manifest = try AndroidManifestLoader.load(contentsOf: "AndroidManifest.xml")
/// let eligibility = AndroidLinkDecision.decide("https://example.org/shop", manifest: manifest,
///                                              assetLinks: [:], app: AndroidAppIdentity(packageName: "org.example"))
/// ```
package struct AndroidManifest: Sendable, Hashable {
    /// The file it was read from, for messages.
    package let file: String
    /// `<manifest package>`; nil when the manifest leaves it to Gradle's `namespace`.
    package let packageName: String?
    /// `<application android:enabled>`, true unless written `"false"`. A disabled application
    /// has every component disabled: Android resolves no intent to any of them
    /// (`PackageUserStateUtils.isEnabled`). The manifest gives only the default state, which
    /// `PackageManager.setApplicationEnabledSetting` changes at run time.
    package let isApplicationEnabled: Bool
    /// Activities and activity-aliases, in document order.
    package let components: [AndroidComponent]
    /// What was read but could not be resolved or is ignored by Android, in document order.
    package let warnings: [AndroidManifestWarning]
    /// The domains Android 12+ verifies for the app (`DomainVerificationCollector`): the hosts of
    /// every verifiable filter of every activity, enabled or not, that are domain names, each
    /// once (compared as Java's `String.equals` does), in document order.
    package let verificationDomains: [String]
    /// The hosts of verifiable filters that are not domain names, so are never verified.
    package let unverifiableDomains: [String]

    package init(
        file: String, packageName: String?, isApplicationEnabled: Bool = true, components: [AndroidComponent], warnings: [AndroidManifestWarning]
    ) {
        self.file = file
        self.packageName = packageName
        self.isApplicationEnabled = isApplicationEnabled
        self.components = components
        self.warnings = warnings
        var verified: [String] = [], unverifiable: [String] = []
        for host in components.flatMap(\.filters).filter(\.isVerifiable).flatMap(\.authorities).map(\.host) {
            if !AndroidDomainName.isVerifiable(host) {
                unverifiable.append(host)
            } else if !verified.contains(where: { $0.utf16.elementsEqual(host.utf16) }) {
                verified.append(host)
            }
        }
        verificationDomains = verified
        unverifiableDomains = unverifiable
    }
}

/// An `<activity>` or `<activity-alias>`.
package struct AndroidComponent: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case activity
        case activityAlias = "activity-alias"
    }

    package let kind: Kind
    /// The fully qualified class or alias name (`.Main` resolved against the package).
    package let name: String
    /// Where the element is.
    package let position: AndroidSourcePosition
    /// `android:enabled`, true unless written `"false"`; a disabled component is never resolved
    /// (`PackageUserStateUtils.isEnabled`). The manifest gives only the default state, which
    /// `PackageManager.setComponentEnabledSetting` changes at run time.
    package let isEnabled: Bool
    /// `android:exported`, or when it is not written, whether the component has an intent filter
    /// with an action (`ParsedActivityUtils.parseActivityOrAlias`). Another app, the browser
    /// included, never starts a component that is not exported
    /// (`SaferIntentUtils.filterNonExportedComponents`).
    package let isExported: Bool
    /// Its intent filters, in document order.
    package let filters: [AndroidIntentFilter]

    package init(kind: Kind, name: String, position: AndroidSourcePosition, isEnabled: Bool, isExported: Bool = true, filters: [AndroidIntentFilter]) {
        self.kind = kind
        self.name = name
        self.position = position
        self.isEnabled = isEnabled
        self.isExported = isExported
        self.filters = filters
    }
}

/// Something in a manifest that Android ignores, or that RouteScope could not resolve from the
/// file alone, at the element it is about.
package struct AndroidManifestWarning: Sendable, Hashable, CustomStringConvertible {
    /// The kind of warning; the raw value is its stable kebab-case code.
    package enum Code: String, Sendable, Hashable, CaseIterable {
        /// A scheme or host with upper-case letters: Android compares schemes case-sensitively,
        /// and browsers send lower-case hosts, so the filter never sees it as written.
        case upperCase = "android-upper-case"
        /// A filter with hosts or paths but no scheme; Android ignores them.
        case ignoredWithoutScheme = "android-ignored-without-scheme"
        /// A filter with ports or paths but no host; Android ignores them.
        case ignoredWithoutHost = "android-ignored-without-host"
        /// A `${placeholder}` Gradle fills in at build time; kept as written.
        case unresolvedPlaceholder = "android-unresolved-placeholder"
        /// A `@string/…` or other resource reference; kept as written.
        case unresolvedResource = "android-unresolved-resource"
        /// A `<uri-relative-filter-group>`: RouteScope reads it as Android 15 (API 35) and later
        /// do; Android 12–14 ignore it, so there the filter takes links the group would not.
        case relativeFilterGroupSinceAndroid15 = "android-relative-filter-group"
        /// An advanced pattern in a `<uri-relative-filter-group>` that Android cannot compile;
        /// it installs the app and fails only when it compares a link, so the rule never matches.
        case invalidGroupPattern = "android-invalid-group-pattern"
        /// An element `tools:node="remove"` or `removeAll` drops from the merged manifest.
        case removedByTools = "android-removed-by-tools"
        /// A `tools:` instruction whose effect depends on the manifests of libraries merged into
        /// the app, which RouteScope does not read.
        case needsMergedManifest = "android-needs-merged-manifest"
        /// `autoVerify` on a filter Android 12+ does not verify (it needs `VIEW`, `BROWSABLE`,
        /// `DEFAULT` and only `http`/`https` schemes).
        case autoVerifyIneffective = "android-auto-verify-ineffective"
        /// A host of a verifiable filter that is not a domain name to Android, which then never
        /// sends it for verification.
        case unverifiableHost = "android-unverifiable-host"
        /// An activity with intent filters but no `android:exported`: apps targeting Android 12
        /// (API 31) or later fail to install.
        case missingExported = "android-missing-exported"
        /// `<application android:enabled="false">`: Android resolves no link to any of its
        /// activities unless the app is enabled at run time.
        case disabledApplication = "android-disabled-application"
        /// An attribute value with a `\u` escape that is not followed by four hex digits: aapt2
        /// stops reading the value there, so Android gets only what comes before it.
        case cutByUnicodeEscape = "android-invalid-unicode-escape"
    }

    package let code: Code
    package let position: AndroidSourcePosition
    package let message: String

    package init(_ code: Code, at position: AndroidSourcePosition, _ message: String) {
        self.code = code
        self.position = position
        self.message = message
    }

    package var description: String { "\(position): warning: \(message) [\(code.rawValue)]" }
}
