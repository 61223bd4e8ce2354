import TextBytes

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

    /// An analyzer of links against `routeMap`, which it prepares for matching once; make one
    /// when the app starts and share it.
    public init(routeMap: RouteMap, requiresCampaign: Bool = false) {
        self.routeMap = routeMap
        self.requiresCampaign = requiresCampaign
        compiled = CompiledRouteMap(routeMap)
    }

    /// An analyzer of an already compiled map, as the analysis of a link reads its fixes again.
    init(compiled: CompiledRouteMap, requiresCampaign: Bool) {
        routeMap = compiled.routeMap
        self.requiresCampaign = requiresCampaign
        self.compiled = compiled
    }

    /// Analyses one link: its components, destination, readings and every problem in words.
    /// Never fails: problems are diagnostics.
    public func analyze(_ input: String) -> LinkAnalysis {
        input.withUTF8Bytes { bytes in
            LinkMatcher<AnalysisRecording>.withMatcher(bytes: bytes, map: compiled, requiresCampaign: requiresCampaign) { $0.analysis(of: input) }
        }
    }

    /// Whether one link is ok, and the code and span of each of its problems: the decisions of
    /// ``analyze(_:)`` without its words and readings, for a caller that only counts.
    public func verdict(_ input: String) -> LinkVerdict {
        input.withUTF8Bytes { bytes in
            LinkMatcher<VerdictRecording>.withMatcher(bytes: bytes, map: compiled, requiresCampaign: requiresCampaign) { $0.verdict() }
        }
    }
}
