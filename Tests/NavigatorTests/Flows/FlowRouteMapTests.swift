import Foundation
import Navigator
import RouteCore
import TestSupport
import Testing

@Suite struct FlowRouteMapTests {
    @Test func aFlowWithoutRoutesLeavesTheChoiceToTheCaller() throws {
        let flow = try FlowLoader.load(yaml: "steps: [back]", file: "flow.yml", origin: .file(directory: "flows"))
        #expect(flow.routesPath == nil)
        #expect(try flow.loadRouteMap() == nil)
    }

    @Test func routesAreReadRelativeToTheFlowFile() throws {
        try withTemporaryDirectory(prefix: "navigator-tests") { directory in
            try RouteMap.sampleText.replacingOccurrences(of: "app: Sample Reader", with: "app: Copy")
                .write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
            let path = directory.appendingPathComponent("flow.yml").path
            try "routes: routes.yml\nsteps: [back]\n".write(toFile: path, atomically: true, encoding: .utf8)
            let map = try FlowLoader.load(contentsOf: path).loadRouteMap()
            #expect(map?.app == "Copy")
        }
    }

    @Test func anAbsoluteRoutesPathIsKept() throws {
        let flow = try FlowLoader.load(yaml: "routes: /maps/routes.yml\nsteps: [back]", file: "f.yml", origin: .file(directory: "flows"))
        #expect(flow.routesPath == "/maps/routes.yml")
    }

    @Test func aMissingRouteMapIsReportedAtTheFlowsRoutesKey() throws {
        let flow = try FlowLoader.load(yaml: "steps: [back]\nroutes: nowhere.yml", file: "flows/f.yml", origin: .file(directory: "flows"))
        #expect(throws: RouteMapError(problems: [
            RouteMapProblem(
                file: "flows/f.yml", line: 2, column: 9,
                message: #"cannot read the route map "nowhere.yml" (looked for flows/nowhere.yml, next to the flow file)"#)
        ])) { try flow.loadRouteMap() }
    }

    @Test func aBrokenRouteMapReportsItsOwnProblems() throws {
        try withTemporaryDirectory(prefix: "navigator-tests") { directory in
            try "app: Broken\n".write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
            let flow = try FlowLoader.load(yaml: "routes: routes.yml\nsteps: [back]", file: "f.yml", origin: .file(directory: directory.path))
            let error = #expect(throws: RouteMapError.self) { try flow.loadRouteMap() }
            #expect(error?.problems.first?.file == directory.path + "/routes.yml")
        }
    }

    @Test func anEmbeddedFlowsRoutesIsTheSample() throws {
        let flow = try FlowLoader.load(yaml: "routes: routes.yml\nsteps: [back]", file: "<embedded>", origin: .embedded)
        #expect(try flow.loadRouteMap() == .sample)
        let parent = try FlowLoader.load(yaml: "routes: ../routes.yml\nsteps: [back]", file: "<embedded>", origin: .embedded)
        #expect(try parent.loadRouteMap() == .sample)
        let other = try FlowLoader.load(yaml: "routes: other.yml\nsteps: [back]", file: "<embedded>", origin: .embedded)
        #expect(throws: RouteMapError.self) { try other.loadRouteMap() }
    }

    @Test func unknownTabsAndScreensAreReportedWithADidYouMean() throws {
        let flow = try FlowLoader.load(
            yaml: """
                steps:
                  - tap: serch
                    expect: {tab: settings, stack: [setings, 'articleDetial(userId: 1)', login, browser]}
                  - {back: true, expect: {stacks: {hom: [feed]}, modal: [changeAccount, cart]}}
                """, file: "f.yml", origin: .embedded)
        #expect(flow.problems(against: .sample).map { "\($0.line):\($0.column): \($0.message)" } == [
            #"2:10: no tab "serch" in the route map; did you mean search?"#,
            #"3:19: no tab "settings" in the route map; did you mean setting?"#,
            #"3:37: no screen "setings" in the route map; did you mean settings?"#,
            #"3:46: no screen "articleDetial" in the route map; did you mean articleDetail?"#,
            #"4:36: no tab "hom" in the route map; did you mean home?"#,
            #"4:73: no screen "cart" in the route map"#,
        ])
    }

    @Test func aFlowBuiltInCodeIsCheckedAtItsSteps() {
        let position = FlowPosition(line: 3, column: 1)
        let flow = Flow(
            file: "code", origin: .embedded,
            steps: [FlowStep(event: .tap("cart"), expectations: [.stacks(tab: "home", screens: ["fed"])], position: position)])
        #expect(flow.problems(against: .sample).map(\.message) == [
            #"no tab "cart" in the route map; the tabs are home, search, myPage, setting"#,
            #"no screen "fed" in the route map; did you mean feed?"#,
        ])
    }
}
