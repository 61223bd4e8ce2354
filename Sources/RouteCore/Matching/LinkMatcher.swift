/// A screen of the route map, by position: `routeMap.tabs[tab].screens[screen]`.
struct ScreenIndex {
    var tab: Int
    var screen: Int
}

/// Where the tab and screen of a link come from.
///
/// Outside the generic matcher, like ``NameFacts``, and never optional: the matcher borrows the
/// one it makes instead of copying it out of an optional and destroying both through their
/// value witnesses.
struct DestinationSegments {
    /// The tab's bytes; nil when the link names no tab.
    var tab: Range<Int>?
    /// The path segments after the tab.
    var screen: ArraySlice<Range<Int>>
    /// Where a tab would be inserted when there is none.
    var tabInsertionPoint: Int
    /// False when the link cannot reach the app at all; then the other fields are empty.
    var reachesApp = true

    /// The segments of a link that cannot reach the app.
    static var unreachable: DestinationSegments {
        DestinationSegments(tab: nil, screen: [], tabInsertionPoint: 0, reachesApp: false)
    }
}

/// The work behind ``LinkAnalyzer/analyze(_:)`` and ``LinkAnalyzer/verdict(_:)``: scan, then
/// resolve the destination (scheme → tab → screen), then read the parameters (in
/// `ParameterReader.swift`).
///
/// Every step records problems and recovers when a fix is obvious, so one pass reports every
/// problem in the link. The matcher is generic over what it records of them (``ProblemRecord``):
/// a ``Diagnostic`` with its words, and every parameter's ``ParamRecord``, for an analysis; only
/// codes and spans for a verdict. The rules are the same code either way.
///
/// A class, so that ``report(_:_:at:param:expected:found:fix:)`` can take its words as
/// autoclosures that read the matcher while it records the problem.
final class LinkMatcher<Problem: ProblemRecord> {
    let bytes: LinkBytes
    /// The route map with its lookup tables; the hot paths use the tables, diagnostics use `routeMap`.
    let map: CompiledRouteMap
    let requiresCampaign: Bool

    // One matcher is used on one thread, by one call, so its state needs no dynamic
    // exclusivity checks (which a class's stored properties otherwise get on every access).
    @exclusivity(unchecked) var url: ScannedURL
    @exclusivity(unchecked) var diagnostics: DiagnosticList<Problem>
    @exclusivity(unchecked) var kind = LinkKind.other
    /// The tab and screen the link is read against, with their names: only when the matcher
    /// keeps readings (``matchTab(_:span:written:)``).
    @exclusivity(unchecked) var tabMatch: NameMatch?
    @exclusivity(unchecked) var screenMatch: NameMatch?
    /// Their spans, which decisions read: kept by every matcher.
    @exclusivity(unchecked) var tabSpan: Range<Int>?
    @exclusivity(unchecked) var screenSpan: Range<Int>?
    /// The screen the link opens, once resolved.
    @exclusivity(unchecked) var screenIndex: ScreenIndex?
    @exclusivity(unchecked) var records: [ParamRecord] = []
    /// The values that records keep aside (lists, JSON).
    @exclusivity(unchecked) var extras: [TypedValue] = []
    @exclusivity(unchecked) var appLinkEligibility: AppLinkEligibility?
    @exclusivity(unchecked) var androidEligibility: AndroidLinkEligibility?

    /// Whether the matcher records each parameter into ``records`` as it goes, and the names of
    /// the tab and screen: only when it records words. Otherwise it only takes the decisions.
    var keepsReadings: Bool { Problem.isWorded }

    /// Records the tab the link is read against: its span for every matcher, its names only
    /// when the matcher keeps readings.
    func matchTab(_ name: @autoclosure () -> String, span: Range<Int>?, written: @autoclosure () -> String?) {
        tabSpan = span
        if keepsReadings { tabMatch = NameMatch(name: name(), span: span, written: written()) }
    }

