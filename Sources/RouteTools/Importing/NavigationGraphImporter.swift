import RouteCore

/// Drafts a route map from a Jetpack Navigation graph (`res/navigation/nav_graph.xml`).
///
/// The mapping:
///
/// - **The graph** is one tab that owns no path segment, named by the graph's id; its start
///   destination (through nested graphs' start destinations) is the tab's root.
/// - **Nested graphs** are nested navigators, with their start destination as `root:` and
///   their own `<deepLink>` as their path.
/// - **Destinations** (`<fragment>`, `<dialog>` as a modal, `<activity>`) with a `<deepLink>`
///   are screens, named by their `android:id`, with the path of their first convertible deep
///   link. A start destination without a deep link gets its graph's path, since a link to the
///   graph opens it; other destinations without one are left out: no link opens them.
/// - **Deep links**: `app:uri="myapp://host/path/{id}?q={q}"` gives the scheme, the path (the
///   host first, for a custom scheme, as route maps read them; when every custom-scheme link
///   shares one domain-like host, that host is the map's `prefix`), `{id}` a path parameter and
///   `q` a query parameter. A URI without a scheme is an https link to its host. When every web
///   link starts with one segment, and dropping it gives more destinations one path for their
///   custom-scheme and web links, that segment is the web prefix (`https://example.com/app/…`
///   beside `myapp://…`).
/// - **Arguments** type the parameters (``NavigationArgumentType``); a query parameter is
///   required when its argument has no default and is not nullable.
///
/// What has no route-map form is a warning at its line and column: placeholders inside a
/// segment, `.*` before the end, Gradle `${…}` placeholders, ports, `app:action` and
/// `app:mimeType` (a tapped link has neither), `<include>`d graphs, a second path for one
/// destination, and paths two destinations share.
///
/// ```swift
/// let result = try NavigationGraphImporter.draft(xml: Array(text.utf8), file: "nav_graph.xml")
/// print(result.yaml ?? "")
/// ```
package enum NavigationGraphImporter {
    /// Drafts the route map for a navigation graph's XML.
    ///
    /// - Throws: a ``RouteMapError`` with line and column when the bytes are not well-formed XML
    ///   within ``AndroidXMLReader``'s limits, or the root element is not `<navigation>`.
    package static func draft(xml bytes: [UInt8], file: String, app: String = "App") throws(RouteMapError) -> RouteMapImport {
        try draft(root: AndroidXMLReader.read(bytes: bytes, file: file, as: .navigationGraph), file: file, app: app)
    }

    /// Drafts the route map for the navigation graph at `path`.
    package static func draft(contentsOf path: String, app: String = "App") throws(RouteMapError) -> RouteMapImport {
        try draft(root: AndroidXMLReader.read(contentsOf: path, as: .navigationGraph), file: path, app: app)
    }

    static func draft(root: AndroidXMLElement, file: String, app: String) throws(RouteMapError) -> RouteMapImport {
        guard root.name == "navigation" else {
            throw RouteMapError(
                file: file, line: root.position.line, column: root.position.column,
                message: "the root element is <\(root.name)>, not <navigation>: a navigation graph (res/navigation/…) starts with <navigation>")
        }
        var drafter = Drafter(file: file)
        let graph = NavigationGraph(root) { drafter.warn($0, $1) }
        return drafter.draft(graph, app: app)
    }
}

extension NavigationGraphImporter {
    /// A destination's or graph's deep link in route-map terms.
    struct ConvertedLink {
        var uri: String
        var position: AndroidSourcePosition
        var path: [PathTemplate.Segment]
        /// The path's parameters, then the query's, typed by the owner's arguments.
        var params: [ParamSpec]
    }

    struct Drafter {
        let file: String
        var warnings: [ImportWarning] = []
        /// The converted deep links of each destination and graph, by id (the root graph's by
        /// ``rootKey``), the one that gives the path first.
        var links: [String: [ConvertedLink]] = [:]
        var schemes: [String] = []
        var hosts: [String] = []
        var prefix: [String] = []
        var webPrefix: [String] = []
        /// Each path's shape (parameters as `{}`) and the screen it opens.
        var claimed: [[String]: String] = [:]
        /// Names given to screens and navigators.
        var names = Set<String>()
        /// The arguments whose type has been warned about.
        var notedArguments = Set<AndroidSourcePosition>()

