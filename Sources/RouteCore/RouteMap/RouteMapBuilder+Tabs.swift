import TextBytes

extension RouteMapBuilder {
    /// Where a screen or navigator sits: what encloses it, and what it inherits.
    struct Enclosure {
        var tab: String
        /// The path so far: below the tab's path, or from the link's start when ``isExact``.
        var path: PathTemplate
        var isExact: Bool
        /// The nested navigators so far, outermost first.
        var navigators: [String]
        /// The parameters of the enclosing paths.
        var params: [ParamSpec]
    }

    /// What reading one tab's screens gathers.
    struct TabContents {
        var screens: [Screen] = []
        var navigators: [NestedNavigator] = []
        /// Where each screen and navigator is declared, by its place: the navigators that hold
        /// it, then its name (the tab itself at the empty place).
        var nodes: [[String]: DocumentNode] = [:]
    }

    mutating func readTabs(_ node: DocumentNode, requiresLoginNodes: inout [DocumentNode]) -> [Tab] {
        guard let items = reader.sequence(node, in: "tabs") else { return [] }
        if items.isEmpty { reader.fail(node, "tabs must list at least one tab") }
        var tabs: [Tab] = []
        var names = Set<String>()
        for item in items {
            guard let pairs = reader.mapping(item, in: "a tab", allowed: RouteMapKeys.tab) else { continue }
            var name: String? = nil
            var path: PathTemplate? = nil
            var pathNode: DocumentNode? = nil
            var root: (String, DocumentNode)? = nil
            var params: [ParamSpec] = []
            for (key, _, value) in pairs {
                switch key {
                case "name":
                    name = reader.string(value, in: "a tab's name")
                    if let name, !names.insert(name).inserted { reader.fail(value, "tab \(name.quotedForMessage) is defined twice") }
                    if let name, !RouteMapLoader.isPlainName(name) {
                        reader.fail(value, "tab name \(name.quotedForMessage) must be a plain name (\(RouteMapLoader.plainNameCharacters))")
                    }
                case "path":
                    pathNode = value
                    path = readPath(value)
                    if path?.segments.contains(where: { $0 == .wildcard }) == true {
                        reader.fail(value, "a tab's path cannot hold \"*\"; give the catch-all to a screen")
                    }
                case "root": root = reader.string(value, in: "a tab's root").map { ($0, value) }
                case "params": params = readParams(value, owner: "tab \(name ?? "?")")
                case "description": _ = reader.string(value, in: "description")
                default: break
                }
            }
            guard let name else {
                reader.fail(item, "a tab needs a \"name\"")
                continue
            }
            let tabPath = path ?? PathTemplate(literal: name)
            checkPathParams(of: tabPath, typedBy: params, owner: "tab \(name)", at: pathNode ?? item)
            var contents = TabContents()
            if let screensNode = pairs.first(where: { $0.key == "screens" })?.value {
                let enclosure = Enclosure(
                    tab: name, path: PathTemplate(segments: []), isExact: false, navigators: [],
                    params: params.filter { tabPath.parameterNames.contains($0.name) })
                readScreens(screensNode, in: enclosure, into: &contents, requiresLoginNodes: &requiresLoginNodes)
            } else {
                reader.fail(item, "tab \(name) needs \"screens\"")
            }
            contents.nodes[[]] = item
            declarations.append(contents.nodes)
            guard let (rootName, rootNode) = root else {
                reader.fail(item, "tab \(name) needs a \"root\" screen, the one a link to the tab alone opens")
                continue
            }
            if !contents.screens.contains(where: { $0.name == rootName }) {
                let suggestion = Suggestions.closest(to: rootName, in: contents.screens.map(\.name))
                reader.fail(
                    rootNode,
                    "root screen \(rootName.quotedForMessage) of tab \(name) is not defined in its screens"
                        + (suggestion.map { "; did you mean \($0)?" } ?? ""))
            }
            tabs.append(Tab(name: name, path: path, root: rootName, screens: contents.screens, navigators: contents.navigators))
        }
        return tabs
    }

    /// Reads a `screens:` mapping: screens, and navigators (screens with `screens:` of their own)
    /// whose screens are read in turn.
    mutating func readScreens(_ node: DocumentNode, in enclosure: Enclosure, into contents: inout TabContents, requiresLoginNodes: inout [DocumentNode]) {
        let owner = enclosure.navigators.last.map { "navigator \($0)" } ?? "tab \(enclosure.tab)"
        guard let pairs = reader.mapping(node, in: "the screens of \(owner)") else { return }
        for (name, keyNode, value) in pairs {
            if !RouteMapLoader.isPlainName(name) {
                reader.fail(keyNode, "screen name \(name.quotedForMessage) must be a plain name (\(RouteMapLoader.plainNameCharacters))")
            }
            let place = enclosure.navigators + [name]
            if contents.nodes[place] != nil {
                reader.fail(keyNode, "\(owner) already has a screen or navigator called \(name); names are unique in a level (another level may repeat them)")
                continue
            }
            contents.nodes[place] = keyNode
            if value.mapping?.contains(where: { $0.key.text == "screens" }) == true {
                readNavigator(name, value, in: enclosure, into: &contents, requiresLoginNodes: &requiresLoginNodes)
            } else if let screen = readScreen(name, value, in: enclosure, requiresLoginNodes: &requiresLoginNodes) {
                contents.screens.append(screen)
            }
        }
    }

