import Navigator
import RouteCore
import Testing

/// `say:` caption steps and the flow's `description:`, for presenting a flow.
@Suite struct FlowCaptionTests {
    static let story = """
        description: A reader follows a spring-sale email
        start: {logged_in: false, cold: true}
        steps:
          - say: The email links straight to an order, behind the login gate
          - open: myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000
            expect: {modal: [login]}
          - say: >
              The app keeps the link
              while the reader logs in
          - login
          - say: "Back in the order: 42 items"
        """

    static func load(_ yaml: String) throws(RouteMapError) -> Flow {
        try FlowLoader.load(yaml: yaml, file: "flow.yml", origin: .embedded)
    }

    /// The problems reported for `yaml`, as `line:column: message`.
    static func problems(_ yaml: String) -> [String] {
        do {
            _ = try load(yaml)
            return []
        } catch {
            return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    @Test func readsCaptionsAndTheDescription() throws {
        let flow = try Self.load(Self.story)
        #expect(flow.summary == "A reader follows a spring-sale email")
        #expect(flow.steps.map(\.event) == [
            .say("The email links straight to an order, behind the login gate"),
            .open("myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000"),
            .say("The app keeps the link while the reader logs in"), .login, .say("Back in the order: 42 items"),
        ])
        #expect(flow.steps[2].position == FlowPosition(line: 7, column: 5))
        #expect(flow.steps.filter { $0.event.isCaption }.count == 3)
    }

    @Test func aCaptionChangesNothingAndTheColdStartWaitsForTheFirstEvent() throws {
        let flow = try Self.load(Self.story)
        var playback = FlowPlayback(flow: flow, navigator: navigator)
        let outcomes = playback.playToEnd()
        #expect(outcomes.allSatisfy { $0.passed })
        #expect(outcomes[0].transition.state == navigator.initialState())
        #expect(outcomes[0].transition.explanation == "The email links straight to an order, behind the login gate")
        #expect(outcomes[1].transition.explanation.hasPrefix("cold start at tab home; "), "the caption before it did not launch the app")
        #expect(outcomes[2].transition.state == outcomes[1].transition.state)
        #expect(outcomes[4].transition.state == outcomes[3].transition.state)
        #expect(screens(playback.state, "myPage") == ["profile", "order"])
    }

    @Test func captionsAreWrittenToJSONWithTheirText() {
        #expect(NavigationJSON.event(.say("Hello")) == .object([("action", .string("say")), ("caption", .string("Hello"))]))
        #expect(NavigationEvent.say("Hello").description == "say Hello")
    }

    @Test(arguments: [
        ("steps: [say]", [#"1:9: step 1: say needs a caption, as in "- say: The reader taps the email link""#]),
        ("steps:\n  - say:", [#"2:9: step 1: say needs a caption, as in "- say: The reader taps the email link""#]),
        ("steps:\n  - say: \"  \"", ["2:10: step 1: say needs a caption, and this one is blank"]),
        ("steps:\n  - say: [a, b]", ["2:10: step 1: say must be a single value, not a list"]),
        ("steps:\n  - say: {a: b}", ["2:10: step 1: say must be a single value, not a mapping"]),
        ("steps:\n  - {say: hi, back: true}", ["2:15: step 1 has more than one action (say, back); write one step per action"]),
        ("steps:\n  - {say: hi, expect: {tab: home}}", ["2:15: step 1: a say step changes nothing, so it has nothing to expect; put expect: on the step before it"]),
        ("steps:\n  - sya: hi", [
            #"2:5: unknown key "sya" in step 1; did you mean "say"?"#, "2:5: step 1 needs an action: one of open, tap, say, back, dismiss, login, logout, reset",
        ]),
        ("description: [a]\nsteps: [back]", ["1:14: description must be a single value, not a list"]),
    ])
    func reportsEveryCaptionProblemWithItsPosition(yaml: String, expected: [String]) {
        #expect(Self.problems(yaml) == expected)
    }

    @Test func steppingBackReplaysTheFlowToThePreviousStep() throws {
        let flow = try Self.load(Self.story)
        var playback = FlowPlayback(flow: flow, navigator: navigator)
        let played = playback.playToEnd()
        #expect(playback.previousState == played[3].transition.state)
        let stepped = playback.stepBack()
        let back = try #require(stepped)
        #expect(back.index == 3)
        #expect(back == played[3])
        #expect(playback.state == played[3].transition.state)
        #expect(playback.previousState == played[2].transition.state)
        #expect(playback.nextIndex == 4)
        _ = playback.stepBack()
        _ = playback.stepBack()
        let toFirst = playback.stepBack()
        #expect(toFirst == played[0])
        let toStart = playback.stepBack()
        #expect(toStart == nil, "back from step 1 is the start")
        #expect(playback.nextIndex == 0)
        #expect(playback.state == navigator.initialState())
        #expect(playback.previousState == nil)
        let beforeStart = playback.stepBack()
        #expect(beforeStart == nil, "at the start it stays there")
        #expect(playback.nextIndex == 0)
    }
}
