/// One tab and its navigation stack.
///
/// The root screen is stored apart from the screens pushed above it, so a stack can never be
/// empty: popping stops at the root.
public struct TabStack: Sendable, Hashable {
    /// The tab's name.
    public let name: String
    /// The screen at the bottom of the stack.
    public internal(set) var root: ScreenEntry
    /// The screens pushed above the root, bottom first.
    public internal(set) var pushed: [ScreenEntry]

    init(name: String, root: ScreenEntry, pushed: [ScreenEntry] = []) {
        self.name = name
        self.root = root
        self.pushed = pushed
    }

    /// Every screen, root first; never empty.
    public var screens: [ScreenEntry] { [root] + pushed }

    /// The screen on top: the one the user sees when this tab is selected and no modal covers it.
    public var top: ScreenEntry { pushed.last ?? root }

    /// Whether only the root is left.
    public var isAtRoot: Bool { pushed.isEmpty }
}
