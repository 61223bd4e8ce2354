import ArgumentParser
import RouteCore

/// `--manifest`, `--assetlinks DOMAIN=FILE`, `--package` and `--cert-sha256`: where Android 12+
/// opens each link, beside the iOS answer. Part of ``RouteMapOptions``, so every command that
/// takes a route map takes them.
struct AndroidOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The app's AndroidManifest.xml: its intent filters decide where Android 12+ opens links (replaces android.manifest).", valueName: "file"))
    var manifest: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A declared domain's /.well-known/assetlinks.json (repeatable; adds to android.assetlinks).", valueName: "domain=file"))
    var assetlinks: [String] = []

    @Option(name: .long, help: ArgumentHelp("The app's package name (replaces android.package; default: the manifest's package).", valueName: "name"))
    var package: String?

    @Option(
        name: .customLong("cert-sha256"),
        help: ArgumentHelp(
            "A SHA-256 fingerprint of the app's signing certificate, in the 32-byte AA:BB form, either case (repeatable; replaces android.cert_sha256).",
            valueName: "fingerprint"))
    var certificates: [String] = []

    func validate() throws {
        for pair in assetlinks where Self.split(pair) == nil {
            throw ValidationError("--assetlinks takes DOMAIN=FILE, such as example.org=assetlinks.json; found \"\(pair)\"")
        }
        for certificate in certificates where AndroidAppIdentity.certificateFingerprint(certificate) == nil {
            throw ValidationError("--cert-sha256 takes 32 hex bytes separated by colons (AA:BB:…); found \"\(certificate)\"")
        }
    }

    static func split(_ pair: String) -> (domain: String, file: String)? {
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex
        else { return nil }
        return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }

    /// The manifest's warnings, if the map has a manifest, then why Android rejects an
    /// assetlinks.json, domain by domain, as printed lines:
    /// `AndroidManifest.xml:12:9: warning: … [android-upper-case]`.
    static func warnings(of map: RouteMap) -> [String] {
        guard let android = map.android else { return [] }
        // One file given for several domains is warned once.
        let rejections = android.assetLinks.sorted { $0.key < $1.key }.compactMap { $0.value.rejection?.description }
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return android.manifest.warnings.map { "\(android.manifest.file):\($0)" } + rejections
    }

    /// The route map's `android:` with these options applied over it: `--manifest` replaces its
    /// manifest, `--assetlinks` adds or replaces a domain's file, `--package` and `--cert-sha256`
    /// replace the app. Nil when neither gives a manifest. A manifest Android would not install,
    /// a file that cannot be read, or app options without a manifest, throw a
    /// ``RouteInputProblem``; an assetlinks.json Android's verifier rejects loads as rejected (a
    /// warning, and no domain approval).
    func resolve(over map: RouteMap) throws(RouteInputProblem) -> AndroidAppLinks? {
        let manifest: AndroidManifest?
        do {
            manifest = try self.manifest.map { path throws(RouteMapError) in try AndroidManifestLoader.load(contentsOf: path) } ?? map.android?.manifest
        } catch {
            throw RouteInputProblem(error)
        }
        guard let manifest else {
            if !(assetlinks.isEmpty && package == nil && certificates.isEmpty) {
                throw RouteInputProblem(
                    option: "--assetlinks, --package and --cert-sha256 need --manifest FILE (or android.manifest in the route map): the intent filters decide first")
            }
            return nil
        }
        var assetLinks = map.android?.assetLinks ?? [:]
        for (domain, file) in assetLinkFiles {
            do {
                assetLinks[domain] = try AssetLinksLoader.load(contentsOf: file)
            } catch {
                throw RouteInputProblem(error)
            }
        }
        let packageName = package ?? map.android?.app?.packageName ?? manifest.packageName
        // validate() has refused every certificate that is not a fingerprint.
        let fingerprints = certificates.isEmpty ? map.android?.app?.fingerprints ?? [] : certificates.compactMap(AndroidAppIdentity.certificateFingerprint)
        return AndroidAppLinks(
            manifest: manifest, assetLinks: assetLinks, app: packageName.map { AndroidAppIdentity(packageName: $0, fingerprints: fingerprints) })
    }

    /// The `--assetlinks` pairs, each domain with its file; validate() has refused any other.
    var assetLinkFiles: [(domain: String, file: String)] { assetlinks.compactMap(Self.split) }
}
