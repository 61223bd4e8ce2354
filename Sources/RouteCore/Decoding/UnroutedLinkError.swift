/// A valid link that opens a screen none of the given destination types is for.
public struct UnroutedLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the link goes.
    public var route: Route
    /// The screens of the destination types that were asked for.
    public var destinations: [ScreenAddress]

    /// The error for `route`, which none of `destinations` is.
    public init(route: Route, destinations: [ScreenAddress]) {
        self.route = route
        self.destinations = destinations
    }

    /// One sentence: "the link opens home/feed, which is not one of home/articleDetail".
    public var description: String {
        let asked = destinations.isEmpty ? "no destination type" : destinations.map(\.description).joined(separator: ", ")
        return "the link opens \(ScreenAddress(route)), which is not one of \(asked)"
    }
}