    /// Records the screen the link opens, as ``matchTab(_:span:written:)`` records the tab.
    func matchScreen(_ name: @autoclosure () -> String, span: Range<Int>?, written: @autoclosure () -> String?) {
        screenSpan = span
        if keepsReadings { screenMatch = NameMatch(name: name(), span: span, written: written()) }
    }

    /// A matcher for one link, scanned: the scan's components and problems are its first state
    /// (assigned once, so no empty placeholder is built and destroyed).
    init(bytes: LinkBytes, map: CompiledRouteMap, requiresCampaign: Bool) {
        self.bytes = bytes
        self.map = map
        self.requiresCampaign = requiresCampaign
        let scan = URLScanner.scan(bytes: bytes, recording: Problem.self)
        url = scan.url
        diagnostics = scan.problems
    }

    /// The route map, for diagnostics.
    var routeMap: RouteMap { map.routeMap }

    func match() {
        var screen: ScreenIndex? = nil
        let segments = destinationSegments()
        if let android = map.android { decideAndroid(android) }
        if segments.reachesApp {
            if let matched = matchRoute(segments) {
                screen = matched
            } else if let resolved = resolveTab(segments) {
                screen = resolveScreen(in: resolved)
            }
        }
        screenIndex = screen
        readParameters(screen: screen)
        if let screen, let message = map.tabs[screen.tab].screens[screen.screen].loginMessage {
            report(.loginRequired, message, at: screenSpan ?? tabSpan ?? url.path)
        }
    }

    /// The problems by position; a stable sort keeps the reading order of problems found at one spot.
    ///
    /// An insertion sort in place: the list is short (at most ``DiagnosticList/limit`` and a
    /// summary) and almost in order, since the matcher reads the link from left to right.
    func orderedDiagnostics() -> [Problem] {
        var diagnostics = diagnostics.finished()
        // Nothing to sort, and no buffer to make unique (which an empty list would allocate).
        guard diagnostics.count > 1 else { return diagnostics }
        // Taken, so that sorting does not copy the list the matcher still holds.
        self.diagnostics = DiagnosticList()
        for index in diagnostics.indices.dropFirst() {
            let start = diagnostics[index].span.lowerBound
            var position = index
            while position > 0, diagnostics[position - 1].span.lowerBound > start { position -= 1 }
            // Moved, not copied: the problems between shift up by one.
            if position < index { diagnostics.insert(diagnostics.remove(at: index), at: position) }
        }
        return diagnostics
    }

    // MARK: Scheme and host

    /// Classifies the link and finds the segments that name tab and screen; unreachable when the
    /// link cannot reach the app at all.
    func destinationSegments() -> DestinationSegments {
        guard let schemeRange = url.scheme else { return schemelessSegments() }
        // The usual links: an ASCII scheme the map declares, or http(s).
        switch knownScheme(schemeRange) {
        case .custom?:
            kind = .customScheme
            return customSchemeSegments(schemeRange)
        case .https?: return webSegments(schemeRange, isSecure: true)
        case .http?: return webSegments(schemeRange, isSecure: false)
        case nil: break
        }
        let scheme = text(schemeRange).lowercased()
        if routeMap.schemes.contains(scheme) {
            kind = .customScheme
            return customSchemeSegments(schemeRange)
        }
        if scheme == "https" || scheme == "http" {
            return webSegments(schemeRange, isSecure: scheme == "https")
        }
        var accepted = routeMap.schemes
        if routeMap.web != nil { accepted.append("https") }
        let suggestion = Suggestions.closest(to: scheme, in: accepted)
        report(
            .unknownScheme,
            "unknown scheme \(text(schemeRange).quotedForMessage); \(routeMap.app) opens \(accepted.map { $0 + "://" }.joined(separator: ", ")) links"
                + (suggestion.map { "; did you mean \($0)?" } ?? ""),
            at: schemeRange, expected: accepted.joined(separator: ", "), found: text(schemeRange),
            fix: suggestion.map { Fix(span: schemeRange, replacement: $0) })
        // Recover as a custom-scheme link when the scheme is a likely typo of one.
        if let suggestion, routeMap.schemes.contains(suggestion) { return customSchemeSegments(schemeRange) }
        return .unreachable
    }

