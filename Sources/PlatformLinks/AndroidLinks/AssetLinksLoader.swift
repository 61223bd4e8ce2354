import TextBytes

/// Loads a Digital Asset Links file (`assetlinks.json`) and checks it as AOSP's statement
/// verifier (`StatementService`) reads it when Android 12+ verifies a domain.
///
/// What makes the verifier throw fails the *whole* file, so the domain is approved for no app:
/// JSON its strict reader refuses (``JSONDialect/androidStrict``: a trailing comma, a comment,
/// single quotes, …) or that is not an array of objects; a number or `null` anywhere in a
/// statement, or a boolean inside a list (`JsonParser` keeps only strings, booleans, lists and
/// objects); a target without a supported `namespace`; an `android_app` target without a
/// `package_name` or with no `sha256_cert_fingerprints`; a `web` target whose `site` is not an
/// http(s) origin; a relation not of the form `kind/detail` in `[a-z0-9_.]`; a file over 1 MiB. Such a file loads
/// as rejected (``AssetLinks/rejection``, the first problem the verifier meets, where it is),
/// and approves nothing. A statement without an object `target` or a list `relation` is skipped
/// (`StatementParser`). Fingerprints are not checked: Android compares them exactly with the
/// upper-case `AA:BB:…` form it computes, so another form simply never matches.
///
/// ```swift
/// let links = try AssetLinksLoader.load(contentsOf: "assetlinks.json")
/// links.rejection   // nil, or why Android's verifier rejects the file
/// ```
package enum AssetLinksLoader {
    /// Android's verifier reads at most 1 MiB (`StatementRetriever`).
    package static let maximumBytes = 1024 * 1024

    static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    /// Reads and checks the file at `path`.
    ///
    /// - Throws: only when the file cannot be read (missing, not permitted, not a regular file);
    ///   a file Android rejects loads, with its ``AssetLinks/rejection``.
    package static func load(contentsOf path: String) throws(RouteMapError) -> AssetLinks {
        load(bytes: try RegularFile.read(path, limit: maximumBytes), file: path)
    }

    /// Parses and checks assetlinks text.
    package static func load(json: String, file: String = "assetlinks.json") -> AssetLinks {
        load(bytes: Array(json.utf8), file: file)
    }

    /// Parses and checks the bytes of an assetlinks file, statement by statement as the verifier
    /// does, stopping at the first problem it would throw at.
    package static func load(bytes: [UInt8], file: String) -> AssetLinks {
        func rejected(_ offset: Int, _ message: String) -> AssetLinks {
            let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
            return AssetLinks(statements: [], rejection: AssetLinks.Rejection(file: file, line: line, column: column, message: message))
        }
        if bytes.count > maximumBytes {
            return rejected(0, "the file is over \(maximumBytes) bytes, the most Android's verifier reads of an assetlinks file")
        }
        var reader = Reader()
        let problem = bytes.withLinkBytes { text -> Reader.Problem? in
            do throws(JSONSyntaxError) {
                var statements = try JSONNode.androidStatements(text)
                var index = 0
                while let statement = try statements.next() {
                    if let problem = reader.problem(reading: statement, index: index) { return problem }
                    index += 1
                }
                return nil
            } catch {
                return Reader.Problem(message: error.androidMessage(in: bytes), offset: error.offset)
            }
        }
        if let problem { return rejected(problem.offset, problem.message) }
        return AssetLinks(statements: reader.statements, includes: reader.includes)
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

    /// Reads statement after statement, keeping the handle-all-urls ones for apps; throws the
    /// first problem that fails the file, at its JSON path.
    struct Reader {
        struct Problem: Error {
            let message: String
            let offset: Int
        }

        var statements: [AssetLinks.Statement] = []
        /// Indices of `{"include": …}` statements.
        var includes: [Int] = []

        func problem(_ value: JSONNode, _ path: [JSONPathElement], _ message: String) -> Problem {
            Problem(message: (path.isEmpty ? "" : "\(path.rendered): ") + message, offset: value.offset)
        }

        /// Reads one statement; the problem that fails the file, if it has one.
        mutating func problem(reading statement: JSONNode, index: Int) -> Problem? {
            do {
                try read(statement, index: index)
                return nil
            } catch {
                return error
            }
        }

        /// `StatementParser.parseOneStatement`.
        mutating func read(_ statement: JSONNode, index: Int) throws(Problem) {
            let at: [JSONPathElement] = [.index(index)]
            guard statement.isObject else { throw problem(statement, at, "a statement must be an object") }
            // `JsonParser` throws before anything else of the statement is read.
            if let refused = Self.refusedValue(in: statement, inList: false) { throw problem(refused.node, at + refused.path, refused.why) }
            if let include = statement["include"], include.optString != "" {
                includes.append(index)
                return
            }
            // A statement without an object target or a list relation is skipped.
            guard let target = statement["target"], target.isObject, let relation = statement["relation"], let relations = relation.items
            else { return }
            let app = try readTarget(target, at: at + [.key("target")])
            var handlesAllURLs = false
            for (position, relation) in relations.enumerated() {
                let text = relation.optString
                guard isRelation(text) else {
                    throw problem(
                        relation, at + [.key("relation"), .index(position)],
                        "a relation must be kind/detail in lower-case letters, digits, _ and . (delegate_permission/common.handle_all_urls), found \(text.quotedForMessage)")
                }
                handlesAllURLs = handlesAllURLs || text == handleAllURLs
            }
            if handlesAllURLs, let app {
                statements.append(AssetLinks.Statement(index: index, packageName: app.packageName, fingerprints: app.fingerprints))
            }
        }

        /// `JsonParser`: strings, booleans (not inside lists), lists and objects only; the first
        /// other value in `value`, in the file's order, with its path below `value` and why it is
        /// refused. The path is made only for that value.
        static func refusedValue(in value: JSONNode, inList: Bool) -> (path: [JSONPathElement], node: JSONNode, why: String)? {
            switch value.content {
            case .object(let members):
                for member in members {
                    if let refused = refusedValue(in: member.value, inList: false) { return ([.key(member.key)] + refused.path, refused.node, refused.why) }
                }
            case .array(let items):
                for (index, item) in items.enumerated() {
                    if let refused = refusedValue(in: item, inList: true) { return ([.index(index)] + refused.path, refused.node, refused.why) }
                }
            case .string: break
            case .boolean:
                if inList { return ([], value, "a list holds a boolean, which Android's statement parser does not accept") }
            case .number, .null:
                return ([], value, "\(value.kind), which Android's statement parser does not accept (only strings, booleans, lists and objects)")
            }
            return nil
        }

        /// `AssetFactory.create`: the app a target names, nil for a web target.
        func readTarget(_ target: JSONNode, at path: [JSONPathElement]) throws(Problem) -> (packageName: String, fingerprints: [String])? {
            guard let namespace = target["namespace"]?.optString else { throw problem(target, path, "the target has no namespace") }
            switch namespace {
            case "web":
                let site = target["site"]
                if let why = Self.siteProblem(site?.optString ?? "") { throw problem(site ?? target, site == nil ? path : path + [.key("site")], why) }
                return nil
            case "android_app":
                let packageName = target["package_name"]?.optString ?? ""
                if packageName.isEmpty { throw problem(target, path, "an android_app target needs a package_name") }
                guard let prints = target["sha256_cert_fingerprints"]?.items, !prints.isEmpty else {
                    throw problem(target, path, "an android_app target needs a non-empty sha256_cert_fingerprints list")
                }
                guard target["package_name"]?.string != nil else { return nil }
                return (packageName, prints.compactMap(\.string))
            default:
                throw problem(target["namespace"] ?? target, path + [.key("namespace")], "namespace must be android_app or web, found \(namespace.quotedForMessage)")
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