    mutating func readScreen(_ name: String, _ node: DocumentNode, in enclosure: Enclosure, requiresLoginNodes: inout [DocumentNode]) -> Screen? {
        var screen = Screen(name: name, path: enclosure.path + PathTemplate(literal: name), isExact: enclosure.isExact, navigators: enclosure.navigators)
        screen.params = enclosure.params
        if node.text?.isEmpty == true || node.text == "~" || node.text == "null" {
            return screen
        }
        guard let pairs = reader.mapping(node, in: "screen \(name)", allowed: RouteMapKeys.screen) else { return nil }
        var own = PathTemplate(literal: name)
        var pathNode: DocumentNode? = nil
        var fallbackNode: DocumentNode? = nil
        var params: [ParamSpec] = []
        for (key, keyNode, value) in pairs {
            switch key {
            case "path":
                pathNode = value
                own = readPath(value) ?? own
            case "exact": screen.isExact = reader.bool(value, in: "exact") ?? false
            case "params": params = readParams(value, owner: "screen \(name)")
            case "requires_login":
                screen.requiresLogin = reader.bool(value, in: "requires_login") ?? false
                if screen.requiresLogin { requiresLoginNodes.append(keyNode) }
            case "presentation":
                guard let text = reader.string(value, in: "presentation") else { continue }
                if let presentation = Presentation(rawValue: text) {
                    screen.presentation = presentation
                } else {
                    reader.fail(value, "presentation must be push or modal, found \(text.quotedForMessage)")
                }
            case "description": screen.summary = reader.string(value, in: "description")
            case "fallback":
                screen.isFallback = reader.bool(value, in: "fallback") ?? false
                fallbackNode = keyNode
            case "root": reader.fail(keyNode, "root names the start of a navigator's screens; screen \(name) has no screens")
            default: break
            }
        }
        let isOwnExact = pairs.contains { $0.key == "exact" } && screen.isExact
        screen.path = isOwnExact ? own : enclosure.path + own
        screen.isExact = isOwnExact || enclosure.isExact
        checkPathParams(of: own, typedBy: params, owner: name, at: pathNode ?? node)
        screen.params = enclosure.params + params
        if screen.path.segments.filter({ $0 == .wildcard }).count > 1 {
            reader.fail(pathNode ?? node, "the path of \(name), \(screen.path), has more than one \"*\"; a catch-all takes the rest of the path once")
        }
        if screen.isFallback, let fallbackNode, !screen.path.segments.contains(.wildcard) {
            reader.fail(fallbackNode, "fallback: true marks a catch-all as intended, but the path of \(name), \(screen.path), has no \"*\"")
        }
        return screen
    }

    mutating func readNavigator(
        _ name: String, _ node: DocumentNode, in enclosure: Enclosure, into contents: inout TabContents, requiresLoginNodes: inout [DocumentNode]
    ) {
        guard let pairs = reader.mapping(node, in: "navigator \(name)", allowed: RouteMapKeys.navigator) else { return }
        var own: PathTemplate? = nil
        var pathNode: DocumentNode? = nil
        var isExact = false
        var root: (String, DocumentNode)? = nil
        var params: [ParamSpec] = []
        for (key, _, value) in pairs {
            switch key {
            case "path":
                pathNode = value
                own = readPath(value)
            case "exact": isExact = reader.bool(value, in: "exact") ?? false
            case "root": root = reader.string(value, in: "a navigator's root").map { ($0, value) }
            case "params": params = readParams(value, owner: "navigator \(name)")
            case "description": _ = reader.string(value, in: "description")
            default: break
            }
        }
        if isExact && own == nil {
            reader.fail(node, "exact needs a path: navigator \(name) has none (write path: \"\" for the link's start)")
        }
        let path: PathTemplate? = own.map { isExact ? $0 : enclosure.path + $0 }
        let inner = own ?? PathTemplate(segments: [])
        checkPathParams(of: inner, typedBy: params, owner: "navigator \(name)", at: pathNode ?? node)
        if inner.segments.contains(.wildcard) {
            reader.fail(pathNode ?? node, "a navigator's path cannot hold \"*\"; give the catch-all to a screen")
        }
        let children = Enclosure(
            tab: enclosure.tab, path: path ?? enclosure.path, isExact: (isExact && own != nil) || enclosure.isExact,
            navigators: enclosure.navigators + [name],
            params: enclosure.params + params.filter { inner.parameterNames.contains($0.name) })
        let firstScreen = contents.screens.count
        let firstNavigator = contents.navigators.count
        let navigatorIndex = contents.navigators.count
        contents.navigators.append(NestedNavigator(name: name, parents: enclosure.navigators, path: path, isExact: children.isExact))
        let screensNode = pairs.first { $0.key == "screens" }!.value
        readScreens(screensNode, in: children, into: &contents, requiresLoginNodes: &requiresLoginNodes)
        if contents.screens.count == firstScreen {
            reader.fail(screensNode, "navigator \(name) has no screens; without screens: it is a screen of its own")
            contents.navigators.remove(at: navigatorIndex)
            return
        }
        // The root must be a screen or navigator among its direct children that was read.
        let directChildren = Set(screensNode.mapping?.compactMap { $0.key.text } ?? [])
        func wasRead(_ child: String) -> Bool {
            contents.screens[firstScreen...].contains { $0.name == child && $0.navigators == children.navigators }
                || contents.navigators[firstNavigator...].contains { $0.name == child && $0.parents == children.navigators }
        }
        if let (rootName, rootNode) = root {
            if directChildren.contains(rootName), wasRead(rootName) {
                contents.navigators[navigatorIndex].root = rootName
            } else {
                let suggestion = Suggestions.closest(to: rootName, in: directChildren.sorted())
                reader.fail(
                    rootNode,
                    "root \(rootName.quotedForMessage) of navigator \(name) is not one of its screens"
                        + (suggestion.map { "; did you mean \($0)?" } ?? ""))
            }
        }
        contents.navigators[navigatorIndex].params = children.params
    }