    func schemelessSegments() -> DestinationSegments {
        let segments = url.authority != nil ? nil : url.pathSegments.filter { !$0.isEmpty }
        let insertion = url.authority != nil ? "\(routeMap.primaryScheme):" : "\(routeMap.primaryScheme)://"
        let startsWithTab = segments?.first.map { routeMap.tab(named: text($0)) != nil } ?? false
        let hostIsTab = url.host.map { routeMap.tab(named: text($0)) != nil } ?? false
        report(
            .unknownScheme,
            "the link has no scheme; \(routeMap.app) opens \(routeMap.primaryScheme)://<tab>/<screen> links",
            at: 0..<0, expected: routeMap.primaryScheme,
            fix: startsWithTab || hostIsTab ? Fix(span: 0..<0, replacement: insertion) : nil)
        if hostIsTab, let host = url.host {
            return DestinationSegments(tab: host, screen: url.pathSegments[...], tabInsertionPoint: host.lowerBound)
        }
        guard startsWithTab, let segments else { return .unreachable }
        return DestinationSegments(tab: segments[0], screen: segments.dropFirst(), tabInsertionPoint: 0)
    }

    func customSchemeSegments(_ schemeRange: Range<Int>) -> DestinationSegments {
        if !map.schemePrefix.keys.isEmpty { return prefixedSegments(schemeRange) }
        if let host = url.host, !host.isEmpty {
            return DestinationSegments(tab: host, screen: url.pathSegments[...], tabInsertionPoint: host.lowerBound)
        }
        let scheme = text(schemeRange)
        let pathSegments = url.pathSegments.filter { !$0.isEmpty }
        guard let first = pathSegments.first else {
            return DestinationSegments(tab: nil, screen: [], tabInsertionPoint: url.host?.lowerBound ?? url.path.lowerBound)
        }
        if url.authority != nil {
            // myapp:///home/feed: the tab went into the path.
            let slash = url.path.lowerBound..<url.path.lowerBound + 1
            report(
                .unknownTab,
                "the tab goes in the host: \(scheme)://\(text(first))/…, but this link has three slashes, so its host is empty and \(text(first).quotedForMessage) is read as a path",
                at: slash, expected: "\(scheme)://<tab>/<screen>", fix: Fix(span: slash, replacement: ""))
        } else {
            // myapp:home/feed: no "//", so there is no host at all.
            report(
                .unknownTab,
                "the tab goes in the host, after \"//\": \(scheme)://\(text(first))/…; without \"//\" the link has no host and \(text(first).quotedForMessage) is read as a path",
                at: schemeRange.upperBound + 1..<schemeRange.upperBound + 1, expected: "\(scheme)://<tab>/<screen>",
                fix: Fix(span: schemeRange.upperBound + 1..<schemeRange.upperBound + 1, replacement: "//"))
        }
        return DestinationSegments(tab: first, screen: pathSegments.dropFirst(), tabInsertionPoint: first.lowerBound)
    }

    /// The segments after the route map's `prefix`, which every custom-scheme link starts with
    /// (host first); unreachable, with the problem reported, when the link does not start with it.
    func prefixedSegments(_ schemeRange: Range<Int>) -> DestinationSegments {
        var segments = url.pathSegments.filter { !$0.isEmpty }
        if let host = url.host, !host.isEmpty { segments.insert(host, at: 0) }
        let prefix = map.schemePrefix.keys
        guard segments.count >= prefix.count, zip(segments, prefix).allSatisfy({ bytes.decodes($0, to: $1) }) else {
            let point = url.host?.lowerBound ?? schemeRange.upperBound + 1
            let span = segments.first.map { $0.lowerBound..<segments.last!.upperBound } ?? point..<point
            let expected = "\(text(schemeRange))://\(routeMap.prefixPath)"
            report(
                .unknownTab,
                "\(routeMap.app)'s links start with \(expected); this one does not, so the app's router does not take it",
                at: span, expected: expected + "<tab>/<screen>", found: text(span),
                fix: Fix(span: span.lowerBound..<span.lowerBound, replacement: routeMap.prefixPath))
            return .unreachable
        }
        let rest = segments.dropFirst(prefix.count)
        let insertion = rest.first?.lowerBound ?? segments.last.map(\.upperBound) ?? url.path.upperBound
        return DestinationSegments(tab: rest.first, screen: rest.dropFirst(), tabInsertionPoint: insertion)
    }

