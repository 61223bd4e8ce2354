import RouteCore

/// Drafts a route map from a React Navigation `linking` configuration, saved as JSON.
///
/// The input is the whole `linking` object (`{"prefixes": [...], "config": {"screens": ...}}`),
/// its `config` object, or just `{"screens": ...}`. The mapping:
///
/// - **Prefixes.** `myapp://` becomes the scheme `myapp`; `https://example.com/app` becomes the
///   web host `example.com` with the prefix `/app`.
/// - **Tabs.** Each top-level navigator (a screen with nested `screens`) becomes a tab. A route
///   map reads the tab from the link's first segment, so the tab's name is the navigator's
///   `path` when that is one plain segment; otherwise the navigator's key, with a warning that
///   its links change shape. The root is the screen whose path is the tab alone, else the
///   navigator's `initialRouteName`, else its first screen.
/// - **Screens.** Every leaf screen becomes a screen whose path is its full React Navigation path
///   (parents' paths joined, `exact: true` respected) after the tab segment. `:id` becomes
///   `{id}`, declared as `type: string`. A top-level leaf, or one whose `exact` path leaves its
///   navigator, joins the tab named by its first segment.
/// - **Not converted**, each with a warning naming its JSON path: `parse` and `stringify`
///   (functions), `alias`, optional parameters (`:id?`, left out of the path), `*` catch-alls,
///   regular expressions after a parameter, screens without a path, names that are not plain,
///   and paths that collide.
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
        let (schemes, web) = walker.readPrefixes(prefixes)
        for (key, _) in config where key != "screens" && (!configPath.isEmpty || !["prefixes", "enabled"].contains(key)) {
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
        let map =
            tabs.isEmpty
            ? nil
            : RouteMap(app: app, schemes: schemes, web: web, tabs: tabs)
        return RouteMapImport(routeMap: map, header: header, warnings: walker.warnings)
    }

    static func parse(_ bytes: [UInt8], file: String) throws(RouteMapError) -> JSONValue {
        if bytes.count > maximumBytes {
            throw problem(file, [], "the file is \(bytes.count) bytes; a linking config is limited to \(maximumBytes) bytes")
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

/// A leaf screen found in the config, with its full path.
struct ReactNavigationLeaf {
    var name: String
    var jsonPath: String
    var segments: [ReactNavigationSegment]
    /// The index of its top-level navigator in ``ReactNavigationImporter/Walker/navigators``.
    var navigator: Int?
}

extension ReactNavigationImporter {
    /// Walks the `screens` tree, collecting leaves and warnings, then groups leaves into tabs.
    struct Walker {
        struct Navigator {
            var key: String
            var jsonPath: String
            var segments: [ReactNavigationSegment]
            var initialRouteName: String?
        }

        var warnings: [ImportWarning] = []
        var leaves: [ReactNavigationLeaf] = []
        var navigators: [Navigator] = []

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
            walk(screens, path: path, parent: [], navigator: nil)
        }

        mutating func walk(
            _ screens: [(key: String, value: JSONValue)], path: String, parent: [ReactNavigationSegment], navigator: Int?
        ) {
            for (key, value) in screens {
                let here = Self.join(path, key)
                switch value {
                case .string(let pattern):
                    leaves.append(ReactNavigationLeaf(name: key, jsonPath: here, segments: parent + segments(pattern, at: here), navigator: navigator))
                case .object(let options):
                    walkOptions(key, options, path: here, parent: parent, navigator: navigator)
                default:
                    warn(here, "a screen must be a path string or an object with path and screens; not converted")
                }
            }
        }

        mutating func walkOptions(
            _ key: String, _ options: [(key: String, value: JSONValue)], path here: String, parent: [ReactNavigationSegment],
            navigator: Int?
        ) {
            var own: [ReactNavigationSegment]? = nil
            var exact = false
            var initialRouteName: String? = nil
            var children: [(key: String, value: JSONValue)]? = nil
            for (option, value) in options {
                let at = Self.join(here, option)
                switch (option, value) {
                case ("path", .string(let pattern)): own = segments(pattern, at: at)
                case ("exact", .bool(let flag)): exact = flag
                case ("initialRouteName", .string(let name)): initialRouteName = name
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
            let full = exact ? (own ?? []) : parent + (own ?? [])
            guard let children else {
                guard own != nil else {
                    warn(here, "has no path, so no link opens it; not converted")
                    return
                }
                if initialRouteName != nil {
                    warn(Self.join(here, "initialRouteName"), "a screen without nested screens has no initial route; not converted")
                }
                leaves.append(ReactNavigationLeaf(name: key, jsonPath: here, segments: full, navigator: navigator))
                return
            }
            var inner = navigator
            if navigator == nil {
                navigators.append(Navigator(key: key, jsonPath: here, segments: full, initialRouteName: initialRouteName))
                inner = navigators.count - 1
            } else if initialRouteName != nil {
                warn(
                    Self.join(here, "initialRouteName"),
                    "a nested navigator's initial route is not converted: in a route map, a tab's stack starts at its root")
            }
            walk(children, path: Self.join(here, "screens"), parent: full, navigator: inner)
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

        mutating func readPrefixes(_ prefixes: [(path: String, text: String)]) -> (schemes: [String], web: WebLinks?) {
            var schemes: [String] = []
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
                if !rest.isEmpty {
                    warn(path, "\"\(text)\": the part after \(scheme):// is not converted; a route map reads the tab from the link's host")
                }
                if seen.insert("scheme " + scheme).inserted { schemes.append(scheme) }
            }
            if schemes.isEmpty && hosts.isEmpty {
                warn("prefixes", "no prefix gives a scheme or an https host; the route map uses the scheme app as a placeholder: replace it")
                schemes = ["app"]
            }
            return (schemes, hosts.isEmpty ? nil : WebLinks(hosts: hosts, prefix: webPrefix ?? []))
        }

        // MARK: Tabs

        struct TabDraft {
            var name: String
            var jsonPath: String
            var initialRouteName: String?
            var screens: [Screen] = []
            var names = Set<String>()
            var shapes: [String: String] = [:]
            var emptyPathScreen: String?
        }

        static func isPlainName(_ name: String) -> Bool {
            RouteMapLoader.isPlainName(name)
        }

        mutating func makeTabs() -> [Tab] {
            var drafts: [TabDraft] = []
            var tabIndexByName: [String: Int] = [:]
            // The tab each navigator's screens go to, and how many of their segments it uses.
            var navigatorTabs: [Int: (tab: Int, strip: [ReactNavigationSegment])] = [:]
            for (index, navigator) in navigators.enumerated() {
                if navigator.segments.count == 1, case .literal(let segment) = navigator.segments[0], Self.isPlainName(segment) {
                    navigatorTabs[index] = (tab(named: segment, jsonPath: navigator.jsonPath, in: &drafts, index: &tabIndexByName), navigator.segments)
                } else if Self.isPlainName(navigator.key) {
                    let shown = navigator.segments.isEmpty ? "none" : "\"\(Self.pattern(navigator.segments))\""
                    warn(
                        navigator.jsonPath,
                        "the navigator's path (\(shown)) is not one plain segment, and a route map reads the tab from the link's first segment: its screens go in tab \(navigator.key), so their links start with \(navigator.key)/; give the navigator a path")
                    navigatorTabs[index] = (tab(named: navigator.key, jsonPath: navigator.jsonPath, in: &drafts, index: &tabIndexByName), navigator.segments)
                } else {
                    warn(navigator.jsonPath, "\"\(navigator.key)\" cannot be a tab name (letters, digits, \"-\", \"_\", \".\", \"~\"); its screens are placed by their own first segment")
                }
                if let initial = navigator.initialRouteName, let tab = navigatorTabs[index]?.tab {
                    drafts[tab].initialRouteName = drafts[tab].initialRouteName ?? initial
                }
            }
            for leaf in leaves {
                guard Self.isPlainName(leaf.name) else {
                    warn(leaf.jsonPath, "\"\(leaf.name)\" cannot be a screen name (letters, digits, \"-\", \"_\", \".\", \"~\"); not converted")
                    continue
                }
                var relative = leaf.segments
                var tabIndex: Int? = nil
                if let navigator = leaf.navigator, let (tab, strip) = navigatorTabs[navigator], relative.starts(with: strip) {
                    relative.removeFirst(strip.count)
                    tabIndex = tab
                } else if case .literal(let first)? = relative.first, Self.isPlainName(first) {
                    relative.removeFirst()
                    tabIndex = tab(named: first, jsonPath: leaf.jsonPath, in: &drafts, index: &tabIndexByName)
                }
                guard let tabIndex else {
                    if relative.first == .wildcard {
                        warn(leaf.jsonPath, Self.catchAll)
                    } else if relative.isEmpty {
                        warn(leaf.jsonPath, "its path is empty (the app's start screen), and a route map needs a tab first; not converted")
                    } else {
                        warn(leaf.jsonPath, "its path \"\(Self.pattern(leaf.segments))\" does not start with a plain segment to name a tab; not converted")
                    }
                    continue
                }
                add(leaf, relative: relative, to: &drafts[tabIndex])
            }
            var tabs: [Tab] = []
            for draft in drafts {
                guard let first = draft.screens.first else {
                    warn(draft.jsonPath, "no screen of tab \(draft.name) could be converted; the tab is left out")
                    continue
                }
                var root = first.name
                if let empty = draft.emptyPathScreen {
                    root = empty
                } else if let initial = draft.initialRouteName, draft.names.contains(initial) {
                    root = initial
                } else {
                    warn(
                        draft.jsonPath,
                        "no screen has the path \(draft.name) alone, so \(first.name) is the root of tab \(draft.name), the screen a link to the tab alone opens; check it")
                }
                tabs.append(Tab(name: draft.name, root: root, screens: draft.screens))
            }
            return tabs
        }

        /// The index of the tab called `name`, added at the end when it is new.
        func tab(named name: String, jsonPath: String, in drafts: inout [TabDraft], index: inout [String: Int]) -> Int {
            if let existing = index[name] { return existing }
            drafts.append(TabDraft(name: name, jsonPath: jsonPath))
            index[name] = drafts.count - 1
            return drafts.count - 1
        }

        mutating func add(_ leaf: ReactNavigationLeaf, relative: [ReactNavigationSegment], to draft: inout TabDraft) {
            guard !draft.names.contains(leaf.name) else {
                warn(leaf.jsonPath, "tab \(draft.name) already has a screen called \(leaf.name); not converted")
                return
            }
            var segments: [PathTemplate.Segment] = []
            var params: [ParamSpec] = []
            for segment in relative {
                switch segment {
                case .literal(let text):
                    guard !text.contains("{"), !text.contains("}") else {
                        warn(leaf.jsonPath, "the segment \"\(text)\" has a brace, which a route map reads as a parameter; not converted")
                        return
                    }
                    segments.append(.literal(text))
                case .parameter(let name):
                    guard !name.isEmpty, !name.contains("{"), !name.contains("}"), !params.contains(where: { $0.name == name }) else {
                        warn(leaf.jsonPath, "the parameter \":\(name)\" has no usable name; not converted")
                        return
                    }
                    segments.append(.parameter(name))
                    params.append(ParamSpec(name: name, type: .string(StringRule())))
                case .optionalParameter(let name):
                    warn(
                        leaf.jsonPath,
                        "the optional parameter :\(name)? has no route-map form; it is left out of the path, so a link that includes it reports extra-path")
                case .wildcard:
                    warn(leaf.jsonPath, Self.catchAll)
                    return
                }
            }
            let isEmpty = segments.isEmpty
            let path = isEmpty ? PathTemplate(literal: leaf.name) : PathTemplate(segments: segments)
            if isEmpty, let other = draft.emptyPathScreen {
                warn(leaf.jsonPath, "\(other) already has the path \(draft.name) alone in tab \(draft.name); not converted")
                return
            }
            let shape = path.segments.map { if case .literal(let text) = $0 { text } else { "{}" } }.joined(separator: "/")
            if let other = draft.shapes[shape] {
                warn(leaf.jsonPath, "its path \(draft.name)/\(path) matches the path of \(other) in tab \(draft.name), so links could not tell them apart; not converted")
                return
            }
            draft.shapes[shape] = leaf.name
            draft.names.insert(leaf.name)
            if isEmpty { draft.emptyPathScreen = leaf.name }
            draft.screens.append(Screen(name: leaf.name, path: path, params: params))
        }

        static let catchAll = "the catch-all \"*\" (a not-found screen) has no route-map form; not converted"

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
