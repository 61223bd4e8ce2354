import Foundation
import RouteCore
import TestSupport
import Testing

/// `routescope simulate`, run as a user runs it.
@Suite struct SimulateEndToEndTests {
    /// Writes `text` to `name` in a fresh directory, next to a copy of the sample route map, and
    /// passes the file to `body`; the directory is removed afterwards.
    static func withFlowFile(_ text: String, name: String = "flow.yml", _ body: (URL) async throws -> Void) async throws {
        try await withTemporaryDirectory(prefix: "simulate") { directory in
            try RouteMap.sampleText.write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
            let file = directory.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try await body(file)
        }
    }

    @Test(arguments: ["campaign-login", "tab-tour"])
    func theEmbeddedDemoFlowsPassByName(name: String) async throws {
        let result = try await RouteScopeProcess.run(["simulate", name], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("expectations met"))
        #expect(!result.stdout.contains("✗"))
    }

    @Test(arguments: ["Assets/flows/campaign-login.yml", "Assets/flows/tab-tour.yml"])
    func theDemoFlowFilesPass(path: String) async throws {
        let result = try await RouteScopeProcess.run(["simulate", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("expectations met"))
    }

    @Test func eachStepShowsTheEventTheExplanationAndTheState() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "campaign-login"])
        let blocks = result.stdout.components(separatedBy: "\n\n")
        #expect(blocks[0] == "A campaign link into a login-gated screen, from a cold start", "the flow's description comes first")
        let firstStep = blocks[1]
        #expect(firstStep.hasPrefix("step 1/8  open myapp://myPage/orders/"))
        #expect(firstStep.contains("\n  cold start at tab home; selected tab myPage; order requires login: presented login, and the link waits for login\n"))
        #expect(firstStep.contains("\n    tabs     home  search  [myPage]  setting\n"))
        #expect(firstStep.contains("\n    modal    login\n"))
        #expect(firstStep.contains("\n    user     logged out\n"))
        #expect(firstStep.contains("\n  ✓ modal [login]"))
    }

    @Test func jsonGivesOneObjectPerStep() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "tab-tour", "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 18)
        let objects = try lines.map { try JSONValue.parse($0) }
        #expect(objects.allSatisfy { $0["ok"] == .bool(true) })
        #expect(objects.map { $0["step"] } == (1...18).map { .int($0) })
        #expect(objects[0]["event"] == .object([("action", .string("tap")), ("tab", .string("search"))]))
        #expect(objects[0]["state"]?["tab"] == .string("search"))
        #expect(objects[0]["line"] == .int(9))
        #expect(objects[0]["expectations"] == .array([
            .object([("key", .string("tab")), ("expected", .string("search")), ("actual", .string("search")), ("met", .bool(true))]),
            .object([
                ("key", .string("stack")), ("expected", .array([.string("searchHome")])), ("actual", .array([.string("searchHome")])),
                ("met", .bool(true)),
            ]),
        ]))
    }

    @Test func theFirstUnmetExpectationFailsWithExpectedAndActual() async throws {
        try await Self.withFlowFile(
            """
            routes: routes.yml
            steps:
              - open: myapp://setting/changeAccount
              - {login: true, expect: {modal: []}}
              - back
            """
        ) { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path])
            #expect(result.status == 1)
            #expect(result.stderr == "\(file.path):4:5: error: step 2 (login): modal: expected [], found [changeAccount]\n")
            #expect(result.stdout.contains("✗ modal: expected [], found [changeAccount]"))
            #expect(!result.stdout.contains("step 3/3"))
        }
    }

    @Test func aFailedExpectationIsRedWithColourAndMarkedWithout() async throws {
        try await Self.withFlowFile("routes: routes.yml\nsteps:\n  - {tap: search, expect: {stack: [feed]}}\n") { file in
            let colored = try await RouteScopeProcess.run(["simulate", file.path, "--color", "always"])
            #expect(colored.stdout.contains("  \u{1B}[1;31m✗ stack: expected [feed], found [searchHome]\u{1B}[0m\n"))
            let plain = try await RouteScopeProcess.run(["simulate", file.path, "--color", "never"])
            #expect(plain.stdout.contains("  ✗ stack: expected [feed], found [searchHome]\n"))
        }
    }

    @Test func aFlowShowsItsDescriptionAndItsCaptions() async throws {
        try await Self.withFlowFile(
            """
            routes: routes.yml
            description: A reader follows a spring-sale email
            steps:
              - say: The email links straight to an order
              - open: myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000
                expect: {modal: [login]}
            """
        ) { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            let blocks = result.stdout.components(separatedBy: "\n\n")
            #expect(blocks[0] == "A reader follows a spring-sale email")
            #expect(blocks[1] == "step 1/2  say  (line 4)\n  The email links straight to an order")
            #expect(blocks[2].hasPrefix("step 2/2  open myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000  (line 5)\n  cold start at tab home;"))
            let json = try await RouteScopeProcess.run(["simulate", file.path, "--format", "json"])
            let first = try JSONValue.parse(String(json.stdout.split(separator: "\n")[0]))
            #expect(first["event"] == .object([("action", .string("say")), ("caption", .string("The email links straight to an order"))]))
        }
        try await Self.withFlowFile("routes: routes.yml\nsteps:\n  - say: [a, b]\n") { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path])
            #expect(result.status == 2)
            #expect(result.stderr == "\(file.path):3:10: error: step 1: say must be a single value, not a list\n")
        }
    }

    /// docs/flows.md's campaign example (Simulating navigation) is what the binary prints.
    @Test func aLinkWithOnlyCampaignProblemsOpensAsTheFlowsDocumentShows() async throws {
        let command = "$ routescope simulate --open 'myapp://home/feed?utm_source=newsletter'\n"
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/flows.md"), encoding: .utf8)
        let start = try #require(document.range(of: command), "update docs/flows.md: Simulating navigation")
        let shown = try #require(document[start.upperBound...].components(separatedBy: "…\n").first)
        let result = try await RouteScopeProcess.run(["simulate", "--open", "myapp://home/feed?utm_source=newsletter"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(shown), "update docs/flows.md: Simulating navigation")
        #expect(result.stdout.contains("error[campaign-missing]"))
        #expect(result.stdout.contains("\n    home     feed\n"))
    }

    @Test func aBadFlowFileExitsWithCodeTwoAndItsPositions() async throws {
        try await Self.withFlowFile("steps:\n  - bakc\n  - {tap: serch}\n") { file in
            let result = try await RouteScopeProcess.run(["simulate", file.path])
            #expect(result.status == 2)
            #expect(result.stderr == "\(file.path):2:5: error: step 1: unknown action \"bakc\"; did you mean \"back\"?\n")
        }
        try await Self.withFlowFile("steps:\n  - {tap: serch}\n") { names in
            let misspelt = try await RouteScopeProcess.run(["simulate", names.path])
            #expect(misspelt.status == 2)
            #expect(misspelt.stderr == "\(names.path):2:11: error: no tab \"serch\" in the route map; did you mean search?\n")
        }
    }

    @Test func aBadRouteMapExitsWithCodeTwo() async throws {
        try await Self.withFlowFile("routes: nowhere.yml\nsteps: [back]\n") { missing in
            let result = try await RouteScopeProcess.run(["simulate", missing.path])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("\(missing.path):1:9: error: cannot read the route map \"nowhere.yml\""))
        }
        try await Self.withFlowFile("app: Broken\n", name: "broken.yml") { broken in
            let overridden = try await RouteScopeProcess.run(["simulate", "campaign-login", "--routes", broken.path])
            #expect(overridden.status == 2)
            #expect(overridden.stderr.hasPrefix("\(broken.path):1:1: error:"))
        }
    }

    @Test func anUnknownFlowNameListsTheDemoFlows() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "campaign"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no flow file \"campaign\", and no demo flow of that name; the demo flows are campaign-login, tab-tour\n")
    }

    @Test func openPlaysLinksFromAColdStart() async throws {
        let result = try await RouteScopeProcess.run([
            "simulate", "--open", "myapp://home/articleDetail?userId=100&articleId=200", "--open", "myapp://setting/changeAccount",
            "--open", "myapp://home/articleDetail?userId=abc",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("step 1/3  open myapp://home/articleDetail?userId=100&articleId=200\n  cold start at tab home; stayed on tab home; pushed articleDetail"))
        #expect(result.stdout.contains("\n    pending  myapp://setting/changeAccount\n"))
        #expect(result.stdout.contains("the link is invalid, so nothing changed: userId expects an integer"))
        #expect(result.stdout.contains("error[type-mismatch]"))
        #expect(result.stdout.hasSuffix("played 3 steps: no expectations to check\n"))
        let loggedIn = try await RouteScopeProcess.run(["simulate", "--logged-in", "--open", "myapp://setting/changeAccount"])
        #expect(loggedIn.stdout.contains("\n    modal    changeAccount\n"))
    }
}