    func webSegments(_ schemeRange: Range<Int>, isSecure: Bool) -> DestinationSegments {
        let hostRange = url.host ?? schemeRange
        // The usual case first: an ASCII host the map claims, compared without building strings.
        var isAppHost = false
        if let host = url.host, !map.webHosts.hasNonASCIIKeys, bytes.isASCII(host) {
            isAppHost = bytes.lowercasedIndex(of: host, in: map.webHosts) != nil
        }
        let host = isAppHost ? "" : url.host.map { text($0).lowercased() } ?? ""
        // The web links are read in place: bound to a local, the optional would be copied whole.
        guard map.hasWeb, isAppHost || map.web?.hosts.contains(host) == true else {
            report(.notAnAppLink, at: hostRange) {
                let hosts = self.routeMap.web?.hosts ?? []
                let suggestion = Suggestions.closest(to: host, in: hosts)
                let app = self.routeMap.app
                let claimed = hosts.isEmpty ? "\(app) claims no web hosts" : "\(app) claims \(hosts.joined(separator: ", "))"
                return Diagnostic.Words(
                    message: "\(host.isEmpty ? "this link" : host.quotedForMessage) is not one of the app's web hosts, so the link opens in the browser; \(claimed)"
                        + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                    expected: hosts.joined(separator: ", "), found: host,
                    fix: suggestion.map { Fix(span: hostRange, replacement: $0) })
            }
            return .unreachable
        }
        kind = .webLink
        if !isSecure {
            // With a manifest, Android's own answer follows (it verifies http filters too).
            report(
                .notAnAppLink,
                map.android == nil
                    ? "universal links and app links only open the app over https; this http link opens in the browser"
                    : "universal links only open the app over https, so iOS opens this http link in Safari",
                at: schemeRange, expected: "https", found: text(schemeRange), fix: Fix(span: schemeRange, replacement: "https"))
        } else if map.hasAppSiteAssociation, let association = map.web?.appSiteAssociation {
            let eligibility = association.eligibility(bytes: bytes, url: url)
            appLinkEligibility = eligibility
            guard eligibility.opensApp else {
                reportIneligible(eligibility, association)
                return .unreachable
            }
        }
        var segments = url.pathSegments.contains { $0.isEmpty } ? url.pathSegments.filter { !$0.isEmpty }[...] : url.pathSegments[...]
        let prefixMatches =
            segments.count >= map.webPrefix.keys.count
            && zip(segments, map.webPrefix.keys).allSatisfy { bytes.textEquals($0, $1) }
        if prefixMatches {
            segments = segments.dropFirst(map.webPrefix.keys.count)
        } else {
            let startsWithTab = segments.first.map { routeMap.tab(named: text($0)) != nil } ?? false
            let prefixPath = map.web?.prefixPath ?? ""
            report(
                .notAnAppLink,
                "only paths under \(prefixPath) open the app; this path opens in the browser",
                at: url.path.isEmpty ? url.path.lowerBound..<url.path.lowerBound : url.path,
                expected: prefixPath + "/<tab>/<screen>",
                fix: startsWithTab ? Fix(span: url.path.lowerBound..<url.path.lowerBound, replacement: prefixPath) : nil)
            guard startsWithTab else { return .unreachable }
        }
        guard let first = segments.first else {
            return DestinationSegments(tab: nil, screen: [], tabInsertionPoint: url.path.upperBound)
        }
        return DestinationSegments(tab: first, screen: segments.dropFirst(), tabInsertionPoint: first.lowerBound)
    }

