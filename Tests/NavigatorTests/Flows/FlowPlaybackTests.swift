import Navigator
import RouteCore
import Testing

@Suite struct FlowPlaybackTests {
    static func playback(_ yaml: String) throws -> FlowPlayback {
        let flow = try FlowLoader.load(yaml: yaml, file: "flow.yml", origin: .embedded)
        return FlowPlayback(flow: flow, navigator: Navigator(routeMap: try flow.loadRouteMap() ?? .sample))
    }

    @Test func theDesignExamplePasses() throws {
        var playback = try Self.playback(designFlowExample)
        let outcomes = playback.playToEnd()
        #expect(outcomes.count == 4)
        #expect(outcomes.allSatisfy { $0.passed })
        #expect(outcomes.map(\.index) == [0, 1, 2, 3])
        #expect(playback.isFinished)
        let beyond = playback.advance()
        #expect(beyond == nil)
        #expect(playback.state == outcomes.last?.transition.state)
    }

    @Test func playsOneStepAtATime() throws {
        var playback = try Self.playback(designFlowExample)
        #expect(playback.state == navigator.initialState())
        #expect(playback.nextIndex == 0)
        let advanced = playback.advance()
        let first = try #require(advanced)
        #expect(first.step.event == .open("myapp://setting/changeAccount"))
        #expect(first.results.map(\.description) == ["tab setting", "stack [settings]", "modal [login]"])
        #expect(playback.nextIndex == 1)
        #expect(playback.state.pendingLink == "myapp://setting/changeAccount")
        playback.rewind()
        #expect(playback.nextIndex == 0)
        #expect(playback.state == navigator.initialState())
    }

    @Test func aColdStartLaunchesTheAppWithTheFirstLink() throws {
        var cold = try Self.playback(designFlowExample)
        let coldStep = cold.advance()
        #expect(coldStep?.transition.explanation.hasPrefix("cold start at tab home; selected tab setting") == true)
        var warm = try Self.playback(designFlowExample.replacingOccurrences(of: "cold: true", with: "cold: false"))
        let warmStep = warm.advance()
        #expect(warmStep?.transition.explanation.hasPrefix("selected tab setting") == true)
    }

    @Test func theStartSetsTheLogin() throws {
        var playback = try Self.playback("start: {logged_in: true}\nsteps:\n  - open: myapp://setting/changeAccount")
        #expect(playback.state.loggedIn)
        let step = playback.advance()
        #expect(step?.transition.state.modals.map(\.screen) == ["changeAccount"])
    }

    @Test func anUnmetExpectationIsReportedAndPlayCanGoOn() throws {
        var playback = try Self.playback(
            """
            steps:
              - {open: "myapp://home/articleDetail?userId=1&articleId=2", expect: {stack: [feed], tab: home}}
              - back
            """)
        let advanced = playback.advance()
        let outcome = try #require(advanced)
        #expect(!outcome.passed)
        #expect(outcome.failures.map(\.description) == ["stack: expected [feed], found [feed, articleDetail]"])
        #expect(outcome.results.count == 2)
        let next = playback.advance()
        #expect(next?.passed == true)
    }
}
