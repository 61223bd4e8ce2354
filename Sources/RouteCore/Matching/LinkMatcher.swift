/// The work behind ``LinkAnalyzer/analyze(_:)``: scan, then resolve the destination
/// (scheme → tab → screen), then read the parameters (in `ParameterReader.swift`).
///
/// Every step records diagnostics and recovers when a fix is obvious, so one pass reports every
/// problem in the link.
struct LinkMatcher {
    let bytes: UnsafeBufferPointer<UInt8>
    let routeMap: RouteMap
    let requiresCampaign: Bool

    var url = ScannedURL()
    var diagnostics: [Diagnostic] = []
    var kind = LinkKind.other
    var tabMatch: NameMatch?
    var screenMatch: NameMatch?
    var params: [ParamReading] = []

    init(bytes: UnsafeBufferPointer<UInt8>, routeMap: RouteMap, requiresCampaign: Bool) {
        self.bytes = bytes
        self.routeMap = routeMap
        self.requiresCampaign = requiresCampaign
    }

    mutating func run(input: String) -> LinkAnalysis {
        let scan = URLScanner.scan(bytes: bytes)
        url = scan.url
        diagnostics = scan.diagnostics

        var screen: Screen? = nil
        if let segments = destinationSegments(), let resolved = resolveTab(segments) {
            screen = resolveScreen(in: resolved)
        }
        readParameters(screen: screen)
        if let screen, screen.requiresLogin {
            let span = screenMatch?.span ?? tabMatch?.span ?? url.path
            report(
                .loginRequired,
                "\(screen.name) requires login: a logged-out user sees \(routeMap.loginScreen ?? "the login screen") first, and lands here after logging in",
                at: span)
        }
        // Stable sort by position keeps the reading order of problems found at one spot.
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.span.lowerBound, $0.offset) < ($1.element.span.lowerBound, $1.offset)
        }.map(\.element)
        return LinkAnalysis(
            input: input, url: url, kind: kind, tab: tabMatch, screen: screenMatch, params: params,
            diagnostics: ordered)
    }

    // MARK: Scheme and host

    /// Where the tab and screen come from.
    struct Segments {
        /// The tab's bytes; nil when the link names no tab.
        var tab: Range<Int>?
        /// The path segments after the tab.
        var screen: [Range<Int>]
        /// Where a tab would be inserted when there is none.
        var tabInsertionPoint: Int
    }

    /// Classifies the link and finds the segments that name tab and screen; nil when the link
    /// cannot reach the app at all.
    mutating func destinationSegments() -> Segments? {
        guard let schemeRange = url.scheme else { return schemelessSegments() }
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
        return nil
    }

    mutating func schemelessSegments() -> Segments? {
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
            return Segments(tab: host, screen: url.pathSegments, tabInsertionPoint: host.lowerBound)
        }
        guard startsWithTab, let segments else { return nil }
        return Segments(tab: segments[0], screen: Array(segments.dropFirst()), tabInsertionPoint: 0)
    }

    mutating func customSchemeSegments(_ schemeRange: Range<Int>) -> Segments {
        if let host = url.host, !host.isEmpty {
            return Segments(tab: host, screen: url.pathSegments, tabInsertionPoint: host.lowerBound)
        }
        let scheme = text(schemeRange)
        let pathSegments = url.pathSegments.filter { !$0.isEmpty }
        guard let first = pathSegments.first else {
            return Segments(tab: nil, screen: [], tabInsertionPoint: url.host?.lowerBound ?? url.path.lowerBound)
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
        return Segments(tab: first, screen: Array(pathSegments.dropFirst()), tabInsertionPoint: first.lowerBound)
    }

    mutating func webSegments(_ schemeRange: Range<Int>, isSecure: Bool) -> Segments? {
        let hostRange = url.host ?? schemeRange
        let host = url.host.map { text($0).lowercased() } ?? ""
        guard let web = routeMap.web, web.hosts.contains(host) else {
            let hosts = routeMap.web?.hosts ?? []
            let suggestion = Suggestions.closest(to: host, in: hosts)
            let claimed = hosts.isEmpty ? "\(routeMap.app) claims no web hosts" : "\(routeMap.app) claims \(hosts.joined(separator: ", "))"
            report(
                .notAnAppLink,
                "\(host.isEmpty ? "this link" : host.quotedForMessage) is not one of the app's web hosts, so the link opens in the browser; \(claimed)"
                    + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                at: hostRange, expected: hosts.joined(separator: ", "), found: host,
                fix: suggestion.map { Fix(span: hostRange, replacement: $0) })
            return nil
        }
        kind = .webLink
        if !isSecure {
            report(
                .notAnAppLink,
                "universal links and app links only open the app over https; this http link opens in the browser",
                at: schemeRange, expected: "https", found: text(schemeRange), fix: Fix(span: schemeRange, replacement: "https"))
        }
        var segments = url.pathSegments.filter { !$0.isEmpty }
        let prefixMatches =
            segments.count >= web.prefix.count && zip(segments, web.prefix).allSatisfy { text($0) == $1 }
        if prefixMatches {
            segments.removeFirst(web.prefix.count)
        } else {
            let startsWithTab = segments.first.map { routeMap.tab(named: text($0)) != nil } ?? false
            report(
                .notAnAppLink,
                "only paths under \(web.prefixPath) open the app; this path opens in the browser",
                at: url.path.isEmpty ? url.path.lowerBound..<url.path.lowerBound : url.path,
                expected: web.prefixPath + "/<tab>/<screen>",
                fix: startsWithTab ? Fix(span: url.path.lowerBound..<url.path.lowerBound, replacement: web.prefixPath) : nil)
            guard startsWithTab else { return nil }
        }
        guard let first = segments.first else {
            return Segments(tab: nil, screen: [], tabInsertionPoint: url.path.upperBound)
        }
        return Segments(tab: first, screen: Array(segments.dropFirst()), tabInsertionPoint: first.lowerBound)
    }

    // MARK: Tab

    mutating func resolveTab(_ segments: Segments) -> (tab: Tab, screen: [Range<Int>])? {
        let names = routeMap.tabs.map(\.name)
        guard let tabRange = segments.tab else {
            report(
                .unknownTab, "the link names no tab; expected one of \(names.joined(separator: ", "))",
                at: segments.tabInsertionPoint..<segments.tabInsertionPoint, expected: names.joined(separator: ", "))
            return nil
        }
        let name = decoded(tabRange).text
        if let tab = routeMap.tab(named: name) {
            tabMatch = NameMatch(name: tab.name, span: tabRange)
            return (tab, segments.screen)
        }
        // A screen name where the tab belongs: myapp://articleDetail.
        if let owner = routeMap.tabs(definingScreen: name).first {
            report(
                .unknownTab,
                "\(name.quotedForMessage) is a screen, not a tab; it lives in tab \(owner.name): write \(owner.name)/\(name)",
                at: tabRange, expected: names.joined(separator: ", "), found: name,
                fix: Fix(span: tabRange, replacement: "\(owner.name)/\(text(tabRange))"))
            tabMatch = NameMatch(name: owner.name, span: tabRange)
            return (owner, [tabRange] + segments.screen)
        }
        let suggestion = Suggestions.closest(to: name, in: names)
        report(
            .unknownTab,
            "unknown tab \(name.quotedForMessage); the tabs are \(names.joined(separator: ", "))"
                + (suggestion.map { "; did you mean \($0)?" } ?? ""),
            at: tabRange, expected: names.joined(separator: ", "), found: name,
            fix: suggestion.map { Fix(span: tabRange, replacement: $0) })
        guard let suggestion, let tab = routeMap.tab(named: suggestion) else { return nil }
        tabMatch = NameMatch(name: tab.name, span: tabRange)
        return (tab, segments.screen)
    }

    // MARK: Screen

    mutating func resolveScreen(in resolved: (tab: Tab, screen: [Range<Int>])) -> Screen? {
        let tab = resolved.tab
        var segments = resolved.screen
        if segments.last?.isEmpty == true { segments.removeLast() }
        // An empty segment inside the path ("home//feed") is a stray slash.
        for (index, segment) in segments.enumerated().reversed() where segment.isEmpty {
            let slash = segment.lowerBound - 1..<segment.lowerBound
            report(.extraPath, "empty path segment: a stray \"/\"", at: slash, found: "/", fix: Fix(span: slash, replacement: ""))
            segments.remove(at: index)
        }
        guard !segments.isEmpty else {
            guard let root = tab.rootScreen else { return nil }
            screenMatch = NameMatch(name: root.name, span: nil)
            return root
        }
        if let (screen, consumed) = bestScreen(in: tab, segments: segments) {
            return accept(screen, segments: segments, consumed: consumed)
        }
        let first = decoded(segments[0]).text
        let tabSpan = tabMatch?.span
        // The screen exists, but in another tab.
        for other in routeMap.tabs where other.name != tab.name {
            if let (screen, consumed) = bestScreen(in: other, segments: segments) {
                report(
                    .unknownScreen,
                    "\(screen.name) is not in tab \(tab.name); it is in tab \(other.name)",
                    at: segments[0].lowerBound..<segments[consumed - 1].upperBound, expected: other.name, found: first,
                    fix: tabSpan.map { Fix(span: $0, replacement: other.name) })
                tabMatch = NameMatch(name: other.name, span: tabSpan)
                return accept(screen, segments: segments, consumed: consumed)
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
            at: segments[0], expected: listed, found: first,
            fix: suggestion.map { Fix(span: segments[0], replacement: $0) })
        // Recover with the suggested screen, so its parameters are still checked.
        let recovered = tab.screens.first { screen in
            guard case .literal(suggestion) = screen.path.segments.first else { return false }
            return true
        }
        guard let recovered else { return nil }
        return accept(recovered, segments: segments, consumed: min(recovered.path.segments.count, segments.count))
    }

    /// The screen whose template matches the most leading segments; literal segments win over
    /// parameters, and a template that matches every segment wins over a shorter one.
    func bestScreen(in tab: Tab, segments: [Range<Int>]) -> (Screen, Int)? {
        var best: (screen: Screen, consumed: Int, literals: Int)? = nil
        for screen in tab.screens {
            let template = screen.path.segments
            guard !template.isEmpty, template.count <= segments.count else { continue }
            var literals = 0
            var matches = true
            for (part, segment) in zip(template, segments) {
                switch part {
                case .literal(let literal):
                    if decoded(segment).text != literal { matches = false }
                    literals += 1
                case .parameter:
                    if segment.isEmpty { matches = false }
                }
                if !matches { break }
            }
            guard matches else { continue }
            if let current = best,
                (current.consumed, current.literals) >= (template.count, literals)
            {
                continue
            }
            best = (screen, template.count, literals)
        }
        return best.map { ($0.screen, $0.consumed) }
    }

    /// Records the screen, reads its path parameters and flags segments beyond its template.
    mutating func accept(_ screen: Screen, segments: [Range<Int>], consumed: Int) -> Screen {
        let used = segments.prefix(consumed)
        screenMatch = NameMatch(name: screen.name, span: used.first!.lowerBound..<used.last!.upperBound)
        for (part, segment) in zip(screen.path.segments, used) {
            guard case .parameter(let name) = part, let spec = screen.param(named: name) else { continue }
            readPathParameter(spec, segment: segment)
        }
        if consumed < segments.count {
            let extra = segments[consumed].lowerBound - 1..<segments.last!.upperBound
            let template = screen.path.description
            report(
                .extraPath,
                "\(screen.name) takes the path \(template); \(text(segments[consumed].lowerBound..<segments.last!.upperBound).quotedForMessage) after it is not part of any route",
                at: extra, expected: template, found: text(extra), fix: Fix(span: extra, replacement: ""))
        }
        return screen
    }

    // MARK: Helpers

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at span: Range<Int>, param: String? = nil, expected: String? = nil,
        found: String? = nil, fix: Fix? = nil
    ) {
        diagnostics.append(
            Diagnostic(code, message, span: span, param: param, expected: expected, found: found, fix: fix))
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func decoded(_ range: Range<Int>, plusAsSpace: Bool = false) -> PercentEncoding.Decoded {
        PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace)
    }
}
