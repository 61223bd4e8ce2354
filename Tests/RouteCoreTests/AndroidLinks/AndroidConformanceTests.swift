import Foundation
import RouteCore
import Testing

/// docs/android-conformance.md lists every known difference from Android; each row is shown
/// here by a check of the same id, so the table can neither go stale nor miss a check.
@Suite("Android conformance table")
struct AndroidConformanceTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/android-conformance.md")

    /// The table's rows as cells, header first.
    static func table() throws -> [[String]] {
        try String(contentsOf: path, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    static let shopFilter = linkable + #"<data android:scheme="https" android:host="shop.example.org"/>"#

    /// One demonstration per documented difference.
    static let checks: [(id: String, check: @Sendable () throws -> Void)] = [
        ("relative-filter-groups-before-15", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [shopFilter + """
                <uri-relative-filter-group><data android:path="/open"/></uri-relative-filter-group>
                """]))
            #expect(manifest.warnings.map(\.code) == [.relativeFilterGroupSinceAndroid15])
            let other = AndroidLinkDecision.decide("https://shop.example.org/other", manifest: manifest, assetLinks: [:], app: nil)
            #expect(other.result == .noFilter)
        }),
        ("group-pattern-compile-error", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [shopFilter + """
                <uri-relative-filter-group><data android:pathAdvancedPattern="/[]"/></uri-relative-filter-group>
                """]))
            #expect(manifest.warnings.map(\.code) == [.invalidGroupPattern, .relativeFilterGroupSinceAndroid15])
            #expect(AndroidLinkDecision.decide("https://shop.example.org/[]", manifest: manifest, assetLinks: [:], app: nil).result == .noFilter)
        }),
        ("placeholders", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + #"<data android:scheme="https" android:host="${appHost}"/>"#]))
            #expect(manifest.warnings.map(\.code) == [.unresolvedPlaceholder])
            #expect(manifest.components[0].filters[0].authorities.map(\.host) == ["${appHost}"])
        }),
        ("resources", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + #"<data android:scheme="https" android:host="@string/app_host"/>"#]))
            #expect(manifest.warnings.map(\.code) == [.unresolvedResource])
            #expect(manifest.components[0].filters[0].authorities.map(\.host) == ["@string/app_host"])
        }),
        ("run-time-enabled-state", {
            let disabledApplication = try AndroidManifestLoader.load(
                xml: manifest(filters: [shopFilter]).replacingOccurrences(of: "<application>", with: #"<application android:enabled="false">"#))
            #expect(disabledApplication.warnings.map(\.code) == [.disabledApplication])
            #expect(AndroidLinkDecision.decide("https://shop.example.org/", manifest: disabledApplication, assetLinks: [:], app: nil).result == .noFilter)
            let disabledActivity = try AndroidManifestLoader.load(
                xml: manifest(activity: #".MainActivity" android:enabled="false"#, filters: [shopFilter]))
            #expect(disabledActivity.components[0].isEnabled == false)
            #expect(AndroidLinkDecision.decide("https://shop.example.org/", manifest: disabledActivity, assetLinks: [:], app: nil).result == .noFilter)
        }),
        ("mixed-browser-filters", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [
                linkable + #"<data android:scheme="https"/>"#, shopFilter,
            ], autoVerify: true))
            let links = AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: "org.example.shop", fingerprints: [fingerprintA])])
            let verdict = AndroidLinkDecision.decide(
                "https://shop.example.org/", manifest: manifest, assetLinks: ["shop.example.org": links],
                app: AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA]))
            #expect(verdict.result == .opensApp)
            #expect(verdict.filter == 1)
        }),
        ("assetlinks-include", {
            let links = AssetLinksLoader.load(json: #"[{"include": "https://example.org/common.json"}]"#)
            #expect(links.includes == [0])
            #expect(links.statements.isEmpty)
        }),
        ("dynamic-app-links", {
            let links = AssetLinksLoader.load(json: """
                [{"relation": ["delegate_permission/common.handle_all_urls"],
                  "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/private/*", "exclude": true}]}},
                  "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["\(fingerprintA)"]}}]
                """)
            #expect(links.approving(packageName: "org.example.shop", fingerprints: [fingerprintA])?.index == 0)
            // Android 15's StatementParser throws at a component that is not an object; Android
            // 12–14 never read them. RouteScope, for every version, does not either.
            let notAnObject = AssetLinksLoader.load(json: """
                [{"relation": ["delegate_permission/common.handle_all_urls"],
                  "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": ["/private/*"]}},
                  "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["\(fingerprintA)"]}}]
                """)
            #expect(notAnObject.rejection == nil)
        }),
        ("google-verifier", {
            let lower = fingerprintA.lowercased()
            let links = AssetLinksLoader.load(json: """
                [{"relation": ["delegate_permission/common.handle_all_urls"],
                  "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["\(lower)"]}}]
                """)
            #expect(links.approving(packageName: "org.example.shop", fingerprints: [fingerprintA]) == nil)
        }),
        ("unchecked-certificate", {
            let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [shopFilter], autoVerify: true))
            let links = AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: "org.example.shop", fingerprints: [fingerprintA])])
            let verdict = AndroidLinkDecision.decide(
                "https://shop.example.org/", manifest: manifest, assetLinks: ["shop.example.org": links],
                app: AndroidAppIdentity(packageName: "org.example.shop"))
            #expect(verdict.result == .opensApp)
            #expect(verdict.reason.contains("certificate not checked"))
        }),
        ("element-positions", {
            let (xml, at) = markedManifest(manifest(filters: [linkable + "<data\n  android:scheme=\"HTTPS\"\n  android:host=\"e.org\" 1️⃣/>"]))
            let warnings = try AndroidManifestLoader.load(xml: xml).warnings
            #expect(warnings.map(\.position) == [at[1]!])
        }),
    ]

    @Test func everyRowHasACheckAndEveryCheckARow() throws {
        let table = try Self.table()
        #expect(table.first == ["id", "what differs", "Android", "RouteScope"])
        #expect(table.dropFirst().map { $0[0] } == Self.checks.map(\.id))
        #expect(table.dropFirst().allSatisfy { $0.count == 4 && $0.allSatisfy { !$0.isEmpty } })
    }

    @Test(arguments: checks.map(\.id)) func documentedDifferenceHolds(_ id: String) throws {
        try Self.checks.first { $0.id == id }?.check()
    }
}
