import RouteCore

/// A tab's screens and nested navigators sorted by the navigators that hold them, read in one
/// pass, so that ``RouteMapYAMLWriter`` writes each level from its own items and finds each
/// navigator by name without searching the whole tab again (a tab with thousands of navigators,
/// as a large manifest drafts, is written in time that grows with its size).
struct TabLevels {
    /// What a level holds, in declaration order: a screen directly inside it, or the first place
    /// a screen of a navigator inside it is declared.
    enum Item {
        case screen(Screen)
        case navigator(String)
    }

    /// Each level's items, by the chain of navigators that holds them (empty for the tab).
    private var itemsByChain: [[String]: [Item]] = [:]
    /// Each navigator by name; the first of a name, as ``Tab/navigator(named:)`` finds it.
    private let navigatorsByName: [String: NestedNavigator]

    init(_ tab: Tab) {
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
    func items(in chain: [String]) -> [Item] {
        itemsByChain[chain] ?? []
    }

    /// The nested navigator called `name`.
    func navigator(named name: String) -> NestedNavigator? {
        navigatorsByName[name]
    }

    /// The path the screens inside the navigators `chain` continue, and whether it is exact: the
    /// path of the innermost navigator of the chain that has one.
    func enclosingPath(of chain: [String]) -> (PathTemplate, Bool) {
        for name in chain.reversed() {
            if let navigator = navigator(named: name), let path = navigator.path { return (path, navigator.isExact) }
        }
        return (PathTemplate(segments: []), false)
    }
}
