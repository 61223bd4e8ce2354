/// The route map's routes (``RouteMap/routes``) compiled for matching a link's path: each its
/// parts, in the order a router tries them, and the first literal of each for skipping the
/// routes that cannot match.
struct RouteTable: Sendable {
    struct Route: Sendable {
        let tab: Int
        let screen: Int
        let origin: DeclaredRoute.Origin
        /// The whole path the route takes.
        let pattern: PathTemplate
        let parts: [CompiledScreen.Part]
        /// How many leading parts come from the tab's path (none for an exact path).
        let tabParts: Int
        /// Whether the route is a screen whose own path is `*`: the catch-all of its navigator.
        let isCatchAll: Bool
        /// The position in `firstLiterals` of the first part's literal; -1 when the route starts
        /// with a parameter or `*`, or is empty.
        let firstLiteral: Int
    }

    /// What a route made of a link's segments.
    struct Match {
        let route: Int
        /// Per part, the positions of the segments it took: one for a literal or parameter, none
        /// for an absent optional parameter, one or more for `*`.
        let taken: [Range<Int>]
    }

    let routes: [Route]
    /// The distinct literals routes start with.
    let firstLiterals: NameKeys

    init(_ routeMap: RouteMap, tabs: [CompiledTab]) {
        let declared = routeMap.routes
        var literals: [String] = []
        var literalPositions: [String: Int] = [:]
        var routes: [Route] = []
        for route in declared {
            let screen = tabs[route.tab].screens[route.screen]
            let spec = routeMap.tabs[route.tab].screens[route.screen]
            var firstLiteral = -1
            if case .literal(let text)? = route.pattern.segments.first {
                firstLiteral = literalPositions[text] ?? literals.count
                if firstLiteral == literals.count {
                    literalPositions[text] = firstLiteral
                    literals.append(text)
                }
            }
            let isExact =
                switch route.origin {
                case .screen: spec.isExact
                case .navigator(let name): routeMap.tabs[route.tab].navigator(named: name)?.isExact ?? false
                case .tab: false
                }
            let tab = routeMap.tabs[route.tab]
            let enclosing = spec.navigators.reversed().lazy.compactMap { tab.navigator(named: $0)?.path }.first ?? PathTemplate(segments: [])
            let isCatchAll = route.origin == .screen && spec.path.segments == enclosing.segments + [.wildcard]
            routes.append(
                Route(
                    tab: route.tab, screen: route.screen, origin: route.origin, pattern: route.pattern,
                    parts: CompiledScreen.parts(of: route.pattern, params: spec.params, entries: screen.entries),
                    tabParts: isExact ? 0 : routeMap.tabs[route.tab].path.segments.count, isCatchAll: isCatchAll,
                    firstLiteral: firstLiteral))
        }
        self.routes = routes
        firstLiterals = NameKeys(literals)
    }

    /// The first route that takes every one of `segments` (none of them empty), as a router
    /// tries them.
    func match(_ segments: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> Match? {
        let first = segments.first.flatMap { bytes.firstIndex(decodedName: $0, in: firstLiterals) } ?? -2
        for (index, route) in routes.enumerated() where route.firstLiteral < 0 || route.firstLiteral == first {
            var taken: [Range<Int>] = []
            taken.reserveCapacity(route.parts.count)
            if Self.match(route.parts[...], segments, from: 0, in: bytes, taking: &taken) {
                return Match(route: index, taken: taken)
            }
        }
        return nil
    }

    /// Whether `parts` take exactly the segments from `start` on, recording what each took; a
    /// parameter prefers a segment to none and `*` the most segments, as a regular expression
    /// does, and each falls back when the rest cannot match.
    private static func match(
        _ parts: ArraySlice<CompiledScreen.Part>, _ segments: [Range<Int>], from start: Int, in bytes: UnsafeBufferPointer<UInt8>,
        taking taken: inout [Range<Int>]
    ) -> Bool {
        guard let part = parts.first else { return start == segments.count }
        let rest = parts.dropFirst()
        func attempt(_ count: Int) -> Bool {
            taken.append(start..<start + count)
            if match(rest, segments, from: start + count, in: bytes, taking: &taken) { return true }
            taken.removeLast()
            return false
        }
        switch part.kind {
        case .literal:
            guard start < segments.count, let literal = part.literal else { return false }
            let segment = segments[start]
            return bytes.decodedEquals(segment, isPlain: bytes.isPlain(segment), literal) && attempt(1)
        case .parameter:
            return start < segments.count && attempt(1)
        case .optionalParameter:
            return (start < segments.count && attempt(1)) || attempt(0)
        case .wildcard:
            // One segment at least, as React Navigation's `.*\/` after the path's slashes are
            // collapsed; the most first.
            var count = segments.count - start
            while count >= 1 {
                if attempt(count) { return true }
                count -= 1
            }
            return false
        }
    }
}
