import PlatformLinks
import TextBytes

/// Where the tab and screen of a link come from.
///
/// Outside the generic matcher, like ``NameFacts``, and never optional: the matcher borrows the
/// one it makes instead of copying it out of an optional and destroying both through their
/// value witnesses.
struct DestinationSegments {
    /// The tab's bytes; nil when the link names no tab.
    var tab: Range<Int>?
    /// The path segments after the tab.
    var screen: SegmentSlice
    /// Where a tab would be inserted when there is none.
    var tabInsertionPoint: Int
    /// False when the link cannot reach the app at all; then the other fields are empty.
    var reachesApp = true

    /// The segments of a link that cannot reach the app.
    static var unreachable: DestinationSegments {
        DestinationSegments(tab: nil, screen: .none, tabInsertionPoint: 0, reachesApp: false)
    }
}

/// The work behind ``LinkAnalyzer/analyze(_:)`` and ``LinkAnalyzer/verdict(_:)``: scan, then
/// resolve the destination (scheme → tab → screen), then read the parameters (in
/// `ParameterReader.swift`).
///
/// Every step records problems as data (``LinkProblem``) and recovers when a fix is obvious, so
/// one pass reports every problem in the link; ``ProblemRenderer`` words them later. The matcher
/// is generic over what else it records (``MatchRecording``): every parameter's ``ParamRecord``
/// for an analysis, nothing more for a verdict. The rules are the same code either way.
///
/// A value that lives for one call, on the caller's stack.
struct LinkMatcher<Recording: MatchRecording> {
    let bytes: LinkBytes
    /// The route map with its lookup tables; the hot paths use the tables, diagnostics use `routeMap`.
    let map: CompiledRouteMap
    let requiresCampaign: Bool

    var url: ScannedURL
    /// The query's items as the scan split them, in memory lent for the call; when the list
    /// ``ScratchList/overflowed``, the matcher splits the query again (``readParameters(screen:)``).
    let items: ScratchList<ScannedQueryItem>
    /// The segments of `url.path`, split once (``ScannedURL/pathSegments(in:)``), then the
    /// segments the matcher lists again to read them in another order (``listed(_:_:keepingEmpty:)``).
    /// Memory lent for the call, with room for all of them (``segmentListCapacity(for:)``).
    var segmentList: ScratchList<Range<Int>>
    /// The segments of `url.path`, at the start of ``segmentList``: the matcher reads them by position.
    var pathSegments: SegmentSlice
    var problems: ProblemList
    /// The link inside the input, without the text around it.
    let link: Range<Int>
    var kind = LinkKind.other
    /// The tab and screen the link is read against, by position, with the spans that name them
    /// (``matchTab(_:span:isWritten:writtenInstead:)``): plain rows that ``LinkAnalysis`` words
    /// as ``NameMatch``es when asked.
    var tabChoice: TabChoice?
    var screenChoice: ScreenChoice?
    /// The screen the link opens, once resolved.
    var screenIndex: ScreenIndex?
    /// Every parameter's record, for an analysis; nothing, for a verdict.
    var recording = Recording()
    var appLinkEligibility: AppLinkEligibility?
    var androidEligibility: AndroidLinkEligibility?

    /// Whether the matcher records each parameter into ``recording`` as it goes: only for an
    /// analysis. Otherwise it only takes the decisions.
    var keepsReadings: Bool { Recording.keepsReadings }

    /// The bytes naming the tab the link is read against; nil when none does.
    var tabSpan: Range<Int>? { tabChoice?.span }
    /// The bytes naming the screen the link opens; nil when none does.
    var screenSpan: Range<Int>? { screenChoice?.span }

    /// Records the tab the link is read against, at position `tab`, named by `span`. The link
    /// writes that tab when `isWritten`, else the tab at `writtenInstead` (nil when it names none).
    mutating func matchTab(_ tab: Int, span: Range<Int>?, isWritten: Bool, writtenInstead: Int? = nil) {
        tabChoice = TabChoice(tab: tab, span: span, written: isWritten ? tab : writtenInstead)
    }

