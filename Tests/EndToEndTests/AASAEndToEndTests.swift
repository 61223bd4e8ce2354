import Foundation
import Testing

/// `routescope check --aasa`: the real binary with the sample apple-app-site-association.
@Suite("routescope check --aasa, end to end")
struct AASAEndToEndTests {
    static let aasa = "Assets/apple-app-site-association.json"

    @Test func excludedPathsFailWithTheRuleAndJSONCarriesTheVerdict() async throws {
        let text = try await RouteScopeProcess.run([
            "check", "--aasa", Self.aasa, "https://example.com/app/home/feed", "https://example.com/app/setting/changeAccount",
        ])
        #expect(text.stdout == """
            ok: https://example.com/app/home/feed → home › feed
            error[not-an-app-link]: "/app/setting/*" in details[0].components[0] excludes this path, so iOS opens it in Safari
              https://example.com/app/setting/changeAccount
                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^
            checked 2 links: 1 failed (1 error, 0 warnings)

            """)
        #expect(text.status == 1)

        let json = try await RouteScopeProcess.run(["check", "--format", "json", "--aasa", Self.aasa, "https://example.com/app/home/feed#web"])
        #expect(json.stdout.hasPrefix(#"{"input":"https://example.com/app/home/feed#web","ok":false,"kind":"web-link","aasa":{"result":"excluded","detail":0,"component":1},"route":null"#))
    }

    @Test func aBrokenAASAExitsWithTwoAndAPosition() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routescope-aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("aasa.json")
        try #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/$(lng)/*"}]}]}}"#.write(to: broken, atomically: true, encoding: .utf8)
        let result = try await RouteScopeProcess.run(["check", "--aasa", broken.path, "https://example.com/app/home/feed"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(broken.path):1:70: error: applinks.details[0].components[0][\"/\"]: unknown substitution variable $(lng); did you mean $(lang)?\n")
    }
}
