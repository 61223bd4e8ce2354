import Foundation
import RouteCore
import TestSupport
import Testing

/// `routescope simulate --platform android`: the sample app's manifest and assetlinks.json
/// decide which links reach the app.
@Suite struct SimulateAndroidEndToEndTests {
    static let android = [
        "--platform", "android", "--manifest", "Assets/AndroidManifest.xml", "--assetlinks", "example.com=Assets/assetlinks.json",
    ]
    static let verified = "https://example.com/app/search/results?q=shoes"
    static let unverified = "https://www.example.com/app/home/feed"

    @Test func eachStepSaysWhereAndroidOpensTheLink() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--open", Self.verified, "--open", Self.unverified] + Self.android)
        #expect(result.status == 0, "\(result.stderr)")
        let steps = result.stdout.components(separatedBy: "\n\n")
        #expect(steps[0].contains("\n  cold start at tab home; Android opens com.example.reader.MainActivity by intent filter 2; selected tab search; pushed results(q: \"shoes\", page: 1)\n"))
        #expect(steps[1].contains("\n  intent filter 2 of com.example.reader.MainActivity takes the link, but no assetlinks.json was given for \"www.example.com\" (use --assetlinks www.example.com=FILE), so Android 12+ opens the browser: presented browser\n"))
        #expect(steps[1].contains("\n    modal    browser(url: \"https://www.example.com/app/home/feed\")\n"))

        let json = try await RouteScopeProcess.run(["simulate", "--open", Self.verified, "--open", Self.unverified, "--format", "json"] + Self.android)
        let objects = try json.stdout.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        #expect(objects.count == 2)
        #expect(objects[0]["android"]?["result"] == .string("opens-app"))
        #expect(objects[0]["android"]?["activity"] == .string("com.example.reader.MainActivity"))
        #expect(objects[0]["android"]?["filter"] == .int(1))
        #expect(objects[1]["android"]?["result"] == .string("browser"))
        guard case .array(let modal)? = objects[1]["state"]?["modal"] else {
            Issue.record("no modal list in \(json.stdout)")
            return
        }
        #expect(modal.map { $0["screen"] } == [.string("browser")])
        #expect(objects[1]["diagnostics"] == .array([]))

        let ios = try await RouteScopeProcess.run(["simulate", "--open", Self.unverified, "--format", "json"])
        #expect(ios.stdout.contains(#""state":{"tab":"home""#))
        #expect(!ios.stdout.contains(#""android""#))
    }

    /// The same flow on both devices: on Android the unverified host stays in the browser, and
    /// the flow's expectation says so with exit status 1.
    @Test func aFlowPlaysOnEitherPlatform() async throws {
        try await SimulateEndToEndTests.withFlowFile(
            """
            routes: routes.yml
            steps:
              - open: \(Self.unverified)
                expect: {tab: home, modal: []}
            """
        ) { flow in
            let ios = try await RouteScopeProcess.run(["simulate", flow.path])
            #expect(ios.status == 0, "\(ios.stdout)\(ios.stderr)")
            let android = try await RouteScopeProcess.run(["simulate", flow.path] + Self.android)
            #expect(android.status == 1)
            #expect(android.stderr.contains("step 1 (open \(Self.unverified)): modal: expected [], found [browser"))
        }
    }

    /// docs/android-app-links.md's routes table, shown inside a list (the examples' own test
    /// reads the blocks at the margin), is what the binary prints.
    @Test func theDocumentedRoutesTableIsTheRealOutput() async throws {
        let routes = try await RouteScopeProcess.run(["routes", "--manifest", "Assets/AndroidManifest.xml", "--assetlinks", "example.com=Assets/assetlinks.json"])
        let firstRows = routes.stdout.split(separator: "\n").prefix(2).map { "  " + $0 + "\n" }.joined()
        let androidDocument = try PackageFiles.text("docs/android-app-links.md")
        #expect(androidDocument.contains("  $ routescope routes --manifest Assets/AndroidManifest.xml --assetlinks example.com=Assets/assetlinks.json\n" + firstRows + "  …\n"))
    }

    @Test func androidNeedsAManifest() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--platform", "android", "--open", "myapp://home"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --platform android needs --manifest FILE (or android.manifest in the route map): its intent filters decide which links reach the app\n")
        let unknown = try await RouteScopeProcess.run(["simulate", "--platform", "windows", "--open", "myapp://home"])
        #expect(unknown.status == 2)
    }
}