    /// Records the screen the link opens, as ``matchTab(_:span:isWritten:writtenInstead:)``
    /// records the tab; a screen the link does not name as written is not `isWritten`.
    mutating func matchScreen(_ index: ScreenIndex, span: Range<Int>?, isWritten: Bool) {
        screenChoice = ScreenChoice(screen: index, span: span, isWritten: isWritten)
    }

    /// `body` given a matcher for one link, scanned: the scan's components and problems are its
    /// first state (assigned once, so no empty placeholder is built and destroyed).
    ///
    /// The scan lists the query's items and the path's segments in memory lent for the call
    /// (``ScannedQueryItem/listCapacity``, ``segmentListCapacity(for:)``): the matcher reads
    /// them from there, and allocates nothing to hold them.
    @inline(__always)
    static func withMatcher<Result>(
        bytes: LinkBytes, map: CompiledRouteMap, requiresCampaign: Bool, _ body: (inout LinkMatcher) -> Result
    ) -> Result {
        ScratchList.withCapacity(ScannedQueryItem.listCapacity) { items in
            let link = Self.link(in: bytes, map: map)
            let scan = URLScanner.scan(bytes: bytes, link: link, items: &items)
            let segments = scan.url.pathSegments(in: bytes)
            /// `body` given the matcher, its path's segments listed in `segmentList`.
            func match(_ segmentList: inout ScratchList<Range<Int>>) -> Result {
                var matcher = LinkMatcher(
                    bytes: bytes, map: map, requiresCampaign: requiresCampaign, url: scan.url, items: items,
                    segmentList: segmentList, pathSegments: segmentList[...], problems: scan.problems, link: link)
                return body(&matcher)
            }
            // Listed in room for the usual path, then in more room when that holds too many.
            return ScratchList.withCapacity(segmentListCapacity(for: usualPathSegments)) { usual in
                for segment in segments { usual.append(segment) }
                guard usual.count > usualPathSegments else { return match(&usual) }
                let count = usual.overflowed ? segments.reduce(0) { count, _ in count + 1 } : usual.count
                return ScratchList.withCapacity(segmentListCapacity(for: count)) { longer in
                    for segment in segments { longer.append(segment) }
                    return match(&longer)
                }
            }
        }
    }

    /// How many records an analysis makes room for at first besides the query's items
    /// (``readParameters(screen:)`` makes more for a screen that declares more).
    static var usualRecordsBesideItems: Int { 8 }

    /// How many items the query has, as far as the scan listed them (``items``); a longer query
    /// counts as the list's room twice over.
    var itemCount: Int { items.overflowed ? 2 * items.count : items.count }

    /// The most segments a path has for its ``segmentList`` to take the room made without
    /// counting them: under a kilobyte of stack.
    static var usualPathSegments: Int { 8 }

    /// Room for the `count` segments of a path and for every list of them the matcher makes
    /// (``listed(_:_:keepingEmpty:)``): at most six per link (the link without a scheme read as a
    /// web link, the tab put before the screen's segments, the stray `/`s dropped where the screen
    /// is read, and a route matched twice, each time from a list of the tab and the screen's
    /// segments), each of at most `count + 1`.
    static func segmentListCapacity(for count: Int) -> Int { count + 6 * (count + 1) }

    /// Lists `first` (when there is one), then the segments of `rest` (the non-empty ones unless
    /// `keepingEmpty`: an empty one is a stray `/`), after what ``segmentList`` holds, and
    /// returns them.
    mutating func listed(_ first: Range<Int>?, _ rest: SegmentSlice, keepingEmpty: Bool = false) -> SegmentSlice {
        let start = segmentList.endIndex
        if let first { segmentList.append(first) }
        for segment in rest where keepingEmpty || !segment.isEmpty { segmentList.append(segment) }
        assert(!segmentList.overflowed, "segmentListCapacity(for:) is too small")
        return segmentList[start..<segmentList.endIndex]
    }

