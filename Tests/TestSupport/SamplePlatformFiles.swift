import RouteCore

extension RouteMap {
    /// The sample app's Android inputs: `Assets/AndroidManifest.xml`, with
    /// `Assets/assetlinks.json` approving example.com (and no file for www.example.com).
    package static func sampleAndroidLinks() throws -> AndroidAppLinks {
        let manifest = try AndroidManifestLoader.load(xml: PackageFiles.text("Assets/AndroidManifest.xml"))
        let assetLinks = try AssetLinksLoader.load(json: PackageFiles.text("Assets/assetlinks.json"))
        return AndroidAppLinks(manifest: manifest, assetLinks: ["example.com": assetLinks], app: nil)
    }

    /// The sample route map with the sample app's platform files, as `--aasa
    /// Assets/apple-app-site-association.json --manifest Assets/AndroidManifest.xml --assetlinks
    /// example.com=Assets/assetlinks.json` gives it: the AASA keeps /app/setting/* and a #web
    /// fragment in Safari, and Android opens verified links to example.com.
    package static func sampleWithPlatformFiles(aasa: Bool = true, android: Bool = true) throws -> RouteMap {
        var map = RouteMap.sample
        if aasa {
            map.web?.appSiteAssociation = try AppSiteAssociationLoader.load(
                json: PackageFiles.text("Assets/apple-app-site-association.json"), file: "apple-app-site-association.json")
        }
        if android { map.android = try sampleAndroidLinks() }
        return map
    }
}
