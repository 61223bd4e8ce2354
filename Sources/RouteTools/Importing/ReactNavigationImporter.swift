import RouteCore
import RouteMapYAML
import Yams

/// Drafts a route map from a React Navigation `linking` configuration, saved as JSON.
///
/// The input is the whole `linking` object (`{"prefixes": [...], "config": {"screens": ...}}`),
/// its `config` object, or just `{"screens": ...}`. The mapping:
///
/// - **Prefixes.** `myapp://` becomes the scheme `myapp`; `https://example.com/app` becomes the
///   web host `example.com` with the prefix `/app`. The config's own `path`, which every link's
///   path starts with, is added to both prefixes.
/// - **Tabs.** Each top-level navigator (a screen with nested `screens`) becomes a tab with its
///   own `path` (none for a navigator without one, whose screens' paths start the link), its
///   `initialRouteName` (else the screen with the empty path, else its first screen) as the root.
///   Top-level screens go in one more tab without a path, called `main`.
/// - **Screens and navigators.** Nested navigators stay nested, with their `path`, `exact` and
///   `initialRouteName` (as `root`); every screen keeps its own path relative to its navigator.
///   `:id` becomes `{id}`, `:id?` `{id?}`, `*` stays `*`, `''` the empty path; parameters are
///   declared as `type: string`. A screen with a path and an empty `screens: {}` is a screen.
/// - **Not converted**, each with a warning naming its JSON path: `parse` and `stringify`
///   (functions), `alias`, regular expressions after a parameter, screens without a path, names
///   that are not plain, and paths that collide.
///
/// ```swift
/// let result = try ReactNavigationImporter.draft(json: Array(text.utf8), file: "linking.json")
/// print(result.yaml ?? "")
/// result.warnings.forEach { print($0) }
/// ```
package enum ReactNavigationImporter {
    /// The largest file accepted.
    package static let maximumBytes = 8 << 20

    /// Drafts the route map for a linking configuration.
    ///
    /// - Throws: a ``RouteMapError`` with line and column when the bytes are not UTF-8 JSON, or
    ///   the JSON is not a linking configuration (no `screens` object).
    package static func draft(json bytes: [UInt8], file: String, app: String = "App") throws(RouteMapError) -> RouteMapImport {
        let root = try parse(bytes, file: file)
        var walker = Walker()
        guard case .object(let top) = root else {
            throw problem(file, bytes, "the file must hold a JSON object: the linking config, or its config object")
        }
        var prefixes: [(String, String)] = []
        if let value = top.first(where: { $0.key == "prefixes" })?.value {
            if case .array(let items) = value {
                for (index, item) in items.enumerated() {
                    guard case .string(let text) = item else {
                        walker.warn("prefixes[\(index)]", "must be a string like \"myapp://\"; not converted")
                        continue
                    }
                    prefixes.append(("prefixes[\(index)]", text))
                }
            } else {
                walker.warn("prefixes", "must be a list of strings like \"myapp://\"; not converted")
            }
        }
        let configPath: String
        let config: [(key: String, value: JSONValue)]
        if let value = top.first(where: { $0.key == "config" })?.value {
            guard case .object(let pairs) = value else { throw problem(file, bytes, "config must be an object with \"screens\"") }
            configPath = "config"
            config = pairs
            // `enabled` switches linking on; the rest (filter, getStateFromPath, …) are functions.
            for (key, _) in top where !["config", "prefixes", "enabled"].contains(key) {
                walker.warn(Walker.join("", key), "\(key) is not part of a route map; not converted")
            }
        } else {
            configPath = ""
            config = top
        }
        guard let screensValue = config.first(where: { $0.key == "screens" })?.value else {
            throw problem(file, bytes, "no \"screens\" object: expected the linking config ({\"prefixes\": [...], \"config\": {\"screens\": {...}}}) or its config object")
        }
        guard case .object(let screens) = screensValue else {
            throw problem(file, bytes, "\(Walker.join(configPath, "screens")) must be an object of screen names")
        }
        var (schemes, schemePrefix, web) = walker.readPrefixes(prefixes)
        // The config's own `path` starts every link's path (`getStateFromPath`'s `options.path`).
        if let value = config.first(where: { $0.key == "path" })?.value {
            if case .string(let text) = value {
                let segments = text.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
                schemePrefix += segments
                web?.prefix += segments
            } else {
                walker.warn(Walker.join(configPath, "path"), "has the wrong type (\(Walker.kind(of: value))); not converted")
            }
        }
        for (key, _) in config where !["screens", "path"].contains(key) && (!configPath.isEmpty || !["prefixes", "enabled"].contains(key)) {
            walker.warn(Walker.join(configPath, key), "\(key) is not part of a route map; not converted")
        }
        walker.walkTop(screens, path: Walker.join(configPath, "screens"))
        let tabs = walker.makeTabs()
        var header = [
            "Imported by `routescope import react-navigation` from \(file).",
            "Every parameter is type: string, as React Navigation hands them to screens unless a parse",
            "function converts them: set the real types (int, uuid, enum, ...).",
            "React Navigation passes any query parameter through: declare the ones each screen reads under",
            "its params, or routescope check reports them as unknown-param.",
        ]
        switch walker.warnings.count {
        case 0: break
        case 1: header.append("routescope import printed 1 warning: an item it could not convert, or one to check.")
        case let count: header.append("routescope import printed \(count) warnings: items it could not convert, or ones to check.")
        }
        guard let tabs else { return RouteMapImport(routeMap: nil, header: header, warnings: walker.warnings) }
        let text = Walker.text
        var document: [(Node, Node)] = [(Node("app"), text(app)), (Node("schemes"), .sequence(.init(schemes.map(text))))]
        if !schemePrefix.isEmpty { document.append((Node("prefix"), text(schemePrefix.joined(separator: "/")))) }
        if let web {
            var fields: [(Node, Node)] = [(Node("hosts"), .sequence(.init(web.hosts.map(text))))]
            if !web.prefix.isEmpty { fields.append((Node("prefix"), text(web.prefixPath))) }
            document.append((Node("web"), .mapping(.init(fields))))
        }
        document.append((Node("tabs"), tabs))
        do {
            // The node tree is built here, not read from a file: no alias can blow it up.
            let map = try RouteMapLoader.load(node: .mapping(.init(document)), file: file, nodeBudget: .max)
            return RouteMapImport(routeMap: map, header: header, warnings: walker.warnings)
        } catch {
            // What the route map cannot hold after all (routes that collide through optional
            // parameters), said in the route map's words.
            let problems = error.problems.map { ImportWarning(path: "screens", message: $0.message + "; not converted") }
            return RouteMapImport(routeMap: nil, header: header, warnings: walker.warnings + problems)
        }
    }

    static func parse(_ bytes: [UInt8], file: String) throws(RouteMapError) -> JSONValue {
        if bytes.count > maximumBytes {
            throw problem(file, [], "the file is over \(maximumBytes) bytes, the most a linking config may take")
        }
        let body = Array(try TextEncodingSniffer.utf8Body(of: bytes, file: file))
        do {
            return try JSONValue.parse(String(decoding: body, as: UTF8.self))
        } catch {
            throw problem(file, body, "invalid JSON: \(error.message)", at: error.offset)
        }
    }

    /// A one-problem error at a byte offset (the first non-space byte when none is given).
    static func problem(_ file: String, _ bytes: [UInt8], _ message: String, at offset: Int? = nil) -> RouteMapError {
        let start = offset ?? (bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0)
        let (line, column) = TextPosition.lineAndColumn(of: start, in: bytes)
        return RouteMapError(file: file, line: line, column: column, message: message)
    }
}

