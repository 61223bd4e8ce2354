/// A tab's screens and nested navigators sorted by the navigators that hold them, read in one
/// pass, so that a route map's declaration (``RouteMap/declaration``, and the YAML writer of
/// RouteTools) is written level by level from each level's own items, finding each navigator by
/// name without searching the whole tab again (a tab with thousands of navigators, as a large
/// manifest drafts, is written in time that grows with its size).
package struct TabLevels {
    /// What a level holds, in declaration order: a screen directly inside it, or the first place
    /// a screen of a navigator inside it is declared.
    package enum Item {
        case screen(Screen)
        case navigator(String)
    }

    /// Each level's items, by the chain of navigators that holds them (empty for the tab).
    private var itemsByChain: [[String]: [Item]] = [:]
    /// Each navigator by name; the first of a name, as ``Tab/navigator(named:)`` finds it.
    private let navigatorsByName: [String: NestedNavigator]

    package init(_ tab: Tab) {
        navigatorsByName = Dictionary(tab.navigators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var listed = Set<[String]>()
        for screen in tab.screens {
            for depth in screen.navigators.indices where listed.insert(Array(screen.navigators[...depth])).inserted {
                itemsByChain[Array(screen.navigators[..<depth]), default: []].append(.navigator(screen.navigators[depth]))
            }
            itemsByChain[screen.navigators, default: []].append(.screen(screen))
        }
    }

    /// The items inside the navigators `chain`, in declaration order.
    package func items(in chain: [String]) -> [Item] {
        itemsByChain[chain] ?? []
    }

    /// The nested navigator called `name`.
    package func navigator(named name: String) -> NestedNavigator? {
        navigatorsByName[name]
    }

    /// The path the screens inside the navigators `chain` continue, and whether it is exact: the
    /// path of the innermost navigator of the chain that has one.
    package func enclosingPath(of chain: [String]) -> (PathTemplate, Bool) {
        for name in chain.reversed() {
            if let navigator = navigator(named: name), let path = navigator.path { return (path, navigator.isExact) }
        }
        return (PathTemplate(segments: []), false)
    }

    /// The path to write for a screen or navigator whose whole path is `path`, inside an
    /// enclosure whose path is `base`, and whether it needs `exact: true`. Inside an exact
    /// enclosure every item is exact, so an item is its own `exact` only when its path does not
    /// continue the enclosure's: then it is written whole (`baz` with `exact` inside `bar` with
    /// `exact`), else after the enclosure's path.
    package static func written(_ path: PathTemplate, isExact: Bool, under base: PathTemplate, isExact enclosureIsExact: Bool) -> (PathTemplate, Bool) {
        let continuesBase = path.segments.starts(with: base.segments)
        let ownExact = isExact && (!enclosureIsExact || !continuesBase)
        return ownExact ? (path, true) : (PathTemplate(segments: Array(path.segments.dropFirst(base.segments.count))), false)
    }

    /// The specs of the parameters of the tab's own path, as its screens declare them.
    package static func pathParams(of tab: Tab) -> [ParamSpec] {
        tab.path.parameterNames.compactMap { name in tab.screens.lazy.compactMap { $0.param(named: name) }.first }
    }
}
