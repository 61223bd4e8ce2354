import Navigator
import RouteCore

/// Invariants of loading any flow file: it loads or fails with positioned problems, and a flow
/// that loads plays to its end on the sample map without breaking the navigator's invariants.
enum FlowFuzzing {
    static let navigator = Navigator(routeMap: .sample)

    static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let flow = try FlowLoader.load(yaml: text, file: "fuzz.yml", origin: .file(directory: "/nonexistent"))
            var playback = FlowPlayback(flow: flow, navigator: navigator)
            while let outcome = playback.advance() {
                let state = outcome.transition.state
                require(state.tabs.contains { $0.name == state.selectedTab }, "the selected tab exists")
                require(state.tabs.allSatisfy { !$0.screens.isEmpty }, "no stack is empty")
            }
        } catch {
            require(!error.problems.isEmpty, "a failure names at least one problem")
            for problem in error.problems { require(problem.line >= 1 && problem.column >= 1, "positions are 1-based") }
        }
    }
}
