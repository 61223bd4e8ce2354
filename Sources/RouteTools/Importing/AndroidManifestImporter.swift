import RouteCore

/// Drafts a starting route map from an `AndroidManifest.xml`: the links its intent filters take.
///
/// A manifest says which links reach which activity, not which screens the app has, so the
/// draft is a frame to fill in:
///
/// - **Schemes and hosts.** Each link filter (action `VIEW`, categories `BROWSABLE` and
///   `DEFAULT`) gives its custom schemes to `schemes` and its http(s) hosts to `web.hosts`. When
///   every web path starts with one segment and dropping it lines the web paths up with the
///   custom-scheme ones, that segment is the web prefix.
/// - **Activities** are nested navigators (named by their class) in one tab that owns no
///   segment, so a checked link says which activity takes it.
/// - **Paths.** `android:path` is a screen at that path; `android:pathPrefix="/shop/"` a
///   catch-all `shop/*` (and the prefix itself, without the closing `/`); a filter without path
///   rules takes every path, the empty one and `*`; a custom-scheme link's host is its first
///   segment, as route maps read them. A `pathPattern` or `pathAdvancedPattern` made of plain
///   segments and `.*` converts (`.*` last as `*`, inside as a `{paramN}` with a warning);
///   every screen's description names its activity and intent filter.
/// - **Not converted**, each a warning at its `<data>` element: `pathSuffix`, other patterns,
///   wildcard hosts, ports, `${…}` placeholders and `@string/…` resources, filters with a MIME
///   type or without `DEFAULT`, and paths another filter already gives a screen; at the
///   activity, a disabled activity and every activity of a disabled application. The
///   manifest's own warnings come first.
///
/// ```swift
/// let result = try AndroidManifestImporter.draft(contentsOf: "AndroidManifest.xml")
/// print(result.yaml ?? "")
/// ```
package enum AndroidManifestImporter {
    /// Drafts the route map for the manifest at `path`.
    ///
    /// - Throws: a ``RouteMapError`` with line and column when the file is not a manifest
    ///   ``AndroidManifestLoader`` reads.
    package static func draft(contentsOf path: String, app: String = "App") throws(RouteMapError) -> RouteMapImport {
        try draft(root: AndroidXMLReader.read(contentsOf: path, as: .manifest), file: path, app: app)
    }

    /// Drafts the route map for manifest XML; `file` names it in warnings.
    package static func draft(xml bytes: [UInt8], file: String, app: String = "App") throws(RouteMapError) -> RouteMapImport {
        try draft(root: AndroidXMLReader.read(bytes: bytes, file: file, as: .manifest), file: file, app: app)
    }

    static func draft(root: AndroidXMLElement, file: String, app: String) throws(RouteMapError) -> RouteMapImport {
        let manifest = try AndroidManifestLoader.load(root: root, file: file)
        var drafter = Drafter(file: file, root: root, isApplicationEnabled: manifest.isApplicationEnabled)
        for warning in manifest.warnings {
            drafter.warnings.append(ImportWarning(file: file, position: warning.position, message: "\(warning.message) [\(warning.code.rawValue)]"))
        }
        for component in manifest.components { drafter.read(component) }
        return drafter.draft(app: app)
    }
}

extension AndroidManifestImporter {
    /// A path an intent filter takes, as route-map segments.
    struct Route {
        var segments: [PathTemplate.Segment]
        var isWeb: Bool
        var activity: String
        var filter: Int
        var position: AndroidSourcePosition
    }

    struct Drafter {
        let file: String
        /// Each `<intent-filter>` element, by its position, for the positions of its `<data>`.
        let filterElements: [AndroidSourcePosition: AndroidXMLElement]
        /// `<application android:enabled>`: a disabled application sends no activity a link.
        let isApplicationEnabled: Bool
        var warnings: [ImportWarning] = []
        var schemes: [String] = []
        var hosts: [String] = []
        var routes: [Route] = []

        init(file: String, root: AndroidXMLElement, isApplicationEnabled: Bool) {
            self.file = file
            self.isApplicationEnabled = isApplicationEnabled
            var elements: [AndroidSourcePosition: AndroidXMLElement] = [:]
            func collect(_ element: AndroidXMLElement) {
                if element.name == "intent-filter" { elements[element.position] = element }
                element.children.forEach(collect)
            }
            collect(root)
            filterElements = elements
        }

