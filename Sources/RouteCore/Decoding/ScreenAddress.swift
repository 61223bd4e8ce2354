/// Where a screen is in a route map: its tab and its name.
///
/// A screen is named within its tab, so an app's destinations are told apart by both: two tabs
/// may each have a screen of the same name.
public struct ScreenAddress: Sendable, Hashable, CustomStringConvertible {
    /// The tab that holds the screen.
    public var tab: String
    /// The screen's name in the route map.
    public var screen: String

    /// The screen `screen` of the tab `tab`.
    public init(tab: String, screen: String) {
        self.tab = tab
        self.screen = screen
    }

    /// The screen `route` lands on.
    public init(_ route: Route) {
        self.init(tab: route.tab, screen: route.screen)
    }

    /// `home/articleDetail`, as `routescope build` takes a destination.
    public var description: String { tab + "/" + screen }
}