        /// The key of the root graph's own deep links, which no id can be.
        static let rootKey = "/"

        init(file: String) { self.file = file }

        mutating func warn(_ position: AndroidSourcePosition, _ message: String) {
            warnings.append(ImportWarning(file: file, position: position, message: message))
        }

        mutating func draft(_ graph: NavigationGraph, app: String) -> RouteMapImport {
            readLinks(of: graph)
            let tab = graph.id.flatMap { RouteMapLoader.isPlainName($0) ? $0 : nil } ?? "main"
            let rootLink = links[Self.rootKey]?.first
            let (items, rootName) = self.items(
                of: graph, landing: (rootLink?.path ?? [], rootLink?.params ?? []), inherited: [], base: [])
            warnings = warnings.inFileOrder()
            var header = [
                "Imported by `routescope import android-nav-graph` from \(file).",
                "One tab holds the graph; nested <navigation> graphs are nested navigators. Destinations",
                "without a <deepLink> are left out, except start destinations, which a link to their graph opens.",
                "Arguments keep their argType (integer and long as int, float as double, boolean as bool).",
            ]
            switch warnings.count {
            case 0: break
            case 1: header.append("routescope import printed 1 warning: an item it could not convert, or one to check.")
            case let count: header.append("routescope import printed \(count) warnings: items it could not convert, or ones to check.")
            }
            let firstScreen = Self.firstScreen(in: items)
            guard links.values.contains(where: { !$0.isEmpty }), let root = claimed[[]] ?? rootName.flatMap({ Self.landing(of: $0, in: items) }) ?? firstScreen
            else { return RouteMapImport(routeMap: nil, header: header, warnings: warnings) }
            let draft = RouteMapDraft(
                app: app, schemes: schemes, prefix: prefix, webHosts: hosts, webPrefix: webPrefix, tab: tab, root: root, items: items)
            return draft.imported(header: header, warnings: warnings, file: file)
        }

        // MARK: Deep links

        /// Reads every deep link of the graph, its nested graphs and its destinations, in
        /// document order, and gathers their schemes and hosts.
        mutating func readLinks(of graph: NavigationGraph) {
            var parsed: [(owner: String, link: NavigationGraph.DeepLink, uri: NavigationDeepLinkURI, arguments: [NavigationGraph.Argument], isGraph: Bool)] = []
            func read(_ deepLinks: [NavigationGraph.DeepLink], owner: String, arguments: [NavigationGraph.Argument], isGraph: Bool) {
                for link in deepLinks {
                    guard let uri = link.uri else {
                        warn(link.position, "a <deepLink> without app:uri (an action or a MIME type alone) is not a link; not converted")
                        continue
                    }
                    if uri.contains("${") {
                        warn(link.position, "\(uri.quotedForMessage) uses a Gradle placeholder such as ${applicationId}, filled in at build time; not converted")
                        continue
                    }
                    do {
                        parsed.append((owner, link, try NavigationDeepLinkURI(parsing: uri), arguments, isGraph))
                    } catch {
                        warn(link.position, "\(uri.quotedForMessage): \(error.reason); not converted")
                    }
                }
            }
            read(graph.deepLinks, owner: Self.rootKey, arguments: graph.arguments, isGraph: true)
            for nested in graph.allGraphs {
                guard let id = nested.id else { continue }
                read(nested.deepLinks, owner: id, arguments: nested.arguments, isGraph: true)
            }
            for destination in graph.allDestinations {
                guard let id = destination.id else { continue }
                read(destination.deepLinks, owner: id, arguments: destination.arguments, isGraph: false)
            }
            parsed.sort { ($0.link.position.line, $0.link.position.column) < ($1.link.position.line, $1.link.position.column) }
            let customHosts = Set(parsed.filter { !$0.uri.isWeb }.map(\.uri.host))
            if customHosts.count == 1, let host = customHosts.first, host.contains(".") { prefix = [host] }
            var paths = parsed.map { $0.uri.isWeb || !prefix.isEmpty ? $0.uri.path : [.literal($0.uri.host)] + $0.uri.path }
            if let segment = RouteMapDraft.webPrefix(owners: parsed.map(\.owner), isWeb: parsed.map(\.uri.isWeb), paths: paths) {
                webPrefix = [segment]
                for index in paths.indices where parsed[index].uri.isWeb { paths[index].removeFirst() }
            }
            for ((owner, link, uri, arguments, isGraph), path) in zip(parsed, paths) {
                let position = link.position
                if let action = link.action, action != "android.intent.action.VIEW" {
                    warn(position, "app:action \(action.quotedForMessage): a tapped link arrives as android.intent.action.VIEW, and a route map has no actions; the uri is converted alone")
                }
                if let mimeType = link.mimeType {
                    warn(position, "app:mimeType \(mimeType.quotedForMessage): a tapped link carries no MIME type, and a route map has none; the uri is converted alone")
                }
                for loss in uri.losses { warn(position, "\(link.uri!.quotedForMessage): \(loss)") }
                if uri.isWeb {
                    let host = uri.host.lowercased()
                    if !hosts.contains(host) { hosts.append(host) }
                    if uri.namesScheme, uri.schemes == ["http"] {
                        warn(position, "\(link.uri!.quotedForMessage): app links need https; the route map reads https links to \(host)")
                    }
                } else if !schemes.contains(uri.schemes[0]) {
                    schemes.append(uri.schemes[0])
                }
                add(ConvertedLink(uri: link.uri!, position: position, path: path, params: []), uri: uri, owner: owner, arguments: arguments, isGraph: isGraph)
            }
        }