        mutating func warn(_ position: AndroidSourcePosition, _ message: String) {
            warnings.append(ImportWarning(file: file, position: position, message: message))
        }

        /// Where the `<data>` element of `filter` with `attribute` set to `value` (after aapt2's
        /// escapes) is; the filter's own position when none is found.
        func position(of attribute: String, _ value: String, in filter: AndroidIntentFilter) -> AndroidSourcePosition {
            let data = filterElements[filter.position]?.children.filter { $0.name == "data" } ?? []
            return data.first { element in
                element.attributes(in: AndroidXMLReader.androidNamespace)[attribute].map(AndroidManifestLoader.unescaped) == value
            }?.position ?? filter.position
        }

        /// Reads the link filters of an activity or alias.
        mutating func read(_ component: AndroidComponent) {
            let filters = component.filters.filter {
                $0.actions.contains("android.intent.action.VIEW") && $0.categories.contains("android.intent.category.BROWSABLE")
            }
            guard !filters.isEmpty else { return }
            guard isApplicationEnabled else {
                warn(component.position, "\(component.name) is in an application with android:enabled=\"false\": Android never sends it a link; not converted")
                return
            }
            guard component.isEnabled else {
                warn(component.position, "\(component.name) has android:enabled=\"false\": Android never sends it a link; not converted")
                return
            }
            for filter in filters { read(filter, of: component.name) }
        }

        mutating func read(_ filter: AndroidIntentFilter, of activity: String) {
            let name = "intent filter \(filter.number) of \(activity)"
            guard filter.categories.contains("android.intent.category.DEFAULT") else {
                return warn(filter.position, "\(name) lacks the category android.intent.category.DEFAULT, so no link reaches it; not converted")
            }
            guard filter.mimeTypes.isEmpty else {
                return warn(filter.position, "\(name) declares a MIME type, which a link never carries; not converted")
            }
            guard !filter.schemes.isEmpty else {
                return warn(filter.position, "\(name) declares no scheme, so it takes no link; not converted")
            }
            let paths = pathSegments(of: filter, name: name)
            for scheme in filter.schemes {
                let isWeb = scheme == "http" || scheme == "https"
                if isWeb, filter.authorities.isEmpty {
                    warn(filter.position, "\(name) takes \(scheme) links to every host, and a route map lists its hosts; not converted")
                    continue
                }
                if isWeb, scheme == "http", !filter.schemes.contains("https") {
                    warn(position(of: "scheme", scheme, in: filter), "\(name) takes only http links; app links need https, and the route map reads https links to its hosts")
                }
                if !isWeb {
                    if !schemes.contains(scheme.lowercased()) { schemes.append(scheme.lowercased()) }
                    guard !filter.authorities.isEmpty else {
                        // Without a host, Android ignores the paths: every link of the scheme.
                        add([[], [.wildcard]], isWeb: false, activity: activity, filter: filter)
                        continue
                    }
                }
                for authority in filter.authorities {
                    guard let host = usableHost(authority, in: filter, name: name) else { continue }
                    if isWeb {
                        if !hosts.contains(host.lowercased()) { hosts.append(host.lowercased()) }
                        add(paths, isWeb: true, activity: activity, filter: filter)
                    } else {
                        add(paths.map { [.literal(host)] + $0 }, isWeb: false, activity: activity, filter: filter)
                    }
                }
            }
        }

        mutating func add(_ paths: [[PathTemplate.Segment]], isWeb: Bool, activity: String, filter: AndroidIntentFilter) {
            for segments in paths {
                routes.append(Route(segments: segments, isWeb: isWeb, activity: activity, filter: filter.index, position: filter.position))
            }
        }

