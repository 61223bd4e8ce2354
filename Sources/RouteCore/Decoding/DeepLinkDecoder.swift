#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes a link into any `Decodable` type through the app's route map, as `JSONDecoder`
/// decodes JSON, with the same verdict, parameters and problems as `routescope check`.
///
/// The link is analysed first: path parameters, defaults, ranges, `plus_as_space`, list rules
/// and every type (uuid, url, date, enum, color, json) are the route map's. The type's
/// properties then take the route's checked values by name; a nested struct reads the same flat
/// route. A `URL`, `UUID`, `Date` or enum property reads the text the map checked.
///
/// ```swift
/// struct ArticleDetail: RouteDestination {
///     static let screen = ScreenAddress(tab: "home", screen: "articleDetail")
///     var userId: Int
///     var articleId: Int
///     var mode: Mode           // the map's default, safari, when the link leaves it out
/// }
///
/// let decoder = DeepLinkDecoder(analyzer: LinkAnalyzer(routeMap: .sample))   // keep one
/// let detail = try decoder.decode(ArticleDetail.self, from: "myapp://home/articleDetail?userId=1&articleId=2")
/// ```
///
/// A link the route map refuses throws ``DeepLinkError`` with the diagnostics `check` reports
/// (code, span, parameter, expected, found, fix). Each property reads its parameter's checked
/// text as the property's own type, so declare it of the parameter's type: an `Int` property for
/// a `string` parameter decodes `12` and throws `DecodingError` for `tea`. A property the route
/// does not give throws `DecodingError` too, unless it is optional: then it is nil, so a
/// misspelt optional property is nil for every link.
/// Inside `init(from:)`, `decoder.linkAnalysis` gives the whole analysis.
///
/// The decoder holds one prepared ``LinkAnalyzer``: make it once and share it, with the
/// builder (``DeepLinkBuilder/init(analyzer:listStrategy:includesDefaults:)``) and the bridge
/// (``Instruction/init(link:analyzer:)``).
public struct DeepLinkDecoder: Sendable {
    /// How route-map parameter names map to property names.
    public enum KeyDecodingStrategy: Sendable, Hashable {
        /// `userId` fills `userId`.
        case useDefaultKeys
        /// `user_id` fills `userId`, as `JSONDecoder` converts snake case.
        case convertFromSnakeCase
    }

    /// How a `Date` property reads its parameter.
    public enum DateDecodingStrategy: Sendable, Hashable {
        /// `2026-11-22`, `2026-11-22T09:30:00Z`, `2026-11-22T18:30:00.250+09:00` (`type: date`).
        case iso8601
        /// A number of seconds since 1970-01-01T00:00:00Z: `1795426200`.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z: `1795426200000`.
        case millisecondsSince1970
    }

    /// The analyzer that reads every link, with the route map it was prepared for.
    public var analyzer: LinkAnalyzer
    /// How parameter names map to property names; ``KeyDecodingStrategy/useDefaultKeys`` by default.
    public var keyDecodingStrategy = KeyDecodingStrategy.useDefaultKeys
    /// How dates are read; ``DateDecodingStrategy/iso8601`` by default.
    public var dateDecodingStrategy = DateDecodingStrategy.iso8601

    /// A decoder that reads links with `analyzer`.
    public init(analyzer: LinkAnalyzer) {
        self.analyzer = analyzer
    }

    /// A decoder for `routeMap`, which it prepares once; keep the decoder rather than making one
    /// per link.
    public init(routeMap: RouteMap) {
        self.init(analyzer: LinkAnalyzer(routeMap: routeMap))
    }

    // MARK: One type

    /// Decodes `type` from the route of `analysis`.
    ///
    /// - Throws: ``DeepLinkError`` with the analysis's diagnostics when the link has an error;
    ///   ``UnroutedLinkError`` when `type` is a ``RouteDestination`` of another screen;
    ///   `DecodingError` when a property cannot be read from the route: a value that does not
    ///   fit the property's type, or a non-optional property the route does not give.
    public func decode<T: Decodable>(_ type: T.Type, from analysis: LinkAnalysis) throws -> T {
        let route = try analysis.readableRoute()
        if let destination = T.self as? any RouteDestination.Type, !destination.screen.addresses(route) {
            throw UnroutedLinkError(route: route, destinations: [destination.screen])
        }
        let context = QueryDecodingContext(analysis: analysis, route: route, options: self)
        return try T(from: QueryDecoder(context: context, scope: .query(owner: "\(T.self)"), codingPath: []))
    }

    /// Decodes `type` from the link `text`.
    ///
    /// - Throws: as decoding from an analysis.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: analyzer.analyze(text))
    }

    /// Decodes `type` from `url`, read through its `absoluteString`: the text Foundation made of
    /// the link, in which it may have encoded what `check` reports in the text as written (a raw
    /// space, a `%` that starts no escape).
    ///
    /// - Throws: as decoding from an analysis.
    public func decode<T: Decodable>(_ type: T.Type, from url: URL) throws -> T {
        try decode(type, from: url.absoluteString)
    }

    // MARK: Dispatch

    /// Decodes the destination the link opens: the one of `destinations` whose
    /// ``RouteDestination/screen`` is the screen of the link's route.
    ///
    /// ```swift
    /// switch try decoder.destination(from: url, among: [Feed.self, ArticleDetail.self]) {
    /// case let detail as ArticleDetail: show(detail)
    /// case let feed as Feed: show(feed)
    /// default: break
    /// }
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` when the link has an error; ``UnroutedLinkError`` when none
    ///   of `destinations` is for its screen; `DecodingError` when a property of that type cannot
    ///   be read from the route, as for decoding one type.
    public func destination(from analysis: LinkAnalysis, among destinations: [any RouteDestination.Type]) throws
        -> any RouteDestination
    {
        let route = try analysis.readableRoute()
        guard let type = destinations.first(where: { $0.screen.addresses(route) }) else {
            throw UnroutedLinkError(route: route, destinations: destinations.map { $0.screen })
        }
        return try type.decoded(by: self, from: analysis)
    }

    /// Decodes the destination the link `text` opens, among `destinations`.
    ///
    /// - Throws: as finding the destination of an analysis.
    public func destination(from text: String, among destinations: [any RouteDestination.Type]) throws
        -> any RouteDestination
    {
        try destination(from: analyzer.analyze(text), among: destinations)
    }

    /// Decodes the destination `url` opens, among `destinations`.
    ///
    /// - Throws: as finding the destination of an analysis.
    public func destination(from url: URL, among destinations: [any RouteDestination.Type]) throws -> any RouteDestination {
        try destination(from: url.absoluteString, among: destinations)
    }
}
