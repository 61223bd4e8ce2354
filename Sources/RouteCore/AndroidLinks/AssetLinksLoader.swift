import Foundation

/// Loads a Digital Asset Links file (`assetlinks.json`) and checks it as Android's open-source
/// statement verifier does: a malformed statement or a fingerprint not in the `AA:BB:…`
/// upper-case form rejects the *whole* file, so the domain is approved for no app at all.
///
/// ```swift
/// let links = try AssetLinksLoader.load(contentsOf: "assetlinks.json")
/// ```
package enum AssetLinksLoader {
    /// The same limit as for apple-app-site-association files.
    package static let maximumBytes = 128 * 1024

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
            throw fail(1, 1, "the file is \(bytes.count) bytes; RouteScope reads assetlinks files of at most \(maximumBytes) bytes")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            throw fail(1, 1, "not valid JSON")
        }
        let locator = JSONSourceLocator(bytes: body)
        var problems: [RouteMapProblem] = []
        func problem(_ path: [JSONPathElement], _ message: String) {
            let (line, column) = locator.lineAndColumn(of: locator.offset(of: path) ?? 0)
            let at = path.isEmpty ? "" : "\(path.rendered): "
            problems.append(RouteMapProblem(file: file, line: line, column: column, message: at + message + "; Android's verifier then rejects the whole file"))
        }
        guard let list = root as? [Any] else {
            throw fail(1, 1, "the file must be a JSON array of statements")
        }
        var statements: [AssetLinks.Statement] = []
        var includes: [Int] = []
        for (index, element) in list.enumerated() {
            let at: [JSONPathElement] = [.index(index)]
            guard let object = element as? [String: Any] else {
                problem(at, "a statement must be an object")
                continue
            }
            if object["include"] != nil {
                if object["include"] is String { includes.append(index) } else { problem(at + [.key("include")], "include must be a URL string") }
                continue
            }
            guard let relations = object["relation"] as? [Any], relations.allSatisfy({ $0 is String }) else {
                if object["relation"] == nil {
                    problem(at, "the statement has no relation")
                } else {
                    problem(at + [.key("relation")], "relation must be an array of strings")
                }
                continue
            }
            guard let target = object["target"] as? [String: Any], let namespace = target["namespace"] as? String else {
                problem(at + [.key("target")], "target must be an object with a namespace")
                continue
            }
            guard namespace == "android_app" else {
                if namespace != "web" { problem(at + [.key("target"), .key("namespace")], "namespace must be android_app or web") }
                continue
            }
            guard let packageName = target["package_name"] as? String, !packageName.isEmpty else {
                problem(at + [.key("target")], "an android_app target needs a package_name string")
                continue
            }
            guard let prints = target["sha256_cert_fingerprints"] as? [Any], !prints.isEmpty else {
                problem(at + [.key("target")], "an android_app target needs a non-empty sha256_cert_fingerprints array")
                continue
            }
            var fingerprints: [String] = []
            for (position, print) in prints.enumerated() {
                let path = at + [.key("target"), .key("sha256_cert_fingerprints"), .index(position)]
                guard let text = print as? String, isFingerprint(text) else {
                    let found = (print as? String).map { $0.quotedForMessage } ?? "a value that is not a string"
                    problem(path, "a fingerprint must be 32 upper-case hex bytes separated by colons (AA:BB:…), found \(found)")
                    continue
                }
                fingerprints.append(text)
            }
            if relations.contains(where: { $0 as? String == handleAllURLs }) {
                statements.append(AssetLinks.Statement(index: index, packageName: packageName, fingerprints: fingerprints))
            }
        }
        guard problems.isEmpty else { throw RouteMapError(problems: problems) }
        return AssetLinks(statements: statements, includes: includes)
    }

    /// `AA:BB:…`: 32 bytes as upper-case hex pairs joined by colons.
    package static func isFingerprint(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 32 * 3 - 1 else { return false }
        return bytes.enumerated().allSatisfy { offset, byte in
            offset % 3 == 2
                ? byte == UInt8(ascii: ":")
                : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}
