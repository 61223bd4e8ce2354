import RouteCore
import RouteMapYAML

/// A route map as the Android importers draft it: one tab that owns no path segment, holding
/// screens and nested navigators that each carry the whole path links give them, from the
/// link's first segment, as a manifest or a navigation graph writes it.
///
/// ``imported(header:warnings:file:)`` works out which paths continue their navigator's and
/// which are exact, then checks the draft by writing it with ``RouteMapYAMLWriter`` and loading
/// that text with ``RouteMapLoader``, so the map an importer hands back is one the loader reads.
struct RouteMapDraft {
    /// A screen: a destination, or what a path rule leads to.
    struct DraftScreen {
        var name: String
        /// The whole path, from the link's first segment.
        var path: [PathTemplate.Segment]
        /// Its own parameters: those of its path that no enclosing navigator's path has, and
        /// its query parameters.
        var params: [ParamSpec]
        var presentation: Presentation = .push
        var summary: String?
        /// Whether a link that no other route takes lands here on purpose (`fallback: true`):
        /// the screen of an activity that takes any path.
        var isFallback = false
    }

    /// A nested navigator: a nested graph, or an activity.
    struct DraftNavigator {
        var name: String
        /// The whole path that names it alone; nil when no link does.
        var path: [PathTemplate.Segment]?
        /// Its start, one of its own items; nil when none is known.
        var root: String?
        /// The parameters of its own path.
        var params: [ParamSpec]
        var items: [Item]
    }

    enum Item {
        case screen(DraftScreen)
        case navigator(DraftNavigator)
    }

    var app: String
    var schemes: [String] = []
    /// The segments after `scheme://` that every custom-scheme link starts with.
    var prefix: [String] = []
    var webHosts: [String] = []
    var webPrefix: [String] = []
    var tab: String
    /// The screen a link to the empty path opens: the tab's root.
    var root: String
    var items: [Item] = []

    /// The segment every web path starts with, when dropping it gives more owners (destinations,
    /// activities) one path for a custom-scheme and a web link than keeping it does: `/app` for
    /// `https://example.com/app/home/feed` beside `myapp://home/feed`. `isWeb` and `paths` run
    /// beside `owners`; a custom-scheme path starts with its host.
    static func webPrefix(owners: [String], isWeb: [Bool], paths: [[PathTemplate.Segment]]) -> String? {
        let web = paths.indices.filter { isWeb[$0] }
        guard let first = web.first, case .literal(let segment)? = paths[first].first,
            web.allSatisfy({ paths[$0].first == .literal(segment) })
        else { return nil }
        var custom: [String: Set<[PathTemplate.Segment]>] = [:]
        for index in paths.indices where !isWeb[index] { custom[owners[index], default: []].insert(paths[index]) }
        var agreeing = Set<String>(), agreeingWithout = Set<String>()
        for index in web {
            guard let own = custom[owners[index]] else { continue }
            if own.contains(Array(paths[index].dropFirst())) { agreeing.insert(owners[index]) }
            if own.contains(paths[index]) { agreeingWithout.insert(owners[index]) }
        }
        return agreeing.count > agreeingWithout.count ? segment : nil
    }

    /// The draft as route-map values: the tab's path is empty, so a path continues its
    /// navigator's when it starts with it and is exact otherwise.
    func routeMap() -> RouteMap {
        var screens: [Screen] = []
        var navigators: [NestedNavigator] = []
        func add(_ items: [Item], chain: [String], base: [PathTemplate.Segment], baseIsExact: Bool, inherited: [ParamSpec]) {
            for item in items {
                switch item {
                case .screen(let draft):
                    screens.append(
                        Screen(
                            name: draft.name, path: PathTemplate(segments: draft.path), isExact: baseIsExact || !draft.path.starts(with: base),
                            navigators: chain, params: inherited + draft.params, presentation: draft.presentation, summary: draft.summary,
                            isFallback: draft.isFallback))
                case .navigator(let draft):
                    let isExact = baseIsExact || draft.path.map { !$0.starts(with: base) } == true
                    let params = inherited + draft.params
                    navigators.append(
                        NestedNavigator(
                            name: draft.name, parents: chain, path: draft.path.map(PathTemplate.init(segments:)), isExact: isExact,
                            root: draft.root, params: params))
                    add(draft.items, chain: chain + [draft.name], base: draft.path ?? base, baseIsExact: isExact, inherited: params)
                }
            }
        }
        add(items, chain: [], base: [], baseIsExact: false, inherited: [])
        return RouteMap.unchecked(
            app: app, schemes: schemes, prefix: prefix, web: webHosts.isEmpty ? nil : WebLinks(hosts: webHosts, prefix: webPrefix),
            tabs: [Tab(name: tab, path: PathTemplate(segments: []), root: root, screens: screens, navigators: navigators)])
    }

    /// The import: the draft as the route map loader reads it back. A draft the loader refuses
    /// (what the importer's own checks did not foresee) gives no map, and its problems become
    /// warnings.
    func imported(header: [String], warnings: [ImportWarning], file: String) -> RouteMapImport {
        let yaml = RouteMapYAMLWriter().yaml(for: routeMap())
        do {
            return RouteMapImport(routeMap: try RouteMapLoader.load(yaml: yaml, file: file), header: header, warnings: warnings)
        } catch {
            let problems = error.problems.map { ImportWarning(path: "the drafted route map", message: $0.message + "; not converted") }
            return RouteMapImport(routeMap: nil, header: header, warnings: warnings + problems)
        }
    }
}
