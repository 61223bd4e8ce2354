/// One tab of the app's tab bar, with its own navigation stack of screens.
public struct Tab: Sendable, Hashable {
    /// The name used in links: `myapp://<name>/…`.
    public var name: String
    /// The screen at the bottom of this tab's stack, opened by `myapp://<name>`.
    public var root: String
    /// The screens reachable in this tab, in declaration order.
    public var screens: [Screen]

    public init(name: String, root: String, screens: [Screen]) {
        self.name = name
        self.root = root
        self.screens = screens
    }

    /// The screen called `name`.
    public func screen(named name: some StringProtocol) -> Screen? {
        screens.first { $0.name == name }
    }

    /// The root screen; a validated route map always has it.
    package var rootScreen: Screen? { screen(named: root) }
}