        /// Types the link's parameters, then keeps it as the owner's path, or as one more way to
        /// reach that path; a second path is a warning.
        mutating func add(_ link: ConvertedLink, uri: NavigationDeepLinkURI, owner: String, arguments: [NavigationGraph.Argument], isGraph: Bool) {
            var link = link
            for name in link.path.compactMap(\.parameterName) {
                link.params.append(param(named: name, for: arguments.first { $0.name == name }, inQuery: false))
            }
            if isGraph, !uri.query.isEmpty {
                warn(link.position, "\(link.uri.quotedForMessage): the query of a nested graph's deep link is not converted; a navigator's path takes no query parameters")
            } else {
                for (key, value) in uri.query {
                    guard !link.params.contains(where: { $0.name == key }) else {
                        warn(link.position, "\(link.uri.quotedForMessage): the query key \(key) is also a path parameter; not converted")
                        continue
                    }
                    switch value {
                    case .argument(let name):
                        link.params.append(param(named: key, for: arguments.first { $0.name == name }, inQuery: true))
                    case .literal(let text):
                        link.params.append(ParamSpec(name: key, type: .enumeration(EnumRule(values: [text])), isRequired: true))
                    }
                }
            }
            guard var existing = links[owner], let first = existing.first else {
                links[owner] = [link]
                if !isGraph { warnMissingArguments(arguments, in: link) }
                return
            }
            guard first.path == link.path else {
                let name = owner == Self.rootKey ? "the graph" : owner
                warn(link.position, "\(link.uri.quotedForMessage): a route map gives \(name) one path, and its first deep link, \(first.uri.quotedForMessage), gives it \(Self.written(first.path)); not converted")
                return
            }
            existing[0].params += link.params.filter { param in !existing[0].params.contains { $0.name == param.name } }
            existing.append(link)
            links[owner] = existing
        }

        /// The parameter for `argument`, with a warning at the argument, the first time it is
        /// used, for what its type loses.
        mutating func param(named name: String, for argument: NavigationGraph.Argument?, inQuery: Bool) -> ParamSpec {
            let (param, notes) = NavigationArgumentType.param(named: name, for: argument, inQuery: inQuery)
            if let argument, notedArguments.insert(argument.position).inserted {
                for note in notes { warn(argument.position, note) }
            }
            return param
        }

