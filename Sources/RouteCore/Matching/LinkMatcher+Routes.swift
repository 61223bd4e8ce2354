extension LinkMatcher {
    // MARK: Declared routes

    /// Resolves the destination the way the app's router does: the first route of the map, most
    /// specific first, that takes every segment of the path. Nil when none does; then the
    /// tab-then-screen resolution explains what is wrong.
    mutating func matchRoute(_ destination: DestinationSegments) -> ScreenIndex? {
        var screen = destination.screen
        if screen.last?.isEmpty == true { screen.removeLast() }
        let hasStraySlash = screen.contains { $0.isEmpty }
        let segments = PathSegments(listed(destination.tab, screen))
        guard let found = map.matchRoute(segments, in: bytes) else { return nil }
        let route = map.routes.routes[found.route]
        let index = ScreenIndex(tab: route.tab, screen: route.screen)
        // The near miss wins: where the tab leads the path, a `{param}` screen whose type refuses
        // the segment is left to the tab's resolution, which prefers a literal screen one typo away.
        if route.needsDetail, map.tabsLeadEveryPath {
            if let first = screen.first(where: { !$0.isEmpty }), rejects(index, firstSegment: first),
                literalSuggestion(in: route.tab, for: first) != nil
            {
                return nil
            }
        }
        if hasStraySlash { reportStraySlashes(in: screen) }
        /// The segments that part `position` took.
        func taken(_ position: Int) -> Range<Int> { found.taken?[position] ?? position..<position + 1 }
        /// The span of the segments that `parts` took; nil when they took none.
        func span(_ parts: Range<Int>) -> Range<Int>? {
            if found.taken == nil {
                guard let last = parts.last else { return nil }
                return segments[parts.lowerBound].lowerBound..<segments[last].upperBound
            }
            var first: Int? = nil
            var last = 0
            for position in parts where !taken(position).isEmpty {
                first = first ?? taken(position).lowerBound
                last = taken(position).upperBound - 1
            }
            guard let first else { return nil }
            return segments[first].lowerBound..<segments[last].upperBound
        }
        matchTab(route.tab, span: span(0..<route.tabParts), isWritten: true)
        matchScreen(index, span: span(route.tabParts..<route.parts.count), isWritten: true)
        guard route.needsDetail else { return index }
        for (offset, position) in route.parts.enumerated() where map.parts[position].isDeclaredParameter && taken(offset).count == 1 {
            readPathParameter(map.parts[position], segment: segments[taken(offset).lowerBound])
        }
        // The route's detail is read in place: a copy would retain its arrays and strings.
        if case .screen = map.routes.details[found.route].origin {} else {
            reportLandingPath(of: found.route, at: span(0..<route.parts.count)?.upperBound ?? url.path.upperBound)
        }
        if map.routes.details[found.route].isCatchAll {
            let took = taken(route.parts.count - 1)
            reportCatchAll(index, taking: segments[took.lowerBound].lowerBound..<segments[took.upperBound - 1].upperBound)
        }
        return index
    }

    /// The path parameters of the screen a navigator's or tab's own path opens, which that path
    /// leaves out: each is missing, with one fix that inserts the rest of the screen's path.
    /// Which they are is settled per route (``RouteTable/Detail/landingParams``).
    mutating func reportLandingPath(of routeIndex: Int, at point: Int) {
        let missing = map.routes.details[routeIndex].landingParams
        guard !missing.isEmpty else { return }
        let route = map.routes.routes[routeIndex]
        for position in missing {
            report(.missingParam, at: point..<point, .missingLandingParameter(route: routeIndex, position: position))
            if keepsReadings {
                let entries = map.screen(ScreenIndex(tab: route.tab, screen: route.screen)).entries
                recording.records.append(ParamRecord(entry: map.screenEntries[entries.lowerBound + position], source: .absent, status: .error))
            }
        }
    }

    /// `catch-all`: the link lands on a screen whose own path is `*`, because no other route
    /// takes `span`, the segments the `*` took.
    mutating func reportCatchAll(_ index: ScreenIndex, taking span: Range<Int>) {
        report(.catchAll, at: span, .catchAll(screen: index))
    }

    /// `extra-path` for each empty segment of `segments`: a stray `/`.
    mutating func reportStraySlashes(in segments: SegmentSlice) {
        for segment in segments where segment.isEmpty {
            let slash = segment.lowerBound - 1..<segment.lowerBound
            report(.extraPath, at: slash, .straySlash)
        }
    }

    /// `unknown-screen` for a path that no route takes, in a route map whose first segment does
    /// not always name a tab.
    mutating func reportNoRoute(_ destination: DestinationSegments) {
        var segments = Array(destination.screen).filter { !$0.isEmpty }
        if let tab = destination.tab { segments.insert(tab, at: 0) }
        let span =
            segments.first.map { $0.lowerBound..<segments.last!.upperBound }
            ?? destination.tabInsertionPoint..<destination.tabInsertionPoint
        report(.unknownScreen, at: span, .noRoute(written: segments.map { decoded($0).text }.joined(separator: "/")))
    }
}
