import RouteCore

/// The states a played flow passes through and the steps between them, as a graph: what
/// `routescope simulate --format mermaid|dot` draws (``MermaidFlowchart``, ``GraphvizDOT``).
///
/// Each distinct state the app shows is one node, labelled by what a user sees: the selected
/// tab and its stack, the modals, the login state and the pending link. States that show the
/// same are one node, so a flow that comes back to a screen draws a loop. Each step is an edge,
/// labelled by its number, its event and, for a link, where the link went.
///
/// ```swift
/// var playback = FlowPlayback(flow: flow, navigator: navigator)
/// var diagram = FlowDiagram(start: playback.state, navigator: navigator)
/// while let outcome = playback.advance() { diagram.append(outcome) }
/// diagram.edges[0].lines   // ["1. open myapp://myPage/orders/…", "login gate"]
/// ```
public struct FlowDiagram: Sendable, Hashable {
    /// One state, by the lines of its label.
    public struct Node: Sendable, Hashable {
        /// Its index in ``FlowDiagram/nodes``; the start state is 0.
        public var index: Int
        /// `myPage › profile › order`, then `modal: login`, `logged out` and `pending: …` as they apply.
        public var lines: [String]
    }

    /// Where a link went, for an edge's label.
    public enum LinkResult: Sendable, Hashable {
        /// The link reached a screen of the app.
        case landed
        /// The screen requires login: the login screen came up and the link waits.
        case loginGate
        /// The link is not the app's: the browser opened it.
        case browser
        /// The app or the platform refused the link, with the first error's code (or Android's
        /// verdict), and nothing changed.
        case refused(code: String)

        /// `landed`, `login gate`, `browser`, `refused: wrong-type`.
        public var description: String {
            switch self {
            case .landed: "landed"
            case .loginGate: "login gate"
            case .browser: "browser"
            case .refused(let code): "refused: \(code)"
            }
        }
    }

    /// One step, from the state before it to the state after it.
    public struct Edge: Sendable, Hashable {
        public var from: Int
        public var to: Int
        /// The step's number in the flow, from 1.
        public var step: Int
        public var event: NavigationEvent
        /// Where the step's link went; nil for a step without one (a tap, `back`, a `login` with
        /// no pending link).
        public var result: LinkResult?
        /// Whether one of the step's expectations did not hold.
        public var failed: Bool

        /// `1. open myapp://home`, then the link's result, then `✗ expectation not met` on a failed step.
        public var lines: [String] {
            var lines = ["\(step). \(event.description.displayable)"]
            if let result { lines.append(result.description) }
            if failed { lines.append("✗ expectation not met") }
            return lines
        }
    }

    /// Every state, the start first, in the order the flow reaches them.
    public private(set) var nodes: [Node] = []
    /// Every step played, in order.
    public private(set) var edges: [Edge] = []
    /// The node of each label.
    private var indices: [[String]: Int] = [:]
    /// The state the last edge leads to.
    private var current: Int
    /// The login screen of the app, which tells the login gate.
    private let loginScreen: String

    /// A diagram with only the start state, to ``append(_:)`` steps to.
    public init(start: NavigationState, navigator: Navigator) {
        loginScreen = navigator.loginScreen
        current = 0
        current = node(start)
    }

    /// The diagram of `outcomes`, played from `start` by `navigator`.
    public init(start: NavigationState, outcomes: [StepOutcome], navigator: Navigator) {
        self.init(start: start, navigator: navigator)
        for outcome in outcomes { append(outcome) }
    }

    /// Adds a step played after the last one: an edge to its state, a new node if the state is new.
    public mutating func append(_ outcome: StepOutcome) {
        let to = node(outcome.transition.state)
        edges.append(
            Edge(
                from: current, to: to, step: outcome.index + 1, event: outcome.step.event,
                result: Self.result(of: outcome.transition, loginScreen: loginScreen), failed: !outcome.passed))
        current = to
    }

    /// The node of `state`, added if no state with its label is in yet.
    private mutating func node(_ state: NavigationState) -> Int {
        let lines = Self.lines(state)
        if let index = indices[lines] { return index }
        indices[lines] = nodes.count
        nodes.append(Node(index: nodes.count, lines: lines))
        return nodes.count - 1
    }

    /// A state's label: the selected tab and its stack, the modals when there are some, the
    /// login state, and the pending link when there is one.
    public static func lines(_ state: NavigationState) -> [String] {
        var lines = [([state.selectedTab.displayable] + [StateDiagram.stack(state.selectedStack.screens)]).joined(separator: StateDiagram.separator)]
        if !state.modals.isEmpty { lines.append("modal: " + StateDiagram.stack(state.modals)) }
        lines.append(state.loggedIn ? "logged in" : "logged out")
        if let pending = state.pendingLink { lines.append("pending: " + pending.displayable) }
        return lines
    }

    /// Where the link of `transition` went; nil when it involved no link.
    static func result(of transition: Transition, loginScreen: String) -> LinkResult? {
        let state = transition.state
        let presentedBrowser = state.modals.last?.screen == Navigator.browserScreen
        if let eligibility = transition.androidEligibility, !eligibility.opensApp {
            return presentedBrowser ? .browser : .refused(code: eligibility.result.rawValue)
        }
        guard let analysis = transition.analysis else {
            // An open with no analysis: Android without a manifest takes no link.
            if case .open = transition.event { return .refused(code: "no-manifest") }
            return nil
        }
        if analysis.opensInBrowser && presentedBrowser { return .browser }
        if let error = analysis.diagnostics.first(where: { $0.severity == .error }) { return .refused(code: error.code.rawValue) }
        guard analysis.route != nil else { return .refused(code: "no-screen") }
        if state.pendingLink != nil && state.modals.last?.screen == loginScreen { return .loginGate }
        return .landed
    }
}