/// One segment of a React Navigation path pattern.
enum ReactNavigationSegment: Hashable {
    case literal(String)
    case parameter(String)
    case optionalParameter(String)
    case wildcard
}

/// A screen or navigator of the config, as written.
struct ReactNavigationScreen {
    var name: String
    var jsonPath: String
    /// Its own path; nil when it has none.
    var path: [ReactNavigationSegment]?
    var exact: Bool
    var initialRouteName: String?
    /// For a navigator, its screens; nil for a screen.
    var children: [ReactNavigationScreen]?
}

extension ReactNavigationImporter {
    /// Walks the `screens` tree, collecting screens and warnings, then makes the tabs.
    struct Walker {
        var warnings: [ImportWarning] = []
        /// The top-level screens and navigators.
        var top: [ReactNavigationScreen] = []

        mutating func warn(_ path: String, _ message: String) {
            warnings.append(ImportWarning(path: path, message: message))
        }

        /// `base.key`, or `base["odd key"]` when the key is not an identifier.
        static func join(_ base: String, _ key: String) -> String {
            let identifier =
                key.first.map { $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "$") } == true
                && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }
            if identifier { return base.isEmpty ? key : base + "." + key }
            var quoted = ""
            JSONValue.string(key).write(to: &quoted)
            return base + "[" + quoted + "]"
        }

        // MARK: Screens

        mutating func walkTop(_ screens: [(key: String, value: JSONValue)], path: String) {
            top = walk(screens, path: path)
        }

        mutating func walk(_ screens: [(key: String, value: JSONValue)], path: String) -> [ReactNavigationScreen] {
            var found: [ReactNavigationScreen] = []
            for (key, value) in screens {
                let here = Self.join(path, key)
                switch value {
                case .string(let pattern):
                    found.append(ReactNavigationScreen(name: key, jsonPath: here, path: segments(pattern, at: here), exact: false))
                case .object(let options):
                    if let screen = walkOptions(key, options, path: here) { found.append(screen) }
                default:
                    warn(here, "a screen must be a path string or an object with path and screens; not converted")
                }
            }
            return found
        }

        mutating func walkOptions(_ key: String, _ options: [(key: String, value: JSONValue)], path here: String) -> ReactNavigationScreen? {
            var screen = ReactNavigationScreen(name: key, jsonPath: here, path: nil, exact: false)
            var children: [(key: String, value: JSONValue)]? = nil
            for (option, value) in options {
                let at = Self.join(here, option)
                switch (option, value) {
                case ("path", .string(let pattern)): screen.path = segments(pattern, at: at)
                case ("exact", .bool(let flag)): screen.exact = flag
                case ("initialRouteName", .string(let name)): screen.initialRouteName = name
                case ("screens", .object(let pairs)): children = pairs
                case ("parse", _), ("stringify", _):
                    var names: [String] = []
                    if case .object(let pairs) = value { names = pairs.map(\.key) }
                    warn(
                        at,
                        "functions cannot be converted; "
                            + (names.isEmpty
                                ? "the parameters stay type string"
                                : "\(names.joined(separator: ", ")) stay\(names.count == 1 ? "s" : "") type string")
                            + ": set the real type under params")
                case ("alias", .array(let aliases)):
                    for (index, alias) in aliases.enumerated() {
                        var text = ""
                        if case .string(let pattern) = alias { text = " \"\(pattern)\"" }
                        if case .object(let pairs) = alias, let found = pairs.first(where: { $0.key == "path" }), case .string(let pattern) = found.value {
                            text = " \"\(pattern)\""
                        }
                        warn("\(at)[\(index)]", "alias\(text) is not converted: a route map gives a screen one path")
                    }
                case ("path", _), ("exact", _), ("initialRouteName", _), ("screens", _), ("alias", _):
                    warn(at, "has the wrong type (\(Self.kind(of: value))); not converted")
                default:
                    warn(at, "\(option) is not a React Navigation linking option; not converted")
                }
            }
            if screen.exact && screen.path == nil {
                warn(Self.join(here, "exact"), "exact needs a path, and this screen has none; not converted")
                screen.exact = false
            }
            // A screen with a path and `screens: {}` is a screen: React Navigation routes to it.
            if let children, !children.isEmpty {
                screen.children = walk(children, path: Self.join(here, "screens"))
                if screen.children?.isEmpty == true {
                    warn(here, "none of its screens could be converted; not converted")
                    return nil
                }
                return screen
            }
            guard screen.path != nil else {
                warn(here, "has no path, so no link opens it; not converted")
                return nil
            }
            if screen.initialRouteName != nil {
                warn(Self.join(here, "initialRouteName"), "a screen without nested screens has no initial route; not converted")
                screen.initialRouteName = nil
            }
            return screen
        }

        static func kind(of value: JSONValue) -> String {
            switch value {
            case .null: "null"
            case .bool: "a boolean"
            case .int, .double: "a number"
            case .string: "a string"
            case .array: "a list"
            case .object: "an object"
            }
        }

        /// The segments of a React Navigation path pattern: `user/:id`, `files/*`, `post/:slug?`.
        mutating func segments(_ pattern: String, at path: String) -> [ReactNavigationSegment] {
            var result: [ReactNavigationSegment] = []
            for piece in pattern.utf8.split(separator: UInt8(ascii: "/")).map({ String(decoding: $0, as: UTF8.self) }) {
                if piece == "*" {
                    result.append(.wildcard)
                } else if piece.hasPrefix(":") {
                    var name = String(piece.dropFirst())
                    let optional = name.hasSuffix("?")
                    if optional { name.removeLast() }
                    if let open = name.firstIndex(of: "(") {
                        warn(path, "the pattern \(name[open...]) of :\(name[..<open]) is not converted; {\(name[..<open])} takes any one segment")
                        name = String(name[..<open])
                    }
                    result.append(optional ? .optionalParameter(name) : .parameter(name))
                } else {
                    result.append(.literal(piece))
                }
            }
            return result
        }

        // MARK: Prefixes

        mutating func readPrefixes(_ prefixes: [(path: String, text: String)]) -> (schemes: [String], prefix: [String], web: WebLinks?) {
            var schemes: [String] = []
            var schemePrefix: [String]? = nil
            var hosts: [String] = []
            var webPrefix: [String]? = nil
            // Sets beside the lists, so a file with thousands of prefixes stays linear.
            var seen = Set<String>()
            for (path, text) in prefixes {
                guard let colon = text.firstIndex(of: ":") else {
                    warn(path, "\"\(text)\" is not a prefix like \"myapp://\" or \"https://example.com\"; not converted")
                    continue
                }
                let scheme = text[..<colon].lowercased()
                var rest = text[text.index(after: colon)...]
                if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
                if scheme == "https" || scheme == "http" {
                    let host = String(rest.prefix { $0 != "/" }).lowercased()
                    let pathSegments = rest.dropFirst(host.count).utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
                    if host.isEmpty || host.contains("*") || host.contains(":") || host.contains("@") {
                        warn(path, "\"\(text)\": the host must be one plain host name, without a wildcard, port or user; not converted")
                        continue
                    }
                    if scheme == "http" {
                        warn(path, "\"\(text)\": app links need https; written as the https host \(host)")
                    }
                    if seen.insert("host " + host).inserted { hosts.append(host) }
                    if let existing = webPrefix, existing != pathSegments {
                        warn(path, "\"\(text)\": a route map has one web path prefix for all hosts, /\(existing.joined(separator: "/")); this one is not converted")
                    } else {
                        webPrefix = pathSegments
                    }
                    continue
                }
                guard RouteMapLoader.isScheme(scheme) else {
                    warn(path, "\"\(text)\": \"\(scheme)\" is not a valid URL scheme; not converted")
                    continue
                }
                let restSegments = rest.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
                if let existing = schemePrefix, existing != restSegments {
                    warn(path, "\"\(text)\": a route map has one prefix after scheme:// for all schemes, \(existing.isEmpty ? "none" : existing.joined(separator: "/") + "/"); this one is not converted")
                    continue
                }
                schemePrefix = restSegments
                if seen.insert("scheme " + scheme).inserted { schemes.append(scheme) }
            }
            if schemes.isEmpty && hosts.isEmpty {
                warn("prefixes", "no prefix gives a scheme or an https host; the route map uses the scheme app as a placeholder: replace it")
                schemes = ["app"]
            }
            return (schemes, schemePrefix ?? [], hosts.isEmpty ? nil : WebLinks(hosts: hosts, prefix: webPrefix ?? []))
        }

        // MARK: Tabs

        static func isPlainName(_ name: String) -> Bool {
            RouteMapLoader.isPlainName(name)
        }

        /// The tabs as a route-map node tree: each top-level navigator, then one tab without a
        /// path for the top-level screens. Screens the route map cannot hold are left out with
        /// a warning.
        mutating func makeTabs() -> Node? {
            var tabs: [Node] = []
            var used = Set(top.filter { $0.children != nil }.map(\.name))
            var seenPatterns: [[String]: String] = [:]
            let loose = top.filter { $0.children == nil }
            var mainName = "main"
            while used.contains(mainName) { mainName += "_" }
            used.insert(mainName)
            for item in top {
                guard let children = item.children else {
                    if item.jsonPath == loose.first?.jsonPath {
                        let main = ReactNavigationScreen(name: mainName, jsonPath: "screens", path: [], exact: false, children: loose)
                        if let tab = makeTab(main, patterns: &seenPatterns) { tabs.append(tab) }
                    }
                    continue
                }
                guard Self.isPlainName(item.name) else {
                    warn(item.jsonPath, "\(item.name.quotedForMessage) cannot be a tab name (\(RouteMapLoader.plainNameCharacters)); not converted")
                    continue
                }
                _ = children
                if item.exact { warn(Self.join(item.jsonPath, "exact"), "a top-level navigator's path is always from the link's start") }
                if let tab = makeTab(item, patterns: &seenPatterns) { tabs.append(tab) }
            }
            return tabs.isEmpty ? nil : .sequence(.init(tabs))
        }

        /// One tab: its name, path, root, path parameters and screens.
        mutating func makeTab(_ navigator: ReactNavigationScreen, patterns: inout [[String]: String]) -> Node? {
            var converted = Set<[String]>()
            guard
                let screens = screensNode(
                    navigator.children ?? [], tab: navigator.name, chain: [], base: navigator.path ?? [], converted: &converted, patterns: &patterns),
                let root = landing(of: navigator, at: [], converted: converted)
            else {
                warn(navigator.jsonPath, "no screen of \(navigator.name) could be converted; the tab is left out")
                return nil
            }
            var pairs: [(Node, Node)] = [(Node("name"), Self.text(navigator.name)), (Node("path"), Self.text(Self.written(navigator.path ?? [])))]
            pairs.append((Node("root"), Self.text(root)))
            if let params = paramsNode(navigator.path ?? []) { pairs.append((Node("params"), params)) }
            pairs.append((Node("screens"), screens))
            return .mapping(.init(pairs))
        }

        /// The screen a link to the navigator alone opens: its initial route, else its screen with
        /// the empty path, else its first screen (looking inside a navigator named so). `chain` is
        /// the navigator's place inside its tab (empty for the tab), `converted` the places of
        /// the screens and navigators written.
        func landing(of navigator: ReactNavigationScreen, at chain: [String], converted: Set<[String]>) -> String? {
            let children = (navigator.children ?? []).filter { converted.contains(chain + [$0.name]) }
            let chosen =
                children.first { $0.name == navigator.initialRouteName }
                ?? children.first { $0.children == nil && $0.path == [] } ?? children.first
            guard let chosen else { return nil }
            return chosen.children == nil ? chosen.name : landing(of: chosen, at: chain + [chosen.name], converted: converted)
        }

        /// The `screens:` mapping for `items`, inside the navigators `chain` of the tab, whose paths
        /// follow `base` (from the link's start); nil when none could be converted. A name may
        /// repeat at another level, as in React Navigation; `converted` gathers the places
        /// (navigators, then name) written.
        mutating func screensNode(
            _ items: [ReactNavigationScreen], tab: String, chain: [String], base: [ReactNavigationSegment], converted: inout Set<[String]>,
            patterns: inout [[String]: String]
        ) -> Node? {
            var pairs: [(Node, Node)] = []
            for item in items {
                guard Self.isPlainName(item.name) else {
                    warn(item.jsonPath, "\(item.name.quotedForMessage) cannot be a screen name (\(RouteMapLoader.plainNameCharacters)); not converted")
                    continue
                }
                let place = chain + [item.name]
                guard !converted.contains(place) else {
                    let owner = chain.last.map { "navigator \($0)" } ?? "tab \(tab)"
                    warn(item.jsonPath, "\(owner) already has a screen or navigator called \(item.name); not converted")
                    continue
                }
                let own = item.path ?? []
                guard let ownText = checkedPath(own, at: item.jsonPath) else { continue }
                let full = item.exact ? own : base + own
                var fields: [(Node, Node)] = []
                if item.path != nil { fields.append((Node("path"), Self.text(ownText))) }
                if item.exact { fields.append((Node("exact"), Node("true", Tag(.bool), .plain))) }
                if let children = item.children {
                    converted.insert(place)
                    guard let inner = screensNode(children, tab: tab, chain: place, base: full, converted: &converted, patterns: &patterns) else {
                        converted.remove(place)
                        continue
                    }
                    if let initial = item.initialRouteName {
                        if children.contains(where: { $0.name == initial && converted.contains(place + [initial]) }) {
                            fields.append((Node("root"), Self.text(initial)))
                        } else {
                            warn(Self.join(item.jsonPath, "initialRouteName"), "\(initial) is not one of its converted screens; not converted")
                        }
                    }
                    if let params = paramsNode(own) { fields.append((Node("params"), params)) }
                    fields.append((Node("screens"), inner))
                } else {
                    let shape = full.map { segment -> String in
                        switch segment {
                        case .literal(let text): text
                        case .parameter: "{}"
                        case .optionalParameter: "{?}"
                        case .wildcard: "*"
                        }
                    }
                    if let other = patterns[shape] {
                        warn(item.jsonPath, "its path \"\(Self.pattern(full))\" is also the path of \(other), so links could not tell them apart; not converted")
                        continue
                    }
                    patterns[shape] = item.name
                    converted.insert(place)
                    if let params = paramsNode(own) { fields.append((Node("params"), params)) }
                }
                pairs.append((Self.text(item.name), fields.isEmpty ? Node("", Tag(.null), .plain) : .mapping(.init(fields))))
            }
            return pairs.isEmpty ? nil : .mapping(.init(pairs))
        }

        /// `{id: {type: string}, …}` for the parameters of `path`; nil when it has none.
        func paramsNode(_ path: [ReactNavigationSegment]) -> Node? {
            let names = path.compactMap { segment -> String? in
                switch segment {
                case .parameter(let name), .optionalParameter(let name): name
                case .literal, .wildcard: nil
                }
            }
            guard !names.isEmpty else { return nil }
            return .mapping(.init(names.map { (Self.text($0), Node.mapping(.init([(Node("type"), Node("string"))]))) }))
        }

        /// The path in route-map syntax; nil, with a warning, when a route map cannot hold it.
        mutating func checkedPath(_ path: [ReactNavigationSegment], at jsonPath: String) -> String? {
            var seen = Set<String>()
            for segment in path {
                switch segment {
                case .literal(let text) where text.contains("{") || text.contains("}"):
                    warn(jsonPath, "the segment \"\(text)\" has a brace, which a route map reads as a parameter; not converted")
                    return nil
                case .parameter(let name), .optionalParameter(let name):
                    guard !name.isEmpty, !name.contains("{"), !name.contains("}"), !name.contains("?"), seen.insert(name).inserted else {
                        warn(jsonPath, "the parameter \":\(name)\" has no usable name; not converted")
                        return nil
                    }
                default: continue
                }
            }
            return Self.written(path)
        }

        /// A string node that a YAML reader takes as text, whatever it says (`null`, `true`, `~`).
        static func text(_ string: String) -> Node {
            Node(string, Tag(.str), .doubleQuoted)
        }

        /// Segments in route-map syntax: `item/{id}/{tab?}/*`.
        static func written(_ segments: [ReactNavigationSegment]) -> String {
            segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): "{\(name)}"
                case .optionalParameter(let name): "{\(name)?}"
                case .wildcard: "*"
                }
            }.joined(separator: "/")
        }

        /// Segments written back in React Navigation's syntax.
        static func pattern(_ segments: [ReactNavigationSegment]) -> String {
            segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): ":" + name
                case .optionalParameter(let name): ":" + name + "?"
                case .wildcard: "*"
                }
            }.joined(separator: "/")
        }
    }
}