    /// The link inside text pasted or exported with it (``TextAroundLink``). Text before it
    /// counts only when the link's scheme is one the map knows (its own, or http and https):
    /// otherwise the blank is more likely inside a mistyped scheme than after a label
    /// (`http s://…`, `myap p://…`), and the whole text is read as the link.
    @inline(__always)
    static func link(in bytes: LinkBytes, map: CompiledRouteMap) -> Range<Int> {
        let link = TextAroundLink.link(in: bytes)
        guard link.lowerBound > 0 else { return link }
        let colon = LinkByte.table.endOfRun(of: .schemeTail, in: bytes, from: link.lowerBound, before: link.upperBound)
        return map.knownScheme(link.lowerBound..<colon, in: bytes) != nil ? link : 0..<link.upperBound
    }

    /// The route map, for diagnostics.
    var routeMap: RouteMap { map.routeMap }

    mutating func match() {
        // Room for the query's items and the usual others (path parameters, absent and defaulted
        // ones) before the first is recorded: one allocation, where growing from the first path
        // parameter made two.
        if keepsReadings { recording.records.reserveCapacity(itemCount + Self.usualRecordsBesideItems) }
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
        if let screen, map.screen(screen).requiresLogin {
            report(.loginRequired, at: screenSpan ?? tabSpan ?? url.path, .loginRequired(screen: screen))
        }
    }

