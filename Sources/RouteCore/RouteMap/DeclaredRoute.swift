/// One way a link reaches a screen, with the whole path that takes it there: a screen's own
/// path, a nested navigator's path (which opens the navigator's landing screen), or a tab's path
/// alone (which opens the tab's root).
package struct DeclaredRoute: Sendable, Hashable {
    /// What declares the route.
    package enum Origin: Sendable, Hashable {
        case screen
        /// The path of the nested navigator at this place (its ``NestedNavigator/chain``).
        case navigator([String])
        /// The tab's own path.
        case tab
    }

    /// The tab, by position in ``RouteMap/tabs``.
    package var tab: Int
    /// The screen the route opens, by position in the tab's ``Tab/screens``.
    package var screen: Int
    /// The whole path in links, after the scheme's or web prefix.
    package var pattern: PathTemplate
    package var origin: Origin
    /// The names from the tab down to what declares the route, as React Navigation lists a
    /// route's screens: the tab, the navigators, then the screen.
    package var chain: [String]

    /// The concrete paths the route takes, each optional parameter present or absent, the
    /// present ones first (as a router tries them).
    package var variants: [[PathTemplate.Segment]] {
        var variants: [[PathTemplate.Segment]] = [[]]
        for segment in pattern.segments {
            if case .optionalParameter(let name) = segment {
                variants = variants.flatMap { [$0 + [.parameter(name)], $0] }
            } else {
                variants = variants.map { $0 + [segment] }
            }
        }
        return variants
    }
}

extension RouteMap {
    /// Every route of the map, most specific first: the order in which React Navigation's
    /// `getStateFromPath` tries its patterns, the first that matches the whole path winning.
    ///
    /// A pattern that extends another comes first; otherwise, at the first position where one has
    /// `*` or a parameter and the other does not, the other comes first; otherwise the shorter.
    /// A navigator's or tab's own path is a route only when none of its screens takes that path.
    package var routes: [DeclaredRoute] {
        var routes: [DeclaredRoute] = []
        for (tabIndex, tab) in tabs.enumerated() {
            for (screenIndex, screen) in tab.screens.enumerated() {
                routes.append(
                    DeclaredRoute(
                        tab: tabIndex, screen: screenIndex, pattern: tab.linkPath(of: screen), origin: .screen,
                        chain: [tab.name] + screen.navigators + [screen.name]))
            }
        }
        let screenRoutes = Dictionary(grouping: routes) { $0.pattern }
        /// Whether a screen of the tab, inside `navigator` when one is given, takes `pattern` itself.
        func isTakenByScreen(_ pattern: PathTemplate, tab: Int, inside navigator: [String]?) -> Bool {
            (screenRoutes[pattern] ?? []).contains { route in
                route.tab == tab && navigator.map { tabs[tab].screens[route.screen].navigators.starts(with: $0) } ?? true
            }
        }
        for (tabIndex, tab) in tabs.enumerated() {
            for navigator in tab.navigators {
                guard let path = navigator.path, let landing = tab.landingIndex(of: navigator) else { continue }
                let pattern = navigator.isExact ? path : tab.path + path
                guard !isTakenByScreen(pattern, tab: tabIndex, inside: navigator.chain) else { continue }
                routes.append(
                    DeclaredRoute(
                        tab: tabIndex, screen: landing, pattern: pattern, origin: .navigator(navigator.chain),
                        chain: [tab.name] + navigator.chain))
            }
            if !tab.path.segments.isEmpty, !isTakenByScreen(tab.path, tab: tabIndex, inside: nil), let root = tab.rootIndex {
                routes.append(DeclaredRoute(tab: tabIndex, screen: root, pattern: tab.path, origin: .tab, chain: [tab.name]))
            }
        }
        let keys = routes.map { $0.pattern.segments.map(\.written) }
        let order = routes.indices.sorted { a, b in
            let comparison = Self.compare(keys[a], routes[a].chain, keys[b], routes[b].chain)
            return comparison != 0 ? comparison < 0 : a < b
        }
        return order.map { routes[$0] }
    }

    /// Negative when the pattern `a` (segments as written) is tried before `b`.
    private static func compare(_ a: [String], _ aChain: [String], _ b: [String], _ bChain: [String]) -> Int {
        if a == b {
            if aChain.count > bChain.count, aChain.starts(with: bChain) { return -1 }
            if bChain.count > aChain.count, bChain.starts(with: aChain) { return 1 }
            return aChain.count - bChain.count
        }
        if a.starts(with: b) { return -1 }
        if b.starts(with: a) { return 1 }
        for index in 0..<max(a.count, b.count) {
            guard index < a.count else { return 1 }
            guard index < b.count else { return -1 }
            let aWildcard = a[index] == "*"
            let bWildcard = b[index] == "*"
            if aWildcard && bWildcard { continue }
            if aWildcard { return 1 }
            if bWildcard { return -1 }
            let aParameter = a[index].hasPrefix("{")
            let bParameter = b[index].hasPrefix("{")
            if aParameter && !bParameter { return 1 }
            if bParameter && !aParameter { return -1 }
        }
        return a.count - b.count
    }
}
