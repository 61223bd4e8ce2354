import PlatformLinks
import TextBytes

extension RouteMapBuilder {
    /// `android: {manifest: FILE, assetlinks: {DOMAIN: FILE}, package: NAME, cert_sha256: [AA:BB:…]}`,
    /// files relative to the route map's directory. Problems inside the files are reported with
    /// their own file names.
    mutating func readAndroid(_ node: DocumentNode) -> AndroidAppLinks? {
        guard let pairs = reader.mapping(node, in: "android", allowed: RouteMapKeys.android) else { return nil }
        var manifest: AndroidManifest?
        var assetLinks: [String: AssetLinks] = [:]
        var packageName: String?
        var fingerprints: [String] = []
        for (key, _, value) in pairs {
            switch key {
            case "manifest":
                guard let path = reader.string(value, in: "android.manifest") else { continue }
                let resolved = RouteMapLoader.resolve(path, relativeTo: reader.file)
                referencedFiles.append(resolved)
                do {
                    manifest = try AndroidManifestLoader.load(contentsOf: resolved)
                } catch {
                    referencedFileProblems += error.problems
                }
            case "assetlinks":
                guard let domains = reader.mapping(value, in: "android.assetlinks") else { continue }
                for (domain, _, file) in domains {
                    guard let path = reader.string(file, in: "android.assetlinks.\(domain)") else { continue }
                    let resolved = RouteMapLoader.resolve(path, relativeTo: reader.file)
                    referencedFiles.append(resolved)
                    do {
                        assetLinks[domain] = try AssetLinksLoader.load(contentsOf: resolved)
                    } catch {
                        referencedFileProblems += error.problems
                    }
                }
            case "package": packageName = reader.string(value, in: "android.package")
            case "cert_sha256":
                let items = reader.sequenceItems(of: value)
                for (item, text) in zip(items, reader.strings(value, in: "android.cert_sha256") ?? []) {
                    if let fingerprint = AndroidAppIdentity.certificateFingerprint(text) {
                        fingerprints.append(fingerprint)
                    } else {
                        reader.fail(item, "\(text.quotedForMessage) is not a SHA-256 fingerprint: 32 hex bytes separated by colons (AA:BB:…)")
                    }
                }
            default: break
            }
        }
        guard let manifest else {
            if pairs.allSatisfy({ $0.key != "manifest" }) { reader.fail(node, "android needs \"manifest\", the app's AndroidManifest.xml") }
            return nil
        }
        let app = (packageName ?? manifest.packageName).map { AndroidAppIdentity(packageName: $0, fingerprints: fingerprints) }
        return AndroidAppLinks(manifest: manifest, assetLinks: assetLinks, app: app)
    }
}
