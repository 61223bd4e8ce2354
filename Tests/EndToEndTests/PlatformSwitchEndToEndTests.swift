import Foundation
import Testing

extension InTmux {
    /// The platforms panel and Alt-P in the real binary, in tmux at 80×24, with the sample app's
    /// apple-app-site-association, manifest and assetlinks.json.
    @Suite("routescope explorer: three platforms, end to end in tmux")
    struct PlatformSwitchEndToEndTests {
        /// The AASA keeps a #web fragment in Safari; the router and Android open the article.
        static let link = "https://example.com/app/home/articleDetail?userId=1&articleId=2#web"

        static var arguments: [String] {
            let assets = RouteScopeProcess.packageRoot.appendingPathComponent("Assets")
            return [
                "--aasa", assets.appendingPathComponent("apple-app-site-association.json").path,
                "--manifest", assets.appendingPathComponent("AndroidManifest.xml").path,
                "--assetlinks", "example.com=" + assets.appendingPathComponent("assetlinks.json").path, link,
            ]
        }

        @Test func altPRunsTheAppOnAndroidWhereTheLinkOpensTheArticle() throws {
            let session = try TmuxSession(Self.arguments, columns: 80, rows: 24)
            let screen = try session.waitFor("the platforms panel") { $0.contains("≠ the platforms disagree") && $0.contains("Simulated app · iOS") }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let ios = try #require(lines.firstIndex { $0.hasPrefix(" ▸≠iOS      browser") }, "\(screen)")
            #expect(lines[ios - 1].hasPrefix("   router   home › articleDetail"))
            #expect(lines[ios + 1].hasPrefix("   Android  home › articleDetail"))
            // iOS's landing, and only it, is yellow.
            let rows = styledRows(try session.capture(escapes: true))
            #expect(rows[ios].enumerated().filter { $0.element.foreground == 3 }.map(\.offset) == Array(12..<19))
            #expect(!rows[ios + 1].contains { $0.foreground == 3 })

            try session.press("M-p")
            try session.waitFor("Android simulated") { $0.contains("Simulated Android app") && $0.contains(" ▸ Android  home › articleDetail") }
            try session.press("Enter")
            // The home row is marked `•`: the last event changed it.
            try session.waitFor("the article opened on Android") { $0.contains("│•home     … › articleDetail(") && $0.contains("│ Android opens") }

            try session.press("C-c")
            let exited = try session.waitFor("the exit") { $0.contains("STTY-DONE") }
            #expect(exited.contains("EXIT=0"))
        }
    }
}
