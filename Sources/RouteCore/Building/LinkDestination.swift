/// Where a link being built should go: a tab and, when the route map knows it, a screen whose
/// path template gives the path; otherwise the path as written, for the analyzer to judge.
struct LinkDestination {
    /// The tab, as given; it may be unknown.
    var tab: String
    /// The screen, found in the tab or, failing that, in any tab.
    var screen: Screen?
    /// The segments after the tab when no screen is known.
    var literalPath: [String]
    /// Whether the link names only the tab: the tab's root screen without path parameters.
    var isTabRoot: Bool

    /// `home/articleDetail`, `home` (the tab's root), or `home/articles/42` (a path).
    init(parsing text: String, in routeMap: RouteMap) {
        let parts = text.split(separator: "/").map(String.init)
        let tab = parts.first ?? ""
        switch parts.count {
        case 2:
            self.init(tab: tab, screen: parts[1], in: routeMap)
        case 0, 1:
            let root = routeMap.tab(named: tab)?.rootScreen
            self.init(tab: tab, screen: root, literalPath: [], isTabRoot: root?.path.parameterNames.isEmpty ?? false)
        default:
            self.init(tab: tab, screen: nil, literalPath: Array(parts.dropFirst()), isTabRoot: false)
        }
    }

    /// The screen named `name`, looked up in `tab` first: the one inside the navigators
    /// `navigators` when they are given and the tab has it there, else the first of that name.
    init(tab: String, navigators: [String]? = nil, screen name: String, in routeMap: RouteMap) {
        let owner = routeMap.tab(named: tab)
        let screen = navigators.flatMap { navigators in owner?.screen(named: name, in: navigators) }
            ?? owner?.screen(named: name) ?? routeMap.tabs(definingScreen: name).first?.screen(named: name)
        self.init(
            tab: tab, screen: screen, literalPath: screen == nil ? [name] : [],
            isTabRoot: screen != nil && screen == owner?.rootScreen && screen?.path.parameterNames.isEmpty == true)
    }

    private init(tab: String, screen: Screen?, literalPath: [String], isTabRoot: Bool) {
        self.tab = tab
        self.screen = screen
        self.literalPath = literalPath
        self.isTabRoot = isTabRoot
    }
}
