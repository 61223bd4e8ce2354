import Foundation
import TestSupport
import Testing

/// `routescope check` as CI runs it: the real binary, its output and its exit codes.
@Suite("routescope check, end to end")
struct CheckEndToEndTests {
    @Test func jsonOnTheCampaignSampleIsTheGoldenFile() async throws {
        let result = try await RouteScopeProcess.run(["check", "--format", "json", "--file", "Assets/campaign-urls.txt"])
        let golden = try String(
            contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("Tests/RouteToolsTests/Golden/campaign-urls.jsonl"), encoding: .utf8)
        #expect(result.stdout == golden)
        #expect(result.status == 1)
    }

    @Test func exitCodes() async throws {
        #expect(try await RouteScopeProcess.run(["check", "myapp://home/feed"]).status == 0)
        #expect(try await RouteScopeProcess.run(["check", "myapp://home/feed?x=1"]).status == 0, "warnings pass")
        #expect(try await RouteScopeProcess.run(["check", "--strict", "myapp://home/feed?x=1"]).status == 1, "unless --strict")
        #expect(try await RouteScopeProcess.run(["check", "myapp://home/feed?category=x"]).status == 1)
        #expect(try await RouteScopeProcess.run(["check"]).status == 2, "usage errors exit 2")
        #expect(try await RouteScopeProcess.run(["check", "--format", "xml", "x"]).status == 2)
        #expect(try await RouteScopeProcess.run(["check", "--routes", "/nonexistent.yml", "myapp://home"]).status == 2)
    }

    /// Under `--strict` a warning fails the link, and every format says so: JSON's `ok` is the
    /// same answer as JUnit's failure and the exit status.
    @Test func strictFailsAWarnedLinkInEveryFormat() async throws {
        let warned = "myapp://home/feed?x=1"
        let lenient = try await RouteScopeProcess.run(["check", "--format", "json", warned])
        #expect(lenient.status == 0 && lenient.stdout.hasPrefix(#"{"input":"myapp://home/feed?x=1","ok":true,"#))
        let strict = try await RouteScopeProcess.run(["check", "--strict", "--format", "json", warned])
        #expect(strict.status == 1 && strict.stdout.hasPrefix(#"{"input":"myapp://home/feed?x=1","ok":false,"#))
        let junit = try await RouteScopeProcess.run(["check", "--strict", "--format", "junit", warned])
        #expect(junit.status == 1 && junit.stdout.contains(#"<testsuites tests="1" failures="1">"#))
    }

    @Test func textIsCompilerStyle() async throws {
        let result = try await RouteScopeProcess.run(["check", "myapp://home/articleDetail?userId=100&articleId=abc"])
        #expect(result.stdout == """
            error[type-mismatch]: articleId expects an integer, found "abc"
              myapp://home/articleDetail?userId=100&articleId=abc
                                                              ^^^
            checked 1 link: 1 failed (1 error, 0 warnings)

            """)
    }

    @Test func standardInputStreamsAndSkipsCommentsAndCRLF() async throws {
        let input = "# comment\r\n\r\nmyapp://home/feed\r\n  myapp://search  \r\nmyapp://home/fed\r\n"
        let result = try await RouteScopeProcess.run(["check", "--format", "json", "-"], stdin: Data(input.utf8))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""line":3"#) && lines[0].contains(#""ok":true"#))
        #expect(lines[1].contains(#""input":"myapp://search""#))
        #expect(lines[2].contains(#""code":"unknown-screen""#))
        #expect(result.status == 1)
    }

    @Test func hostileFilesGetDiagnosticsNotCrashes() async throws {
        try await withTemporaryDirectory(prefix: "routescope-e2e") { directory in
            let empty = directory.appendingPathComponent("empty.txt")
            try Data().write(to: empty)
            let emptyResult = try await RouteScopeProcess.run(["check", "--file", empty.path])
            #expect(emptyResult.status == 1)
            #expect(emptyResult.stderr.contains("no links to check"))

            var binary = Data("myapp://home/feed?category=te".utf8)
            binary.append(contentsOf: [0x00, 0xFF, 0xFE])
            binary.append(Data("ch\n".utf8))
            let binaryFile = directory.appendingPathComponent("binary.txt")
            try binary.write(to: binaryFile)
            let binaryResult = try await RouteScopeProcess.run(["check", "--format", "json", "--file", binaryFile.path])
            #expect(binaryResult.status == 1)
            #expect(binaryResult.stdout.contains(#""code":"invalid-syntax""#), "NUL")
            #expect(binaryResult.stdout.contains(#""code":"invalid-utf8""#))

            let long = "myapp://search/results?q=" + String(repeating: "a", count: 100_000)
            let longFile = directory.appendingPathComponent("long.txt")
            try Data((long + "\n").utf8).write(to: longFile)
            let longResult = try await RouteScopeProcess.run(["check", "--file", longFile.path])
            #expect(longResult.status == 1)
            #expect(longResult.stdout.contains("error[too-long]: q must be at most 200 characters, found 100000"))
            #expect(longResult.stdout.split(separator: "\n").allSatisfy { $0.count < 300 }, "long lines are trimmed around the span")

            var utf16 = Data([0xFF, 0xFE])
            for unit in "myapp://home\n".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
            let utf16File = directory.appendingPathComponent("utf16.txt")
            try utf16.write(to: utf16File)
            let utf16Result = try await RouteScopeProcess.run(["check", "--file", utf16File.path])
            #expect(utf16Result.status == 2)
            #expect(utf16Result.stderr.contains("UTF-16 little-endian"))
        }
    }

    @Test func junitHasOneCasePerLinkAndTheTotals() async throws {
        let result = try await RouteScopeProcess.run(["check", "--format", "junit", "myapp://home", "myapp://hom"])
        #expect(result.stdout.hasPrefix("<?xml"))
        #expect(result.stdout.contains(#"<testsuite name="routescope check" tests="2" failures="1""#))
        #expect(result.stdout.components(separatedBy: "<testcase ").count == 3)
        #expect(result.stdout.contains(#"<failure type="unknown-tab""#))
        #expect(result.status == 1)
    }

    @Test func localRouteMapAndRoutesFlag() async throws {
        try await withTemporaryDirectory(prefix: "routescope-e2e") { directory in
            let map = "schemes: [shop]\ntabs:\n  - {name: store, root: front, screens: {front: {}}}\n"
            try Data(map.utf8).write(to: directory.appendingPathComponent(".routescope.yml"))
            #expect(try await RouteScopeProcess.run(["check", "shop://store"], in: directory).status == 0)
            #expect(try await RouteScopeProcess.run(["check", "myapp://home"], in: directory).status == 1)

            let broken = directory.appendingPathComponent("broken.yml")
            try Data("schemes: [shop]\ntabs:\n  - {name: store, rot: front, screens: {front: {}}}\n".utf8).write(to: broken)
            let result = try await RouteScopeProcess.run(["check", "--routes", broken.path, "shop://store"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("broken.yml:3:19: error: unknown key \"rot\" in a tab; did you mean \"root\"?"))
        }
    }

    @Test func routesTableAndJSON() async throws {
        let table = try await RouteScopeProcess.run(["routes"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("myapp://home/articles/{articleId}"))
        let json = try await RouteScopeProcess.run(["routes", "--format", "json"])
        #expect(json.stdout.hasPrefix(#"{"app":"Sample Reader""#))
        let markdown = try await RouteScopeProcess.run(["routes", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Sample Reader deep links\n"))
        #expect(markdown.stdout.contains("| setting | changeAccount | `myapp://setting/changeAccount` |  | requires login; modal; Switch to another account |"))
    }
}