    /// The problems by position; a stable sort keeps the reading order of problems found at one spot.
    ///
    /// An insertion sort in place: the list is short (at most ``ProblemList/limit`` and a
    /// summary) and almost in order, since the matcher reads the link from left to right.
    mutating func orderedProblems() -> [LinkProblem] {
        var diagnostics = problems.finished()
        // Nothing to sort, and no buffer to make unique (which an empty list would allocate).
        guard diagnostics.count > 1 else { return diagnostics }
        // Taken, so that sorting does not copy the list the matcher still holds.
        problems = ProblemList()
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
    mutating func destinationSegments() -> DestinationSegments {
        guard let schemeRange = url.scheme else { return schemelessSegments() }
        // The usual links: an ASCII scheme the map declares, or http(s).
        switch map.knownScheme(schemeRange, in: bytes) {
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
        let suggestion = Suggestions.closest(to: scheme, in: map.acceptedSchemes)
        report(.unknownScheme, at: schemeRange, .unknownScheme(suggestion: suggestion))
        // Recover as a custom-scheme link when the scheme is a likely typo of one.
        if let suggestion, routeMap.schemes.contains(suggestion) { return customSchemeSegments(schemeRange) }
        return .unreachable
    }

    mutating func schemelessSegments() -> DestinationSegments {
        // `example.com/app/home/feed`: one of the app's web hosts, without `https://`. Read as the
        // web link it was meant to be.
        if url.authority == nil, map.hasWeb, let host = pathSegments.first, host.lowerBound == 0, !host.isEmpty,
            map.web?.hosts.contains(text(host).lowercased()) == true
        {
            report(.missingScheme, at: 0..<0, .missingScheme)
            url.authority = host
            url.host = host
            url.path = host.upperBound..<url.path.upperBound
            pathSegments.removeFirst()
            return webSegments(0..<0, isSecure: true)
        }
        let segments = url.authority != nil ? nil : listed(nil, pathSegments)
        let startsWithTab = segments?.first.map { routeMap.tab(named: text($0)) != nil } ?? false
        let hostIsTab = url.host.map { routeMap.tab(named: text($0)) != nil } ?? false
        report(.unknownScheme, at: 0..<0, .noScheme(isFixable: startsWithTab || hostIsTab))
        if hostIsTab, let host = url.host {
            return DestinationSegments(tab: host, screen: pathSegments, tabInsertionPoint: host.lowerBound)
        }
        guard startsWithTab, let segments else { return .unreachable }
        return DestinationSegments(tab: segments[offset: 0], screen: segments.dropFirst(), tabInsertionPoint: 0)
    }

    mutating func customSchemeSegments(_ schemeRange: Range<Int>) -> DestinationSegments {
        if !map.schemePrefix.keys.isEmpty { return prefixedSegments(schemeRange) }
        if let host = url.host, !host.isEmpty {
            return DestinationSegments(tab: host, screen: pathSegments, tabInsertionPoint: host.lowerBound)
        }
        guard let firstIndex = pathSegments.firstIndex(where: { !$0.isEmpty }) else {
            return DestinationSegments(tab: nil, screen: .none, tabInsertionPoint: url.host?.lowerBound ?? url.path.lowerBound)
        }
        let first = pathSegments[firstIndex]
        if url.authority != nil {
            // myapp:///home/feed: the tab went into the path.
            let slash = url.path.lowerBound..<url.path.lowerBound + 1
            report(.unknownTab, at: slash, .tabAfterEmptyHost(scheme: schemeRange, tab: first))
        } else {
            // myapp:home/feed: no "//", so there is no host at all.
            let point = schemeRange.upperBound + 1
            report(.unknownTab, at: point..<point, .tabWithoutAuthority(scheme: schemeRange, tab: first))
        }
        // The segments after the tab as written: a stray "/" among them is reported where the screen is read.
        return DestinationSegments(tab: first, screen: pathSegments[(firstIndex + 1)...], tabInsertionPoint: first.lowerBound)
    }

    /// The segments after the route map's `prefix`, which every custom-scheme link starts with
    /// (host first); unreachable, with the problem reported, when the link does not start with it.
    mutating func prefixedSegments(_ schemeRange: Range<Int>) -> DestinationSegments {
        let host = url.host.flatMap { $0.isEmpty ? nil : $0 }
        let segments = listed(host, pathSegments)
        let prefix = map.schemePrefix.keys
        guard segments.count >= prefix.count, zip(segments, prefix).allSatisfy({ bytes.decodes($0, to: $1) }) else {
            let point = url.host?.lowerBound ?? schemeRange.upperBound + 1
            let span = segments.first.map { $0.lowerBound..<segments.last!.upperBound } ?? point..<point
            report(.unknownTab, at: span, .missingSchemePrefix(scheme: schemeRange))
            return .unreachable
        }
        let rest = segments.dropFirst(prefix.count)
        let insertion = rest.first?.lowerBound ?? segments.last.map(\.upperBound) ?? url.path.upperBound
        return DestinationSegments(tab: rest.first, screen: rest.dropFirst(), tabInsertionPoint: insertion)
    }

    mutating func webSegments(_ schemeRange: Range<Int>, isSecure: Bool) -> DestinationSegments {
        let hostRange = url.host ?? schemeRange
        // The usual case first: an ASCII host the map claims, compared without building strings.
        var isAppHost = false
        if let host = url.host, !map.webHosts.hasNonASCIIKeys, bytes.isASCII(host) {
            isAppHost = bytes.lowercasedIndex(of: host, in: map.webHosts) != nil
        }
        let host = isAppHost ? "" : url.host.map { text($0).lowercased() } ?? ""
        // The web links are read in place: bound to a local, the optional would be copied whole.
        guard map.hasWeb, isAppHost || map.web?.hosts.contains(host) == true else {
            report(.notAnAppLink, at: hostRange, .notAWebHost)
            return .unreachable
        }
        kind = .webLink
        if !isSecure {
            // With a manifest, Android's own answer follows (it verifies http filters too).
            report(.notAnAppLink, at: schemeRange, .insecureWebLink)
        } else if map.hasAppSiteAssociation, let association = map.web?.appSiteAssociation {
            let eligibility = association.eligibility(bytes: bytes, url: url)
            appLinkEligibility = eligibility
            guard eligibility.opensApp else {
                reportIneligible(eligibility)
                return .unreachable
            }
        }
        var segments = pathSegments.contains { $0.isEmpty } ? listed(nil, pathSegments) : pathSegments
        let prefixMatches =
            segments.count >= map.webPrefix.keys.count
            && zip(segments, map.webPrefix.keys).allSatisfy { bytes.textEquals($0, $1) }
        if prefixMatches {
            segments = segments.dropFirst(map.webPrefix.keys.count)
        } else {
            let startsWithTab = segments.first.map { routeMap.tab(named: text($0)) != nil } ?? false
            report(
                .notAnAppLink, at: url.path.isEmpty ? url.path.lowerBound..<url.path.lowerBound : url.path,
                .outsideWebPrefix(startsWithTab: startsWithTab))
            guard startsWithTab else { return .unreachable }
        }
        guard let first = segments.first else {
            return DestinationSegments(tab: nil, screen: .none, tabInsertionPoint: url.path.upperBound)
        }
        return DestinationSegments(tab: first, screen: segments.dropFirst(), tabInsertionPoint: first.lowerBound)
    }

    /// `not-an-app-link` for an https link that the apple-app-site-association sends to Safari,
    /// at the part of the link the deciding rule is about.
    mutating func reportIneligible(_ eligibility: AppLinkEligibility) {
        let span =
            switch eligibility.decidingPart {
            case .query: url.query ?? url.path
            case .fragment: url.fragment ?? url.path
            case .path: url.path
            }
        report(.notAnAppLink, at: span, .excludedByAppSiteAssociation)
    }

    /// Where Android opens the link, from the same bytes; for a link the app's router reads (a
    /// custom scheme it declares, or one of its web hosts), `not-an-android-app-link` when Android
    /// does not take it into the app (the browser, or no app), at the part of the link the
    /// deciding rule is about. A chooser between the app's own activities still ends in the app.
    mutating func decideAndroid(_ android: AndroidAppLinks) {
        let eligibility = android.eligibility(for: AndroidLink(bytes: Array(bytes[link])))
        androidEligibility = eligibility
        guard eligibility.result == .browser || eligibility.result == .noFilter, kind == .customScheme || kind == .webLink
        else { return }
        let span = eligibility.span.map { $0.lowerBound + link.lowerBound..<$0.upperBound + link.lowerBound } ?? url.scheme ?? 0..<0
        report(.notAnAndroidAppLink, at: span, .notAnAndroidAppLink)
    }

    // MARK: Tab

    mutating func resolveTab(_ segments: DestinationSegments) -> (tab: Int, screen: SegmentSlice)? {
        if let tabRange = segments.tab, let key = bytes.firstIndex(decodedName: tabRange, in: map.tabSegments) {
            let tab = map.tabBySegment[key]
            matchTab(tab, span: tabRange, isWritten: true)
            return (tab, segments.screen)
        }
        if !map.tabsLeadEveryPath {
            reportNoRoute(segments)
            return nil
        }
        guard let tabRange = segments.tab else {
            report(.unknownTab, at: segments.tabInsertionPoint..<segments.tabInsertionPoint, .noTab)
            return nil
        }
        let name = decoded(tabRange).text
        let suggestion = Suggestions.closest(to: name, in: map.tabCandidates).flatMap { suggestion in
            routeMap.tabs.firstIndex { $0.name == suggestion }
        }
        // A screen name where the tab belongs: myapp://articleDetail. Unless the tab one typo
        // away takes the rest of the path: myapp://settings/notifications is tab setting's
        // notifications, not screen settings with a segment too many.
        let suggestionTakesRest = suggestion.map { tab in
            !segments.screen.isEmpty && map.bestScreen(inTab: tab, matching: segments.screen, in: bytes)?.consumed == segments.screen.count
        } ?? false
        if !suggestionTakesRest, let ownerIndex = routeMap.tabs.firstIndex(where: { $0.screen(named: name) != nil }) {
            report(.unknownTab, at: tabRange, .screenNamedAsTab(owner: ownerIndex))
            matchTab(ownerIndex, span: tabRange, isWritten: false)
            return (ownerIndex, listed(tabRange, segments.screen, keepingEmpty: true))
        }
        report(.unknownTab, at: tabRange, .unknownTab(suggestion: suggestion))
        guard let suggestion else { return nil }
        matchTab(suggestion, span: tabRange, isWritten: false)
        return (suggestion, segments.screen)
    }

    // MARK: Screen

    mutating func resolveScreen(in resolved: (tab: Int, screen: SegmentSlice)) -> ScreenIndex? {
        let tabIndex = resolved.tab
        var segments = resolved.screen
        if segments.last?.isEmpty == true { segments.removeLast() }
        if segments.contains(where: { $0.isEmpty }) {
            reportStraySlashes(in: segments)
            segments = listed(nil, segments)
        }
        guard !segments.isEmpty else {
            guard let root = map.tabs[tabIndex].rootScreen else { return nil }
            let index = ScreenIndex(tab: tabIndex, screen: root)
            matchScreen(index, span: nil, isWritten: true)
            if let route = map.routes.details.indices.first(where: { map.routes.details[$0].origin == .tab && map.routes.routes[$0].tab == tabIndex }) {
                reportLandingPath(of: route, at: tabSpan?.upperBound ?? url.path.upperBound)
            }
            return index
        }
        var best = map.bestScreen(inTab: tabIndex, matching: segments, in: bytes)
        // The near miss wins: a `{param}` screen whose type refuses the segment loses to a
        // literal screen one typo away (`orders/schedul` is `schedule`, not an order id).
        if let (screen, _) = best, rejects(ScreenIndex(tab: tabIndex, screen: screen), firstSegment: segments[offset: 0]),
            literalSuggestion(in: tabIndex, for: segments[offset: 0]) != nil
        {
            best = nil
        }
        if let (screen, consumed) = best, consumed == segments.count {
            return accept(ScreenIndex(tab: tabIndex, screen: screen), segments: segments, consumed: consumed)
        }
        if let tabSpan, let index = screenFromLinkStart(segments, tabSpan: tabSpan) {
            return index
        }
        // `r/42/dish` names a screen whose path goes on with parameters (`r/{id}/dish/{dishId}`):
        // its missing parameter, not extra path after a shorter screen.
        if let screen = map.screenMissingParameters(inTab: tabIndex, segments: segments, in: bytes) {
            _ = accept(ScreenIndex(tab: tabIndex, screen: screen), segments: segments, consumed: segments.count)
            reportMissingPathParameters(ScreenIndex(tab: tabIndex, screen: screen), after: segments.count, at: segments.last!.upperBound)
            return ScreenIndex(tab: tabIndex, screen: screen)
        }
        if let (screen, consumed) = best {
            return accept(ScreenIndex(tab: tabIndex, screen: screen), segments: segments, consumed: consumed)
        }
        if let screen = screenInNavigator(in: tabIndex, endingWith: segments) {
            return screen
        }
        let tab = routeMap.tabs[tabIndex]
        let tabSpan = self.tabSpan
        // The screen exists, but in another tab; never a screen whose `{param}` refuses the segment.
        for (otherIndex, other) in routeMap.tabs.enumerated() where other.name != tab.name {
            if let (screenIndex, consumed) = map.bestScreen(inTab: otherIndex, matching: segments, in: bytes),
                !rejects(ScreenIndex(tab: otherIndex, screen: screenIndex), firstSegment: segments[offset: 0])
            {
                let screen = ScreenIndex(tab: otherIndex, screen: screenIndex)
                report(
                    .unknownScreen, at: segments[offset: 0].lowerBound..<segments[offset: consumed - 1].upperBound,
                    .screenInOtherTab(screen: screen, linkTab: tabIndex, tabSpan: tabSpan, firstSegment: segments[offset: 0]))
                matchTab(otherIndex, span: tabSpan, isWritten: false, writtenInstead: tabChoice?.written)
                return accept(screen, segments: segments, consumed: consumed, suggested: true)
            }
        }
        // Recover with the suggested screen, so its parameters are still checked.
        let recovered = literalSuggestion(in: tabIndex, for: segments[offset: 0])
        report(.unknownScreen, at: segments[offset: 0], .unknownScreen(tab: tabIndex, suggestion: recovered))
        guard let recovered else { return nil }
        return accept(
            ScreenIndex(tab: tabIndex, screen: recovered), segments: segments,
            consumed: min(tab.screens[recovered].path.segments.count, segments.count), suggested: true)
    }

    /// The screen of tab `tab` whose first literal segment is the closest to `segment`, within
    /// did-you-mean distance; nil when none is. A screen whose path is read from the link's start
    /// (exact) is never one: it does not follow the tab.
    func literalSuggestion(in tab: Int, for segment: Range<Int>) -> Int? {
        let screens = routeMap.tabs[tab].screens
        let written = decoded(segment).text
        // The segment's own text names no near miss: that screen's path goes on after it.
        let literals = screens.compactMap { screen -> String? in
            if !screen.isExact, case .literal(let text) = screen.path.segments.first, text != written { return text }
            return nil
        }
        guard let suggestion = Suggestions.closest(to: written, in: literals) else { return nil }
        return screens.firstIndex { screen in
            guard !screen.isExact, case .literal(suggestion) = screen.path.segments.first else { return false }
            return true
        }
    }

    /// A route read from the link's start (an exact screen's or navigator's path) that takes all
    /// of `segments`, the segments after the tab the link writes at `tabSpan`
    /// (`demo://home/legal/terms` for `legal/terms`): reported with a fix that removes the tab,
    /// and read as that route. Nil when no such route takes them.
    mutating func screenFromLinkStart(_ segments: SegmentSlice, tabSpan: Range<Int>) -> ScreenIndex? {
        guard let first = segments.first, let last = segments.last,
            let found = map.matchRoute(PathSegments(segments), in: bytes),
            case let route = map.routes.routes[found.route], route.tabParts == 0,
            !routeMap.tabs[route.tab].path.segments.isEmpty
        else { return nil }
        // Read as that route first: only a link the route then takes gets the fix that deletes the tab.
        guard let index = matchRoute(DestinationSegments(tab: nil, screen: segments, tabInsertionPoint: first.lowerBound)) else { return nil }
        report(.unknownScreen, at: first.lowerBound..<last.upperBound, .pathFromLinkStart(route: found.route, tabSpan: tabSpan, firstSegment: first))
        return index
    }

    /// Whether `screen`'s template starts with a `{param}` whose type refuses `segment`, the
    /// first after the tab (a UUID parameter given `schedul`), where a literal screen's name could
    /// stand instead. A `{name}` left from a template is no answer either way.
    func rejects(_ screen: ScreenIndex, firstSegment segment: Range<Int>) -> Bool {
        guard let first = map.screen(screen).parts.first else { return false }
        return map.typeRefuses(map.parts[first], segment, in: bytes)
    }

    /// Records the screen, reads its path parameters and flags segments beyond its template.
    ///
    /// A `suggested` screen is one the link does not name as written: the matcher goes on with it.
    mutating func accept(_ index: ScreenIndex, segments: SegmentSlice, consumed: Int, suggested: Bool = false) -> ScreenIndex {
        let used = segments.prefix(consumed)
        matchScreen(index, span: used.first!.lowerBound..<used.last!.upperBound, isWritten: !suggested)
        let compiled = map.screen(index)
        if compiled.hasPathParameters {
            for (position, segment) in zip(compiled.parts, used) where map.parts[position].isDeclaredParameter {
                readPathParameter(map.parts[position], segment: segment)
            }
        }
        if consumed < segments.count {
            report(.extraPath, at: segments[offset: consumed].lowerBound - 1..<segments.last!.upperBound, .extraPath(screen: index))
        }
        return index
    }

    /// A screen of the tab inside a nested navigator whose path ends with `segments`: the link
    /// leaves out the navigators' part of the path (`home/privacy` for `home/settings/privacy`).
    /// Reported with a fix that writes the whole path; the matcher goes on with the screen.
    mutating func screenInNavigator(in tab: Int, endingWith segments: SegmentSlice) -> ScreenIndex? {
        guard let found = map.screenInNavigator(inTab: tab, endingWith: segments, in: bytes) else { return nil }
        let index = ScreenIndex(tab: tab, screen: found)
        let span = segments[offset: 0].lowerBound..<segments.last!.upperBound
        report(.unknownScreen, at: span, .screenInNavigator(screen: index, segmentCount: segments.count))
        matchScreen(index, span: span, isWritten: false)
        for (position, segment) in zip(map.screen(index).parts.suffix(segments.count), segments)
        where map.parts[position].isDeclaredParameter {
            readPathParameter(map.parts[position], segment: segment)
        }
        return index
    }

    /// Reports each path parameter of `index`'s template from part `first` on as missing, at the
    /// insertion point `point`, with one fix that inserts them all as placeholders to fill in.
    mutating func reportMissingPathParameters(_ index: ScreenIndex, after first: Int, at point: Int) {
        for position in map.screen(index).parts.dropFirst(first) where map.parts[position].isDeclaredParameter {
            let part = map.parts[position]
            report(.missingParam, at: point..<point, .missingPathParameter(screen: index, entry: part.entry, firstPart: first))
            if keepsReadings { recording.records.append(ParamRecord(entry: part.entry, source: .absent, status: .error)) }
        }
    }

    // MARK: Helpers

    /// Records a problem.
    mutating func report(_ code: DiagnosticCode, at span: Range<Int>, _ detail: ProblemDetail) {
        problems.record(code, at: span, detail)
    }

    func text(_ range: Range<Int>) -> String { bytes.text(range) }

    func decoded(_ range: Range<Int>, plusAsSpace: Bool = false) -> PercentEncoding.Decoded {
        PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace)
    }
}

extension LinkMatcher where Recording == AnalysisRecording {
    /// Matches the link, whose text is `input`, and gives everything found; call it once per matcher.
    mutating func analysis(of input: String) -> LinkAnalysis {
        match()
        // Moved out, not copied: the matcher ends here, and a copy would retain what it releases.
        return LinkAnalysis(
            input: input, url: url, link: link, kind: kind, tabChoice: tabChoice, screenChoice: screenChoice, screenIndex: screenIndex,
            records: Self.take(&recording.records), map: map, requiresCampaign: requiresCampaign, extras: Self.take(&recording.extras),
            problems: orderedProblems(),
            appLinkEligibility: appLinkEligibility.take(), androidEligibility: androidEligibility.take())
    }

    /// The array `list` held, leaving it empty (an empty array allocates nothing).
    @inline(__always)
    static func take<Element>(_ list: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &list)
        return taken
    }
}

extension LinkMatcher where Recording == VerdictRecording {
    /// Matches the link and gives its verdict; call it once per matcher.
    mutating func verdict() -> LinkVerdict {
        match()
        return LinkVerdict(
            kind: kind, problems: orderedProblems(), appLinkEligibility: appLinkEligibility.take(),
            androidEligibility: androidEligibility.take())
    }
}