    /// `not-an-app-link` for an https link that the apple-app-site-association sends to Safari,
    /// naming the rule that decided, at the part of the link it is about.
    func reportIneligible(_ eligibility: AppLinkEligibility, _ association: AppSiteAssociation) {
        let (part, span): (String, Range<Int>) =
            switch eligibility.decidingPart {
            case .query: ("query", url.query ?? url.path)
            case .fragment: ("fragment", url.fragment ?? url.path)
            case .path: ("path", url.path)
            }
        if let rule = association.describeRule(of: eligibility) {
            report(.notAnAppLink, "\(rule) excludes this \(part), so iOS opens it in Safari", at: span)
        } else {
            let count = association.ruleCount
            report(
                .notAnAppLink,
                "no rule of the apple-app-site-association matches this link (\(count) rule\(count == 1 ? "" : "s") tried), so iOS opens it in Safari",
                at: span)
        }
    }

    /// Where Android opens the link, from the same bytes; for a link the app's router reads (a
    /// custom scheme it declares, or one of its web hosts), `not-an-android-app-link` when Android
    /// does not take it into the app (the browser, or no app), at the part of the link the
    /// deciding rule is about. A chooser between the app's own activities still ends in the app.
    func decideAndroid(_ android: AndroidAppLinks) {
        let eligibility = android.eligibility(for: AndroidLink(bytes: Array(bytes)))
        androidEligibility = eligibility
        guard eligibility.result == .browser || eligibility.result == .noFilter, kind == .customScheme || kind == .webLink
        else { return }
        let span = eligibility.span ?? url.scheme ?? 0..<0
        report(.notAnAndroidAppLink, eligibility.reason, at: span)
    }

    // MARK: Tab

    func resolveTab(_ segments: DestinationSegments) -> (tab: Int, screen: ArraySlice<Range<Int>>)? {
        if let tabRange = segments.tab, let key = bytes.firstIndex(decodedName: tabRange, in: map.tabSegments) {
            let tab = map.tabBySegment[key]
            let name = routeMap.tabs[tab].name
            matchTab(name, span: tabRange, written: name)
            return (tab, segments.screen)
        }
        if !routeMap.tabsLeadEveryPath {
            reportNoRoute(segments)
            return nil
        }
        let names = map.tabCandidates.names
        guard let tabRange = segments.tab else {
            report(
                .unknownTab, "the link names no tab; expected one of \(names.joined(separator: ", "))",
                at: segments.tabInsertionPoint..<segments.tabInsertionPoint, expected: names.joined(separator: ", "))
            return nil
        }
        let name = decoded(tabRange).text
        // A screen name where the tab belongs: myapp://articleDetail.
        if let ownerIndex = routeMap.tabs.firstIndex(where: { $0.screen(named: name) != nil }) {
            let owner = routeMap.tabs[ownerIndex]
            report(
                .unknownTab,
                "\(name.quotedForMessage) is a screen, not a tab; it lives in tab \(owner.name): write \(owner.name)/\(name)",
                at: tabRange, expected: names.joined(separator: ", "), found: name,
                fix: Fix(span: tabRange, replacement: "\(owner.name)/\(text(tabRange))"))
            matchTab(owner.name, span: tabRange, written: nil)
            return (ownerIndex, ([tabRange] + segments.screen)[...])
        }
        let suggestion = Suggestions.closest(to: name, in: map.tabCandidates)
        report(
            .unknownTab,
            "unknown tab \(name.quotedForMessage); the tabs are \(names.joined(separator: ", "))"
                + (suggestion.map { "; did you mean \($0)?" } ?? ""),
            at: tabRange, expected: names.joined(separator: ", "), found: name,
            fix: suggestion.map { Fix(span: tabRange, replacement: $0) })
        guard let suggestion, let tab = routeMap.tabs.firstIndex(where: { $0.name == suggestion }) else { return nil }
        matchTab(routeMap.tabs[tab].name, span: tabRange, written: nil)
        return (tab, segments.screen)
    }

    // MARK: Screen

