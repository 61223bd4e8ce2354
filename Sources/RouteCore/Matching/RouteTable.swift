import TextBytes

/// The route map's routes (``RouteMap/routes``) compiled for matching a link's path, in the
/// order a router tries them.
///
/// The routes are bucketed by their first literal, so a link tries only those that can take its
/// first segment, and each literal is told apart by its length and first eight bytes before
/// anything else (``LinkBytes/decodes(_:to:isPlain:)``).
final class RouteTable: Sendable {
    /// What matching reads of a route.
    struct Route: Sendable {
        let tab: Int
        let screen: Int
        /// The positions of its parts in ``RouteTable/parts``.
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
        /// Its parts with their parameters' declarations.
        let parts: [CompiledScreen.Part]
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

    /// One part, as matching reads it.
    struct Part: Sendable {
        let kind: CompiledScreen.Part.Kind
        /// A literal's position in ``RouteTable/literals``.
        let literal: Int32
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
    let parts: [Part]
    let literals: [NameKey]
    /// The distinct literals routes start with.
    let firstLiterals: NameKeys
    /// Per key of `firstLiterals`, the positions in `bucketed` of the routes that start with it.
    let buckets: [Range<Int>]
    /// The routes that start with each literal, bucket after bucket, each bucket in order.
    let bucketed: [Int32]
    /// The routes that start with a parameter or `*`, or are empty, in order.
    let open: [Int32]

