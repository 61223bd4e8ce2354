import Foundation

/// Loads a Digital Asset Links file (`assetlinks.json`) and checks it as AOSP's statement
/// verifier (`StatementService`) reads it when Android 12+ verifies a domain.
///
/// What makes the verifier throw fails the *whole* file, so the domain is approved for no app:
/// JSON that is not an array of objects; a number or `null` anywhere in a statement, or a boolean
/// inside a list (`JsonParser` keeps only strings, booleans, lists and objects); a target without
/// a supported `namespace`; an `android_app` target without a `package_name` or with no
/// `sha256_cert_fingerprints`; a `web` target whose `site` is not an http(s) origin; a relation
/// not of the form `kind/detail` in `[a-z0-9_.]`. A statement without an object `target` or a list
/// `relation` is skipped (`StatementParser`). Fingerprints are not checked: Android compares them
/// exactly with the upper-case `AA:BB:…` form it computes, so another form simply never matches.
///
/// ```swift
/// let links = try AssetLinksLoader.load(contentsOf: "assetlinks.json")
/// ```
package enum AssetLinksLoader {
    /// Android's verifier reads at most 1 MiB (`StatementRetriever`).
    package static let maximumBytes = 1024 * 1024

    static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    /// Reads and checks the file at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> AssetLinks {
        try load(bytes: RegularFile.read(path, limit: maximumBytes), file: path)
    }

    /// Parses and checks assetlinks text.
    package static func load(json: String, file: String = "assetlinks.json") throws(RouteMapError) -> AssetLinks {
        try load(bytes: Array(json.utf8), file: file)
    }

    package static func load(bytes: [UInt8], file: String) throws(RouteMapError) -> AssetLinks {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is over \(maximumBytes) bytes, the most Android's verifier reads of an assetlinks file")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            throw fail(1, 1, "not valid JSON")
        }
        guard let list = root as? [Any] else {
            throw fail(1, 1, "the file must be a JSON array of statements")
        }
        var reader = Reader(locator: JSONSourceLocator(bytes: body), file: file)
        var statements: [AssetLinks.Statement] = []
        var includes: [Int] = []
        for (index, element) in list.enumerated() {
            let at: [JSONPathElement] = [.index(index)]
            guard let object = element as? [String: Any] else {
                reader.problem(at, "a statement must be an object")
                continue
            }
            // `JsonParser` throws before anything else of the statement is read.
            let before = reader.problems.count
            reader.checkValueTypes(object, at: at, inList: false)
            guard reader.problems.count == before else { continue }
            if let include = object["include"], reader.optString(include) != "" {
                includes.append(index)
                continue
            }
            // `StatementParser` skips a statement without an object target or a list relation.
            guard let target = object["target"] as? [String: Any], let relations = object["relation"] as? [Any] else { continue }
            let app = reader.readTarget(target, at: at + [.key("target")])
            var handlesAllURLs = false
            for (position, relation) in relations.enumerated() {
                let text = reader.optString(relation)
                guard isRelation(text) else {
                    reader.problem(at + [.key("relation"), .index(position)], "a relation must be kind/detail in lower-case letters, digits, _ and . (delegate_permission/common.handle_all_urls), found \(text.quotedForMessage)")
                    continue
                }
                handlesAllURLs = handlesAllURLs || text == handleAllURLs
            }
            if handlesAllURLs, let app {
                statements.append(AssetLinks.Statement(index: index, packageName: app.packageName, fingerprints: app.fingerprints))
            }
        }
        guard reader.problems.isEmpty else { throw RouteMapError(problems: reader.problems) }
        return AssetLinks(statements: statements, includes: includes)
    }

    /// `Relation.create`: `kind/detail`, both `[a-z0-9_.]+`.
    static func isRelation(_ text: String) -> Bool {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
        }
    }

    /// `AA:BB:…`: 32 bytes as upper-case hex pairs joined by colons, the form Android computes for
    /// a signing certificate (`StatementUtils.computeNormalizedSha256Fingerprint`).
    package static func isFingerprint(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 32 * 3 - 1 else { return false }
        return bytes.enumerated().allSatisfy { offset, byte in
            offset % 3 == 2
                ? byte == UInt8(ascii: ":")
                : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }

    /// Collects the problems that fail the file, each at its JSON path.
    struct Reader {
        let locator: JSONSourceLocator
        let file: String
        var problems: [RouteMapProblem] = []

        mutating func problem(_ path: [JSONPathElement], _ message: String) {
            let (line, column) = locator.lineAndColumn(of: locator.offset(of: path) ?? 0)
            let at = path.isEmpty ? "" : "\(path.rendered): "
            problems.append(RouteMapProblem(file: file, line: line, column: column, message: at + message + "; Android's verifier then rejects the whole file"))
        }

        /// `JsonParser`: strings, booleans (not inside lists), lists and objects only.
        mutating func checkValueTypes(_ value: Any, at path: [JSONPathElement], inList: Bool) {
            if let object = value as? [String: Any] {
                for key in object.keys.sorted() { checkValueTypes(object[key]!, at: path + [.key(key)], inList: false) }
            } else if let list = value as? [Any] {
                for (index, item) in list.enumerated() { checkValueTypes(item, at: path + [.index(index)], inList: true) }
            } else if value is String {
                return
            } else if AppSiteAssociationReader.isBoolean(value) {
                if inList { problem(path, "a list holds a boolean, which Android's statement parser does not accept") }
            } else {
                problem(path, "\(value is NSNull ? "null" : "a number"), which Android's statement parser does not accept (only strings, booleans, lists and objects)")
            }
        }

        /// org.json's `optString`: a string as it is, any other value as its JSON text.
        func optString(_ value: Any) -> String {
            if let text = value as? String { return text }
            if AppSiteAssociationReader.isBoolean(value) { return (value as? Bool) == true ? "true" : "false" }
            guard JSONSerialization.isValidJSONObject(value), let data = try? JSONSerialization.data(withJSONObject: value) else { return "" }
            return String(decoding: data, as: UTF8.self)
        }

        /// `AssetFactory.create`: the app a target names, nil for a web target (or a problem).
        mutating func readTarget(_ target: [String: Any], at path: [JSONPathElement]) -> (packageName: String, fingerprints: [String])? {
            guard let namespace = target["namespace"].map(optString) else {
                problem(path, "the target has no namespace")
                return nil
            }
            switch namespace {
            case "web":
                let site = target["site"].map(optString) ?? ""
                if let why = Self.siteProblem(site) { problem(target["site"] == nil ? path : path + [.key("site")], why) }
                return nil
            case "android_app":
                let packageName = target["package_name"].map(optString) ?? ""
                if packageName.isEmpty { problem(path, "an android_app target needs a package_name") }
                guard let prints = target["sha256_cert_fingerprints"] as? [Any], !prints.isEmpty else {
                    problem(path, "an android_app target needs a non-empty sha256_cert_fingerprints list")
                    return nil
                }
                guard !packageName.isEmpty, target["package_name"] is String else { return nil }
                return (packageName, prints.compactMap { $0 as? String })
            default:
                problem(path + [.key("namespace")], "namespace must be android_app or web, found \(namespace.quotedForMessage)")
                return nil
            }
        }

        /// `WebAsset.create`: an http or https URL with a host and perhaps a port, no user
        /// information, and no path but `/` or query (`java.net.URL.getFile()`).
        static func siteProblem(_ site: String) -> String? {
            guard !site.isEmpty else { return "a web target needs a site" }
            guard let colon = site.firstIndex(of: ":"), ["http", "https"].contains(site[..<colon].lowercased()) else {
                return "the site \(site.quotedForMessage) is not an http or https URL"
            }
            var rest = site[site.index(after: colon)...]
            if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
            if rest.hasPrefix("//") {
                let authorityEnd = rest.dropFirst(2).firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
                let authority = rest[rest.index(rest.startIndex, offsetBy: 2)..<authorityEnd]
                if authority.contains("@") { return "the site \(site.quotedForMessage) has user information" }
                if let portColon = authority.lastIndex(of: ":"), !authority[authority.index(after: portColon)...].allSatisfy(\.isASCIIDigit) {
                    return "the site \(site.quotedForMessage) has a port that is not a number"
                }
                rest = rest[authorityEnd...]
            }
            return rest.isEmpty || rest == "/" ? nil : "the site \(site.quotedForMessage) has a path or query; a site is only a scheme, a domain and a port"
        }
    }
}

extension Character {
    /// `0`…`9`.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