    func resolveScreen(in resolved: (tab: Int, screen: ArraySlice<Range<Int>>)) -> ScreenIndex? {
        let tabIndex = resolved.tab
        var segments = resolved.screen
        if segments.last?.isEmpty == true { segments.removeLast() }
        if segments.contains(where: { $0.isEmpty }) {
            reportStraySlashes(in: segments)
            segments = segments.filter { !$0.isEmpty }[...]
        }
        guard !segments.isEmpty else {
            guard let root = map.tabs[tabIndex].rootScreen else { return nil }
            let name = map.tabs[tabIndex].screens[root].name
            matchScreen(name, span: nil, written: name)
            let index = ScreenIndex(tab: tabIndex, screen: root)
            if let route = map.routes.details.indices.first(where: { map.routes.details[$0].origin == .tab && map.routes.routes[$0].tab == tabIndex }) {
                reportLandingPath(of: route, at: tabSpan?.upperBound ?? url.path.upperBound)
            }
            return index
        }
        if let (screen, consumed) = map.tabs[tabIndex].bestScreen(matching: segments, in: bytes) {
            return accept(ScreenIndex(tab: tabIndex, screen: screen), segments: segments, consumed: consumed)
        }
        if let screen = screenMissingParameters(in: tabIndex, segments: segments) {
            _ = accept(ScreenIndex(tab: tabIndex, screen: screen), segments: segments, consumed: segments.count)
            reportMissingPathParameters(ScreenIndex(tab: tabIndex, screen: screen), after: segments.count, at: segments.last!.upperBound)
            return ScreenIndex(tab: tabIndex, screen: screen)
        }
        if let screen = screenInNavigator(in: tabIndex, endingWith: segments) {
            return screen
        }
        let tab = routeMap.tabs[tabIndex]
        let first = decoded(segments[offset: 0]).text
        let tabSpan = self.tabSpan
        // The screen exists, but in another tab.
        for (otherIndex, other) in routeMap.tabs.enumerated() where other.name != tab.name {
            if let (screenIndex, consumed) = map.tabs[otherIndex].bestScreen(matching: segments, in: bytes) {
                let screen = other.screens[screenIndex]
                // The other tab's own path replaces this one's; a tab without a path takes the
                // tab segment and its slash away.
                let otherPath = PathTemplate.linkText(other.path.segments)
                let fix = tabSpan.map { span in
                    otherPath.isEmpty
                        ? Fix(span: span.lowerBound..<segments[offset: 0].lowerBound, replacement: "")
                        : Fix(span: span, replacement: otherPath)
                }
                report(
                    .unknownScreen,
                    "\(screen.name) is not in tab \(tab.name); it is in tab \(other.name)"
                        + (otherPath.isEmpty ? ", whose links start with the screen's own path" : ""),
                    at: segments[offset: 0].lowerBound..<segments[offset: consumed - 1].upperBound, expected: other.name, found: first,
                    fix: fix)
                matchTab(other.name, span: tabSpan, written: tabMatch?.written)
                return accept(ScreenIndex(tab: otherIndex, screen: screenIndex), segments: segments, consumed: consumed, suggested: true)
            }
        }
        let literals = tab.screens.compactMap { screen -> String? in
            if case .literal(let text) = screen.path.segments.first { return text }
            return nil
        }
        let suggestion = Suggestions.closest(to: first, in: literals)
        let listed = tab.screens.map(\.path.description).joined(separator: ", ")
        report(
            .unknownScreen,
            "no screen \(first.quotedForMessage) in tab \(tab.name); its screens are \(listed)"
                + (suggestion.map { "; did you mean \($0)?" } ?? ""),
            at: segments[offset: 0], expected: listed, found: first,
            fix: suggestion.map { Fix(span: segments[offset: 0], replacement: $0) })
        // Recover with the suggested screen, so its parameters are still checked.
        let recovered = tab.screens.firstIndex { screen in
            guard case .literal(suggestion) = screen.path.segments.first else { return false }
            return true
        }
        guard let recovered else { return nil }
        return accept(
            ScreenIndex(tab: tabIndex, screen: recovered), segments: segments,
            consumed: min(tab.screens[recovered].path.segments.count, segments.count), suggested: true)
    }