        /// Warns of each argument that the link cannot give though the destination needs it.
        mutating func warnMissingArguments(_ arguments: [NavigationGraph.Argument], in link: ConvertedLink) {
            for argument in arguments where argument.defaultValue == nil && !argument.isNullable {
                let carried = link.params.contains { $0.name == argument.name }
                    || (try? NavigationDeepLinkURI(parsing: link.uri))?.query.contains { $0.value == .argument(argument.name) } == true
                if !carried {
                    warn(argument.position, "argument \(argument.name) has no android:defaultValue and is not nullable, but the deep link \(link.uri.quotedForMessage) does not carry it")
                }
            }
        }

        // MARK: Screens and navigators

        /// The route-map items of `graph`: its destinations with a path, and its nested graphs
        /// that hold any; and its start, when that is among them. `landing` is the path (and its
        /// parameters) a start destination without a deep link gets: the graph's own, or, along
        /// the chain of start destinations from the top, the top graph's; nil when none.
        /// `inherited` names the enclosing paths' parameters, `base` the enclosing path.
        mutating func items(
            of graph: NavigationGraph, landing: (path: [PathTemplate.Segment], params: [ParamSpec])?, inherited: [String],
            base: [PathTemplate.Segment]
        ) -> ([RouteMapDraft.Item], String?) {
            var items: [RouteMapDraft.Item] = []
            for member in graph.members {
                switch member {
                case .destination(let destination):
                    if let screen = screen(for: destination, isStart: destination.id == graph.startDestination, landing: landing, inherited: inherited, base: base) {
                        items.append(.screen(screen))
                    }
                case .graph(let nested):
                    if let navigator = navigator(for: nested, isStart: nested.id == graph.startDestination, landing: landing, inherited: inherited, base: base) {
                        items.append(.navigator(navigator))
                    }
                }
            }
            let names = items.map(Self.name)
            guard let start = graph.startDestination else {
                if !items.isEmpty { warn(graph.position, "<navigation\(graph.id.map { " " + $0 } ?? "")> has no app:startDestination, so its navigator has no root") }
                return (items, nil)
            }
            if names.contains(start) { return (items, start) }
            if !items.isEmpty, landing == nil, graph.allDestinations.contains(where: { $0.id == start }) || graph.allGraphs.contains(where: { $0.id == start }) {
                warn(graph.position, "the start destination \(start) of <navigation \(graph.id ?? "")> has no deep link, and neither has the graph, so no link names it: a link into the graph does not put it below its screen, as Navigation does")
            }
            return (items, nil)
        }

        mutating func screen(
            for destination: NavigationGraph.Destination, isStart: Bool, landing: (path: [PathTemplate.Segment], params: [ParamSpec])?,
            inherited: [String], base: [PathTemplate.Segment]
        ) -> RouteMapDraft.DraftScreen? {
            guard let id = destination.id else {
                if !destination.deepLinks.isEmpty { warn(destination.position, "<\(destination.element)> has deep links but no android:id to name its screen; not converted") }
                return nil
            }
            let path: [PathTemplate.Segment]
            let params: [ParamSpec]
            if let link = links[id]?.first {
                (path, params) = (link.path, link.params)
            } else if isStart, let landing {
                (path, params) = landing
            } else {
                return nil
            }
            guard claim(id, path: path, exactInside: inherited, base: base, at: destination.position) else { return nil }
            return RouteMapDraft.DraftScreen(
                name: id, path: path, params: params.filter { !inherited.contains($0.name) },
                presentation: destination.element == "dialog" ? .modal : .push, summary: destination.label)
        }

