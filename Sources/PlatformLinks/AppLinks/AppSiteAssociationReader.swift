import Foundation
import TextBytes

/// The keys each part of an apple-app-site-association file may have.
enum AppSiteAssociationKeys {
    static let applinks = ["details", "defaults", "substitutionVariables", "apps"]
    static let detail = ["appIDs", "appID", "components", "paths", "defaults"]
    /// A component's keys; `defaults` takes the same ones (Apple: "a subclass of components").
    static let component = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
}

/// Turns parsed JSON into an ``AppSiteAssociation`` the way iOS reads it: what iOS skips is
/// skipped and recorded as a warning; only a missing object where one must be is a problem.
package struct AppSiteAssociationReader {
    package let locator: JSONSourceLocator
    let file: String
    package var offsets: JSONOffsetCache
    /// Problems that stop the file from loading, at their offsets; ``located()`` gives their lines.
    var problems: [(offset: Int, message: String)] = []
    /// Warnings at their offsets, with their JSON paths rendered.
    var warnings: [(offset: Int, code: AppSiteAssociationWarning.Code, path: String, message: String)] = []
    /// Where each detail read sits in the document, in the order of ``AppSiteAssociation/details``.
    package var detailPaths: [[JSONPathElement]] = []
    var variables = AppLinkSubstitutionVariables.predefined
    var totalNodes = 0

    init(locator: JSONSourceLocator, file: String) {
        self.locator = locator
        self.file = file
        offsets = JSONOffsetCache(locator: locator)
    }

    /// Where the value at `path` (or its key, or a byte inside its string) is in the text.
    mutating func offset(_ path: [JSONPathElement], atKey: Bool, inString utf8Offset: Int?) -> Int {
        let offset = offsets.offset(of: path, keyOfLast: atKey) ?? 0
        guard let utf8Offset else { return offset }
        return locator.offset(inStringAt: offset, decodedUTF8Offset: utf8Offset)
    }

    mutating func fail(_ path: [JSONPathElement], _ message: String, inString utf8Offset: Int? = nil) {
        let prefix = path.isEmpty ? "" : path.rendered + ": "
        problems.append((offset(path, atKey: false, inString: utf8Offset), prefix + message))
    }

    mutating func warn(
        _ code: AppSiteAssociationWarning.Code, _ path: [JSONPathElement], _ message: String, atKey: Bool = false,
        inString utf8Offset: Int? = nil
    ) {
        warnings.append((offset(path, atKey: atKey, inString: utf8Offset), code, path.rendered, message))
    }

    /// The problems and the warnings with their lines and columns, each in file order; the text
    /// is read once for all of them.
    func located() -> (problems: [RouteMapProblem], warnings: [AppSiteAssociationWarning]) {
        let positions = locator.linesAndColumns(of: problems.map(\.offset) + warnings.map(\.offset))
        let located = zip(problems, positions).map { problem, position in
            RouteMapProblem(file: file, line: position.0, column: position.1, message: problem.message)
        }
        let warned = zip(warnings, positions.dropFirst(problems.count)).map { warning, position in
            AppSiteAssociationWarning(
                code: warning.code, file: file, line: position.0, column: position.1, path: warning.path, message: warning.message)
        }
        return (located.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, warned.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    mutating func read(_ root: Any) -> AppSiteAssociation? {
        guard let top = root as? [String: Any] else {
            fail([], "an apple-app-site-association file is a JSON object, like {\"applinks\": {\"details\": [...]}}")
            return nil
        }
        guard let applinksValue = top["applinks"] else {
            warn(.noDetails, [], "the file has no \"applinks\", so it lets no link open an app")
            return AppSiteAssociation(details: [])
        }
        let path: [JSONPathElement] = [.key("applinks")]
        guard let applinks = object(applinksValue, at: path, keys: AppSiteAssociationKeys.applinks) else { return nil }
        if let value = applinks["substitutionVariables"] { readVariables(value, at: path + [.key("substitutionVariables")]) }
        var defaults = AppLinkDefaults()
        if let value = applinks["defaults"] {
            guard let entries = object(value, at: path + [.key("defaults")], keys: AppSiteAssociationKeys.component) else { return nil }
            defaults = readRuleKeys(entries, at: path + [.key("defaults")])
        }
        guard let details = readDetails(applinks["details"], at: path, fileDefaults: defaults) else { return nil }
        if totalNodes > AppSiteAssociationLoader.maximumTotalNodes {
            fail(path, "the patterns are too complex once substitution variables are expanded (\(totalNodes) steps; at most \(AppSiteAssociationLoader.maximumTotalNodes))")
        }
        return AppSiteAssociation(details: details, defaults: defaults, variables: variables)
    }

    // MARK: Parts

    /// `details`: a list, or the iOS 9 object keyed by app ID, read in file order. Nil when a
    /// detail is not an object.
    mutating func readDetails(_ value: Any?, at applinks: [JSONPathElement], fileDefaults: AppLinkDefaults) -> [AppLinkDetail]? {
        let path = applinks + [.key("details")]
        guard let value else {
            warn(.noDetails, applinks, "applinks has no \"details\", so no link opens the app")
            return []
        }
        var entries: [(Any, [JSONPathElement], String?)] = []
        if let items = value as? [Any] {
            entries = items.enumerated().map { ($1, path + [.index($0)], nil) }
        } else if let byAppID = value as? [String: Any] {
            warn(
                .detailsByAppID, path,
                "details is an object keyed by app ID, the iOS 9 form; iOS still reads it, each key as the appIDs of its value, but the current form is a list of details with \"appIDs\"")
            // In file order; a key written twice counts once, where the parser kept its value.
            var seen = Set<String>()
            let ordered = (offsets.keysInOrder(ofObjectAt: path) ?? byAppID.keys.sorted()).filter { seen.insert($0).inserted }
            entries = ordered.compactMap { key in byAppID[key].map { ($0, path + [.key(key)], key) } }
        } else {
            warn(.wrongType, path, "expected a list of details, found \(describe(value)); iOS ignores it, so no link opens the app")
            return []
        }
        var details: [AppLinkDetail] = []
        var complete = true
        for (item, itemPath, appID) in entries {
            if let detail = readDetail(item, at: itemPath, fileDefaults: fileDefaults, keyedAppID: appID) {
                details.append(detail)
                detailPaths.append(itemPath)
            } else {
                complete = false
            }
        }
        return complete ? details : nil
    }

    mutating func readVariables(_ value: Any, at path: [JSONPathElement]) {
        guard let entries = object(value, at: path, keys: nil) else { return }
        var defined: [String: [String]] = [:]
        for (name, value) in entries.sorted(by: { $0.key < $1.key }) {
            let itemPath = path + [.key(name)]
            guard let values = strings(value, at: itemPath, "a list of strings") else { continue }
            // A value may use * and ?, but not another variable; iOS cannot read one that does.
            var readable: [String] = []
            for (index, text) in values {
                var builder = AppLinkPattern.Builder()
                do {
                    try builder.append(text, variables: .predefined, inVariable: true)
                    readable.append(text)
                } catch {
                    if error.isLimit {
                        fail(itemPath + [.index(index)], error.message, inString: error.offset)
                    } else {
                        warn(.unreadablePattern, itemPath + [.index(index)], error.message + "; iOS cannot read this value, so it matches nothing", inString: error.offset)
                    }
                }
            }
            defined[name] = readable
        }
        variables = AppLinkSubstitutionVariables(defined)
    }

    /// One detail; nil when it is not an object. `keyedAppID` is its key in the iOS 9 form.
    mutating func readDetail(_ value: Any, at path: [JSONPathElement], fileDefaults: AppLinkDefaults, keyedAppID: String?) -> AppLinkDetail? {
        guard let entries = object(value, at: path, keys: AppSiteAssociationKeys.detail) else { return nil }
        let listed = entries["appIDs"].flatMap { strings($0, at: path + [.key("appIDs")], "a list of app IDs") }.map { $0.map(\.1) }
        let single = entries["appID"].flatMap { string($0, at: path + [.key("appID")]) }
        if listed != nil, single != nil {
            warn(.appIDIgnored, path + [.key("appID")], "iOS reads \"appIDs\" when a detail has it, so this \"appID\" is ignored", atKey: true)
        }
        let appIDs = listed ?? single.map { [$0] } ?? keyedAppID.map { [$0] } ?? []
        if appIDs.isEmpty {
            if listed != nil {
                warn(.noAppIDs, path + [.key("appIDs")], "appIDs is empty, so no app opens this detail's links and iOS never consults its rules")
            } else {
                warn(.noAppIDs, path, "the detail names no app (\"appIDs\", or the legacy \"appID\"), so iOS never consults its rules")
            }
        }
        var defaults = AppLinkDefaults()
        if let value = entries["defaults"] {
            guard let items = object(value, at: path + [.key("defaults")], keys: AppSiteAssociationKeys.component) else { return nil }
            defaults = readRuleKeys(items, at: path + [.key("defaults")])
        }
        let inherited = defaults.inheriting(from: fileDefaults)
        var components: [AppLinkComponent]? = nil
        if let value = entries["components"], let items = array(value, at: path + [.key("components")], "a list of components") {
            var read: [AppLinkComponent] = []
            for (index, item) in items.enumerated() {
                let itemPath = path + [.key("components"), .index(index)]
                guard let component = object(item, at: itemPath, keys: AppSiteAssociationKeys.component) else { return nil }
                read.append(readComponent(component, at: itemPath, inheriting: inherited))
            }
            components = read
        }
        var paths: [AppLinkLegacyPath] = []
        if let value = entries["paths"], let items = strings(value, at: path + [.key("paths")], "a list of path strings") {
            for (index, text) in items {
                do {
                    let legacy = try AppLinkLegacyPath(text)
                    totalNodes += legacy.pattern.nodes.count
                    paths.append(legacy)
                } catch {
                    fail(path + [.key("paths"), .index(index)], error.message, inString: error.offset)
                }
            }
        }
        if components == nil && entries["paths"] == nil {
            warn(.noRules, path, "the detail has no \"components\" (or legacy \"paths\"), so it matches no link")
        }
        return AppLinkDetail(appIDs: appIDs, components: components, paths: paths, defaults: defaults)
    }

    mutating func readComponent(_ entries: [String: Any], at path: [JSONPathElement], inheriting inherited: AppLinkDefaults) -> AppLinkComponent {
        let resolved = readRuleKeys(entries, at: path).inheriting(from: inherited)
        let comment = entries["comment"] as? String
        return AppLinkComponent(
            path: resolved.path, query: resolved.query, fragment: resolved.fragment, exclude: resolved.exclude ?? false, comment: comment,
            caseSensitive: resolved.caseSensitive ?? true, percentEncoded: resolved.percentEncoded ?? true)
    }

    /// The keys a component and a `defaults` object share, each nil when absent or ignored.
    mutating func readRuleKeys(_ entries: [String: Any], at path: [JSONPathElement]) -> AppLinkDefaults {
        var keys = AppLinkDefaults()
        if let value = entries["/"], let text = string(value, at: path + [.key("/")]) {
            keys.path = pattern(text, at: path + [.key("/")], isPath: true)
        }
        if let value = entries["#"], let text = string(value, at: path + [.key("#")]) {
            keys.fragment = pattern(text, at: path + [.key("#")], isPath: false)
        }
        if let value = entries["?"] { keys.query = readQuery(value, at: path + [.key("?")]) }
        if let value = entries["exclude"] { keys.exclude = bool(value, at: path + [.key("exclude")]) }
        if let value = entries["caseSensitive"] { keys.caseSensitive = bool(value, at: path + [.key("caseSensitive")]) }
        if let value = entries["percentEncoded"] { keys.percentEncoded = bool(value, at: path + [.key("percentEncoded")]) }
        if let value = entries["comment"], !(value is String) { _ = string(value, at: path + [.key("comment")]) }
        return keys
    }

    /// `?`: a pattern, or an object of item names and patterns; nil when iOS ignores it.
    mutating func readQuery(_ value: Any, at path: [JSONPathElement]) -> AppLinkQueryRule? {
        if let text = value as? String { return .pattern(pattern(text, at: path, isPath: false)) }
        guard let items = value as? [String: Any] else {
            warn(.wrongType, path, "expected a pattern for the whole query, or an object of query item names and patterns, found \(describe(value)); iOS ignores it")
            return nil
        }
        let sorted = items.sorted { $0.key < $1.key }
        var texts: [(String, String)] = []
        for (name, value) in sorted {
            guard let text = value as? String else {
                warn(
                    .ignoredQueryItems, path + [.key(name)],
                    "expected a pattern string for \(name.quotedForMessage), found \(describe(value)); iOS ignores the whole \"?\" object, so no query item is checked")
                return nil
            }
            texts.append((name, text))
        }
        return .items(texts.map { name, text in AppLinkQueryItemRule(name: name, pattern: pattern(text, at: path + [.key(name)], isPath: false)) })
    }

    /// Compiles a pattern; one iOS cannot read matches nothing and is a warning.
    mutating func pattern(_ text: String, at path: [JSONPathElement], isPath: Bool) -> AppLinkPattern {
        do {
            let pattern = isPath ? try AppLinkPattern(path: text, variables: variables) : try AppLinkPattern(text, variables: variables)
            totalNodes += pattern.nodes.count
            return pattern
        } catch {
            if error.isLimit {
                fail(path, error.message, inString: error.offset)
            } else {
                warn(.unreadablePattern, path, error.message + "; iOS cannot read the pattern, so it matches nothing", inString: error.offset)
            }
            return .never(source: text)
        }
    }

    // MARK: Shapes

    /// An object, with a warning for each key not in `keys` (nil: any key); nil and a problem
    /// when `value` is not an object.
    mutating func object(_ value: Any, at path: [JSONPathElement], keys: [String]?) -> [String: Any]? {
        guard let entries = value as? [String: Any] else {
            fail(path, "expected an object, found \(describe(value))")
            return nil
        }
        if let keys {
            for key in entries.keys.sorted() where !keys.contains(key) {
                let suggestion = Suggestions.closest(to: key, in: keys)
                warn(
                    .unknownKey, path + [.key(key)],
                    "iOS ignores the unknown key \(key.quotedForMessage)"
                        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "; the keys here are \(keys.map(\.quotedForMessage).joined(separator: ", "))"),
                    atKey: true)
            }
        }
        return entries
    }

    /// A list; nil, with a warning, when `value` is something else (iOS ignores the key).
    mutating func array(_ value: Any, at path: [JSONPathElement], _ expected: String) -> [Any]? {
        guard let items = value as? [Any] else {
            warn(.wrongType, path, "expected \(expected), found \(describe(value)); iOS ignores it")
            return nil
        }
        return items
    }

    /// The strings of a list with their indices, skipping (with a warning) items that are not strings.
    mutating func strings(_ value: Any, at path: [JSONPathElement], _ expected: String) -> [(Int, String)]? {
        guard let items = array(value, at: path, expected) else { return nil }
        var texts: [(Int, String)] = []
        for (index, item) in items.enumerated() {
            if let text = item as? String {
                texts.append((index, text))
            } else {
                warn(.wrongType, path + [.index(index)], "expected a string, found \(describe(item)); iOS skips it")
            }
        }
        return texts
    }

    mutating func string(_ value: Any, at path: [JSONPathElement]) -> String? {
        guard let text = value as? String else {
            warn(.wrongType, path, "expected a string, found \(describe(value)); iOS ignores it")
            return nil
        }
        return text
    }

    mutating func bool(_ value: Any, at path: [JSONPathElement]) -> Bool? {
        guard Self.isBoolean(value), let flag = value as? Bool else {
            warn(.wrongType, path, "expected true or false, found \(describe(value)); iOS ignores it")
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