    /// A `path:` value: a template, which may be empty.
    mutating func readPath(_ node: DocumentNode) -> PathTemplate? {
        guard let text = reader.string(node, in: "path") else { return nil }
        do {
            return try PathTemplate(parsing: text)
        } catch {
            reader.fail(node, error.message, columnOffset: DocumentReader.columnOffset(ofUTF8: error.offset, in: node))
            return nil
        }
    }

    /// Reports each parameter of `path` that `params` does not type. An enclosing path may have
    /// one of the same name: each level's is its own (``CompiledRouteMap`` names the enclosing
    /// one `navigator.name` in readings).
    mutating func checkPathParams(of path: PathTemplate, typedBy params: [ParamSpec], owner: String, at node: DocumentNode) {
        for parameter in path.parameterNames {
            if !params.contains(where: { $0.name == parameter }) {
                reader.fail(node, "path parameter {\(parameter)} of \(owner) has no type; add it under params, like \(parameter): {type: int}")
            }
        }
    }

    /// Reports routes that links cannot tell apart, and screens that no link can reach, once the
    /// whole map is read.
    mutating func checkRoutes(of map: RouteMap) {
        guard declarations.count == map.tabs.count else { return }
        func shape(_ segments: [PathTemplate.Segment]) -> [String] {
            segments.map { segment in
                switch segment {
                case .parameter: "{}"
                case .optionalParameter: "{?}"
                case .literal, .wildcard: segment.written
                }
            }
        }
        var patterns: [[String]: DeclaredRoute] = [:]
        var claims: [[String]: DeclaredRoute] = [:]
        for route in map.routes {
            let node = declarations[route.tab][Array(route.chain.dropFirst())]
            if let other = patterns[shape(route.pattern.segments)], other.tab != route.tab || other.screen != route.screen {
                let screen = map.tabs[route.tab].screens[route.screen]
                let written = route.origin == .screen && other.tab == route.tab ? screen.path : route.pattern
                let path = written.description.isEmpty ? "the empty path" : written.description
                reader.fail(
                    node,
                    "\(Self.describe(route, in: map)) has the same path as \(Self.describe(other, in: map, briefly: true)) in tab \(map.tabs[other.tab].name) (\(path)), so links cannot tell them apart")
                continue
            }
            patterns[shape(route.pattern.segments)] = route
            var reachable = false
            var taker: DeclaredRoute? = nil
            for variant in route.variants {
                if let other = claims[shape(variant)], other.tab != route.tab || other.screen != route.screen {
                    taker = taker ?? other
                    continue
                }
                claims[shape(variant)] = claims[shape(variant)] ?? route
                reachable = true
            }
            if !reachable, let taker {
                reader.fail(
                    node,
                    "no link can reach \(Self.describe(route, in: map)): every path it takes (\(route.pattern)) goes to \(Self.describe(taker, in: map)) first")
            }
        }
    }

    /// "screen feed", "navigator settings" or "tab home", as problems name what declares a route;
    /// `briefly`, a screen by its name alone.
    static func describe(_ route: DeclaredRoute, in map: RouteMap, briefly: Bool = false) -> String {
        switch route.origin {
        case .screen: (briefly ? "" : "screen ") + map.tabs[route.tab].screens[route.screen].name
        case .navigator(let chain): "navigator \(chain.last ?? "")"
        case .tab: "tab \(map.tabs[route.tab].name)"
        }
    }
}
