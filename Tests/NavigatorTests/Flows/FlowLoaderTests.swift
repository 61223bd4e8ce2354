import Navigator
import RouteCore
import TestSupport
import Testing

/// Parses `yaml` as a flow file called `flow.yml`.
private func load(_ yaml: String) throws(RouteMapError) -> Flow {
    try FlowLoader.load(yaml: yaml, file: "flow.yml", origin: .file(directory: ""))
}

/// The problems reported for `yaml`, as `line:column: message`.
private func problems(_ yaml: String) -> [String] {
    do {
        _ = try load(yaml)
        return []
    } catch {
        return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

@Suite struct FlowLoaderTests {
    @Test func readsTheExampleFromTheDesign() throws {
        let flow = try load(designFlowExample)
        #expect(flow.routes == "routes.yml")
        #expect(flow.start == FlowStart(loggedIn: false, cold: true))
        #expect(flow.steps.map(\.event) == [.open("myapp://setting/changeAccount"), .login, .dismiss, .tap("home")])
        #expect(flow.steps[0].expectations == [.tab("setting"), .stack(["settings"]), .modal(["login"])])
        #expect(flow.steps[1].expectations == [.modal(["changeAccount"])])
        #expect(flow.steps[2].expectations == [])
        #expect(flow.steps[3].expectations == [.tab("home"), .stack(["feed"]), .modal([])])
        #expect(flow.steps.map(\.position) == [
            FlowPosition(line: 4, column: 5), FlowPosition(line: 6, column: 5), FlowPosition(line: 7, column: 5),
            FlowPosition(line: 8, column: 5),
        ])
    }

    @Test func readsEveryActionBareAndAsAKey() throws {
        let flow = try load(
            """
            steps:
              - back
              - dismiss
              - login
              - logout
              - reset
              - back: true
              - dismiss: yes
              - login:
                expect: {logged_in: true}
              - logout: true
              - reset: true
              - tap: search
              - open: myapp://home
            """)
        #expect(flow.steps.map(\.event) == [
            .back, .dismiss, .login, .logout, .reset, .back, .dismiss, .login, .logout, .reset, .tap("search"), .open("myapp://home"),
        ])
        #expect(flow.steps[7].expectations == [.loggedIn(true)])
    }

    @Test func startDefaultsToAColdStartLoggedOut() throws {
        let flow = try load("steps: [back]")
        #expect(flow.start == FlowStart(loggedIn: false, cold: true))
        #expect(flow.routes == nil)
        #expect(try load("start: {logged_in: true, cold: false}\nsteps: [back]").start == FlowStart(loggedIn: true, cold: false))
    }

    @Test func readsEveryKindOfExpectation() throws {
        let flow = try load(
            """
            description: Every expectation
            steps:
              - open: myapp://setting/changeAccount
                expect:
                  tab: setting
                  stack: [settings]
                  stacks: {home: [feed], setting: [settings]}
                  modal: login
                  pending: myapp://setting/changeAccount
                  logged_in: false
              - {dismiss: true, expect: {pending: none, modal: []}}
              - {back: true, expect: {pending: null}}
              - {back: true, expect: {pending: ~}}
            """)
        #expect(flow.summary == "Every expectation")
        #expect(flow.steps[0].expectations == [
            .tab("setting"), .stack(["settings"]), .stacks(tab: "home", screens: ["feed"]),
            .stacks(tab: "setting", screens: ["settings"]), .modal(["login"]), .pending("myapp://setting/changeAccount"),
            .loggedIn(false),
        ])
        #expect(flow.steps[1].expectations == [.pending(nil), .modal([])])
        #expect(flow.steps[2].expectations == [.pending(nil)])
        #expect(flow.steps[3].expectations == [.pending(nil)])
    }

    @Test(arguments: [
        ("stepz: [back]", [#"1:1: unknown key "stepz" in the flow; did you mean "steps"?"#, #"1:1: the flow needs "steps", a list of events such as "- open: myapp://home""#]),
        ("steps: []", ["1:8: steps must list at least one step"]),
        ("steps: [bakc]", [#"1:9: step 1: unknown action "bakc"; did you mean "back"?"#]),
        ("steps: [open]", [#"1:9: step 1: open needs a link, as in "- open: myapp://home""#]),
        ("steps: [tap]", [#"1:9: step 1: tap needs a tab, as in "- tap: home""#]),
        ("steps:\n  - {tap: home, back: true}", ["2:17: step 1 has more than one action (tap, back); write one step per action"]),
        ("steps:\n  - {expect: {tab: home}}", ["2:5: step 1 needs an action: one of open, tap, say, back, dismiss, login, logout, reset"]),
        ("steps:\n  - {login: false}", [#"2:13: step 1: "login: false" does nothing; write "login: true", or leave the step out"#]),
        ("steps:\n  - {back: maybe}", [#"2:12: step 1: back must be true or false, found "maybe""#]),
        ("steps:\n  - {open: [a, b]}", ["2:12: step 1: open must be a single value, not a list"]),
        ("steps:\n  - {back: true, expect: {tabb: home}}", [#"2:27: unknown key "tabb" in step 1: expect; did you mean "tab"?"#]),
        ("steps:\n  - {back: true, expect: {modal: }}", ["2:34: step 1: expect.modal must be a list of screens; write [] for none"]),
        ("steps:\n  - {back: true, expect: {logged_in: 1}}", [#"2:38: step 1: expect.logged_in must be true or false, found "1""#]),
        ("start: {cold: tru}\nsteps: [back]", [#"1:15: start.cold must be true or false, found "tru""#]),
        ("start: {warm: true}\nsteps: [back]", [#"1:9: unknown key "warm" in start; expected one of logged_in, cold"#]),
        ("- back", ["1:1: the flow must be a mapping (key: value)"]),
        ("steps: {a: b", ["2:1: invalid YAML: did not find expected ',' or '}' while parsing a flow mapping"]),
    ])
    func reportsEveryProblemWithItsPosition(yaml: String, expected: [String]) {
        #expect(problems(yaml) == expected)
    }

    @Test func readsAFileAndRemembersItsDirectory() throws {
        try withTemporaryDirectory(prefix: "navigator-tests") { directory in
            let path = directory.appendingPathComponent("tour.yml").path
            try "routes: maps/routes.yml\nsteps: [back]\n".write(toFile: path, atomically: true, encoding: .utf8)
            let flow = try FlowLoader.load(contentsOf: path)
            #expect(flow.file == path)
            #expect(flow.origin == .file(directory: directory.path))
            #expect(flow.routesPath == directory.path + "/maps/routes.yml")
        }
    }

    @Test func aMissingFileIsAProblem() {
        #expect(throws: RouteMapError.self) { try FlowLoader.load(contentsOf: "/nonexistent/flow.yml") }
    }
}
