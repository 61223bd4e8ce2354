import Foundation
import RouteCore
import TestSupport
import Testing

extension InTmux {
    /// `routescope explore --watch` and Alt-R: the real binary in tmux, its route map saved the way
    /// vim and VS Code save (a new file renamed over the old one) while it runs.
    @Suite("routescope explore --watch, end to end in tmux")
    struct ExplorerWatchEndToEndTests {
        static let link = "myapp://search/results?q=swift"

        /// Saves `text` as `name` in `directory` by writing a temporary file and renaming it over.
        static func saveByRename(_ text: String, as name: String, in directory: URL) throws {
            let temporary = directory.appendingPathComponent(".\(name).swp").path
            try text.write(toFile: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary, directory.appendingPathComponent(name).path) == 0)
        }

        /// The sample map with `q` limited to 3 characters: the link above gets a too-long problem.
        static let stricterMap = RouteMap.sampleText.replacingOccurrences(of: "max_length: 200", with: "max_length: 3")

        @Test(arguments: [(120, 40), (80, 24), (200, 50)])
        func aSavedMapReloadsAndABrokenOneShowsItsErrorWhileTheOldOneWorks(columns: Int, rows: Int) throws {
            try withTemporaryDirectory(prefix: "routescope-watch-e2e") { directory in
                try RouteMap.sampleText.write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
                let session = try TmuxSession(["--watch", "--routes", "routes.yml", Self.link], columns: columns, rows: rows, in: directory)
                try session.waitFor("the explorer") { $0.contains("Simulated app") }
                try session.press("Enter")
                try session.waitFor("the results") { $0.contains("searchHome › results") }

                // A save by rename: the new map's limit applies to the same input, and the app keeps its stack.
                try Self.saveByRename(Self.stricterMap, as: "routes.yml", in: directory)
                let reloaded = try session.waitFor("the reload") { $0.contains("too-long") && $0.contains("keeps its state") }
                #expect(reloaded.contains("searchHome › results"))
                #expect(ExplorerEndToEndTests.inputLine(reloaded) == "❯ " + Self.link)

                // A broken save: its error, with line and column, and the last good map still reads links.
                try Self.saveByRename("tabs: [\n", as: "routes.yml", in: directory)
                try session.waitFor("the error") { $0.contains("routes.yml:2:1: error: invalid YAML") }
                try session.press("C-u")
                try session.type("myapp://search/results?q=abcd")
                let stillStrict = try session.waitFor("the old map's limit") { $0.contains("too-long") && $0.contains("q=abcd") }
                #expect(stillStrict.contains("routes.yml:2:1: error"))

                // Fixed again: the sample map reads the same input without a problem.
                try Self.saveByRename(RouteMap.sampleText, as: "routes.yml", in: directory)
                let fixed = try session.waitFor("the fixed map") { $0.contains("load again") }
                #expect(!fixed.contains("too-long"))
                try session.press("C-c")
                try session.waitFor("the exit") { $0.contains("EXIT=0") }
            }
        }

        @Test func altRReloadsByHandWithoutWatch() throws {
            try withTemporaryDirectory(prefix: "routescope-reload-e2e") { directory in
                try RouteMap.sampleText.write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
                let session = try TmuxSession(["--routes", "routes.yml", Self.link], in: directory)
                try session.waitFor("the explorer") { $0.contains("Simulated app") }
                let renamed = RouteMap.sampleText.replacingOccurrences(of: "      results:\n", with: "      found:\n")
                try renamed.write(to: directory.appendingPathComponent("routes.yml"), atomically: false, encoding: .utf8)
                // Not watched: nothing happens until Alt-R.
                usleep(300_000)
                #expect(!(try session.capture()).contains("reloaded"))
                try session.press("M-r")
                try session.waitFor("the reload") { $0.contains("reloaded the route files") && $0.contains("unknown-screen") }
                try session.press("C-c")
                try session.waitFor("the exit") { $0.contains("EXIT=0") }
            }
        }
    }
}
