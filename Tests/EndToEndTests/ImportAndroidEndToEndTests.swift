import Foundation
import RouteCore
import TestSupport
import Testing

/// `routescope import android-manifest` and `import android-nav-graph`: the written map loads,
/// and `check` accepts every deep link the source declares, on the screen that declares it;
/// malformed XML is exit status 2 with its line and column.
@Suite("routescope import android-…")
struct ImportAndroidEndToEndTests {
    static let navGraph = "Assets/nav_graph.xml"
    static let manifest = "Assets/AndroidManifest.xml"

    /// Where `check --format json` says each link lands: `navigators › screen`, or its first error.
    static func landings(of links: [String], routes: String) async throws -> [String] {
        let result = try await RouteScopeProcess.run(["check", "--routes", routes, "--format", "json"] + links)
        return try result.stdout.split(separator: "\n").map { line in
            let object = try JSONValue.parse(String(line))
            guard object["ok"] == .bool(true), let route = object["route"], case .string(let screen)? = route["screen"] else {
                return "error: \(line)"
            }
            var names: [String] = []
            if case .array(let navigators)? = route["navigators"] {
                for case .string(let name) in navigators { names.append(name) }
            }
            return (names + [screen]).joined(separator: " › ")
        }
    }

    /// Each `<deepLink>` of the sample graph, its placeholders filled with values of their
    /// argument types, and the destination that declares it.
    static let navGraphLinks = [
        ("myapp://home", "home › feed"),
        ("myapp://home/feed?category=tech", "home › feed"),
        ("myapp://home/articleDetail?userId=7&articleId=9000000000&mode=dark", "home › articleDetail"),
        ("https://example.com/app/home/articleDetail?userId=7&articleId=9", "home › articleDetail"),
        ("myapp://home/articles/42?highlight=true", "home › article"),
        ("https://example.com/app/home/articles/42", "home › article"),
        ("myapp://search", "search › searchHome"),
        ("myapp://search/results?q=shoes&page=2", "search › results"),
        ("myapp://search/map?lat=52.52&lng=13.40&zoom=11.5", "search › map"),
        ("myapp://setting", "setting › settings"),
        ("myapp://setting/changeAccount", "setting › changeAccount"),
    ]

    @Test func theNavigationGraphImportsAndChecksEveryDeclaredDeepLink() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import-android") { directory in
            let routes = directory.appendingPathComponent("routes.yml").path
            let result = try await RouteScopeProcess.run(["import", "android-nav-graph", Self.navGraph, "--output", routes, "--app", "Sample Reader"])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) } == [
                "Assets/nav_graph.xml:18:118:", "Assets/nav_graph.xml:27:70:", "Assets/nav_graph.xml:57:46:",
            ])
            let landings = try await Self.landings(of: Self.navGraphLinks.map(\.0), routes: routes)
            #expect(landings == Self.navGraphLinks.map(\.1))
            // Navigation puts the graph's start below the linked screen; so does the simulator.
            let simulate = try await RouteScopeProcess.run(["simulate", "--routes", routes, "--open", "myapp://search/results?q=shoes"])
            #expect(simulate.stdout.contains("\n    main   feed › searchHome › results(q: \"shoes\", page: 1)\n"))
        }
    }

    @Test func theManifestImportsAndChecksTheLinksItsFiltersTake() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import-android") { directory in
            let routes = directory.appendingPathComponent("routes.yml").path
            let result = try await RouteScopeProcess.run(["import", "android-manifest", Self.manifest, "--output", routes])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            let landings = try await Self.landings(
                of: ["myapp://", "myapp://home/feed", "https://example.com/app/", "https://www.example.com/app/search/results?q=x"], routes: routes)
            #expect(landings == ["MainActivity › start", "MainActivity › anyPath", "MainActivity › start", "MainActivity › anyPath"])
            // With the manifest, check says which activity Android opens.
            let check = try await RouteScopeProcess.run(["check", "--routes", routes, "--manifest", Self.manifest, "myapp://home/feed"])
            #expect(check.stdout.contains("  android: opens-app (com.example.reader.MainActivity, intent filter 3): "))
        }
    }

    @Test(arguments: ["android-manifest", "android-nav-graph"])
    func malformedXMLIsAPositionedErrorWithStatus2(_ source: String) async throws {
        try await withTemporaryDirectory(prefix: "routescope-import-android") { directory in
            let file = directory.appendingPathComponent("broken.xml")
            try Data("<navigation>\n  <fragment android:id=\"@+id/a\">\n</navigation>\n".utf8).write(to: file)
            let result = try await RouteScopeProcess.run(["import", source, file.path])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("\(file.path):2:"))
            #expect(result.stderr.contains(": error: not well-formed XML: "))
            let missing = try await RouteScopeProcess.run(["import", source, directory.appendingPathComponent("none.xml").path])
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("none.xml: error: no such file"))
            let wrongRoot = try await RouteScopeProcess.run(["import", source, source == "android-manifest" ? Self.navGraph : Self.manifest])
            #expect(wrongRoot.status == 2)
            #expect(wrongRoot.stderr.contains("error: the root element is"))
        }
    }

    /// docs/import.md shows the real commands and their real output.
    @Test func theDocumentShowsTheRealOutput() async throws {
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/import.md"), encoding: .utf8)
        let navGraph = try await RouteScopeProcess.run(["import", "android-nav-graph", Self.navGraph])
        #expect(
            document.contains("$ routescope import android-nav-graph \(Self.navGraph) > routes.yml\n" + navGraph.stderr + "```\n\n`routes.yml` then holds:\n\n```yaml\n" + navGraph.stdout + "```\n"),
            "update docs/import.md: Importing routes")
        let manifest = try await RouteScopeProcess.run(["import", "android-manifest", Self.manifest])
        #expect(document.contains("$ routescope import android-manifest \(Self.manifest)\n" + manifest.stdout + "```\n"), "update docs/import.md: Importing routes")
    }

    @Test func nothingToWriteIsStatus1() async throws {
        try await withTemporaryDirectory(prefix: "routescope-import-android") { directory in
            let file = directory.appendingPathComponent("nav_graph.xml")
            try Data("""
                <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
                  <fragment android:id="@+id/a"/>
                </navigation>
                """.utf8).write(to: file)
            let result = try await RouteScopeProcess.run(["import", "android-nav-graph", file.path])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: no <deepLink> of \(file.path) has a link a route map can express, so there is nothing to write\n")
        }
    }
}