    /// Records the screen, reads its path parameters and flags segments beyond its template.
    ///
    /// A `suggested` screen is one the link does not name as written: the matcher goes on with it.
    func accept(_ index: ScreenIndex, segments: ArraySlice<Range<Int>>, consumed: Int, suggested: Bool = false) -> ScreenIndex {
        let used = segments.prefix(consumed)
        let name = map.tabs[index.tab].screens[index.screen].name
        matchScreen(name, span: used.first!.lowerBound..<used.last!.upperBound, written: suggested ? nil : name)
        let compiled = map.tabs[index.tab].screens[index.screen]
        if compiled.hasPathParameters {
            for (part, segment) in zip(compiled.template, used) {
                guard let spec = part.spec, let check = part.check else { continue }
                readPathParameter(spec, entry: part.entry, check: check, segment: segment)
            }
        }
        if consumed < segments.count {
            let screen = routeMap.tabs[index.tab].screens[index.screen]
            let extra = segments[offset: consumed].lowerBound - 1..<segments.last!.upperBound
            let template = screen.path.description
            report(
                .extraPath,
                "\(screen.name) takes the path \(template); \(text(segments[offset: consumed].lowerBound..<segments.last!.upperBound).quotedForMessage) after it is not part of any route",
                at: extra, expected: template, found: text(extra), fix: Fix(span: extra, replacement: ""))
        }
        return index
    }

    /// A screen of the tab inside a nested navigator whose path ends with `segments`: the link
    /// leaves out the navigators' part of the path (`home/privacy` for `home/settings/privacy`).
    /// Reported with a fix that writes the whole path; the matcher goes on with the screen.
    func screenInNavigator(in tab: Int, endingWith segments: ArraySlice<Range<Int>>) -> ScreenIndex? {
        let screens = routeMap.tabs[tab].screens
        let found = map.tabs[tab].screens.indices.first { index in
            let template = map.tabs[tab].screens[index].template
            guard !screens[index].navigators.isEmpty, template.count > segments.count else { return false }
            return zip(template.suffix(segments.count), segments).allSatisfy { part, segment in
                guard let literal = part.literal else { return part.kind == .parameter || part.kind == .optionalParameter }
                return bytes.decodes(segment, to: literal)
            }
        }
        guard let found else { return nil }
        let screen = screens[found]
        let span = segments[offset: 0].lowerBound..<segments.last!.upperBound
        let leading = PathTemplate.linkText(screen.path.segments.prefix(screen.path.segments.count - segments.count))
        let navigator = screen.navigators.last!
        report(
            .unknownScreen,
            "\(screen.name) is in navigator \(navigator) of tab \(routeMap.tabs[tab].name): its path is \(screen.path), so write \(leading)/ before \(text(span).quotedForMessage)",
            at: span, expected: screen.path.description, found: text(span),
            fix: Fix(span: span.lowerBound..<span.lowerBound, replacement: leading + "/"))
        matchScreen(screen.name, span: span, written: nil)
        let index = ScreenIndex(tab: tab, screen: found)
        let template = map.tabs[tab].screens[found].template
        for (part, segment) in zip(template.suffix(segments.count), segments) {
            guard let spec = part.spec, let check = part.check else { continue }
            readPathParameter(spec, entry: part.entry, check: check, segment: segment)
        }
        return index
    }

    /// The screen of tab `tab` whose template starts with every one of `segments` and goes on
    /// with parameters only: `articles` for `articles/{articleId}`. The link names the screen and
    /// leaves out its trailing path parameters.
    func screenMissingParameters(in tab: Int, segments: ArraySlice<Range<Int>>) -> Int? {
        map.tabs[tab].screens.firstIndex { screen in
            let template = screen.template
            guard template.count > segments.count, template[segments.count...].allSatisfy({ $0.literal == nil }) else { return false }
            return zip(template, segments).allSatisfy { part, segment in
                guard let literal = part.literal else { return !segment.isEmpty }
                return bytes.decodes(segment, to: literal)
            }
        }
    }

