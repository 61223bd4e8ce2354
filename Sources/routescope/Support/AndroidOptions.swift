import ArgumentParser
import RouteCore

/// `--manifest`, `--assetlinks DOMAIN=FILE`, `--package` and `--cert-sha256`: where Android 12+
/// opens each link, beside the iOS answer.
struct AndroidOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The app's AndroidManifest.xml: say where Android opens each link.", valueName: "file"))
    var manifest: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A declared domain's /.well-known/assetlinks.json (repeatable).", valueName: "domain=file"))
    var assetlinks: [String] = []

    @Option(name: .long, help: ArgumentHelp("The app's package name (default: the manifest's package).", valueName: "name"))
    var package: String?

    @Option(
        name: .customLong("cert-sha256"),
        help: ArgumentHelp("A SHA-256 fingerprint of the app's signing certificate, in the 32-byte AA:BB form (repeatable).", valueName: "fingerprint"))
    var certificates: [String] = []

    func validate() throws {
        if manifest == nil, !(assetlinks.isEmpty && package == nil && certificates.isEmpty) {
            throw ValidationError("--assetlinks, --package and --cert-sha256 need --manifest FILE: the intent filters decide first")
        }
        for pair in assetlinks where Self.split(pair) == nil {
            throw ValidationError("--assetlinks takes DOMAIN=FILE, such as example.org=assetlinks.json; found \"\(pair)\"")
        }
        for certificate in certificates where !AssetLinksLoader.isFingerprint(certificate) {
            throw ValidationError("--cert-sha256 takes 32 upper-case hex bytes separated by colons (AA:BB:…); found \"\(certificate)\"")
        }
    }

    static func split(_ pair: String) -> (domain: String, file: String)? {
        guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex
        else { return nil }
        return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
    }

    /// The loaded files; nil without `--manifest`. A broken file prints its problems and exits 2.
    func load() throws -> AndroidAppLinks? {
        guard let manifest else { return nil }
        do {
            let loaded = try AndroidManifestLoader.load(contentsOf: manifest)
            for warning in loaded.warnings { Console.printError("\(manifest):\(warning)") }
            var assetLinks: [String: AssetLinks] = [:]
            for pair in assetlinks {
                guard let (domain, file) = Self.split(pair) else { continue }
                assetLinks[domain] = try AssetLinksLoader.load(contentsOf: file)
            }
            let app = package.map { AndroidAppIdentity(packageName: $0, fingerprints: certificates) }
                ?? loaded.packageName.map { AndroidAppIdentity(packageName: $0, fingerprints: certificates) }
            return AndroidAppLinks(manifest: loaded, assetLinks: assetLinks, app: app)
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
    }
}
