import Foundation
import TestSupport
import Testing

/// `routescope check --aasa` and `routescope aasa lint`: the real binary with the sample
/// apple-app-site-association and files written for each case.
@Suite("routescope check --aasa and aasa lint, end to end")
struct AASAEndToEndTests {
    static let aasa = "Assets/apple-app-site-association.json"

    /// Writes `json` to a fresh temporary file and passes its path to `body`.
    static func withFile(_ json: String, _ body: (String) async throws -> Void) async throws {
        try await withTemporaryDirectory(prefix: "routescope-aasa") { directory in
            let file = directory.appendingPathComponent("aasa.json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            try await body(file.path)
        }
    }

    @Test func okLinksNameTheRuleAndExcludedPathsFailWithIt() async throws {
        let text = try await RouteScopeProcess.run([
            "check", "--aasa", Self.aasa, "https://example.com/app/home/feed", "https://example.com/app/setting/changeAccount",
        ])
        #expect(text.stdout == """
            ok: https://example.com/app/home/feed → home › feed
              aasa: match by "/app/*" in detail 1, component 3
            error[not-an-app-link]: "/app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari
              https://example.com/app/setting/changeAccount
                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^
            checked 2 links: 1 failed (1 error, 0 warnings)

            """)
        #expect(text.status == 1)

        let json = try await RouteScopeProcess.run(["check", "--format", "json", "--aasa", Self.aasa, "https://example.com/app/home/feed#web"])
        #expect(json.stdout.hasPrefix(#"{"input":"https://example.com/app/home/feed#web","ok":false,"kind":"web-link","aasa":{"result":"excluded","detail":0,"component":1},"route":null"#))
    }

    @Test func aFileWithSlipsLoadsWithWarningsAndStrictFailsOnThem() async throws {
        let json = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/app/$(lng)/*"}, {"/": "/app/*", "exlude": true}]}]}}"#
        try await Self.withFile(json) { path in
            let result = try await RouteScopeProcess.run(["check", "--aasa", path, "https://example.com/app/home/feed"])
            #expect(result.status == 0)
            #expect(result.stderr == """
                \(path):1:74: warning[unreadable-pattern]: applinks.details[0].components[0]["/"]: unknown substitution variable $(lng); did you mean $(lang)?; iOS cannot read the pattern, so it matches nothing
                \(path):1:102: warning[unknown-key]: applinks.details[0].components[1].exlude: iOS ignores the unknown key "exlude"; did you mean "exclude"?

                """)
            #expect(result.stdout.hasPrefix("ok: https://example.com/app/home/feed → home › feed\n  aasa: match by \"/app/*\" in detail 1, component 2\n"))
            let strict = try await RouteScopeProcess.run(["check", "--strict", "--aasa", path, "https://example.com/app/home/feed"])
            #expect(strict.status == 1)
        }
    }

    @Test func importSaysWhatIOSSkipsInTheFile() async throws {
        try await Self.withFile(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/shop/*", "exlude": true}]}]}}"#) { path in
            let result = try await RouteScopeProcess.run(["import", "aasa", path, "--host", "example.com"])
            #expect(result.status == 0)
            #expect(result.stderr.hasPrefix(#"\#(path):1:79: warning[unknown-key]: applinks.details[0].components[0].exlude: iOS ignores the unknown key "exlude"; did you mean "exclude"?"# + "\n"))
            #expect(result.stdout.contains("name: shop"), "the component is imported, since iOS opens its links")
        }
    }

    @Test func onlyAFileThatIsNotJSONOrMissesAnObjectExitsWithTwo() async throws {
        try await Self.withFile(#"{"applinks": {"details": ["/app/*"]}}"#) { path in
            let result = try await RouteScopeProcess.run(["check", "--aasa", path, "https://example.com/app/home/feed"])
            #expect(result.status == 2)
            #expect(result.stderr == "\(path):1:27: error: applinks.details[0]: expected an object, found a string\n")
        }
    }

    @Test func theAppIDPicksTheDetailsThatDecide() async throws {
        let json = #"""
            {"applinks": {"details": [
              {"appIDs": ["ABCDE12345.com.example.other"], "components": [{"/": "/app/*", "exclude": true}]},
              {"appIDs": ["ABCDE12345.com.example.reader"], "components": [{"/": "/app/*"}]}
            ]}}
            """#
        try await Self.withFile(json) { path in
            let link = "https://example.com/app/home/feed"
            let all = try await RouteScopeProcess.run(["check", "--aasa", path, link])
            #expect(all.status == 1, "without an app ID every detail is tried, and the other app's exclude comes first")
            let ours = try await RouteScopeProcess.run(["check", "--aasa", path, "--app-id", "ABCDE12345.com.example.reader", link])
            #expect(ours.status == 0)
            #expect(ours.stdout.contains("aasa: match by \"/app/*\" in detail 2, component 1"))
            let missing = try await RouteScopeProcess.run(["check", "--aasa", path, "--app-id", "ABCDE12345.com.example.nobody", link])
            #expect(missing.stderr == "warning: no detail of the apple-app-site-association lists ABCDE12345.com.example.nobody, so no link opens that app\n")
            #expect(missing.status == 1)
            let bad = try await RouteScopeProcess.run(["check", "--aasa", path, "--app-id", "reader", link])
            #expect(bad.status == 2)
            #expect(bad.stderr == "error: --app-id \"reader\" is not an app ID; write the team ID and the bundle ID, like ABCDE12345.com.example.app\n")
        }
    }

    /// docs/universal-links.md's lint example: the file it shows, and the output it shows for it.
    static func documentedLintExample() throws -> (json: String, output: String) {
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/universal-links.md"), encoding: .utf8)
        let section = try #require(document.range(of: "`routescope aasa lint FILE` reports").map { document[$0.upperBound...] })
        let json = try #require(section.range(of: "```json\n").map { section[$0.upperBound...] })
        let command = "```\n$ routescope aasa lint apple-app-site-association\n"
        let output = try #require(json.range(of: command).map { json[$0.upperBound...] })
        let end = try #require(output.range(of: "```\n"))
        return (String(json.prefix { $0 != "`" }), String(output[..<end.lowerBound]))
    }

    @Test func lintReportsEveryWarningWithExitCodesLikeCheck() async throws {
        let (json, documentedOutput) = try Self.documentedLintExample()
        try await Self.withFile(json) { path in
            let text = try await RouteScopeProcess.run(["aasa", "lint", path])
            #expect(text.status == 0)
            #expect(text.stdout == """
                \(path):1:47: warning[app-id-ignored]: applinks.details[0].appID: iOS reads "appIDs" when a detail has it, so this "appID" is ignored
                \(path):3:3: warning[unreachable-rule]: applinks.details[0].components[1]: details[0].components[0] ("/help/*") comes first and matches every link this one matches, so this exclude never applies: iOS opens them in the app
                \(path):4:33: warning[ignored-query-items]: applinks.details[0].components[2]["?"].size: expected a pattern string for "size", found a number; iOS ignores the whole "?" object, so no query item is checked
                \(path): 3 warnings

                """)
            #expect(text.stdout.replacingOccurrences(of: path, with: "apple-app-site-association") == documentedOutput, "update docs/universal-links.md: aasa lint")
            let strict = try await RouteScopeProcess.run(["aasa", "lint", "--strict", "--format", "json", path])
            #expect(strict.status == 1)
            #expect(strict.stdout.split(separator: "\n").first == #"{"file":"\#(path)","line":1,"column":47,"severity":"warning","code":"app-id-ignored","path":"applinks.details[0].appID","message":"iOS reads \"appIDs\" when a detail has it, so this \"appID\" is ignored"}"#)
        }
        let clean = try await RouteScopeProcess.run(["aasa", "lint", Self.aasa])
        #expect(clean.stdout == "\(Self.aasa): no problems found\n")
        #expect(clean.status == 0)
        try await Self.withFile("{") { path in
            let broken = try await RouteScopeProcess.run(["aasa", "lint", path])
            #expect(broken.status == 2)
            #expect(broken.stderr.hasPrefix("\(path):1:"))
        }
    }
}