    /// Reports each path parameter of `index`'s template from part `first` on as missing, at the
    /// insertion point `point`, with one fix that inserts them all as placeholders to fill in.
    func reportMissingPathParameters(_ index: ScreenIndex, after first: Int, at point: Int) {
        let screen = routeMap.tabs[index.tab].screens[index.screen]
        let compiled = map.tabs[index.tab].screens[index.screen]
        let missing = compiled.template[first...].compactMap { part in part.spec.map { ($0, part.entry) } }
        let insertion = missing.map { "/{\($0.0.name)}" }.joined()
        for (spec, entry) in missing {
            report(
                .missingParam, "\(screen.name) requires \(spec.name) (\(spec.type.expectation)) in its path \(screen.path)",
                at: point..<point, param: spec.name, expected: spec.type.expectation,
                fix: Fix(span: point..<point, replacement: insertion))
            if keepsReadings { records.append(ParamRecord(entry: entry, source: .absent, status: .error)) }
        }
    }

    // MARK: Helpers

    /// Records a problem; its words are written only when the problems keep them.
    func report(
        _ code: DiagnosticCode, _ message: @autoclosure () -> String, at span: Range<Int>,
        param: @autoclosure () -> String? = nil, expected: @autoclosure () -> String? = nil,
        found: @autoclosure () -> String? = nil, fix: @autoclosure () -> Fix? = nil
    ) {
        report(code, at: span) {
            Diagnostic.Words(message: message(), param: param(), expected: expected(), found: found(), fix: fix())
        }
    }

    /// Records a problem whose words share work (a suggestion, a lookup), written by `words`
    /// only when the problems keep them.
    func report(_ code: DiagnosticCode, at span: Range<Int>, words: () -> Diagnostic.Words) {
        diagnostics.record(code, at: span, words: words)
    }

    func text(_ range: Range<Int>) -> String { bytes.text(range) }

    func decoded(_ range: Range<Int>, plusAsSpace: Bool = false) -> PercentEncoding.Decoded {
        PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace)
    }

    enum KnownScheme { case custom, https, http }

    /// The scheme when it is ASCII and, lower-cased, one of the map's (all ASCII) or http(s); nil
    /// otherwise, when the general path decides.
    func knownScheme(_ range: Range<Int>) -> KnownScheme? {
        guard !map.schemes.hasNonASCIIKeys, bytes.isASCII(range) else { return nil }
        // The usual scheme has no upper case, so it is its own lower-cased form: one hash lookup.
        if !bytes.containsASCIIUppercase(range) {
            if map.schemes.index(of: bytes, range) != nil { return .custom }
            if map.webSchemes.index(of: bytes, range) != nil { return range.count == 5 ? .https : .http }
            return nil
        }
        if bytes.lowercasedIndex(of: range, in: map.schemes) != nil { return .custom }
        if bytes.lowercasedIndex(of: range, in: map.webSchemes) != nil { return range.count == 5 ? .https : .http }
        return nil
    }
}

extension LinkMatcher where Problem == Diagnostic {
    /// Matches the link, whose text is `input`, and gives everything found; call it once per matcher.
    func analysis(of input: String) -> LinkAnalysis {
        match()
        return LinkAnalysis(
            input: input, url: url, kind: kind, tab: tabMatch, screen: screenMatch,
            navigators: screenIndex.map { routeMap.tabs[$0.tab].screens[$0.screen].navigators } ?? [], records: records, catalog: map.catalog,
            extras: extras, diagnostics: orderedDiagnostics(), appLinkEligibility: appLinkEligibility, androidEligibility: androidEligibility)
    }
}

extension LinkMatcher where Problem == LinkProblem {
    /// Matches the link and gives its verdict; call it once per matcher.
    func verdict() -> LinkVerdict {
        match()
        return LinkVerdict(
            kind: kind, problems: orderedDiagnostics(), appLinkEligibility: appLinkEligibility, androidEligibility: androidEligibility)
    }
}

extension ArraySlice {
    /// The element `offset` places after the start (slices keep their base's indices).
    subscript(offset offset: Int) -> Element { self[startIndex + offset] }
}
