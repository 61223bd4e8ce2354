import RouteCore

/// One screen on a navigation stack or the modal stack, with the typed parameters it was opened
/// with.
///
/// ```swift
/// let entry = ScreenEntry(screen: "articleDetail", params: [RouteParam(name: "articleId", value: .int(200))])
/// entry.description   // "articleDetail(articleId: 200)"
/// ```
public struct ScreenEntry: Sendable, Hashable, CustomStringConvertible {
    /// The screen's name, as the route map declares it.
    public var screen: String
    /// The nested navigators that hold the screen in its tab, outermost first: with ``screen``,
    /// its place, as one name may appear at two levels. Empty for a screen directly in its tab,
    /// and for the login and browser screens.
    public var navigators: [String]
    /// Typed values in declaration order, defaults included.
    public var params: [RouteParam]
    /// Whether the screen sits behind the login gate; `logout` pops such screens.
    public var requiresLogin: Bool

    public init(screen: String, navigators: [String] = [], params: [RouteParam] = [], requiresLogin: Bool = false) {
        self.screen = screen
        self.navigators = navigators
        self.params = params
        self.requiresLogin = requiresLogin
    }

    /// The entry for a route's screen.
    public init(route: Route, requiresLogin: Bool) {
        self.init(screen: route.screen, navigators: route.navigators, params: route.params, requiresLogin: requiresLogin)
    }

    /// `articleDetail(userId: 100, articleId: 200)`, or just the name when there are no params.
    ///
    /// Values are shown with ``RouteCore/TypedValue/displayText``, so strings are quoted and
    /// control characters escaped.
    public var description: String {
        Route(tab: "", screen: screen, params: params).description
    }

    /// ``description`` after the navigators that hold the screen, `/`-separated, as
    /// ``RouteCore/ScreenAddress`` writes a place: `Home/Profile(handle: "ada")`. For a screen whose
    /// name another level repeats.
    public var placedDescription: String {
        navigators.isEmpty ? description : (navigators + [description]).joined(separator: "/")
    }

    /// Whether it shows the same screen with the same params; ``requiresLogin`` follows from the
    /// screen, so it takes no part.
    func isSameScreen(as other: ScreenEntry) -> Bool {
        screen == other.screen && navigators == other.navigators && params == other.params
    }
}
