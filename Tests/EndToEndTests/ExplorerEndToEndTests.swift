import Foundation
import Testing

/// The explorer as a person uses it: the real binary in tmux.
@Suite("routescope explorer, end to end in tmux", .serialized)
struct ExplorerEndToEndTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"
    /// The input starts after the "❯ " prompt.
    static let origin = 2

    /// The input line of a captured screen (capture-pane drops trailing spaces).
    static func inputLine(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 1 ? String(lines[1]) : ""
    }

    @Test func typingFixingAndOpeningTheSeedTypo() throws {
        let session = try TmuxSession()
        try session.waitFor("the explorer") { $0.contains("Simulated app") }
        try session.type(Self.typo)
        let screen = try session.waitFor("the whole link") { Self.inputLine($0) == "❯ " + Self.typo && $0.contains("did you mean articleId?") }

        // The parse panel.
        #expect(screen.contains(" ! articleIdText ?       \"5\""))
        #expect(screen.contains(" ✗ articleId     int     missing"))
        #expect(screen.contains(" ✓ userId        int     100"))

        // The highlighted cells are exactly "articleIdText": yellow (warning) and underlined.
        let rows = styledRows(try session.capture(escapes: true))
        let highlighted = rows[1].enumerated().filter { $0.element.foreground == 3 && $0.element.underline }.map(\.offset)
        let start = Self.origin + 38
        #expect(highlighted == Array(start..<start + 13))

        // One key applies the fix; Enter opens the link in the simulated app.
        try session.press("C-x")
        try session.waitFor("the fixed link") { Self.inputLine($0) == "❯ myapp://home/articleDetail?userId=100&articleId=5" }
        try session.press("Enter")
        let opened = try session.waitFor("the navigation panel") { $0.contains("feed › articleDetail(userId: 100,") }
        #expect(opened.contains("pushed articleDetail"))

        // Quit: the terminal is back in cooked mode with the cursor visible.
        try session.press("C-c")
        let exited = try session.waitFor("the exit") { $0.contains("STTY-DONE") }
        #expect(exited.contains("EXIT=0"))
        #expect(exited.contains("icanon") && !exited.contains("-icanon") && !exited.contains("-echo "))
        #expect(try session.cursorVisible())
    }

    @Test func errorsAreRedExactlyOnTheFailingValue() throws {
        let session = try TmuxSession()
        try session.waitFor("the explorer") { $0.contains("Simulated app") }
        let link = "myapp://home/articleDetail?userId=100&articleId=abc"
        try session.type(link)
        try session.waitFor("the type error") { Self.inputLine($0) == "❯ " + link && $0.contains("articleId expects an integer") }
        let rows = styledRows(try session.capture(escapes: true))
        let red = rows[1].enumerated().filter { $0.element.foreground == 1 }.map(\.offset)
        let start = Self.origin + 48
        #expect(red == Array(start..<start + 3))
        try session.press("C-c")
    }

    @Test func bracketedPasteArrivesAsOneEditWithEscapesShownSafely() throws {
        let session = try TmuxSession()
        try session.waitFor("the explorer") { $0.contains("Simulated app") }
        try session.tmux(["set-buffer", "myapp://home/feed?category=te\u{1B}[2Jch"])
        try session.tmux(["paste-buffer", "-p", "-t", "p"])
        let screen = try session.waitFor("the pasted link") { $0.contains(#"category=te\x1b[2Jch"#) }
        #expect(screen.contains("Simulated app"), "the screen was not cleared by the pasted ESC[2J")
        try session.press("C-c")
    }

    @Test(arguments: [("TERM", Int32(15), 143), ("INT", Int32(2), 130)])
    func killedMidPasteTheTerminalIsRestored(_ name: String, _ signal: Int32, _ status: Int) throws {
        let session = try TmuxSession()
        try session.waitFor("the explorer") { $0.contains("Simulated app") }
        // Start a bracketed paste and never finish it.
        try session.sendBytes(["1b", "5b", "32", "30", "30", "7e", "6d", "79", "61", "70", "70"])
        let pid = try #require(try session.explorerPID())
        #expect(kill(pid, signal) == 0)
        let exited = try session.waitFor("the exit after SIG\(name)") { $0.contains("STTY-DONE") }
        #expect(exited.contains("EXIT=\(status)"))
        #expect(exited.contains("icanon") && !exited.contains("-icanon") && !exited.contains("-echo "))
        #expect(try session.cursorVisible())
    }

    @Test func withoutATerminalItPointsToCheck() async throws {
        let result = try await RouteScopeProcess.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("routescope check"))
    }
}
