/// Everything that decides where Android opens a link for one app: its manifest, the
/// assetlinks.json of each declared domain, and the app's identity.
///
/// ```swift
/// let android = AndroidAppLinks(manifest: manifest, assetLinks: ["example.org": links], app: nil)
/// android.eligibility(for: "https://example.org/shop").result   // .browser, or .opensApp
/// ```
package struct AndroidAppLinks: Sendable, Hashable {
    package let manifest: AndroidManifest
    /// Each domain's loaded assetlinks.json.
    package let assetLinks: [String: AssetLinks]
    /// The app; nil to take the manifest's `package` (with no certificate fingerprints).
    package let app: AndroidAppIdentity?
    /// What each verification domain says of the app, settled once rather than for every link.
    let approvals: AndroidLinkDecision.DomainApprovals

    package init(manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?) {
        self.manifest = manifest
        self.assetLinks = assetLinks
        self.app = app
        approvals = AndroidLinkDecision.approvals(
            manifest: manifest, assetLinks: assetLinks, app: app ?? manifest.packageName.map { AndroidAppIdentity(packageName: $0) })
    }

    /// The app whose domains are approved: the given identity, else the manifest's package.
    package var effectiveApp: AndroidAppIdentity? {
        app ?? manifest.packageName.map { AndroidAppIdentity(packageName: $0) }
    }

    /// Where Android 12+ opens `link`.
    package func eligibility(for link: String) -> AndroidLinkEligibility {
        eligibility(for: AndroidLink(link))
    }

    /// Where Android 12+ opens a link already read as Android reads it (nil: it has no `:`).
    package func eligibility(for link: AndroidLink?) -> AndroidLinkEligibility {
        AndroidLinkDecision.decide(link, manifest: manifest, approvals: approvals)
    }
}
