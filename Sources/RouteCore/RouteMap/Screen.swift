/// A screen a link can open, with the path that reaches it and the parameters it takes.
public struct Screen: Sendable, Hashable {
    /// The screen's name, as shown in navigation stacks.
    public var name: String
    /// The path after the tab's path (the paths of the navigators that hold it included):
    /// `articleDetail`, or `articles/{articleId}`; from the link's first segment when ``isExact``.
    public var path: PathTemplate
    /// Whether ``path`` starts at the link's first segment instead of after the tab's path
    /// (`exact: true`).
    public var isExact: Bool
    /// The navigators nested in the tab that hold the screen, outermost first; empty for a screen
    /// directly in its tab.
    public var navigators: [String]
    /// Every parameter, both path parameters and query parameters, in declaration order.
    public var params: [ParamSpec]
    /// Whether opening the screen needs a logged-in user.
    public var requiresLogin: Bool
    /// How the screen appears.
    public var presentation: Presentation
    /// What the screen is, for catalogs and reference tables.
    public var summary: String?
    /// Whether landing on this screen by its `*` path is intended (`fallback: true`): then a
    /// link no other route takes lands here without a `catch-all` error.
    public var isFallback: Bool

    /// The screen's place below its tab, as reports and the explorer show it: its navigators,
    /// outermost first, then its name (`Reviews › item`), which tells two screens of one name apart.
    package var place: String { (navigators + [name]).joined(separator: ScreenAddress.placeJoiner) }

    /// A screen called `name`, reached by `path` after its tab's (its name when nil).
    public init(
        name: String, path: PathTemplate? = nil, isExact: Bool = false, navigators: [String] = [], params: [ParamSpec] = [],
        requiresLogin: Bool = false, presentation: Presentation = .push, summary: String? = nil, isFallback: Bool = false
    ) {
        self.name = name
        self.path = path ?? PathTemplate(literal: name)
        self.isExact = isExact
        self.navigators = navigators
        self.params = params
        self.requiresLogin = requiresLogin
        self.presentation = presentation
        self.summary = summary
        self.isFallback = isFallback
    }

    /// The parameter called `name`.
    public func param(named name: some StringProtocol) -> ParamSpec? {
        params.first { $0.name == name }
    }

    /// The parameters read from the query, that is, those not named in the path template.
    public var queryParams: [ParamSpec] {
        let pathNames = path.parameterNames
        return params.filter { !pathNames.contains($0.name) }
    }
}

/// How a screen is shown when a link opens it.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// Pushed onto the selected tab's navigation stack.
    case push
    /// Presented modally above the tabs.
    case modal
}
