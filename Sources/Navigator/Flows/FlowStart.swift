/// How a flow's app starts: `start: {logged_in: false, cold: true}`.
public struct FlowStart: Sendable, Hashable {
    /// Whether the user starts logged in. Default false.
    public var loggedIn: Bool
    /// Whether the app is not running yet, so that a first `open` step launches it (a cold
    /// start); otherwise it is already running at its initial state (a warm start). Default true.
    public var cold: Bool

    public init(loggedIn: Bool = false, cold: Bool = true) {
        self.loggedIn = loggedIn
        self.cold = cold
    }
}
