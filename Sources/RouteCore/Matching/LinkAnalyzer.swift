/// Reads links the way the app will, against a ``RouteMap``, and explains every problem.
///
/// ```swift
/// let analyzer = LinkAnalyzer(routeMap: .sample)
/// let analysis = analyzer.analyze("myapp://home/articleDetail?userId=100&articleIdText=5")
/// analysis.diagnostics.map(\.code)   // [.unknownParam, .missingParam]
/// analysis.diagnostics[0].fix        // rename "articleIdText" to "articleId"
/// ```
///
/// The analyzer is a value with no state of its own; analysing the same input twice gives the
/// same result, on any thread.
public struct LinkAnalyzer: Sendable {
    /// The route map links are read against.
    public var routeMap: RouteMap {
        didSet { compiled = CompiledRouteMap(routeMap) }
    }
    /// Whether every link must carry the required campaign parameters (`check --campaign`).
    public var requiresCampaign: Bool
    /// `routeMap` prepared for matching; immutable, so the analyzer stays a `Sendable` value.
    private var compiled: CompiledRouteMap

    public init(routeMap: RouteMap, requiresCampaign: Bool = false) {
        self.routeMap = routeMap
        self.requiresCampaign = requiresCampaign
        compiled = CompiledRouteMap(routeMap)
    }

    /// Analyses one link. Never fails: problems are diagnostics.
    ///
    /// A clean link is checked by ``CleanLinkReader`` in one pass that keeps nothing, and its
    /// analysis gives its names, components and readings on demand; any other link is read by
    /// ``LinkMatcher``.
    public func analyze(_ input: String) -> LinkAnalysis {
        var text = input
        let landing = text.withUTF8 { bytes in
            var nothing: CleanLinkReader.Parts? = nil
            return CleanLinkReader(bytes: bytes, map: compiled, requiresCampaign: requiresCampaign).land(keeping: &nothing)
        }
        guard let landing else {
            return text.withUTF8 { LinkMatcher(bytes: $0, map: compiled, requiresCampaign: requiresCampaign).run(input: input) }
        }
        return LinkAnalysis(
            input: input, diagnostics: landing.notes(in: compiled),
            cleanLink: CleanLinkParts(map: compiled, requiresCampaign: requiresCampaign, landing: landing))
    }
}
