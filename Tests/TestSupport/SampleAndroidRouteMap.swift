import RouteCore

extension RouteMap {
    /// The sample route map with the Android manifest `xml` (see ``AndroidManifestLoader``),
    /// where example.com is approved: its assetlinks.json has one statement, for
    /// `com.example.reader` with the fingerprint `5A:5A:…:5A` (32 bytes). No other domain has an
    /// assetlinks.json, and no app identity (`--package`, `--cert-sha256`) is given.
    package static func sample(androidManifest xml: String) throws -> RouteMap {
        var map = RouteMap.sample
        let manifest = try AndroidManifestLoader.load(xml: xml)
        let fingerprint = Array(repeating: "5A", count: 32).joined(separator: ":")
        let links = AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: "com.example.reader", fingerprints: [fingerprint])])
        map.android = AndroidAppLinks(manifest: manifest, assetLinks: ["example.com": links], app: nil)
        return map
    }
}
