import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// `android:` in the route map: the manifest and assetlinks files, relative to the map.
@Suite("Route map android section")
struct RouteMapAndroidTests {
    /// A directory holding `files`, removed after `body`.
    func withFiles(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try withTemporaryDirectory(prefix: "routescope-android-map") { directory in
            for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            try body(directory)
        }
    }

    static let links = """
        [{"relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["\(fingerprintA)"]}}]
        """

    static func routes(android: String) -> String {
        """
        app: Shop
        schemes: [myapp]
        tabs:
          - name: home
            root: feed
            screens:
              feed: {}
        android:
        \(android)
        """
    }

    @Test func loadsFilesRelativeToTheMap() throws {
        let manifestXML = manifest(filters: [linkable + #"<data android:scheme="https" android:host="shop.example.org"/>"#], autoVerify: true)
        try withFiles([
            "AndroidManifest.xml": manifestXML, "assetlinks.json": Self.links,
            "routes.yml": Self.routes(android: "  manifest: AndroidManifest.xml\n  assetlinks: {shop.example.org: assetlinks.json}\n  cert_sha256: [\"\(fingerprintA)\"]"),
        ]) { directory in
            let map = try RouteMapLoader.load(contentsOf: directory.appendingPathComponent("routes.yml").path)
            let android = try #require(map.android)
            #expect(android.app == AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA]))
            #expect(android.eligibility(for: "https://shop.example.org/").result == .opensApp)
        }
    }

    /// The app's own certificate may be written in either case, as `--cert-sha256` may: Android
    /// computes it in upper case, so that is the form kept.
    @Test func theAppsCertificateIsReadInEitherCase() throws {
        let manifestXML = manifest(filters: [linkable + #"<data android:scheme="https" android:host="shop.example.org"/>"#], autoVerify: true)
        try withFiles([
            "AndroidManifest.xml": manifestXML, "assetlinks.json": Self.links,
            "routes.yml": Self.routes(
                android: "  manifest: AndroidManifest.xml\n  assetlinks: {shop.example.org: assetlinks.json}\n  cert_sha256: [\"\(fingerprintA.lowercased())\"]"),
        ]) { directory in
            let map = try RouteMapLoader.load(contentsOf: directory.appendingPathComponent("routes.yml").path)
            let android = try #require(map.android)
            #expect(android.app == AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA]))
            #expect(android.eligibility(for: "https://shop.example.org/").result == .opensApp)
        }
    }

    @Test func problemsNameTheirFiles() throws {
        try withFiles([
            "routes.yml": Self.routes(android: "  assetlinks: {shop.example.org: missing.json}\n  cert_sha256: [ab]"),
        ]) { directory in
            let path = directory.appendingPathComponent("routes.yml").path
            let error = #expect(throws: RouteMapError.self) { try RouteMapLoader.load(contentsOf: path) }
            #expect(error?.problems.map(\.description) == [
                    "\(path):9:3: error: android needs \"manifest\", the app's AndroidManifest.xml",
                    "\(path):10:17: error: \"ab\" is not a SHA-256 fingerprint: 32 hex bytes separated by colons (AA:BB:…)",
                    "\(directory.appendingPathComponent("missing.json").path): error: no such file",
                ])
        }
    }

    /// An assetlinks.json Android's verifier rejects is no error in the route map: the map
    /// loads, and the file's domain approves no app, with the reason and where.
    @Test func aRejectedAssetLinksFileLoadsAndApprovesNothing() throws {
        let manifestXML = manifest(filters: [linkable + #"<data android:scheme="https" android:host="shop.example.org"/>"#], autoVerify: true)
        try withFiles([
            "AndroidManifest.xml": manifestXML, "assetlinks.json": "[1]",
            "routes.yml": Self.routes(android: "  manifest: AndroidManifest.xml\n  assetlinks: {shop.example.org: assetlinks.json}"),
        ]) { directory in
            let map = try RouteMapLoader.load(contentsOf: directory.appendingPathComponent("routes.yml").path)
            let android = try #require(map.android)
            let file = directory.appendingPathComponent("assetlinks.json").path
            #expect(android.assetLinks["shop.example.org"]?.rejection?.located == "\(file):1:2: [0]: a statement must be an object")
            let verdict = android.eligibility(for: "https://shop.example.org/")
            #expect(verdict.result == .browser)
            #expect(verdict.reason.contains("Android's verifier rejects the assetlinks.json of \"shop.example.org\" whole (\(file):1:2: [0]: a statement must be an object)"))
        }
    }
}
