extension Instruction {
    /// Bridges an analysed link: a custom-scheme or web link that the route map reads without
    /// error, or an http(s) link the app does not open (``LinkKind/other``).
    ///
    /// - Throws: ``DeepLinkError`` with the analysis's diagnostics when the link is meant for
    ///   the app but cannot be read (an unknown screen, a missing parameter…), or when it is
    ///   neither an app link nor a web page (`mailto:`, another app's scheme, a malformed link
    ///   to a website).
    public init(_ analysis: LinkAnalysis, routeMap: RouteMap) throws(DeepLinkError) {
        let link = DeepLink(analysis.input)
        if analysis.opensInBrowser {
            self.init(
                kind: .other, link: analysis.input, host: link.host, tab: nil, screen: nil, pathComponents: link.pathComponents,
                params: [], extras: link.queryItems.map { Extra(name: $0.name, value: $0.value) }, routeMap: routeMap)
            return
        }
        guard let route = analysis.route else {
            let problems = analysis.diagnostics.isEmpty ? [Self.notALink(analysis)] : analysis.diagnostics
            throw DeepLinkError(input: analysis.input, diagnostics: problems)
        }
        // The segments from the screen on: the tab is the host of a custom-scheme link, and
        // follows the web prefix of a web link.
        let screenStart = analysis.screen?.span?.lowerBound ?? analysis.input.utf8.count
        let segments = link.url.pathSegments.filter { !$0.isEmpty }
        self.init(
            kind: analysis.kind, link: analysis.input, host: link.host,
            tab: route.tab, screen: route.screen,
            pathComponents: zip(segments, link.pathComponents).filter { $0.0.lowerBound >= screenStart }.map(\.1),
            params: route.params,
            extras: analysis.params.filter { $0.source == .query && ($0.spec == nil || $0.isCampaign) }.map {
                Extra(name: $0.name, value: $0.text)
            }, routeMap: routeMap)
    }

    /// Analyses `link` against `routeMap`, then bridges it.
    ///
    /// - Throws: ``DeepLinkError``, as ``init(_:routeMap:)``.
    public init(link: String, routeMap: RouteMap) throws(DeepLinkError) {
        try self.init(LinkAnalyzer(routeMap: routeMap).analyze(link), routeMap: routeMap)
    }

    /// A route-less analysis without diagnostics, which only a hand-made analysis can be.
    private static func notALink(_ analysis: LinkAnalysis) -> Diagnostic {
        Diagnostic(.unknownScheme, "this is not a link to the app or to a web page", span: 0..<analysis.input.utf8.count)
    }
}
