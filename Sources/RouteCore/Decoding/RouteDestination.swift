/// A type an app opens for one screen of its route map: the screen's parameters are its
/// properties, decoded by ``DeepLinkDecoder`` and encoded back by ``DeepLinkBuilder``.
///
/// ```swift
/// struct Results: RouteDestination {
///     static let screen = ScreenAddress(tab: "search", screen: "results")
///     var q: String
///     var tags: [String]
///     var page: Int
/// }
/// ```
public protocol RouteDestination: Codable, SendableMetatype {
    /// Where the screen is in the route map.
    static var screen: ScreenAddress { get }
}

extension RouteDestination {
    /// This type decoded from `analysis`, for a caller that holds only the type's metatype.
    static func decoded(by decoder: DeepLinkDecoder, from analysis: LinkAnalysis) throws -> any RouteDestination {
        try decoder.decode(Self.self, from: analysis)
    }
}
