import RouteCore

/// One fact a flow step expects of the state, read from its `expect:` mapping.
///
/// A screen in a list is written as its name (`articleDetail`), or as the state shows it with its
/// params (`articleDetail(userId: 100, articleId: 200, mode: "safari")`) to check those too.
public enum Expectation: Sendable, Hashable {
    /// `tab: home`: the selected tab.
    case tab(String)
    /// `stack: [feed, articleDetail]`: the selected tab's screens, bottom first.
    case stack([String])
    /// `stacks: {home: [feed]}`: one tab's screens, bottom first.
    case stacks(tab: String, screens: [String])
    /// `modal: [login]`: the presented screens, bottom first; `[]` means none.
    case modal([String])
    /// `pending: myapp://…`: the link waiting for login; `null` or `none` means none.
    case pending(String?)
    /// `logged_in: true`.
    case loggedIn(Bool)

    /// The key as the flow file writes it; `stacks.home` for one tab of `stacks`.
    public var key: String {
        switch self {
        case .tab: "tab"
        case .stack: "stack"
        case .stacks(let tab, _): "stacks.\(tab)"
        case .modal: "modal"
        case .pending: "pending"
        case .loggedIn: "logged_in"
        }
    }

    /// The expected value as JSON.
    public var value: JSONValue {
        switch self {
        case .tab(let tab): .string(tab)
        case .stack(let screens), .stacks(_, let screens), .modal(let screens): .array(screens.map(JSONValue.string))
        case .pending(let link): link.map(JSONValue.string) ?? .null
        case .loggedIn(let loggedIn): .bool(loggedIn)
        }
    }

    /// Checks the fact against `state`.
    public func check(_ state: NavigationState) -> ExpectationResult {
        switch self {
        case .tab(let tab):
            return ExpectationResult(expectation: self, actual: .string(state.selectedTab), met: state.selectedTab == tab)
        case .stack(let screens):
            return Self.compare(screens, state.selectedStack.screens, self)
        case .stacks(let tab, let screens):
            guard let stack = state.stack(of: tab) else { return ExpectationResult(expectation: self, actual: .null, met: false) }
            return Self.compare(screens, stack.screens, self)
        case .modal(let screens):
            return Self.compare(screens, state.modals, self)
        case .pending(let link):
            return ExpectationResult(
                expectation: self, actual: state.pendingLink.map(JSONValue.string) ?? .null, met: state.pendingLink == link)
        case .loggedIn(let loggedIn):
            return ExpectationResult(expectation: self, actual: .bool(state.loggedIn), met: state.loggedIn == loggedIn)
        }
    }

    /// Compares written screens with entries. The actual screens are shown by name, or with
    /// their params when the expectation writes params.
    private static func compare(_ expected: [String], _ entries: [ScreenEntry], _ expectation: Expectation) -> ExpectationResult {
        let withParams = expected.contains { $0.contains("(") }
        let actual = entries.map { withParams ? $0.description : $0.screen }
        let met = expected.count == entries.count && zip(expected, entries).allSatisfy { $0 == $1.screen || $0 == $1.description }
        return ExpectationResult(expectation: expectation, actual: .array(actual.map(JSONValue.string)), met: met)
    }
}
