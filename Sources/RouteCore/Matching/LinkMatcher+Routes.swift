extension LinkMatcher {
    // MARK: Declared routes

    /// Resolves the destination the way the app's router does: the first route of the map, most
    /// specific first, that takes every segment of the path. Nil when none does; then the
    /// tab-then-screen resolution explains what is wrong.
    func matchRoute(_ destination: Segments) -> ScreenIndex? {
        var written = Array(destination.screen)
        if let tab = destination.tab { written.insert(tab, at: 0) }
        if written.last?.isEmpty == true { written.removeLast() }
        let hasStraySlash = written.contains { $0.isEmpty }
        let segments = hasStraySlash ? written.filter { !$0.isEmpty } : written
        guard let found = map.routes.match(segments, in: bytes) else { return nil }
        if hasStraySlash { reportStraySlashes(in: written[...]) }
        let route = map.routes.routes[found.route]
        let index = ScreenIndex(tab: route.tab, screen: route.screen)
        /// The span of the segments that `parts` took; nil when they took none.
        func span(_ parts: Range<Int>) -> Range<Int>? {
            let taken = parts.map { found.taken[$0] }.filter { !$0.isEmpty }
            guard let first = taken.first, let last = taken.last else { return nil }
            return segments[first.lowerBound].lowerBound..<segments[last.upperBound - 1].upperBound
        }
        let tabName = routeMap.tabs[route.tab].name
        tabMatch = NameMatch(name: tabName, span: span(0..<route.tabParts), written: tabName)
        let screenName = map.tabs[route.tab].screens[route.screen].name
        screenMatch = NameMatch(name: screenName, span: span(route.tabParts..<route.parts.count), written: screenName)
        for (part, taken) in zip(route.parts, found.taken) where taken.count == 1 {
            guard let spec = part.spec, let check = part.check else { continue }
            readPathParameter(spec, entry: part.entry, check: check, segment: segments[taken.lowerBound])
        }
        if route.origin != .screen {
            reportLandingPath(of: route, at: span(0..<route.parts.count)?.upperBound ?? url.path.upperBound)
        }
        if route.isCatchAll, let taken = found.taken.last {
            reportCatchAll(index, taking: segments[taken.lowerBound].lowerBound..<segments[taken.upperBound - 1].upperBound)
        }
        return index
    }

    /// The path parameters of the screen a navigator's or tab's own path opens, which that path
    /// leaves out: each is missing, with one fix that inserts the rest of the screen's path.
    func reportLandingPath(of route: RouteTable.Route, at point: Int) {
        let tab = routeMap.tabs[route.tab]
        let screen = tab.screens[route.screen]
        let full = tab.linkPath(of: screen).segments
        let rest = full.starts(with: route.pattern.segments) ? Array(full.dropFirst(route.parts.count)) : full
        let required = rest.compactMap { segment -> String? in
            if case .parameter(let name) = segment { name } else { nil }
        }
        guard !required.isEmpty else { return }
        let insertion = rest.map { segment in
            if case .literal(let text) = segment { "/" + PercentEncoding.encode(text, for: .pathSegment) } else { "/" + segment.written }
        }.joined()
        let opener =
            switch route.origin {
            case .tab: "\(screen.name), the root of tab \(tab.name)"
            case .navigator(let name): "\(screen.name), where navigator \(name) opens"
            case .screen: screen.name
            }
        let compiled = map.tabs[route.tab].screens[route.screen]
        for name in required {
            guard let position = screen.params.firstIndex(where: { $0.name == name }) else { continue }
            let spec = screen.params[position]
            report(
                .missingParam,
                "\(opener), requires \(spec.name) (\(spec.type.expectation)) in its path \(route.origin == .tab ? screen.path : tab.linkPath(of: screen)), which a link to \(route.origin == .tab ? "the tab" : "the navigator") alone leaves out",
                at: point..<point, param: spec.name, expected: spec.type.expectation,
                fix: Fix(span: point..<point, replacement: insertion))
            if keepsReadings { records.append(ParamRecord(entry: compiled.entries[position], source: .absent, status: .error)) }
        }
    }

    /// `catch-all`: the link lands on a screen whose own path is `*`, because no other route
    /// takes `span`, the segments the `*` took.
    func reportCatchAll(_ index: ScreenIndex, taking span: Range<Int>) {
        let tab = routeMap.tabs[index.tab]
        let screen = tab.screens[index.screen]
        let owner = screen.navigators.last.map { "navigator \($0)" } ?? "tab \(tab.name)"
        report(
            .catchAll,
            "no route of \(routeMap.app) takes \(text(span).quotedForMessage), so the link lands on \(screen.name), the catch-all (\(tab.linkPath(of: screen))) of \(owner)",
            at: span, found: text(span))
    }

    /// `extra-path` for each empty segment of `segments`: a stray `/`.
    func reportStraySlashes(in segments: ArraySlice<Range<Int>>) {
        for segment in segments where segment.isEmpty {
            let slash = segment.lowerBound - 1..<segment.lowerBound
            report(.extraPath, "empty path segment: a stray \"/\"", at: slash, found: "/", fix: Fix(span: slash, replacement: ""))
        }
    }

    /// `unknown-screen` for a path that no route takes, in a route map whose first segment does
    /// not always name a tab: the closest route's path is the suggestion.
    func reportNoRoute(_ destination: Segments) {
        var segments = Array(destination.screen).filter { !$0.isEmpty }
        if let tab = destination.tab { segments.insert(tab, at: 0) }
        let span =
            segments.first.map { $0.lowerBound..<segments.last!.upperBound }
            ?? destination.tabInsertionPoint..<destination.tabInsertionPoint
        let written = segments.map { decoded($0).text }.joined(separator: "/")
        let paths = routeMap.routes.map(\.pattern.description)
        let literalPaths = Array(Set(routeMap.routes.filter { $0.pattern.parameterNames.isEmpty && !$0.pattern.segments.contains(.wildcard) }.map(\.pattern.description))).sorted()
        let suggestion = Suggestions.closest(to: written, in: literalPaths)
        let listed = paths.isEmpty ? "none" : paths.map { $0.isEmpty ? "(empty)" : $0 }.joined(separator: ", ")
        report(
            .unknownScreen,
            "no route of \(routeMap.app) takes \(written.isEmpty ? "the empty path" : written.quotedForMessage); its paths are \(listed)"
                + (suggestion.map { "; did you mean \($0)?" } ?? ""),
            at: span, expected: listed, found: written,
            fix: suggestion.map { Fix(span: span, replacement: $0) })
    }
}