        /// The host as a route map can list it; nil, with a warning, for a wildcard, a port, a
        /// placeholder or a resource.
        mutating func usableHost(_ authority: AndroidAuthority, in filter: AndroidIntentFilter, name: String) -> String? {
            let at = position(of: "host", authority.host, in: filter)
            if authority.host.contains("${") || authority.host.hasPrefix("@") || authority.host.hasPrefix("?") {
                warn(at, "the host \(authority.host.quotedForMessage) of \(name) is filled in at build time; not converted")
                return nil
            }
            if authority.isWildcard {
                warn(at, "the host \(authority.host.quotedForMessage) of \(name) is a wildcard, and route-map hosts are exact; not converted")
                return nil
            }
            if let port = authority.port {
                warn(at, "the host \(authority.host.quotedForMessage) of \(name) takes only port \(port), which a route map cannot say; not converted")
                return nil
            }
            guard !authority.host.isEmpty, !authority.host.contains("{"), !authority.host.contains("}") else { return nil }
            return authority.host
        }

        /// The paths a filter's path rules take, as segments; every path (the empty one and
        /// `*`) when it has none.
        mutating func pathSegments(of filter: AndroidIntentFilter, name: String) -> [[PathTemplate.Segment]] {
            guard !filter.paths.isEmpty else { return [[], [.wildcard]] }
            var paths: [[PathTemplate.Segment]] = []
            for rule in filter.paths {
                let attribute = "path" + rule.kind.rawValue
                let at = position(of: attribute, rule.value, in: filter)
                let written = "android:\(attribute) \(rule.value.quotedForMessage) of \(name)"
                do {
                    let (converted, loss) = try Self.segments(of: rule)
                    if let loss { warn(at, "\(written) \(loss)") }
                    paths += converted
                } catch {
                    warn(at, "\(written) \(error.reason); not converted")
                }
            }
            return paths
        }

        /// Why a path rule has no route-map form.
        struct Unconvertible: Error {
            var reason: String
        }

        /// The route-map paths of one path rule, and what they take less than the rule.
        static func segments(of rule: AndroidPattern) throws(Unconvertible) -> ([[PathTemplate.Segment]], loss: String?) {
            if rule.kind == .suffix { throw Unconvertible(reason: "is a suffix rule, and a route map has none") }
            let pieces = rule.kind == .advancedGlob ? advancedPatternPieces(rule.value) : rule.value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard pieces.first == "" else { throw Unconvertible(reason: "does not start with /") }
            var parts = Array(pieces.dropFirst())
            switch rule.kind {
            case .literal:
                return ([try literals(parts.filter { !$0.isEmpty })], nil)
            case .prefix:
                let endsWithSlash = parts.last == ""
                let literals = try literals(parts.filter { !$0.isEmpty })
                if endsWithSlash || literals.isEmpty { return ([literals + [.wildcard]] + (literals.isEmpty ? [[]] : []), nil) }
                return ([literals, literals + [.wildcard]], "also takes paths that continue its last segment (\(rule.value)…), which a route map cannot say; converted as \(rule.value) and \(rule.value)/*")
            case .simpleGlob, .advancedGlob, .suffix:
                if parts.last == "" { parts.removeLast() }
                var segments: [PathTemplate.Segment] = []
                var loss: String?
                for (index, part) in parts.enumerated() {
                    let isLast = index == parts.count - 1
                    if part == ".*" || (rule.kind == .advancedGlob && (part == ".+" || part == "[^/]+")) {
                        if isLast {
                            segments.append(.wildcard)
                        } else {
                            let name = "param\(segments.filter { $0.parameterName != nil }.count + 1)"
                            segments.append(.parameter(name))
                            if part != "[^/]+" { loss = "takes any text for \(part), slashes included; converted as {\(name)}, one segment" }
                        }
                    } else if part.isEmpty || part.contains(where: { (rule.kind == .simpleGlob ? ".*\\" : ".*\\[]{}+").contains($0) }) {
                        throw Unconvertible(reason: "has the pattern \(part.quotedForMessage) in a segment, which a route map cannot say")
                    } else {
                        segments += try literals([part])
                    }
                }
                return ([segments], loss)
            }
        }

        /// An advanced pattern split at each `/` that is not inside a `[…]` set or escaped.
        static func advancedPatternPieces(_ pattern: String) -> [String] {
            var pieces = [""]
            var inSet = false, escaped = false
            for character in pattern {
                if !escaped && !inSet && character == "/" {
                    pieces.append("")
                    continue
                }
                pieces[pieces.count - 1].append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "[" {
                    inSet = true
                } else if character == "]" {
                    inSet = false
                }
            }
            return pieces
        }

