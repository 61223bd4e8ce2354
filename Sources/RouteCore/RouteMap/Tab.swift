/// One tab of the app's tab bar, with its own navigation stack of screens.
public struct Tab: Sendable, Hashable {
    /// The tab's name, shown in the tab bar and in navigation stacks.
    public var name: String
    /// The segments a link names the tab with: its name (`myapp://home/…`) unless the route map
    /// says otherwise; empty for a tab that owns no segment, whose screens' paths start the link.
    public var path: PathTemplate {
        get { declaredPath ?? PathTemplate(literal: name) }
        set { declaredPath = newValue }
    }
    /// The path the route map gives the tab (`path:`); nil when the tab's name is its path.
    private var declaredPath: PathTemplate?
    /// The screen at the bottom of this tab's stack, opened by a link to the tab's path alone.
    public var root: String
    /// Every screen in this tab, those of nested navigators included, in declaration order.
    public var screens: [Screen]
    /// The navigators nested in this tab, outermost first, in declaration order.
    public var navigators: [NestedNavigator]

    /// A tab called `name`, whose link path is `path` (its name when nil), opening `root` when a
    /// link names the tab alone. `screens` lists every screen, those of nested navigators
    /// included (each naming its ``Screen/navigators``), and `navigators` the navigators.
    public init(name: String, path: PathTemplate? = nil, root: String, screens: [Screen], navigators: [NestedNavigator] = []) {
        self.name = name
        declaredPath = path
        self.root = root
        self.screens = screens
        self.navigators = navigators
    }

    /// The first nested navigator called `name`, at whatever level; ``navigator(at:)`` finds one
    /// by its place when the name repeats.
    public func navigator(named name: some StringProtocol) -> NestedNavigator? {
        navigators.first { $0.name == name }
    }

    /// The nested navigator whose ``NestedNavigator/chain`` is `chain`: the one at that place.
    public func navigator(at chain: [String]) -> NestedNavigator? {
        navigators.first { $0.name == chain.last && $0.parents.elementsEqual(chain.dropLast()) }
    }

    /// The whole path of `screen` in links, after the scheme's or web prefix: the tab's path, then
    /// the screen's, unless the screen's path is exact.
    public func linkPath(of screen: Screen) -> PathTemplate {
        screen.isExact ? screen.path : path + screen.path
    }

    /// Whether the tab is named by exactly one literal segment, as every tab of a route map without
    /// `path:` is.
    package var isNamedBySegment: Bool {
        guard path.segments.count == 1, case .literal = path.segments[0] else { return false }
        return true
    }

    /// The first screen called `name`, at whatever level; ``screen(named:in:)`` finds one by its
    /// place when the name repeats.
    public func screen(named name: some StringProtocol) -> Screen? {
        screens.first { $0.name == name }
    }

    /// The screen called `name` directly inside the navigators `navigators` (outermost first;
    /// empty for a screen directly in the tab): the one at that place.
    public func screen(named name: some StringProtocol, in navigators: [String]) -> Screen? {
        screenIndex(named: name, in: navigators).map { screens[$0] }
    }

    /// The position in ``screens`` of the screen called `name` inside the navigators `navigators`.
    package func screenIndex(named name: some StringProtocol, in navigators: [String]) -> Int? {
        screens.firstIndex { $0.name == name && $0.navigators == navigators }
    }

    /// The position in ``screens`` of the root screen: the screen called ``root`` at the
    /// shallowest level that has one, the first declared there.
    package var rootIndex: Int? {
        screens.indices.filter { screens[$0].name == root }.min { screens[$0].navigators.count < screens[$1].navigators.count }
    }

    /// The root screen; a validated route map always has it.
    public var rootScreen: Screen? { rootIndex.map { screens[$0] } }

    /// The screen a link to `navigator`'s own path opens: the start of its stack
    /// (``NestedNavigator/root``, followed into a navigator named as root), else its first
    /// screen. Nil for a navigator of another tab, or one with no screens.
    public func landing(of navigator: NestedNavigator) -> Screen? {
        landingIndex(of: navigator).map { screens[$0] }
    }

    /// The position in ``screens`` of ``landing(of:)``.
    package func landingIndex(of navigator: NestedNavigator) -> Int? {
        var chain = navigator.chain
        var root = navigator.root
        while let name = root {
            if let screen = screenIndex(named: name, in: chain) { return screen }
            guard let inner = self.navigator(at: chain + [name]) else { break }
            chain = inner.chain
            root = inner.root
        }
        return screens.firstIndex { $0.navigators.starts(with: chain) }
    }
}
