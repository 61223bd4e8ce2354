/// Everything the simulated app shows: its tabs with their stacks, the selected tab, the modal
/// stack, whether the user is logged in, and the link waiting behind the login screen.
///
/// A state is a value. Only a ``Navigator`` makes new ones, and it keeps these invariants:
/// - ``selectedTab`` names one of ``tabs``;
/// - no stack is empty (see ``TabStack``);
/// - ``pendingLink`` is set only while logged out, with the login screen on top of ``modals``;
/// - while logged out, no screen that requires login is on any stack.
public struct NavigationState: Sendable, Hashable {
    /// The tabs in tab-bar order, each with its stack.
    public internal(set) var tabs: [TabStack]
    /// The name of the selected tab.
    public internal(set) var selectedTab: String
    /// Screens presented above the tabs, bottom first.
    public internal(set) var modals: [ScreenEntry]
    /// Whether the user is logged in.
    public internal(set) var loggedIn: Bool
    /// The link that opened the login screen, resumed by `login`.
    public internal(set) var pendingLink: String?

    init(tabs: [TabStack], selectedTab: String, modals: [ScreenEntry] = [], loggedIn: Bool, pendingLink: String? = nil) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.modals = modals
        self.loggedIn = loggedIn
        self.pendingLink = pendingLink
    }

    /// The stack of the tab called `name`.
    public func stack(of name: String) -> TabStack? {
        tabs.first { $0.name == name }
    }

    /// The selected tab's stack.
    public var selectedStack: TabStack {
        guard let stack = stack(of: selectedTab) else {
            preconditionFailure("the selected tab \(selectedTab) is not one of the tabs; only a Navigator makes states")
        }
        return stack
    }

    /// The screen the user sees: the top modal, or the top of the selected tab's stack.
    public var visibleScreen: ScreenEntry { modals.last ?? selectedStack.top }

    /// Changes the stack of the tab called `name`.
    mutating func updateStack(_ name: String, _ change: (inout TabStack) -> Void) {
        guard let index = tabs.firstIndex(where: { $0.name == name }) else { return }
        change(&tabs[index])
    }
}
