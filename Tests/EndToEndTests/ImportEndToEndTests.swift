import Foundation
import TestSupport
import Testing

/// `routescope import react-navigation` and `import aasa`: the written map loads and checks
/// links; warnings go to standard error; a malformed file is a positioned error with exit status 2.
@Suite("routescope import")
struct ImportEndToEndTests {
    static let sample = "Assets/react-navigation-linking.json"

    @Test func theSampleImportsAndTheMapChecksLinks() async throws {
        let result = try await RouteScopeProcess.run(["import", "react-navigation", Self.sample])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  - name: HomeTab\n    path: home\n    root: Feed\n"))
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: config.screens.") })
        #expect(result.stderr.contains("warning: config.screens.HomeTab.screens.Article.parse: functions cannot be converted"))

        try await withTemporaryDirectory(prefix: "routescope-import") { directory in
            let routes = directory.appendingPathComponent("routes.yml").path
            let written = try await RouteScopeProcess.run(["import", "react-navigation", Self.sample, "--output", routes, "--app", "Reader: yes"])
            #expect(written.status == 0)
            #expect(written.stdout.isEmpty)
            let check = try await RouteScopeProcess.run([
                "check", "--routes", routes, "myapp://home/articles/42", "https://example.com/app/search/results/shoes", "myapp://user/7",
                "myapp://home/articles/4/comments/9", "myapp://settings",
            ])
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(try String(contentsOfFile: routes, encoding: .utf8).contains("\napp: \"Reader: yes\"\n"))
        }
    }

    @Test func aMalformedFileIsAPositionedErrorWithStatus2() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import") { directory in
            let file = directory.appendingPathComponent("linking.json")
            try Data("{\"config\": {\"screens\": {\n  \"Home\": \"home\",\n}}}".utf8).write(to: file)
            let result = try await RouteScopeProcess.run(["import", "react-navigation", file.path])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "\(file.path):3:1: error: invalid JSON: expected a key in quotes\n")
            let missing = try await RouteScopeProcess.run(["import", "react-navigation", directory.appendingPathComponent("none.json").path])
            #expect(missing.status == 2)
        }
    }

    @Test func nothingToWriteIsStatus1() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import") { directory in
            let file = directory.appendingPathComponent("linking.json")
            try Data(#"{"prefixes": ["myapp://"], "config": {"screens": {"NotFound": {}}}}"#.utf8).write(to: file)
            let result = try await RouteScopeProcess.run(["import", "react-navigation", file.path])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("warning: config.screens.NotFound: has no path, so no link opens it"))
            #expect(result.stderr.contains("nothing to write"))
        }
    }

    /// docs/import.md shows the real command and its real output.
    @Test func theDocumentShowsTheRealOutput() async throws {
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/import.md"), encoding: .utf8)
        let result = try await RouteScopeProcess.run(["import", "react-navigation", Self.sample])
        let command = "$ routescope import react-navigation \(Self.sample) > routes.yml\n"
        #expect(document.contains(command + result.stderr + "```\n"), "update docs/import.md: Importing routes")
        #expect(document.contains("`routes.yml` then holds:\n\n```yaml\n" + result.stdout + "```\n"), "update docs/import.md: Importing routes")
    }

    @Test func anAASAImportsWithItsWarningsAndTheMapChecksLinks() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import") { directory in
            let file = directory.appendingPathComponent("apple-app-site-association")
            try Data(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/help/*", "exclude": true}, {"/": "/shop/*/reviews"}, {"/": "/shop"}]}]}}"#
                    .utf8
            ).write(to: file)
            let routes = directory.appendingPathComponent("routes.yml").path
            let result = try await RouteScopeProcess.run(["import", "aasa", file.path, "--host", "Shop.example", "--output", routes])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "warning: details[0].components[0]: \"/help/*\": excludes links, which a route map cannot say; they open in Safari\n")
            let check = try await RouteScopeProcess.run(["check", "--routes", routes, "https://shop.example/shop/42/reviews", "https://shop.example/shop"])
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")

            let withoutHost = try await RouteScopeProcess.run(["import", "aasa", file.path])
            #expect(withoutHost.status == 2)
            #expect(withoutHost.stderr.contains("--host"))
            try Data("{\"applinks\": [}".utf8).write(to: file)
            let broken = try await RouteScopeProcess.run(["import", "aasa", file.path, "--host", "shop.example"])
            #expect(broken.status == 2)
            #expect(broken.stderr.hasPrefix("\(file.path):1:"))
        }
    }
}
