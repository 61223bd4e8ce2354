import Foundation
import Navigator
import RouteCore
import TestSupport
import Testing

@Suite struct DemoFlowTests {
    static let names = ["campaign-login", "tab-tour"]

    @Test func everyFlowInAssetsIsEmbedded() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.root.appendingPathComponent("Assets/flows").path)
        #expect(files.filter { $0.hasSuffix(".yml") }.sorted() == Self.names.map { $0 + ".yml" })
        #expect(DemoFlow.all.map(\.name) == Self.names)
    }

    @Test(arguments: names)
    func theEmbeddedTextIsTheAssetFile(name: String) throws {
        let demo = try #require(DemoFlow.named(name))
        // A multi-line string literal drops the newline before its closing delimiter.
        #expect(demo.text + "\n" == (try PackageFiles.text("Assets/flows/\(name).yml")), "run Scripts/embed-assets.sh")
    }

    @Test(arguments: names)
    func theDemoFlowPasses(name: String) throws {
        let flow = try #require(DemoFlow.named(name)).load()
        let map = try #require(try flow.loadRouteMap())
        #expect(flow.problems(against: map).isEmpty)
        var playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: map))
        let outcomes = playback.playToEnd()
        #expect(outcomes.count == flow.steps.count)
        for outcome in outcomes {
            #expect(outcome.passed, "step \(outcome.index + 1): \(outcome.failures.map(\.description))")
        }
    }

    @Test func theDemoFlowsCheckSomething() throws {
        let flows = try DemoFlow.all.map { try $0.load() }
        #expect(flows.allSatisfy { $0.steps.contains { !$0.expectations.isEmpty } })
        #expect(flows.map(\.file) == ["<embedded flows/campaign-login.yml>", "<embedded flows/tab-tour.yml>"])
    }

    @Test func anUnknownDemoFlowIsNil() {
        #expect(DemoFlow.named("nope") == nil)
    }
}