        mutating func navigator(
            for graph: NavigationGraph, isStart: Bool, landing: (path: [PathTemplate.Segment], params: [ParamSpec])?,
            inherited: [String], base: [PathTemplate.Segment]
        ) -> RouteMapDraft.DraftNavigator? {
            guard let id = graph.id else {
                if !graph.allDestinations.allSatisfy({ $0.deepLinks.isEmpty }) {
                    warn(graph.position, "a nested <navigation> without android:id cannot name its navigator; its destinations are not converted")
                }
                return nil
            }
            var link = links[id]?.first
            if let path = link?.path, !path.starts(with: base), !descendantPaths(of: graph).allSatisfy({ $0.starts(with: path) }) {
                warn(link!.position, "\(link!.uri.quotedForMessage): the graph's path is not under its parent's, and its destinations' paths are not all under it, which a route map cannot say; not converted")
                link = nil
            }
            let ownParams = (link?.params ?? []).filter { !inherited.contains($0.name) }
            let childLanding = link.map { ($0.path, $0.params) } ?? (isStart ? landing : nil)
            let (items, root) = self.items(of: graph, landing: childLanding, inherited: inherited + ownParams.map(\.name), base: link?.path ?? base)
            guard !items.isEmpty else { return nil }
            guard names.insert(id).inserted else {
                warn(graph.position, "the name \(id) is taken by another destination or graph; this graph is not converted")
                return nil
            }
            var path = link?.path
            if let owned = path, let landingName = root.flatMap({ Self.landing(of: $0, in: items) }) ?? Self.firstScreen(in: items) {
                if let other = claimed[Self.shape(owned)], other != landingName {
                    warn(link!.position, "\(link!.uri.quotedForMessage): \(Self.written(owned)) already opens \(other); the graph's path is not converted")
                    path = nil
                } else {
                    claimed[Self.shape(owned)] = landingName
                }
            }
            return RouteMapDraft.DraftNavigator(name: id, path: path, root: root, params: path == nil ? [] : ownParams, items: items)
        }

        /// Takes `path` for the screen `name`, unless another screen has it, the name is taken,
        /// or the path cannot be exact because it repeats a parameter of an enclosing path.
        mutating func claim(_ name: String, path: [PathTemplate.Segment], exactInside inherited: [String], base: [PathTemplate.Segment], at position: AndroidSourcePosition) -> Bool {
            guard RouteMapLoader.isPlainName(name) else {
                warn(position, "\(name.quotedForMessage) cannot be a screen name (\(RouteMapLoader.plainNameCharacters)); not converted")
                return false
            }
            if !path.starts(with: base), let repeated = path.compactMap(\.parameterName).first(where: inherited.contains) {
                warn(position, "the path \(Self.written(path)) of \(name) is not under its graph's, and repeats the graph's parameter {\(repeated)}, which a route map cannot say; not converted")
                return false
            }
            if let other = claimed[Self.shape(path)], other != name {
                warn(position, "the path \(Self.written(path)) of \(name) already opens \(other), so links could not tell them apart; not converted")
                return false
            }
            guard names.insert(name).inserted else {
                warn(position, "the name \(name) is taken by another destination or graph; not converted")
                return false
            }
            claimed[Self.shape(path)] = name
            return true
        }

        /// The paths of the deep links of everything inside `graph`.
        func descendantPaths(of graph: NavigationGraph) -> [[PathTemplate.Segment]] {
            let ids = graph.allDestinations.compactMap(\.id) + graph.allGraphs.compactMap(\.id)
            return ids.compactMap { links[$0]?.first?.path }
        }

        static func name(_ item: RouteMapDraft.Item) -> String {
            switch item {
            case .screen(let screen): screen.name
            case .navigator(let navigator): navigator.name
            }
        }

        /// The screen the item called `name` opens: itself, or a navigator's start.
        static func landing(of name: String, in items: [RouteMapDraft.Item]) -> String? {
            for item in items {
                switch item {
                case .screen(let screen) where screen.name == name: return screen.name
                case .navigator(let navigator) where navigator.name == name:
                    return navigator.root.flatMap { landing(of: $0, in: navigator.items) } ?? firstScreen(in: navigator.items)
                default: continue
                }
            }
            return nil
        }

        static func firstScreen(in items: [RouteMapDraft.Item]) -> String? {
            for item in items {
                switch item {
                case .screen(let screen): return screen.name
                case .navigator(let navigator): if let screen = firstScreen(in: navigator.items) { return screen }
                }
            }
            return nil
        }

        static func shape(_ path: [PathTemplate.Segment]) -> [String] {
            path.map { $0.parameterName == nil ? $0.written : "{}" }
        }

        /// `/users/{id}`, or `/` for the empty path.
        static func written(_ path: [PathTemplate.Segment]) -> String {
            "/" + PathTemplate(segments: path).description
        }
    }
}
