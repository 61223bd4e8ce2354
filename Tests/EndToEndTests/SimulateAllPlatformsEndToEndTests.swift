import Foundation
import RouteCore
import Testing

/// `routescope simulate --platform all`: where each step lands on the router, on iOS and on
/// Android, in one table or one JSON object per step, from the sample app's files.
@Suite struct SimulateAllPlatformsEndToEndTests {
    static let files = [
        "--aasa", "Assets/apple-app-site-association.json", "--manifest", "Assets/AndroidManifest.xml", "--assetlinks",
        "example.com=Assets/assetlinks.json",
    ]
    /// The AASA keeps it in Safari; Android opens it.
    static let accountSettings = "https://example.com/app/setting/changeAccount"
    static let links = ["--open", "myapp://home/feed", "--open", accountSettings]

    @Test func theTableMarksTheStepWhereThePlatformsDisagree() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--platform", "all"] + Self.links + Self.files)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                   step  router                   iOS          Android                  event
                   1     home › feed              home › feed  home › feed              open myapp://home/feed
                ≠  2     setting › login (modal)  browser      setting › login (modal)  open \(Self.accountSettings)

                ≠ step 2, open \(Self.accountSettings): the platforms disagree
                    router   selected tab setting; changeAccount requires login: presented login, and the link waits for login
                    iOS      "/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari
                    Android  Android opens com.example.reader.MainActivity by intent filter 2; selected tab setting; changeAccount requires login: presented login, and the link waits for login

                played 2 steps on the router, iOS and Android: they disagree at 1 step (2); no expectations to check

                """)
    }

    /// The disagreement is coloured, and its `≠` stays without colour.
    @Test func theDisagreementIsColoured() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--platform", "all", "--color", "always"] + Self.links + Self.files)
        #expect(result.stdout.contains("\u{1B}[1;33m≠\u{1B}[0m  2     setting › login (modal)  \u{1B}[1;33mbrowser    \u{1B}[0m"))
    }

    @Test func eachJSONStepHoldsTheThreeOutcomes() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--platform", "all", "--format", "json"] + Self.links + Self.files)
        #expect(result.status == 0, "\(result.stderr)")
        let steps = try result.stdout.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        #expect(steps.count == 2)
        #expect(steps.map { $0["agree"] } == [.bool(true), .bool(false)])
        let platforms = try #require(steps[1]["platforms"])
        #expect(platforms["router"]?["landing"] == JSONValue.object([("place", .string("app")), ("tab", .string("setting")), ("screen", .string("login")), ("modal", .bool(true))]))
        #expect(platforms["ios"]?["landing"] == JSONValue.object([("place", .string("browser"))]))
        #expect(platforms["ios"]?["sentence"] == .string(#""/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari"#))
        #expect(platforms["android"]?["android"]?["result"] == .string("opens-app"))
        #expect(platforms["android"]?["state"]?["pending"] == .string(Self.accountSettings))
        #expect(steps[1]["ok"] == .bool(true))
    }

    /// Without a manifest, Android is not loaded: a column of `—` and a sentence that says so.
    @Test func androidWithoutAManifestIsNotLoaded() async throws {
        let result = try await RouteScopeProcess.run(["simulate", "--platform", "all", "--open", "myapp://home"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("   1     home › feed  home › feed  —        open myapp://home\n"))
        #expect(result.stdout.hasSuffix("played 1 step on the router and iOS (Android is not loaded: no manifest): every step lands the same; no expectations to check\n"))
        let json = try await RouteScopeProcess.run(["simulate", "--platform", "all", "--open", "myapp://home", "--format", "json"])
        let step = try JSONValue.parse(json.stdout.trimmingCharacters(in: .newlines))
        #expect(step["platforms"]?["android"] == JSONValue.object([("loaded", .bool(false)), ("sentence", .string("not loaded: the route map has no Android manifest"))]))
    }

    /// Every step plays on every platform; each unmet expectation is named with its platform,
    /// and the exit status is 1.
    @Test func expectationsAreCheckedOnEveryPlatform() async throws {
        try await SimulateEndToEndTests.withFlowFile(
            """
            routes: routes.yml
            steps:
              - open: https://www.example.com/app/home/feed
                expect: {tab: home, modal: []}
              - {tap: search, expect: {tab: search}}
            """
        ) { flow in
            let result = try await RouteScopeProcess.run(["simulate", flow.path, "--platform", "all"] + Self.files)
            #expect(result.status == 1)
            #expect(
                result.stderr == """
                    \(flow.path):3:5: error: step 1 (open https://www.example.com/app/home/feed) on Android: modal: expected [], found [browser]
                    \(flow.path):5:5: error: step 2 (tap search) on Android: tab: expected search, found home

                    """)
            #expect(result.stdout.contains("≠  1     home › feed          home › feed          browser ✗  open https://www.example.com/app/home/feed\n"))
            #expect(result.stdout.contains("≠  2     search › searchHome  search › searchHome  browser ✗  tap search\n"), "the steps after a failure still play")
            #expect(result.stdout.contains("    Android  browser(url: \"https://www.example.com/app/home/feed\") covers the tab bar; dismiss it first\n"))
            #expect(result.stdout.hasSuffix("they disagree at 2 steps (1, 2); 2 unmet expectations\n"))
        }
    }
}
