import Foundation
import TestSupport
import Testing

/// The README section "Using RouteCore in your app" shows exactly the code that
/// `ReadmeExampleTests.swift` compiles and runs, wherever the section is kept.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeSectionShowsTheTestedExample() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/RouteCoreTests/ReadmeExampleTests.swift"), encoding: .utf8)
        let documents = try ["README.md"].compactMap { path -> String? in
            let url = Self.root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let section = text.range(of: "## Using RouteCore in your app") else { return nil }
            return String(text[section.lowerBound...])
        }
        #expect(!documents.isEmpty)
        for markdown in documents {
            let start = try #require(markdown.range(of: "```swift\n"))
            let end = try #require(markdown.range(of: "```\n", range: start.upperBound..<markdown.endIndex))
            #expect(String(markdown[start.upperBound..<end.lowerBound]) == example)
        }
    }

    /// An app links RouteCore from another package, where `package` declarations are out of reach:
    /// the README's example type-checks against the RouteCore module this test run built, as a
    /// module of another package, so it uses public API only.
    @Test func readmeExampleNeedsOnlyPublicAPI() throws {
        let bundle = Bundle.main.bundleURL
        let products = try #require(
            [bundle, bundle.deletingLastPathComponent()].first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/RouteCore.swiftmodule").path)
            }, "no Modules/RouteCore.swiftmodule beside the test bundle \(bundle.path)")
        // Yams's C module, which RouteCore's interface names, from the build's checkouts.
        let yamlModuleMap = try #require(
            sequence(first: products) { $0.path == "/" ? nil : $0.deletingLastPathComponent() }.prefix(4)
                .map { $0.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap") }
                .first { FileManager.default.fileExists(atPath: $0.path) }, "no Yams checkout above \(products.path)")
        // The compiler driver leaves an empty TemporaryDirectory.XXXXXX behind in TMPDIR, so it
        // gets a temporary directory of its own, removed afterwards.
        try withTemporaryDirectory(prefix: "routescope-swiftc") { temporary in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "swiftc", "-typecheck", "-package-name", "AnApp", "-I", products.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=\(yamlModuleMap.path)",
                Self.root.appendingPathComponent("Tests/RouteCoreTests/ReadmeExampleTests.swift").path,
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output)")
        }
    }
}
