import Foundation

/// Loads an apple-app-site-association file and checks it, reporting every problem with its
/// line, column and JSON path, like a broken route map.
///
/// ```swift
/// let aasa = try AppSiteAssociationLoader.load(contentsOf: "apple-app-site-association")
/// ```
///
/// Keys iOS reads are checked for their shapes; a misspelt key is an error rather than silently
/// ignored, since iOS would ignore it and the rule it was meant to set would not apply. Other
/// services of the file (`webcredentials`, `appclips`, `activitycontinuation`) are ignored.
public enum AppSiteAssociationLoader {
    /// Apple's limit: iOS does not read an apple-app-site-association file larger than 128 KB.
    package static let maximumBytes = 128 * 1024
    /// The most pattern steps a whole file may compile to, substitution variables expanded.
    package static let maximumTotalNodes = 500_000

    /// Reads and checks the file at `path`.
    public static func load(contentsOf path: String) throws(RouteMapError) -> AppSiteAssociation {
        try load(bytes: try readFile(path), file: path)
    }

    /// Parses and checks apple-app-site-association text.
    public static func load(json: String, file: String = "apple-app-site-association") throws(RouteMapError) -> AppSiteAssociation {
        try load(bytes: Array(json.utf8), file: file)
    }

    /// Parses and checks bytes that should be UTF-8 JSON.
    package static func load(bytes: [UInt8], file: String) throws(RouteMapError) -> AppSiteAssociation {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is \(bytes.count) bytes; iOS ignores an apple-app-site-association file larger than 128 KB (\(maximumBytes) bytes)")
        }
        if let encoding = TextEncodingSniffer.unsupportedEncoding(of: bytes) {
            throw fail(1, 1, "the file is encoded as \(encoding); save it as UTF-8")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(body))
        } catch {
            let (offset, reason) = syntaxErrorPosition(error, length: body.count)
            let (line, column) = TextPosition.lineAndColumn(of: offset, in: body)
            throw fail(line, column, "not valid JSON: \(reason)")
        }
        var reader = Reader(locator: JSONSourceLocator(bytes: body), file: file)
        let association = reader.read(root)
        let problems = reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard problems.isEmpty, let association else { throw RouteMapError(problems: problems) }
        return association
    }

    /// The bytes of a regular file of at most ``maximumBytes`` (plus one, to tell it is too large).
    static func readFile(_ path: String) throws(RouteMapError) -> [UInt8] {
        func fail(_ message: String) -> RouteMapError {
            RouteMapError(file: path, line: 1, column: 1, message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw fail("no such file") }
        // Not a device or a pipe: reading one could block or never end.
        guard !isDirectory.boolValue, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { throw fail("not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot read the file") }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: maximumBytes + 1) ?? Data())
        } catch {
            throw fail("cannot read the file")
        }
    }

    /// Where Foundation's parser stopped, from its "around character N" (a byte offset), and the
    /// reason without the position.
    static func syntaxErrorPosition(_ error: Error, length: Int) -> (Int, String) {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "the text is not JSON"
        var reason = description
        var offset = length
        if let range = description.range(of: " around character ") {
            let digits = description[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            offset = min(Int(digits) ?? length, length)
            reason = String(description[..<range.lowerBound])
        } else if !description.lowercased().contains("end of file") && !description.lowercased().contains("end of data") {
            offset = 0
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        return (offset, reason.prefix(1).lowercased() + reason.dropFirst())
    }
}

/// The keys each part of an apple-app-site-association file may have.
enum AppSiteAssociationKeys {
    static let applinks = ["details", "defaults", "substitutionVariables", "apps"]
    static let detail = ["appIDs", "appID", "components", "paths", "defaults"]
    static let component = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
    static let defaults = ["caseSensitive", "percentEncoded"]
}

/// Turns parsed JSON into an ``AppSiteAssociation``, recording problems at their positions.
private struct Reader {
    let locator: JSONSourceLocator
    let file: String
    var problems: [RouteMapProblem] = []
    var variables = AppLinkSubstitutionVariables.predefined
    var totalNodes = 0

    init(locator: JSONSourceLocator, file: String) {
        self.locator = locator
        self.file = file
    }

    mutating func fail(_ path: [JSONPathElement], _ message: String, atKey: Bool = false, inString utf8Offset: Int? = nil) {
        var offset = locator.offset(of: path, keyOfLast: atKey) ?? 0
        if let utf8Offset { offset = locator.offset(inStringAt: offset, decodedUTF8Offset: utf8Offset) }
        let (line, column) = locator.lineAndColumn(of: offset)
        let prefix = path.isEmpty ? "" : path.rendered + ": "
        problems.append(RouteMapProblem(file: file, line: line, column: column, message: prefix + message))
    }

    mutating func read(_ root: Any) -> AppSiteAssociation? {
        guard let top = root as? [String: Any] else {
            fail([], "an apple-app-site-association file is a JSON object, like {\"applinks\": {\"details\": [...]}}")
            return nil
        }
        guard let applinksValue = top["applinks"] else {
            fail([], "the file has no \"applinks\", so it lets no link open an app")
            return nil
        }
        let path: [JSONPathElement] = [.key("applinks")]
        guard let applinks = object(applinksValue, at: path, allowed: AppSiteAssociationKeys.applinks) else { return nil }
        if let value = applinks["substitutionVariables"] { readVariables(value, at: path + [.key("substitutionVariables")]) }
        let defaults = applinks["defaults"].map { readDefaults($0, at: path + [.key("defaults")]) } ?? AppLinkDefaults()
        var details: [AppLinkDetail] = []
        if let value = applinks["details"] {
            let detailsPath = path + [.key("details")]
            if let items = array(value, at: detailsPath, "a list of details") {
                for (index, item) in items.enumerated() {
                    if let detail = readDetail(item, at: detailsPath + [.index(index)], fileDefaults: defaults) { details.append(detail) }
                }
            }
        } else {
            fail(path, "applinks has no \"details\", so no link opens the app")
        }
        if totalNodes > AppSiteAssociationLoader.maximumTotalNodes {
            fail(path, "the patterns are too complex once substitution variables are expanded (\(totalNodes) steps; at most \(AppSiteAssociationLoader.maximumTotalNodes))")
        }
        return AppSiteAssociation(details: details, defaults: defaults, variables: variables)
    }

    // MARK: Parts

    mutating func readVariables(_ value: Any, at path: [JSONPathElement]) {
        guard let entries = object(value, at: path, allowed: nil) else { return }
        var defined: [String: [String]] = [:]
        for name in entries.keys.sorted() {
            let itemPath = path + [.key(name)]
            guard let values = strings(entries[name]!, at: itemPath, "a list of strings") else { continue }
            // A value may use * and ?, but not another variable.
            for (index, text) in values.enumerated() {
                var builder = AppLinkPattern.Builder()
                do {
                    try builder.append(text, variables: .predefined, inVariable: true)
                } catch {
                    fail(itemPath + [.index(index)], error.message, inString: error.offset)
                }
            }
            defined[name] = values
        }
        variables = AppLinkSubstitutionVariables(defined)
    }

    mutating func readDefaults(_ value: Any, at path: [JSONPathElement]) -> AppLinkDefaults {
        guard let entries = object(value, at: path, allowed: AppSiteAssociationKeys.defaults) else { return AppLinkDefaults() }
        return AppLinkDefaults(
            caseSensitive: entries["caseSensitive"].flatMap { bool($0, at: path + [.key("caseSensitive")]) },
            percentEncoded: entries["percentEncoded"].flatMap { bool($0, at: path + [.key("percentEncoded")]) })
    }

    mutating func readDetail(_ value: Any, at path: [JSONPathElement], fileDefaults: AppLinkDefaults) -> AppLinkDetail? {
        guard let entries = object(value, at: path, allowed: AppSiteAssociationKeys.detail) else { return nil }
        var appIDs: [String] = []
        if let ids = entries["appIDs"] { appIDs = strings(ids, at: path + [.key("appIDs")], "a list of app IDs") ?? [] }
        if let id = entries["appID"], let text = string(id, at: path + [.key("appID")]) { appIDs.append(text) }
        if entries["appIDs"] == nil && entries["appID"] == nil {
            fail(path, "a detail needs \"appIDs\" (or the legacy \"appID\"): the apps, as TEAMID.bundle.id, that open its links")
        }
        var defaults = AppLinkDefaults()
        if let value = entries["defaults"] { defaults = readDefaults(value, at: path + [.key("defaults")]) }
        let inherited = defaults.inheriting(from: fileDefaults)
        var components: [AppLinkComponent]? = nil
        if let value = entries["components"], let items = array(value, at: path + [.key("components")], "a list of components") {
            components = []
            for (index, item) in items.enumerated() {
                if let component = readComponent(item, at: path + [.key("components"), .index(index)], defaults: inherited) {
                    components?.append(component)
                }
            }
        }
        var paths: [AppLinkLegacyPath] = []
        if let value = entries["paths"], let items = strings(value, at: path + [.key("paths")], "a list of path strings") {
            for (index, text) in items.enumerated() {
                do {
                    let legacy = try AppLinkLegacyPath(text)
                    totalNodes += legacy.pattern.nodes.count
                    paths.append(legacy)
                } catch {
                    fail(path + [.key("paths"), .index(index)], error.message, inString: error.offset)
                }
            }
        }
        if entries["components"] == nil && entries["paths"] == nil {
            fail(path, "a detail needs \"components\" (or the legacy \"paths\") to say which links open the app")
        }
        return AppLinkDetail(appIDs: appIDs, components: components, paths: paths, defaults: defaults)
    }

    mutating func readComponent(_ value: Any, at path: [JSONPathElement], defaults: AppLinkDefaults) -> AppLinkComponent? {
        guard let entries = object(value, at: path, allowed: AppSiteAssociationKeys.component) else { return nil }
        var component = AppLinkComponent()
        for key in ["/", "#"] {
            guard let value = entries[key], let text = string(value, at: path + [.key(key)]) else { continue }
            let pattern = self.pattern(text, at: path + [.key(key)])
            if key == "/" { component.path = pattern } else { component.fragment = pattern }
        }
        if let value = entries["?"] {
            let queryPath = path + [.key("?")]
            if let text = value as? String {
                component.query = pattern(text, at: queryPath).map(AppLinkQueryRule.pattern)
            } else if let items = value as? [String: Any] {
                var rules: [AppLinkQueryItemRule] = []
                for name in items.keys.sorted() {
                    guard let text = string(items[name]!, at: queryPath + [.key(name)]),
                        let pattern = pattern(text, at: queryPath + [.key(name)])
                    else { continue }
                    rules.append(AppLinkQueryItemRule(name: name, pattern: pattern))
                }
                component.query = .items(rules)
            } else {
                fail(queryPath, "\"?\" must be a pattern for the whole query, or an object of query item names and patterns, found \(describe(value))")
            }
        }
        if let value = entries["exclude"] { component.exclude = bool(value, at: path + [.key("exclude")]) ?? false }
        if let value = entries["comment"] { component.comment = string(value, at: path + [.key("comment")]) }
        let own = AppLinkDefaults(
            caseSensitive: entries["caseSensitive"].flatMap { bool($0, at: path + [.key("caseSensitive")]) },
            percentEncoded: entries["percentEncoded"].flatMap { bool($0, at: path + [.key("percentEncoded")]) })
        let resolved = own.inheriting(from: defaults)
        component.caseSensitive = resolved.caseSensitive ?? true
        component.percentEncoded = resolved.percentEncoded ?? true
        return component
    }

    mutating func pattern(_ text: String, at path: [JSONPathElement]) -> AppLinkPattern? {
        do {
            let pattern = try AppLinkPattern(text, variables: variables)
            totalNodes += pattern.nodes.count
            return pattern
        } catch {
            fail(path, error.message, inString: error.offset)
            return nil
        }
    }

    // MARK: Shapes

    mutating func object(_ value: Any, at path: [JSONPathElement], allowed: [String]?) -> [String: Any]? {
        guard let entries = value as? [String: Any] else {
            fail(path, "expected an object, found \(describe(value))")
            return nil
        }
        if let allowed {
            for key in entries.keys.sorted() where !allowed.contains(key) {
                let suggestion = Suggestions.closest(to: key, in: allowed)
                fail(
                    path + [.key(key)],
                    "unknown key \(key.quotedForMessage)"
                        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "; expected one of \(allowed.map(\.quotedForMessage).joined(separator: ", "))"),
                    atKey: true)
            }
        }
        return entries
    }

    mutating func array(_ value: Any, at path: [JSONPathElement], _ expected: String) -> [Any]? {
        guard let items = value as? [Any] else {
            fail(path, "expected \(expected), found \(describe(value))")
            return nil
        }
        return items
    }

    mutating func strings(_ value: Any, at path: [JSONPathElement], _ expected: String) -> [String]? {
        guard let items = array(value, at: path, expected) else { return nil }
        var texts: [String] = []
        for (index, item) in items.enumerated() {
            if let text = string(item, at: path + [.index(index)]) { texts.append(text) }
        }
        return texts.count == items.count ? texts : nil
    }

    mutating func string(_ value: Any, at path: [JSONPathElement]) -> String? {
        guard let text = value as? String else {
            fail(path, "expected a string, found \(describe(value))")
            return nil
        }
        return text
    }

    mutating func bool(_ value: Any, at path: [JSONPathElement]) -> Bool? {
        guard Self.isBoolean(value), let flag = value as? Bool else {
            fail(path, "expected true or false, found \(describe(value))")
            return nil
        }
        return flag
    }

    /// Foundation bridges JSON `1` to `Bool` too; a JSON boolean is the number whose type is a C `char`.
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    func describe(_ value: Any) -> String {
        if value is String { return "a string" }
        if Self.isBoolean(value) { return "a boolean" }
        if value is NSNumber { return "a number" }
        if value is [Any] { return "a list" }
        if value is [String: Any] { return "an object" }
        return "null"
    }
}
