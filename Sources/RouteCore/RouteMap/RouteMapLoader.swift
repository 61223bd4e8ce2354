import PlatformLinks
import TextBytes

/// Loads a route map from JSON and validates it, reporting every problem with its line and
/// column.
///
/// ```swift
/// let map = try RouteMapLoader.load(json: text, file: "routes.json")
/// ```
///
/// YAML route maps load through the same validation with the RouteMapYAML product, which adds
/// `load(yaml:file:)` and `load(contentsOf:)`; RouteCore itself does not depend on Yams.
public enum RouteMapLoader {
    /// Reads and validates the JSON route map at `path`.
    ///
    /// `path` is a file system path; a relative one is read from the working directory. In an
    /// app, give the path of the file in its bundle (`Bundle.main.path(forResource: "routes",
    /// ofType: "json")`), or a file URL's `path(percentEncoded: false)`.
    ///
    /// The files the map names (`web.aasa`, `android.manifest`, `android.assetlinks`) are read
    /// relative to `path`'s directory.
    ///
    /// - Throws: `RouteMapError` with every problem of the map and of the files it names, each
    ///   with its file, line and column.
    public static func load(jsonContentsOf path: String) throws(RouteMapError) -> RouteMap {
        try load(document: try JSONDocument.load(contentsOf: path), file: path)
    }

    /// Parses and validates JSON route-map text.
    ///
    /// - Parameters:
    ///   - json: The route map's text.
    ///   - file: The name problems are reported with. The files the map names (`web.aasa`,
    ///     `android.manifest`, `android.assetlinks`) are read relative to its directory.
    /// - Throws: `RouteMapError` with every problem of the map and of the files it names, each
    ///   with its file, line and column.
    public static func load(json: String, file: String = "routes.json") throws(RouteMapError) -> RouteMap {
        try load(document: try JSONDocument.parse(bytes: Array(json.utf8), file: file), file: file)
    }

    /// Validates a route map read into a node tree, whatever its format.
    package static func load(document: DocumentNode, file: String) throws(RouteMapError) -> RouteMap {
        var files: [String] = []
        return try load(document: document, file: file, readingFiles: &files)
    }

    /// Validates a route map read into a node tree, adding to `files` every file it names
    /// (`web.aasa`, `android.manifest`, `android.assetlinks`), whether or not they load, so that
    /// `explore --watch` sees a broken one fixed.
    package static func load(document: DocumentNode, file: String, readingFiles files: inout [String]) throws(RouteMapError) -> RouteMap {
        var builder = RouteMapBuilder(reader: DocumentReader(file: file))
        defer { files += builder.referencedFiles }
        let map = builder.build(document)
        // Problems in the route map first, then those inside the files it refers to.
        let problems = builder.reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) } + builder.referencedFileProblems
        guard problems.isEmpty, let map else { throw RouteMapError(problems: problems) }
        return map
    }

    /// `path` as written in the route map at `file`: absolute, or relative to `file`'s directory.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}

