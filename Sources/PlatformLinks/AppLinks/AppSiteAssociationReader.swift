import TextBytes

/// The keys each part of an apple-app-site-association file may have.
enum AppSiteAssociationKeys {
    static let applinks = ["details", "defaults", "substitutionVariables", "apps"]
    static let detail = ["appIDs", "appID", "components", "paths", "defaults"]
    /// A component's keys; `defaults` takes the same ones (Apple: "a subclass of components").
    static let component = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
}

/// Turns the file's JSON values (``JSONNode``) into an ``AppSiteAssociation`` the way iOS reads
/// it: what iOS skips is skipped and recorded as a warning; only a missing object where one must
/// be is a problem. Each message is at the offset of the value (or key) it is about, which the
/// value carries.
package struct AppSiteAssociationReader {
    /// The text read, UTF-8 without a byte-order mark.
    let bytes: [UInt8]
    let file: String
    /// Problems that stop the file from loading, at their offsets; ``located()`` gives their lines.
    var problems: [(offset: Int, message: String)] = []
    /// Warnings at their offsets, with their JSON paths rendered.
    var warnings: [(offset: Int, code: AppSiteAssociationWarning.Code, path: String, message: String)] = []
    /// Where the rules of each detail read sit in the document, in the order of
    /// ``AppSiteAssociation/details``.
    package var ruleSites: [AppLinkRuleSites] = []
    var variables = AppLinkSubstitutionVariables.predefined
    var totalNodes = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Where the value `node` is in the text, or the byte `utf8Offset` bytes into its string.
    func offset(_ node: JSONNode, inString utf8Offset: Int?) -> Int {
        guard let utf8Offset else { return node.offset }
        return bytes.withLinkBytes { JSONStringLiteral.offset(ofDecodedOffset: utf8Offset, inLiteralAt: node.offset, of: $0) }
    }

    mutating func fail(_ node: JSONNode, _ path: [JSONPathElement], _ message: String, inString utf8Offset: Int? = nil) {
        let prefix = path.isEmpty ? "" : path.rendered + ": "
        problems.append((offset(node, inString: utf8Offset), prefix + message))
    }

    mutating func warn(_ code: AppSiteAssociationWarning.Code, _ node: JSONNode, _ path: [JSONPathElement], _ message: String, inString utf8Offset: Int? = nil) {
        warnings.append((offset(node, inString: utf8Offset), code, path.rendered, message))
    }

    /// A warning about the key of `member`, the last element of `path`.
    mutating func warn(_ code: AppSiteAssociationWarning.Code, keyOf member: JSONNode.Member, _ path: [JSONPathElement], _ message: String) {
        warnings.append((member.keyOffset, code, path.rendered, message))
    }

    /// A warning about the comma at `offset`, the last thing before the `]` or `}` that closes
    /// its list or object.
    mutating func warnTrailingComma(at offset: Int) {
        warnings.append((
            offset, .trailingComma, "",
            "JSON has no comma before a closing bracket; iOS reads past it, as Foundation's parser does, but other JSON tools refuse the file"
        ))
    }

    /// The 1-based (line, column) of each of `offsets` (``TextPosition``), in one pass over the
    /// text however many there are.
    package func linesAndColumns(of offsets: [Int]) -> [(Int, Int)] {
        TextPosition.linesAndColumns(of: offsets, in: bytes)
    }

    /// The problems and the warnings with their lines and columns, each in file order; the text
    /// is read once for all of them.
    func located() -> (problems: [RouteMapProblem], warnings: [AppSiteAssociationWarning]) {
        let positions = linesAndColumns(of: problems.map(\.offset) + warnings.map(\.offset))
        let located = zip(problems, positions).map { problem, position in
            RouteMapProblem(file: file, line: position.0, column: position.1, message: problem.message)
        }
        let warned = zip(warnings, positions.dropFirst(problems.count)).map { warning, position in
            AppSiteAssociationWarning(
                code: warning.code, file: file, line: position.0, column: position.1, path: warning.path, message: warning.message)
        }
        return (located.sorted { ($0.line, $0.column) < ($1.line, $1.column) }, warned.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    mutating func read(_ root: JSONNode) -> AppSiteAssociation? {
        guard let top = root.members else {
            fail(root, [], "an apple-app-site-association file is a JSON object, like {\"applinks\": {\"details\": [...]}}")
            return nil
        }
        guard let applinksValue = top.first(where: { $0.key == "applinks" })?.value else {
            warn(.noDetails, root, [], "the file has no \"applinks\", so it lets no link open an app")
            return AppSiteAssociation(details: [])
        }
        let path: [JSONPathElement] = [.key("applinks")]
        guard let applinks = object(applinksValue, at: path, keys: AppSiteAssociationKeys.applinks) else { return nil }
        if let value = applinks["substitutionVariables"]?.value { readVariables(value, at: path + [.key("substitutionVariables")]) }
        var defaults = AppLinkDefaults()
        if let value = applinks["defaults"]?.value {
            guard let entries = object(value, at: path + [.key("defaults")], keys: AppSiteAssociationKeys.component) else { return nil }
            defaults = readRuleKeys(entries, at: path + [.key("defaults")])
        }
        guard let details = readDetails(applinks["details"]?.value, of: applinksValue, at: path, fileDefaults: defaults) else { return nil }
        if totalNodes > AppSiteAssociationLoader.maximumTotalNodes {
            fail(applinksValue, path, "the patterns are too complex once substitution variables are expanded (\(totalNodes) steps; at most \(AppSiteAssociationLoader.maximumTotalNodes))")
        }
        return AppSiteAssociation(details: details, defaults: defaults, variables: variables)
    }

    // MARK: Parts

    /// `details`: a list, or the iOS 9 object keyed by app ID, read in file order. Nil when a
    /// detail is not an object.
    mutating func readDetails(_ value: JSONNode?, of applinks: JSONNode, at applinksPath: [JSONPathElement], fileDefaults: AppLinkDefaults) -> [AppLinkDetail]? {
        let path = applinksPath + [.key("details")]
        guard let value else {
            warn(.noDetails, applinks, applinksPath, "applinks has no \"details\", so no link opens the app")
            return []
        }
        var entries: [(JSONNode, JSONPathElement, String?)] = []
        if let items = value.items {
            entries = items.enumerated().map { ($1, .index($0), nil) }
        } else if let byAppID = value.members {
            warn(
                .detailsByAppID, value, path,
                "details is an object keyed by app ID, the iOS 9 form; iOS still reads it, each key as the appIDs of its value, but the current form is a list of details with \"appIDs\"")
            entries = byAppID.map { ($0.value, .key($0.key), $0.key) }
        } else {
            warn(.wrongType, value, path, "expected a list of details, found \(value.kind); iOS ignores it, so no link opens the app")
            return []
        }
        var details: [AppLinkDetail] = []
        var complete = true
        for (item, place, appID) in entries {
            if let (detail, sites) = readDetail(item, at: path, place, fileDefaults: fileDefaults, keyedAppID: appID) {
                details.append(detail)
                ruleSites.append(sites)
            } else {
                complete = false
            }
        }
        return complete ? details : nil
    }

    mutating func readVariables(_ value: JSONNode, at path: [JSONPathElement]) {
        guard let entries = object(value, at: path, keys: nil) else { return }
        var defined: [String: [String]] = [:]
        for (name, member) in entries.sorted(by: { $0.key < $1.key }) {
            let itemPath = path + [.key(name)]
            guard let values = strings(member.value, at: itemPath, "a list of strings") else { continue }
            // A value may use * and ?, but not another variable; iOS cannot read one that does.
            var readable: [String] = []
            for (index, item, text) in values {
                var builder = AppLinkPattern.Builder()
                do {
                    try builder.append(text, variables: .predefined, inVariable: true)
                    readable.append(text)
                } catch {
                    if error.isLimit {
                        fail(item, itemPath + [.index(index)], error.message, inString: error.offset)
                    } else {
                        warn(.unreadablePattern, item, itemPath + [.index(index)], error.message + "; iOS cannot read this value, so it matches nothing", inString: error.offset)
                    }
                }
            }
            defined[name] = readable
        }
        variables = AppLinkSubstitutionVariables(defined)
    }

    /// One detail, the item at `place` of the `details` at `detailsPath`, with where each of its
    /// rules sits; nil when it is not an object. `keyedAppID` is its key in the iOS 9 form.
    mutating func readDetail(
        _ value: JSONNode, at detailsPath: [JSONPathElement], _ place: JSONPathElement, fileDefaults: AppLinkDefaults, keyedAppID: String?
    ) -> (AppLinkDetail, AppLinkRuleSites)? {
        let path = detailsPath + [place]
        guard let entries = object(value, at: path, keys: AppSiteAssociationKeys.detail) else { return nil }
        let listed = entries["appIDs"].flatMap { strings($0.value, at: path + [.key("appIDs")], "a list of app IDs") }.map { $0.map(\.text) }
        let single = entries["appID"].flatMap { string($0.value, at: path + [.key("appID")]) }
        if listed != nil, single != nil, let member = entries["appID"] {
            warn(.appIDIgnored, keyOf: member, path + [.key("appID")], "iOS reads \"appIDs\" when a detail has it, so this \"appID\" is ignored")
        }
        let appIDs = listed ?? single.map { [$0] } ?? keyedAppID.map { [$0] } ?? []
        if appIDs.isEmpty {
            if listed != nil, let member = entries["appIDs"] {
                warn(.noAppIDs, member.value, path + [.key("appIDs")], "appIDs is empty, so no app opens this detail's links and iOS never consults its rules")
            } else {
                warn(.noAppIDs, value, path, "the detail names no app (\"appIDs\", or the legacy \"appID\"), so iOS never consults its rules")
            }
        }
        var defaults = AppLinkDefaults()
        if let member = entries["defaults"] {
            guard let items = object(member.value, at: path + [.key("defaults")], keys: AppSiteAssociationKeys.component) else { return nil }
            defaults = readRuleKeys(items, at: path + [.key("defaults")])
        }
        let inherited = defaults.inheriting(from: fileDefaults)
        var components: [AppLinkComponent]? = nil
        var componentSites = AppLinkRuleSites(detail: place, isLegacy: false)
        if let member = entries["components"], let items = array(member.value, at: path + [.key("components")], "a list of components") {
            var read: [AppLinkComponent] = []
            for (index, item) in items.enumerated() {
                let itemPath = path + [.key("components"), .index(index)]
                guard let component = object(item, at: itemPath, keys: AppSiteAssociationKeys.component) else { return nil }
                read.append(readComponent(component, at: itemPath, inheriting: inherited))
                componentSites.rules.append((index, item.offset))
            }
            components = read
        }
        var paths: [AppLinkLegacyPath] = []
        var pathSites = AppLinkRuleSites(detail: place, isLegacy: true)
        if let member = entries["paths"], let items = strings(member.value, at: path + [.key("paths")], "a list of path strings") {
            for (index, item, text) in items {
                do {
                    let legacy = try AppLinkLegacyPath(text)
                    totalNodes += legacy.pattern.nodes.count
                    paths.append(legacy)
                    pathSites.rules.append((index, item.offset))
                } catch {
                    fail(item, path + [.key("paths"), .index(index)], error.message, inString: error.offset)
                }
            }
        }
        if components == nil && entries["paths"] == nil {
            warn(.noRules, value, path, "the detail has no \"components\" (or legacy \"paths\"), so it matches no link")
        }
        let detail = AppLinkDetail(appIDs: appIDs, components: components, paths: paths, defaults: defaults)
        return (detail, components == nil ? pathSites : componentSites)
    }

    mutating func readComponent(_ entries: [String: JSONNode.Member], at path: [JSONPathElement], inheriting inherited: AppLinkDefaults) -> AppLinkComponent {
        let resolved = readRuleKeys(entries, at: path).inheriting(from: inherited)
        let comment = entries["comment"]?.value.string
        return AppLinkComponent(
            path: resolved.path, query: resolved.query, fragment: resolved.fragment, exclude: resolved.exclude ?? false, comment: comment,
            caseSensitive: resolved.caseSensitive ?? true, percentEncoded: resolved.percentEncoded ?? true)
    }

    /// The keys a component and a `defaults` object share, each nil when absent or ignored.
    mutating func readRuleKeys(_ entries: [String: JSONNode.Member], at path: [JSONPathElement]) -> AppLinkDefaults {
        var keys = AppLinkDefaults()
        if let value = entries["/"]?.value, let text = string(value, at: path + [.key("/")]) {
            keys.path = pattern(text, of: value, at: path + [.key("/")], isPath: true)
        }
        if let value = entries["#"]?.value, let text = string(value, at: path + [.key("#")]) {
            keys.fragment = pattern(text, of: value, at: path + [.key("#")], isPath: false)
        }
        if let value = entries["?"]?.value { keys.query = readQuery(value, at: path + [.key("?")]) }
        if let value = entries["exclude"]?.value { keys.exclude = bool(value, at: path + [.key("exclude")]) }
        if let value = entries["caseSensitive"]?.value { keys.caseSensitive = bool(value, at: path + [.key("caseSensitive")]) }
        if let value = entries["percentEncoded"]?.value { keys.percentEncoded = bool(value, at: path + [.key("percentEncoded")]) }
        if let value = entries["comment"]?.value { _ = string(value, at: path + [.key("comment")]) }
        return keys
    }

    /// `?`: a pattern, or an object of item names and patterns; nil when iOS ignores it.
    mutating func readQuery(_ value: JSONNode, at path: [JSONPathElement]) -> AppLinkQueryRule? {
        if let text = value.string { return .pattern(pattern(text, of: value, at: path, isPath: false)) }
        guard let items = value.members else {
            warn(.wrongType, value, path, "expected a pattern for the whole query, or an object of query item names and patterns, found \(value.kind); iOS ignores it")
            return nil
        }
        var texts: [(String, JSONNode, String)] = []
        for member in items.sorted(by: { $0.key < $1.key }) {
            guard let text = member.value.string else {
                warn(
                    .ignoredQueryItems, member.value, path + [.key(member.key)],
                    "expected a pattern string for \(member.key.quotedForMessage), found \(member.value.kind); iOS ignores the whole \"?\" object, so no query item is checked")
                return nil
            }
            texts.append((member.key, member.value, text))
        }
        return .items(texts.map { name, node, text in AppLinkQueryItemRule(name: name, pattern: pattern(text, of: node, at: path + [.key(name)], isPath: false)) })
    }

    /// Compiles a pattern, the string `node`; one iOS cannot read matches nothing and is a warning.
    mutating func pattern(_ text: String, of node: JSONNode, at path: [JSONPathElement], isPath: Bool) -> AppLinkPattern {
        do {
            let pattern = isPath ? try AppLinkPattern(path: text, variables: variables) : try AppLinkPattern(text, variables: variables)
            totalNodes += pattern.nodes.count
            return pattern
        } catch {
            if error.isLimit {
                fail(node, path, error.message, inString: error.offset)
            } else {
                warn(.unreadablePattern, node, path, error.message + "; iOS cannot read the pattern, so it matches nothing", inString: error.offset)
            }
            return .never(source: text)
        }
    }

    // MARK: Shapes

    /// An object's members by key, with a warning for each key not in `keys` (nil: any key); nil
    /// and a problem when `value` is not an object.
    mutating func object(_ value: JSONNode, at path: [JSONPathElement], keys: [String]?) -> [String: JSONNode.Member]? {
        guard let members = value.members else {
            fail(value, path, "expected an object, found \(value.kind)")
            return nil
        }
        if let keys {
            for member in members.sorted(by: { $0.key < $1.key }) where !keys.contains(member.key) {
                let suggestion = Suggestions.closest(to: member.key, in: keys)
                warn(
                    .unknownKey, keyOf: member, path + [.key(member.key)],
                    "iOS ignores the unknown key \(member.key.quotedForMessage)"
                        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "; the keys here are \(keys.map(\.quotedForMessage).joined(separator: ", "))"))
            }
        }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0) })
    }

    /// A list; nil, with a warning, when `value` is something else (iOS ignores the key).
    mutating func array(_ value: JSONNode, at path: [JSONPathElement], _ expected: String) -> [JSONNode]? {
        guard let items = value.items else {
            warn(.wrongType, value, path, "expected \(expected), found \(value.kind); iOS ignores it")
            return nil
        }
        return items
    }

    /// The strings of a list with their indices and values, skipping (with a warning) items that
    /// are not strings.
    mutating func strings(_ value: JSONNode, at path: [JSONPathElement], _ expected: String) -> [(index: Int, node: JSONNode, text: String)]? {
        guard let items = array(value, at: path, expected) else { return nil }
        var texts: [(index: Int, node: JSONNode, text: String)] = []
        for (index, item) in items.enumerated() {
            if let text = item.string {
                texts.append((index, item, text))
            } else {
                warn(.wrongType, item, path + [.index(index)], "expected a string, found \(item.kind); iOS skips it")
            }
        }
        return texts
    }

    mutating func string(_ value: JSONNode, at path: [JSONPathElement]) -> String? {
        guard let text = value.string else {
            warn(.wrongType, value, path, "expected a string, found \(value.kind); iOS ignores it")
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONNode, at path: [JSONPathElement]) -> Bool? {
        guard let flag = value.boolean else {
            warn(.wrongType, value, path, "expected true or false, found \(value.kind); iOS ignores it")
            return nil
        }
        return flag
    }
}
