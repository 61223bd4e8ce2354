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
    /// A clean link is checked by ``CleanLinkReader`` in one pass, and its analysis gives its
    /// names, components and readings on demand; any other link is read by ``LinkMatcher``.
    ///
    /// The words of problems (``Diagnostic/message`` and the rest) are written when first read,
    /// by reading the link again, so a caller that only counts problems never builds them. The
    /// names, components and readings of a link with problems are read with them.
    ///
    /// - Parameters:
    ///   - keepingComponents: for a caller that reads the components and readings of every link
    ///     (the explorer, JSON output): they are kept from the first pass, so the link is not read
    ///     a second time when they are asked for. Problems are then worded as they are found.
    ///   - wordingProblems: for a caller that prints every problem (`check`'s per-link output):
    ///     problems are worded, and a link with problems read, as they are found, so the link is
    ///     not read a second time for words.
    public func analyze(_ input: String, keepingComponents: Bool = false, wordingProblems: Bool = false) -> LinkAnalysis {
        var parts: CleanLinkReader.Parts? = keepingComponents ? CleanLinkReader.Parts() : nil
        let landing = input.withUTF8Bytes { bytes in
            CleanLinkReader(bytes: bytes, map: compiled, requiresCampaign: requiresCampaign).land(keeping: &parts)
        }
        guard let landing else {
            let deferred =
                keepingComponents || wordingProblems
                ? nil : DeferredMatch(input: input, map: compiled, requiresCampaign: requiresCampaign)
            return input.withUTF8Bytes {
                LinkMatcher(bytes: $0, map: compiled, requiresCampaign: requiresCampaign, deferredMatch: deferred).run(input: input)
            }
        }
        if let parts {
            return LinkAnalysis(
                input: input, url: parts.url, kind: landing.kind, tab: landing.tabMatch(in: compiled),
                screen: landing.screenMatch(in: compiled), params: parts.params, diagnostics: landing.notes(in: compiled))
        }
        return LinkAnalysis(
            input: input, diagnostics: landing.notes(in: compiled),
            cleanLink: CleanLinkParts(map: compiled, requiresCampaign: requiresCampaign, landing: landing))
    }
}
