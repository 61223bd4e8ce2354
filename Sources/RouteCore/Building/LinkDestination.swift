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
    /// For a destination written as text that names no screen, and is taken as a path instead:
    /// why it names none, which stands unless that path leads to a screen. Worded only then
    /// (``confirm(_:in:)``): a path that leads somewhere pays for no did-you-mean.
    var unresolved: Unresolved?
    /// For a catch-all screen, the path written for its `*`, which the link must reach it by.
    var caughtPath: ScreenAddress.CaughtPath?

    /// An address written as `text` that finds no screen, and why.
    struct Unresolved {
        let address: ScreenAddress
        let unfound: ScreenAddress.Unfound
        let text: String
    }

    /// A destination as `routescope build` takes it: a place (`home/articleDetail`,
    /// `shop/Reviews/item`, `shop › Reviews › item`, as ``ScreenAddress/init(parsing:)`` reads
    /// it), `home` for the tab's root, a catch-all's place followed by the path it is to catch
    /// (`open/web/help/contact`), or a path after the tab (`home/articles/42`) when the text
    /// names no screen.
    ///
    /// - Throws: ``DeepLinkError`` against `text` when it names a screen that its tab has at
    ///   several levels, a navigator where the screen belongs, a place (written with `›`)
    ///   that the route map does not have, or a catch-all without the path it is to catch.
    init(parsing text: String, in routeMap: RouteMap) throws(DeepLinkError) {
        let names = ScreenAddress.names(in: text).map(\.text)
        guard let address = ScreenAddress(parsing: text) else {
            let tab = names.first ?? ""
            guard let root = routeMap.tab(named: tab)?.rootScreen else {
                self.init(
                    tab: tab, screen: nil, literalPath: [], isTabRoot: false,
                    unresolved: Unresolved(address: ScreenAddress(tab: tab, screen: ""), unfound: .missing(.tab), text: text))
                return
            }
            try self.init(tab: tab, screen: root, written: text, in: routeMap)
            return
        }
        let lookup = address.lookup(in: routeMap)
        if case .failure(.missing) = lookup, let caught = address.caughtPath(written: text, in: routeMap) {
            try self.init(tab: address.tab, screen: caught.screen, caughtPath: caught, written: text, in: routeMap)
            return
        }
        switch lookup {
        case .success(let screen):
            try self.init(tab: address.tab, screen: screen, written: text, in: routeMap)
        // A name the tab has as a navigator at that level is no path: `store/Info` would read
        // `Info` as the value of a tab's `{store}`.
        case .failure(.missing(let miss)) where !text.contains(ScreenAddress.placeSeparator) && !address.namesNavigator(in: routeMap):
            self.init(
                tab: address.tab, screen: nil, literalPath: Array(names.dropFirst()), isTabRoot: false,
                unresolved: Unresolved(address: address, unfound: .missing(miss), text: text))
        case .failure(let unfound):
            throw address.problem(unfound, written: text, in: routeMap)
        }
    }

    /// The screen at `address`.
    ///
    /// - Throws: ``DeepLinkError`` against the address's description when it names no one
    ///   screen (``ScreenAddress/lookup(in:)``), or a catch-all, whose link is a path that an
    ///   address does not give.
    init(_ address: ScreenAddress, in routeMap: RouteMap) throws(DeepLinkError) {
        switch address.lookup(in: routeMap) {
        case .success(let screen): try self.init(tab: address.tab, screen: screen, written: address.description, in: routeMap)
        case .failure(let unfound): throw address.problem(unfound, written: address.description, in: routeMap)
        }
    }

    /// The screen of a ``Route``: the one at its place, else the one of its name in its tab, else
    /// the first of that name in any tab; a route written by hand may leave out the navigators,
    /// or name the wrong tab for the analyzer to report.
    ///
    /// - Throws: ``DeepLinkError`` when the place is not in the tab and the name is at several
    ///   levels of it: which one is meant is the caller's to say, with ``Route/navigators``; and
    ///   for a catch-all, whose link is a path that a route does not give.
    init(tab: String, navigators: [String], screen name: String, in routeMap: RouteMap) throws(DeepLinkError) {
        var screen: Screen?
        let anyLevel = ScreenAddress(tab: tab, screen: name)
        for address in [ScreenAddress(tab: tab, navigators: navigators, screen: name), anyLevel] where screen == nil {
            switch address.lookup(in: routeMap) {
            case .success(let found): screen = found
            case .failure(.ambiguous(let found)): throw anyLevel.problem(.ambiguous(found), written: anyLevel.description, in: routeMap)
            case .failure(.missing): continue
            }
        }
        screen = screen ?? routeMap.tabs(definingScreen: name).first?.screen(named: name)
        try self.init(tab: tab, screen: screen, written: ScreenAddress(tab: tab, navigators: navigators, screen: name).description, in: routeMap)
        literalPath = screen == nil ? [name] : []
    }

    /// `screen`, in the tab called `tab` when the route map has it. A catch-all (`*`) is reached
    /// only by the path it catches, `caughtPath`: without it, the link would be another route's.
    ///
    /// - Throws: ``ScreenAddress/pathNeeded(by:written:in:)`` against `written`, the destination
    ///   as given, for a catch-all without its path.
    private init(
        tab: String, screen: Screen?, caughtPath: ScreenAddress.CaughtPath? = nil, written: String, in routeMap: RouteMap
    ) throws(DeepLinkError) {
        if let screen, screen.isCatchAll, caughtPath == nil { throw ScreenAddress.pathNeeded(by: screen, written: written, in: routeMap) }
        let owner = routeMap.tab(named: tab)
        self.init(
            tab: tab, screen: screen, literalPath: [],
            isTabRoot: screen != nil && screen == owner?.rootScreen && screen?.path.parameterNames.isEmpty == true, unresolved: nil)
        self.caughtPath = caughtPath
    }

    private init(tab: String, screen: Screen?, literalPath: [String], isTabRoot: Bool, unresolved: Unresolved?) {
        self.tab = tab
        self.screen = screen
        self.literalPath = literalPath
        self.isTabRoot = isTabRoot
        self.unresolved = unresolved
        caughtPath = nil
    }

    /// Checks that the link written to this destination, `analysis`, goes where it should: a
    /// path written for a catch-all must reach that catch-all, not another route; a path written
    /// as text must lead to a screen, not only to a catch-all (`*`), and after a
    /// tab, to one of that tab's; else the text is a place that the route map does not have. A
    /// path leads to a screen when a route takes it (`home/articles/42`, or `home/articles/abc`,
    /// whose value the link's problems refuse), not when the analysis only finds the screen
    /// elsewhere (`home/results` names a screen of another tab) or only suggests it (`home/archiv`,
    /// which no route takes, for `archive`). Text that starts with no tab is a path from the
    /// link's start (`list`, in a tab that owns no segment), whatever its tab.
    ///
    /// - Throws: ``unresolved``, worded, when the path leads nowhere; a ``DeepLinkError`` naming
    ///   the route that takes a path written for a catch-all.
    func confirm(_ analysis: LinkAnalysis, in routeMap: RouteMap) throws(DeepLinkError) {
        if let caughtPath {
            let landing = analysis.screenIndex
            guard let landing, routeMap.tabs[landing.tab].screens[landing.screen] == caughtPath.screen else {
                throw ScreenAddress.pathTaken(caughtPath, by: landing, in: routeMap)
            }
        }
        guard let unresolved else { return }
        let writtenTab = routeMap.tabs.firstIndex { $0.name == tab }
        guard let landing = analysis.screenIndex, analysis.screenChoice?.isWritten == true, writtenTab == nil || landing.tab == writtenTab,
            !routeMap.tabs[landing.tab].screens[landing.screen].isCatchAll
        else {
            throw unresolved.address.problem(unresolved.unfound, written: unresolved.text, in: routeMap)
        }
    }
}