/// The keys each part of a route map may have.
extension RouteMapLoader {
    /// Whether `name` is a name a route map accepts for a tab or a screen: letters, digits, `-`,
    /// `_`, `.` and `~` (the unreserved characters of RFC 3986 §2.3), never empty.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ByteClass.of($0).contains(.unreserved) }
    }

    /// What ``isPlainName(_:)`` accepts, as a message names it.
    package static let plainNameCharacters = #"letters, digits, "-", "_", ".", "~""#

    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.` (RFC 3986 §3.1).
    package static func isScheme(_ text: String) -> Bool {
        text.first.map { $0.isASCII && $0.isLetter } == true && text.utf8.allSatisfy { ByteClass.of($0).contains(.schemeTail) }
    }

    /// Whether `text` is an app ID as an apple-app-site-association lists it: a team ID, a dot,
    /// and a bundle ID (`ABCDE12345.com.example.app`), with no blanks or slashes.
    package static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty }
            && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }
    }
}

enum RouteMapKeys {
    static let top = ["app", "schemes", "prefix", "web", "tabs", "login_screen", "campaign", "android"]
    static let web = ["hosts", "prefix", "aasa", "app_id"]
    static let android = ["manifest", "assetlinks", "package", "cert_sha256"]
    static let tab = ["name", "path", "root", "screens", "params", "description"]
    static let screen = ["path", "exact", "params", "requires_login", "presentation", "description", "fallback", "screens", "root"]
    /// What a screen with `screens:` (a nested navigator) may have.
    static let navigator = ["path", "exact", "params", "description", "screens", "root"]
    static let campaign = ["params", "required", "lowercase"]
    static let paramCommon = ["type", "required", "default", "description", "plus_as_space"]
    static let types = ParamType.Kind.allCases.map(\.rawValue)

    /// The keys a parameter of type `kind` may have; for an unknown type, the common keys (the
    /// type itself is reported).
    static func paramKeys(for kind: ParamType.Kind?) -> [String] {
        paramCommon + (kind.map(typeKeys) ?? [])
    }

    static func typeKeys(_ kind: ParamType.Kind) -> [String] {
        switch kind {
        case .int, .double: ["min", "max"]
        case .string: ["min_length", "max_length", "pattern"]
        case .enumeration: ["values"]
        case .url: ["schemes"]
        case .list: ["of"]
        case .bool, .uuid, .date, .json, .color: []
        }
    }
}

/// Turns a node tree into a ``RouteMap``, recording problems in its reader.
struct RouteMapBuilder {
    var reader: DocumentReader
    /// Problems inside files the route map refers to (`web.aasa`), with their own file names.
    var referencedFileProblems: [RouteMapProblem] = []
    /// The files the route map refers to, resolved, in the order they are read.
    var referencedFiles: [String] = []
    /// Where each tab, screen and navigator is declared, for problems found once the whole map is
    /// read: by tab position, then by place (the navigators that hold it, then its name; the tab itself at the empty place).
    var declarations: [[[String]: DocumentNode]] = []

    mutating func build(_ root: DocumentNode) -> RouteMap? {
        guard let pairs = reader.mapping(root, in: "the route map", allowed: RouteMapKeys.top) else { return nil }
        var app = "App"
        var schemes: [String] = []
        var prefix: [String] = []
        var web: WebLinks? = nil
        var tabs: [Tab] = []
        var loginScreen: String? = nil
        var campaign = CampaignRules()
        var android: AndroidAppLinks? = nil
        var tabsNode: DocumentNode? = nil
        var requiresLoginNodes: [DocumentNode] = []

        for (key, keyNode, value) in pairs {
            switch key {
            case "app": app = reader.string(value, in: "app") ?? app
            case "schemes": schemes = readSchemes(value)
            case "prefix": prefix = readPrefix(value, in: "prefix")
            case "web": web = readWeb(value)
            case "tabs":
                tabsNode = keyNode
                tabs = readTabs(value, requiresLoginNodes: &requiresLoginNodes)
            case "login_screen": loginScreen = reader.string(value, in: "login_screen")
            case "campaign": campaign = readCampaign(value)
            case "android": android = readAndroid(value)
            default: break
            }
        }
        if tabsNode == nil { reader.fail(root, "the route map needs \"tabs\", a list of the app's tabs") }
        if schemes.isEmpty && web == nil {
            reader.fail(root, "the route map needs \"schemes\" (like [myapp]) or \"web\" hosts, or no link can reach it")
        }
        if loginScreen == nil, let first = requiresLoginNodes.first {
            reader.fail(first, "requires_login needs a top-level login_screen to present")
        }
        let map = RouteMap.unchecked(
            app: app, schemes: schemes, prefix: prefix, web: web, tabs: tabs, loginScreen: loginScreen, campaign: campaign, android: android)
        checkRoutes(of: map)
        return map
    }

    // MARK: Schemes and web

    mutating func readSchemes(_ node: DocumentNode) -> [String] {
        guard let items = reader.sequence(node, in: "schemes") else { return [] }
        var schemes: [String] = []
        for item in items {
            guard let scheme = reader.string(item, in: "a scheme") else { continue }
            let lowered = scheme.lowercased()
            if !RouteMapLoader.isScheme(lowered) {
                reader.fail(item, "\(scheme.quotedForMessage) is not a valid scheme: a letter, then letters, digits, \"+\", \"-\" or \".\" (write it without \"://\")")
            } else if lowered == "http" || lowered == "https" {
                reader.fail(item, "\(lowered) links are web links: list their hosts under \"web: {hosts: [...]}\" instead")
            } else {
                schemes.append(lowered)
            }
        }
        return schemes
    }

    mutating func readWeb(_ node: DocumentNode) -> WebLinks? {
        guard let pairs = reader.mapping(node, in: "web", allowed: RouteMapKeys.web) else { return nil }
        var hosts: [String] = []
        var prefix: [String] = []
        var association: AppSiteAssociation? = nil
        var appID: String? = nil
        for (key, _, value) in pairs {
            switch key {
            case "hosts": hosts = reader.strings(value, in: "web.hosts") ?? []
            case "prefix": prefix = readPrefix(value, in: "web.prefix")
            case "aasa":
                guard let path = reader.string(value, in: "web.aasa") else { continue }
                association = readAppSiteAssociation(path, node: value)
            case "app_id":
                guard let id = reader.string(value, in: "web.app_id") else { continue }
                if RouteMapLoader.isAppID(id) {
                    appID = id
                } else {
                    reader.fail(value, "\(id.quotedForMessage) is not an app ID; write the team ID and the bundle ID, like ABCDE12345.com.example.app")
                }
            default: break
            }
        }
        if hosts.isEmpty { reader.fail(node, "web needs \"hosts\", the https hosts that open the app") }
        for (item, host) in zip(reader.sequenceItems(of: pairs.first { $0.key == "hosts" }?.value), hosts)
        where host.contains("/") || host.contains(":") || host.isEmpty {
            reader.fail(item, "\(host.quotedForMessage) is not a host name; write only the host, like example.com")
        }
        return WebLinks(hosts: hosts, prefix: prefix, appSiteAssociation: association, appID: appID)
    }

    /// A path prefix, `/app` or `PushNotify/`, as its segments.
    mutating func readPrefix(_ node: DocumentNode, in context: String) -> [String] {
        let text = reader.string(node, in: context) ?? ""
        // Split the UTF-8, not Characters: "/" followed by a combining mark is one Character.
        return text.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Loads the apple-app-site-association file at `path`, relative to the route map's directory.
    mutating func readAppSiteAssociation(_ path: String, node: DocumentNode) -> AppSiteAssociation? {
        let resolved = RouteMapLoader.resolve(path, relativeTo: reader.file)
        referencedFiles.append(resolved)
        let bytes: [UInt8]
        do {
            bytes = try AppSiteAssociationLoader.readFile(resolved)
        } catch {
            reader.fail(node, "cannot load the apple-app-site-association file \(resolved.quotedForMessage): \(error.problems.first?.message ?? "unreadable")")
            return nil
        }
        do {
            return try AppSiteAssociationLoader.load(bytes: bytes, file: resolved)
        } catch {
            referencedFileProblems += error.problems
            return nil
        }
    }

    // MARK: Parameters

    mutating func readParams(_ node: DocumentNode, owner: String) -> [ParamSpec] {
        guard let pairs = reader.mapping(node, in: "the params of \(owner)") else { return [] }
        var params: [ParamSpec] = []
        for (name, _, value) in pairs {
            if let spec = readParam(name, value, owner: owner) { params.append(spec) }
        }
        return params
    }

    mutating func readParam(_ name: String, _ node: DocumentNode, owner: String) -> ParamSpec? {
        // Shorthand: `userId: int`.
        if let typeName = node.text {
            guard let type = readType(named: typeName, node: node, pairs: [], context: "parameter \(name)") else { return nil }
            return ParamSpec(name: name, type: type)
        }
        guard let pairs = reader.mapping(node, in: "parameter \(name) of \(owner)") else { return nil }
        guard let typePair = pairs.first(where: { $0.key == "type" }), let typeName = reader.string(typePair.value, in: "type") else {
            reader.fail(node, "parameter \(name) needs a type: one of \(RouteMapKeys.types.joined(separator: ", "))")
            return nil
        }
        let allowed = RouteMapKeys.paramKeys(for: ParamType.Kind(rawValue: typeName))
        for (key, keyNode, _) in pairs where !allowed.contains(key) {
            let known = RouteMapKeys.paramCommon + ParamType.Kind.allCases.flatMap(RouteMapKeys.typeKeys)
            if known.contains(key) {
                let suggestion = Suggestions.closest(to: key, in: allowed)
                reader.fail(
                    keyNode,
                    "\(key.quotedForMessage) does not apply to type \(typeName)" + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? ""))
            } else {
                let suggestion = Suggestions.closest(to: key, in: allowed)
                reader.fail(
                    keyNode,
                    "unknown key \(key.quotedForMessage) in parameter \(name)"
                        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "; expected one of \(allowed.joined(separator: ", "))"))
            }
        }
        let known = pairs.filter { allowed.contains($0.key) }
        guard let type = readType(named: typeName, node: typePair.value, pairs: known, context: "parameter \(name)") else {
            return nil
        }
        var spec = ParamSpec(name: name, type: type)
        for (key, _, value) in known {
            switch key {
            case "required": spec.isRequired = reader.bool(value, in: "required") ?? false
            case "description": spec.summary = reader.string(value, in: "description")
            case "plus_as_space": spec.plusAsSpace = reader.bool(value, in: "plus_as_space") ?? false
            case "default":
                guard let text = reader.string(value, in: "default") else { continue }
                if case .invalid(let fault) = type.read(text) {
                    let words = ProblemRenderer.valueWords(fault, of: type.valueType, found: text)
                    reader.fail(value, "the default of \(name) does not fit its type: \(name) \(words.predicate)")
                }
                spec.defaultValue = text
            default: break
            }
        }
        return spec
    }

    mutating func readType(named typeName: String, node: DocumentNode, pairs: [(key: String, keyNode: DocumentNode, value: DocumentNode)], context: String) -> ParamType? {
        func value(_ key: String) -> DocumentNode? { pairs.first { $0.key == key }?.value }
        guard let kind = ParamType.Kind(rawValue: typeName) else {
            let suggestion = Suggestions.closest(to: typeName, in: RouteMapKeys.types)
            reader.fail(
                node,
                "unknown type \(typeName.quotedForMessage) for \(context)"
                    + (suggestion.map { "; did you mean \($0)?" } ?? "; expected one of \(RouteMapKeys.types.joined(separator: ", "))"))
            return nil
        }
        switch kind {
        case .int:
            let min = value("min").flatMap { reader.int($0, in: "min") }
            let max = value("max").flatMap { reader.int($0, in: "max") }
            if let min, let max, min > max { reader.fail(value("min"), "min (\(min)) is greater than max (\(max)) in \(context)") }
            return .int(IntRule(min: min, max: max))
        case .double:
            let min = value("min").flatMap { reader.double($0, in: "min") }
            let max = value("max").flatMap { reader.double($0, in: "max") }
            if let min, let max, min > max {
                reader.fail(value("min"), "min (\(JSONValue.format(min))) is greater than max (\(JSONValue.format(max))) in \(context)")
            }
            return .double(DoubleRule(min: min, max: max))
        case .bool: return .bool
        case .string:
            let minLength = value("min_length").flatMap { reader.int($0, in: "min_length") }
            let maxLength = value("max_length").flatMap { reader.int($0, in: "max_length") }
            for (length, key) in [(minLength, "min_length"), (maxLength, "max_length")] where (length ?? 0) < 0 {
                reader.fail(value(key), "\(key) cannot be negative in \(context)")
            }
            if let minLength, let maxLength, minLength > maxLength {
                reader.fail(value("min_length"), "min_length (\(minLength)) is greater than max_length (\(maxLength)) in \(context)")
            }
            var pattern: Pattern? = nil
            if let node = value("pattern"), let source = reader.string(node, in: "pattern") {
                do {
                    pattern = try Pattern(source)
                } catch {
                    reader.fail(
                        node, "invalid pattern in \(context): \(error.message)",
                        columnOffset: DocumentReader.columnOffset(ofUTF8: error.offset, in: node))
                }
            }
            return .string(StringRule(minLength: minLength, maxLength: maxLength, pattern: pattern))
        case .enumeration:
            guard let node = value("values"), let values = reader.strings(node, in: "values") else {
                reader.fail(node, "an enum needs \"values\", the list of accepted values, in \(context)")
                return nil
            }
            if values.isEmpty { reader.fail(node, "values must list at least one value in \(context)") }
            var seen = Set<String>()
            for duplicate in values where !seen.insert(duplicate).inserted {
                reader.fail(node, "enum value \(duplicate.quotedForMessage) is listed twice in \(context)")
            }
            return .enumeration(EnumRule(values: values))
        case .url:
            let schemes = value("schemes").flatMap { reader.strings($0, in: "schemes") } ?? []
            return .url(URLRule(schemes: schemes))
        case .uuid: return .uuid
        case .date: return .date
        case .json: return .json
        case .color: return .color
        case .list:
            guard let element = value("of") else {
                reader.fail(node, "a list needs \"of\", the type of its elements, in \(context)")
                return nil
            }
            if let name = element.text {
                if ParamType.Kind(rawValue: name) == .list { reader.fail(element, "a list cannot hold lists in \(context)") }
                return readType(named: name, node: element, pairs: [], context: "the elements of \(context)").map { .list(ListRule(of: $0)) }
            }
            guard let pairs = reader.mapping(element, in: "the elements of \(context)"),
                let typeNode = pairs.first(where: { $0.key == "type" })?.value,
                let elementType = reader.string(typeNode, in: "type")
            else {
                reader.fail(element, "the elements of \(context) need a type")
                return nil
            }
            let elementKind = ParamType.Kind(rawValue: elementType)
            if elementKind == .list { reader.fail(typeNode, "a list cannot hold lists in \(context)") }
            let allowed = ["type"] + (elementKind.map(RouteMapKeys.typeKeys) ?? [])
            for (key, keyNode, _) in pairs where !allowed.contains(key) {
                reader.fail(keyNode, "\(key.quotedForMessage) does not apply to list elements of type \(elementType)")
            }
            return readType(named: elementType, node: typeNode, pairs: pairs, context: "the elements of \(context)")
                .map { .list(ListRule(of: $0)) }
        }
    }

    // MARK: Campaign

    mutating func readCampaign(_ node: DocumentNode) -> CampaignRules {
        guard let pairs = reader.mapping(node, in: "campaign", allowed: RouteMapKeys.campaign) else { return CampaignRules() }
        var rules = CampaignRules()
        if let params = pairs.first(where: { $0.key == "params" }) { rules.params = readParams(params.value, owner: "campaign") }
        for (key, _, value) in pairs {
            switch key {
            case "required": rules.required = readRequirements(value, declared: rules)
            case "lowercase": rules.lowercase = readLowercase(value, declared: rules)
            default: break
            }
        }
        return rules
    }

    /// `required: [utm_source, utm_medium, [utm_campaign, utm_id]]`: names, and lists of
    /// alternatives of which any one meets the requirement.
    mutating func readRequirements(_ node: DocumentNode, declared rules: CampaignRules) -> [CampaignRules.Requirement] {
        guard let items = reader.sequence(node, in: "campaign.required") else { return [] }
        var requirements: [CampaignRules.Requirement] = []
        for item in items {
            let alternatives: [DocumentNode]
            if let sequence = item.sequence {
                alternatives = sequence
                if alternatives.isEmpty {
                    reader.fail(item, "an empty list in campaign.required can never be met; list the alternatives, like [utm_campaign, utm_id]")
                    continue
                }
            } else if item.text != nil {
                alternatives = [item]
            } else {
                reader.fail(item, "each item of campaign.required must be a parameter name or a list of alternatives, like [utm_campaign, utm_id], not a mapping")
                continue
            }
            var names: [String] = []
            for alternative in alternatives {
                guard let name = alternative.text else {
                    reader.fail(alternative, "alternatives in campaign.required must be parameter names; lists cannot nest")
                    continue
                }
                if rules.param(named: name) == nil {
                    reader.fail(alternative, "campaign.required names \(name.quotedForMessage), which is not declared under campaign.params")
                } else {
                    names.append(name)
                }
            }
            if let requirement = CampaignRules.Requirement(anyOf: names), names.count == alternatives.count {
                requirements.append(requirement)
            }
        }
        return requirements
    }

    /// `lowercase: true` (every utm_* parameter) or `lowercase: [utm_source, …]`.
    mutating func readLowercase(_ node: DocumentNode, declared rules: CampaignRules) -> CampaignRules.LowercasePolicy {
        if let text = node.text, node.style == .plain, ["true", "false", "True", "False", "TRUE", "FALSE", "yes", "no"].contains(text) {
            return reader.bool(node, in: "campaign.lowercase") == true ? .allUTM : .none
        }
        guard let items = reader.sequence(node, in: "campaign.lowercase") else { return .none }
        var names: [String] = []
        for item in items {
            guard let name = reader.string(item, in: "each item of campaign.lowercase") else { continue }
            if rules.param(named: name) == nil {
                reader.fail(item, "campaign.lowercase names \(name.quotedForMessage), which is not declared under campaign.params")
            } else {
                names.append(name)
            }
        }
        return .params(names)
    }
}

extension DocumentReader {
    /// The raw item nodes of a sequence, for pointing at one item; empty for anything else.
    func sequenceItems(of node: DocumentNode?) -> [DocumentNode] {
        node?.sequence ?? []
    }
}
