/// A navigator inside a tab (a stack, or a group of screens) that holds screens and other
/// navigators, as `screens:` under a screen of the route map declares one.
///
/// Its screens are listed in ``Tab/screens`` with their whole paths; this records what links
/// need of the navigator itself: the path that names it alone, and the screen its stack starts
/// with.
public struct NestedNavigator: Sendable, Hashable {
    /// The navigator's name, unique among what its parent holds (another level may repeat it).
    public var name: String
    /// The navigators that hold this one, outermost first.
    public var parents: [String]
    /// The navigator's path below the tab's (its parents' paths included), as a screen's is; nil
    /// when it owns no path, so that no link names it alone.
    public var path: PathTemplate?
    /// Whether ``path`` starts at the link's first segment (`exact: true`).
    public var isExact: Bool
    /// The screen or navigator declared as the start of its stack (`root:`), one of its own: a
    /// link to a screen deeper in this navigator lands on top of it. Nil when none is declared.
    /// The screen a link to the navigator's own path opens follows from it
    /// (``Tab/landing(of:)``).
    public var root: String?
    /// The parameters of its path, which every screen inside it takes too.
    public var params: [ParamSpec]

    /// Where the navigator is in its tab, which identifies it: ``parents``, then ``name``. A
    /// screen inside it has this chain, or one that starts with it, as its ``Screen/navigators``.
    public var chain: [String] { parents + [name] }

    /// A navigator called `name` inside the navigators `parents`. Validation
    /// (``RouteMap/init(app:schemes:prefix:web:tabs:loginScreen:campaign:)``) computes
    /// ``params`` from the screens and paths, as the loader does.
    public init(
        name: String, parents: [String] = [], path: PathTemplate? = nil, isExact: Bool = false, root: String? = nil,
        params: [ParamSpec] = []
    ) {
        self.name = name
        self.parents = parents
        self.path = path
        self.isExact = isExact
        self.root = root
        self.params = params
    }
}
