import TextBytes

/// The route map's routes (``RouteMap/routes``) compiled for matching a link's path, in the
/// order a router tries them: rows of the compiled map, whose parts are in
/// ``CompiledRouteMap/parts`` beside the screens' templates.
///
/// The routes are bucketed by their first literal, so a link tries only those that can take its
/// first segment, and each literal is told apart by its length and first eight bytes before
/// anything else (``LinkBytes/decodes(_:to:isPlain:)``). ``CompiledRouteMap/matchRoute(_:in:)``
/// tries them.
struct RouteTable: Sendable {
    /// What matching reads of a route.
    struct Route: Sendable {
        let tab: Int
        let screen: Int
        /// The positions of its parts in ``CompiledRouteMap/parts``.
        let parts: Range<Int>
        /// How many leading parts come from the tab's path (none for an exact path).
        let tabParts: Int
        /// Whether a part can take other than exactly one segment (`{name?}`, `*`).
        let isVariable: Bool
        /// Whether the matcher needs the route's ``Detail`` once it matched: for parameters to
        /// read, a navigator's or tab's path, or a catch-all.
        let needsDetail: Bool
    }

    /// What the matcher needs of a route once it matched.
    struct Detail: Sendable {
        let origin: DeclaredRoute.Origin
        /// Whether the route is a screen whose own path is `*`: the catch-all of its navigator.
        let isCatchAll: Bool
        /// The positions in the screen's `params` of the path parameters that the route leaves
        /// out of the screen's link path (a navigator's or tab's own path): each is missing when
        /// a link lands there. Settled by the route map, so the matcher only reports them.
        let landingParams: [Int]
        /// The rest of the screen's link path after the route, `/`-prefixed: the fix that adds
        /// the parameters of `landingParams`; empty when there are none.
        let landingInsertion: String
    }

    /// What a route made of a link's segments.
    struct Match {
        let route: Int
        /// Per part, the positions of the segments it took: one for a literal or parameter, none
        /// for an absent optional parameter, one or more for `*`. Nil for a route whose every
        /// part takes one segment, part `i` taking segment `i`.
        let taken: [Range<Int>]?
    }

    let routes: [Route]
    /// Parallel to `routes`.
    let details: [Detail]
    /// The distinct literals routes start with.
    let firstLiterals: NameKeys
    /// Per key of `firstLiterals`, the positions in `bucketed` of the routes that start with it.
    let buckets: [Range<Int>]
    /// The routes that start with each literal, bucket after bucket, each bucket in order.
    let bucketed: [Int32]
    /// The routes that start with a parameter or `*`, or are empty, in order.
    let open: [Int32]

    /// The routes of `routeMap`, their parts added to `tables`, whose screens are those of the
    /// route map's tabs.
    init(_ routeMap: RouteMap, tables: inout CompiledRouteMap.Tables, tabs: [CompiledTab]) {
        var routes: [Route] = []
        var details: [Detail] = []
        var firstLiterals: [String] = []
        var firstPositions: [String: Int] = [:]
        var startingWith: [[Int32]] = []
        var open: [Int32] = []
        for (position, route) in routeMap.routes.enumerated() {
            let tab = routeMap.tabs[route.tab]
            let screen = tab.screens[route.screen]
            let entries = tables.screens[tabs[route.tab].screens.lowerBound + route.screen].entries
            let parts = tables.addTemplate(route.pattern, of: screen, entries: Array(tables.screenEntries[entries]))
            let compiled = tables.parts[parts]
            let isExact =
                switch route.origin {
                case .screen: screen.isExact
                case .navigator(let chain): tab.navigator(at: chain)?.isExact ?? false
                case .tab: false
                }
            let enclosing = screen.navigators.indices.reversed().lazy.compactMap { tab.navigator(at: Array(screen.navigators[...$0]))?.path }.first
                ?? PathTemplate(segments: [])
            // A fallback (`fallback: true`) is an intended landing, not a catch-all problem.
            let isCatchAll = route.origin == .screen && screen.path.segments == enclosing.segments + [.wildcard] && !screen.isFallback
            routes.append(
                Route(
                    tab: route.tab, screen: route.screen, parts: parts, tabParts: isExact ? 0 : tab.path.segments.count,
                    isVariable: compiled.contains { $0.kind == .optionalParameter || $0.kind == .wildcard },
                    needsDetail: route.origin != .screen || isCatchAll || compiled.contains(where: \.isDeclaredParameter)))
            let full = tab.linkPath(of: screen).segments
            let rest = full.starts(with: route.pattern.segments) ? Array(full.dropFirst(compiled.count)) : full
            // The rest's parameters follow those of the route's own path that share their names.
            var occurrences: [String: Int] = [:]
            if rest.count < full.count { for name in route.pattern.parameterNames { occurrences[name, default: 0] += 1 } }
            let landingParams = rest.compactMap { segment -> Int? in
                guard let name = segment.parameterName else { return nil }
                defer { occurrences[name, default: 0] += 1 }
                guard case .parameter = segment else { return nil }
                return screen.paramIndex(named: name, occurrence: occurrences[name, default: 0])
            }
            details.append(
                Detail(
                    origin: route.origin, isCatchAll: isCatchAll, landingParams: landingParams,
                    landingInsertion: landingParams.isEmpty ? "" : "/" + PathTemplate.linkText(screen.readingPath(in: tab).segments.suffix(rest.count))))
            if case .literal(let text)? = route.pattern.segments.first {
                let key = firstPositions[text] ?? firstLiterals.count
                if key == firstLiterals.count {
                    firstPositions[text] = key
                    firstLiterals.append(text)
                    startingWith.append([])
                }
                startingWith[key].append(Int32(position))
            } else {
                open.append(Int32(position))
            }
        }
        self.routes = routes
        self.details = details
        self.firstLiterals = NameKeys(firstLiterals)
        var buckets: [Range<Int>] = []
        var start = 0
        for routes in startingWith {
            buckets.append(start..<start + routes.count)
            start += routes.count
        }
        self.buckets = buckets
        bucketed = startingWith.flatMap { $0 }
        self.open = open
    }
}

/// A link's path segments as routes take them, none empty: the host first (for a custom
/// scheme), then the path's, listed in a row (``LinkMatcher/listed(_:_:keepingEmpty:)``) and
/// counted from zero.
struct PathSegments {
    let list: SegmentSlice
    /// How many there are, counted once: every route tried asks.
    let count: Int

    init(_ list: SegmentSlice) {
        self.list = list
        count = list.count
    }

    @inline(__always)
    subscript(index: Int) -> Range<Int> { list[offset: index] }
}