    init(_ routeMap: RouteMap, tabs: [CompiledTab]) {
        var routes: [Route] = []
        var details: [Detail] = []
        var parts: [Part] = []
        var literals: [NameKey] = []
        var firstLiterals: [String] = []
        var firstPositions: [String: Int] = [:]
        var startingWith: [[Int32]] = []
        var open: [Int32] = []
        for (position, route) in routeMap.routes.enumerated() {
            let tab = routeMap.tabs[route.tab]
            let screen = tab.screens[route.screen]
            let compiled = CompiledScreen.parts(of: route.pattern, params: screen.params, entries: tabs[route.tab].screens[route.screen].entries)
            let start = parts.count
            for part in compiled {
                if let literal = part.literal { literals.append(literal) }
                parts.append(Part(kind: part.kind, literal: Int32(part.literal == nil ? -1 : literals.count - 1)))
            }
            let isExact =
                switch route.origin {
                case .screen: screen.isExact
                case .navigator(let name): tab.navigator(named: name)?.isExact ?? false
                case .tab: false
                }
            let enclosing = screen.navigators.reversed().lazy.compactMap { tab.navigator(named: $0)?.path }.first ?? PathTemplate(segments: [])
            // A fallback (`fallback: true`) is an intended landing, not a catch-all problem.
            let isCatchAll = route.origin == .screen && screen.path.segments == enclosing.segments + [.wildcard] && !screen.isFallback
            routes.append(
                Route(
                    tab: route.tab, screen: route.screen, parts: start..<parts.count, tabParts: isExact ? 0 : tab.path.segments.count,
                    isVariable: compiled.contains { $0.kind == .optionalParameter || $0.kind == .wildcard },
                    needsDetail: route.origin != .screen || isCatchAll || compiled.contains { $0.spec != nil }))
            let full = tab.linkPath(of: screen).segments
            let rest = full.starts(with: route.pattern.segments) ? Array(full.dropFirst(compiled.count)) : full
            let landingParams = rest.compactMap { segment -> Int? in
                guard case .parameter(let name) = segment else { return nil }
                return screen.params.firstIndex { $0.name == name }
            }
            details.append(
                Detail(
                    origin: route.origin, parts: compiled, isCatchAll: isCatchAll, landingParams: landingParams,
                    landingInsertion: landingParams.isEmpty ? "" : "/" + PathTemplate.linkText(rest)))
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
        self.parts = parts
        self.literals = literals
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

    /// The first route that takes every one of `segments` (none of them empty), as a router
    /// tries them.
    func match(_ segments: PathSegments, in bytes: LinkBytes) -> Match? {
        let bucket = segments.count == 0 ? 0..<0 : bytes.firstIndex(decodedName: segments[0], in: firstLiterals).map { buckets[$0] } ?? 0..<0
        guard !bucket.isEmpty || !open.isEmpty else { return nil }
        // Whether each of the first 64 segments decodes to itself as ASCII, so it compares as
        // bytes: settled for a segment the first time a literal is compared with it.
        var plain = SegmentFlags()
        // The bucket's routes and the open ones, merged in order.
        var first = bucket.lowerBound
        var second = 0
        while first < bucket.upperBound || second < open.count {
            let next: Int
            // A route of the bucket starts with the literal the first segment is.
            let firstIsKnown: Bool
            if second == open.count || (first < bucket.upperBound && bucketed[first] < open[second]) {
                next = Int(bucketed[first])
                first += 1
                firstIsKnown = true
            } else {
                next = Int(open[second])
                second += 1
                firstIsKnown = false
            }
            let route = routes[next]
            if !route.isVariable {
                if takesInStep(route, segments, from: firstIsKnown ? 1 : 0, plain: &plain, bytes: bytes) {
                    return Match(route: next, taken: nil)
                }
                continue
            }
            var taken: [Range<Int>] = []
            if takes(route.parts.lowerBound, of: route, segments, from: 0, plain: &plain, bytes: bytes, taking: &taken) {
                return Match(route: next, taken: taken)
            }
        }
        return nil
    }

    /// Whether segment `index` is the literal of `part`; `plain` settles which segments decode
    /// to themselves as ASCII, so that they compare as bytes.
    ///
    /// Out of line, so that ``takesInStep(_:_:from:plain:bytes:)`` stays small enough (64 blocks)
    /// for the optimizer to honour its `@inline(__always)`.
    @inline(never)
    private func equals(
        _ index: Int, _ part: Part, _ segments: PathSegments, plain: inout SegmentFlags, bytes: LinkBytes
    ) -> Bool {
        let segment = segments[index]
        let literal = literals[Int(part.literal)]
        return bytes.decodes(segment, to: literal) { plain.isPlain(index, segment, in: bytes) }
    }

    /// Whether `route` takes the segments lockstep, part `i` taking segment `i`, comparing from
    /// part `start` on (the parts before it are known to match).
    @inline(__always)
    private func takesInStep(
        _ route: Route, _ segments: PathSegments, from start: Int, plain: inout SegmentFlags, bytes: LinkBytes
    ) -> Bool {
        guard route.parts.count == segments.count else { return false }
        var index = start
        for position in route.parts.lowerBound + start..<route.parts.upperBound {
            let part = parts[position]
            if part.kind == .literal, !equals(index, part, segments, plain: &plain, bytes: bytes) { return false }
            index += 1
        }
        return true
    }

    /// Whether the parts from `position` on take exactly the segments from `start` on, recording
    /// what each took; a parameter prefers a segment to none and `*` the most segments, as a
    /// regular expression does, and each falls back when the rest cannot match.
    private func takes(
        _ position: Int, of route: Route, _ segments: PathSegments, from start: Int, plain: inout SegmentFlags, bytes: LinkBytes,
        taking taken: inout [Range<Int>]
    ) -> Bool {
        guard position < route.parts.upperBound else { return start == segments.count }
        let part = parts[position]
        func attempt(_ count: Int) -> Bool {
            taken.append(start..<start + count)
            if takes(position + 1, of: route, segments, from: start + count, plain: &plain, bytes: bytes, taking: &taken) {
                return true
            }
            taken.removeLast()
            return false
        }
        switch part.kind {
        case .literal: return start < segments.count && equals(start, part, segments, plain: &plain, bytes: bytes) && attempt(1)
        case .parameter: return start < segments.count && attempt(1)
        case .optionalParameter: return (start < segments.count && attempt(1)) || attempt(0)
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

/// A link's path segments as routes take them: the host first (for a custom scheme), then the
/// path's, without copying them when none is empty.
struct PathSegments {
    let first: Range<Int>?
    let rest: ArraySlice<Range<Int>>
    /// Used instead when segments had to be dropped (a trailing or stray `/`).
    let copied: [Range<Int>]?

    var count: Int { copied?.count ?? (rest.count + (first == nil ? 0 : 1)) }

    @inline(__always)
    subscript(index: Int) -> Range<Int> {
        if let copied { return copied[index] }
        guard let first else { return rest[rest.startIndex + index] }
        return index == 0 ? first : rest[rest.startIndex + index - 1]
    }
}
