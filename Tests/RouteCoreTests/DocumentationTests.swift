import Foundation
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
}
