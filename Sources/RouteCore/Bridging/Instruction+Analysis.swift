#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Instruction {
    /// Bridges an analysed link: a custom-scheme or web link that the route map reads without
    /// error, or an http(s) link the app does not open (``LinkKind/other``).
    ///
    /// - Throws: ``DeepLinkError`` with the analysis's diagnostics when the link is meant for
    ///   the app but cannot be read (an unknown screen, a missing parameter…), or when it is
    ///   neither an app link nor a web page (`mailto:`, another app's scheme, a malformed link
    ///   to a website).
    public init(_ analysis: LinkAnalysis, analyzer: LinkAnalyzer) throws(DeepLinkError) {
        // The link the analysis read, not the input again: text around the link stays out.
        let link = DeepLink(analysis)
        let route: Route?
        let screenPath: [String]
        let extras: [Extra]
        if analysis.opensInBrowser {
            route = nil
            screenPath = []
            extras = link.queryItems.map { Extra(name: $0.name, value: $0.value) }
        } else {
            let readable = try analysis.readableRoute()
            // The segments from the screen on: the tab is the host of a custom-scheme link, and
            // follows the web prefix of a web link.
            let screenStart = analysis.screen?.span?.lowerBound ?? analysis.input.utf8.count
            let segments = link.url.pathSegments(in: link.input).filter { !$0.isEmpty }
            route = readable
            screenPath = zip(segments, link.pathComponents).filter { $0.0.lowerBound >= screenStart }.map(\.1)
            extras = analysis.params.filter { $0.source == .query && ($0.spec == nil || $0.isCampaign) }.map {
                Extra(name: $0.name, value: $0.text)
            }
        }
        self.init(
            kind: route == nil ? .other : analysis.kind, link: analysis.linkText, host: link.host, tab: route?.tab,
            navigators: route?.navigators ?? [], screen: route?.screen, pathComponents: link.pathComponents, screenPathComponents: screenPath,
            params: route?.params ?? [], extras: extras, fragment: link.fragment, analyzer: analyzer)
    }

    /// Analyses `link` with `analyzer`, then bridges it. Keep one analyzer for every link: it
    /// holds the route map prepared for matching.
    ///
    /// - Throws: ``DeepLinkError``, as ``init(_:analyzer:)``.
    public init(link: String, analyzer: LinkAnalyzer) throws(DeepLinkError) {
        try self.init(analyzer.analyze(link), analyzer: analyzer)
    }

    /// Analyses `url` (its `absoluteString`) with `analyzer`, then bridges it.
    ///
    /// - Throws: ``DeepLinkError``, as ``init(_:analyzer:)``.
    public init(url: URL, analyzer: LinkAnalyzer) throws(DeepLinkError) {
        try self.init(link: url.absoluteString, analyzer: analyzer)
    }
}