        static func literals(_ parts: [String]) throws(Unconvertible) -> [PathTemplate.Segment] {
            if let braced = parts.first(where: { $0.contains("{") || $0.contains("}") }) {
                throw Unconvertible(reason: "has a brace in \(braced.quotedForMessage), which a route map reads as a parameter")
            }
            return parts.map { .literal($0) }
        }

        // MARK: The route map

        mutating func draft(app: String) -> RouteMapImport {
            var paths = routes.map(\.segments)
            var webPrefix: [String] = []
            if let segment = RouteMapDraft.webPrefix(owners: routes.map(\.activity), isWeb: routes.map(\.isWeb), paths: paths) {
                webPrefix = [segment]
                for index in paths.indices where routes[index].isWeb { paths[index].removeFirst() }
            }
            var claimed: [[String]: (screen: String, activity: String)] = [:]
            var taken = Set<String>()
            var navigators: [(name: String, activity: String, screens: [RouteMapDraft.DraftScreen])] = []
            var navigatorIndices: [String: Int] = [:]
            for (route, path) in zip(routes, paths) {
                let shape = path.map { $0.parameterName == nil ? $0.written : "{}" }
                let described = "intent filter \(route.filter + 1) of \(route.activity)"
                if let other = claimed[shape] {
                    if other.activity != route.activity {
                        warn(route.position, "\(described) also takes the path /\(PathTemplate(segments: path)), which the route map gives to screen \(other.screen) of \(other.activity)")
                    }
                    continue
                }
                let navigatorIndex: Int
                if let index = navigatorIndices[route.activity] {
                    navigatorIndex = index
                } else {
                    let simple = route.activity.split(separator: ".").last.map(String.init) ?? route.activity
                    let name = ScreenNaming.unique(RouteMapLoader.isPlainName(simple) ? simple : "activity", among: taken)
                    taken.insert(name)
                    navigators.append((name, route.activity, []))
                    navigatorIndex = navigators.count - 1
                    navigatorIndices[route.activity] = navigatorIndex
                }
                let name = ScreenNaming.unique(Self.screenName(for: path), among: taken)
                taken.insert(name)
                claimed[shape] = (name, route.activity)
                let params = path.compactMap(\.parameterName).map { ParamSpec(name: $0, type: .string(StringRule())) }
                // An activity that takes any path means to: landing on it is no catch-all mistake.
                navigators[navigatorIndex].screens.append(
                    RouteMapDraft.DraftScreen(name: name, path: path, params: params, summary: described, isFallback: path.last == .wildcard))
            }
            warnings = warnings.inFileOrder()
            let header = [
                "Drafted by `routescope import android-manifest` from \(file).",
                "The manifest says which links reach each activity, not which screens the app has: each",
                "activity is a navigator of the paths its intent filters take. Replace the catch-alls (*)",
                "with the real screens, and check where Android opens each link with --manifest.",
            ] + (warnings.isEmpty ? [] : ["routescope import printed \(warnings.count) warning\(warnings.count == 1 ? "" : "s"): items it could not convert, or ones to check."])
            let screens = navigators.flatMap(\.screens)
            guard let root = screens.first(where: { $0.path.isEmpty }) ?? screens.first else {
                return RouteMapImport(routeMap: nil, header: header, warnings: warnings)
            }
            let draft = RouteMapDraft(
                app: app, schemes: schemes, webHosts: hosts, webPrefix: webPrefix, tab: "main", root: root.name,
                items: navigators.map { .navigator(RouteMapDraft.DraftNavigator(name: $0.name, path: nil, root: nil, params: [], items: $0.screens.map { .screen($0) })) })
            return draft.imported(header: header, warnings: warnings, file: file)
        }

        /// `start` for the empty path, `anyPath` for `*`, else the path's words: `shopAny` for
        /// `shop/*`, `productDetail` for `product/{param1}/detail`.
        static func screenName(for path: [PathTemplate.Segment]) -> String {
            if path.isEmpty { return "start" }
            let words = path.compactMap { segment -> String? in
                switch segment {
                case .literal(let text): text
                case .wildcard: "any"
                case .parameter, .optionalParameter: nil
                }
            }
            return words == ["any"] ? "anyPath" : ScreenNaming.camelCase(words)
        }
    }
}
