/// Where a screen is in a route map: its tab, the nested navigators that hold it, and its name.
///
/// A screen is named within its level, so an app's destinations are told apart by all three: two
/// tabs may each have a screen of the same name, and so may two levels of one tab (`Profile`
/// under `Root` and under `Root › Home`).
public struct ScreenAddress: Sendable, Hashable, CustomStringConvertible {
    /// The tab that holds the screen.
    public var tab: String
    /// The nested navigators that hold the screen, outermost first (empty for a screen directly
    /// in its tab); nil for the screen of that name wherever it is in the tab, which is enough
    /// when the tab has one screen of that name.
    public var navigators: [String]?
    /// The screen's name in the route map.
    public var screen: String

    /// The screen `screen` of the tab `tab`, inside the navigators `navigators` (outermost first)
    /// or, when nil, wherever the tab has it.
    public init(tab: String, navigators: [String]? = nil, screen: String) {
        self.tab = tab
        self.navigators = navigators
        self.screen = screen
    }

    /// The screen `route` lands on, at its place.
    public init(_ route: Route) {
        self.init(tab: route.tab, navigators: route.navigators, screen: route.screen)
    }

    /// Whether `route` lands on this screen: the same tab and name, and the same navigators when
    /// this address gives them.
    public func addresses(_ route: Route) -> Bool {
        tab == route.tab && screen == route.screen && (navigators.map { $0 == route.navigators } ?? true)
    }

    /// `home/articleDetail`, as `routescope build` takes a destination; with its navigators when
    /// given, `Root/Root/Home/Profile` (the tab, the navigators, then the screen).
    public var description: String { ([tab] + (navigators ?? []) + [screen]).joined(separator: "/") }
}
