import Foundation
import Testing

extension InTmux {
    /// The explorer as a person uses it: the real binary in tmux.
    @Suite("routescope explorer, end to end in tmux")
    struct ExplorerEndToEndTests {
        static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"
        /// The input starts after the "❯ " prompt.
        static let origin = 2

        /// The input line of a captured screen (capture-pane drops trailing spaces).
        static func inputLine(_ screen: String) -> String {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count > 1 ? String(lines[1]) : ""
        }

        /// Types `link` into the explorer in `session` and waits until the input line shows it whole.
        static func type(_ link: String, in session: TmuxSession) throws {
            try session.type(link)
            try session.waitFor("the link \(link)") { inputLine($0) == "❯ " + link }
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
            // Both in one condition: a capture can catch a frame half drawn.
            try session.waitFor("the navigation panel and why") { $0.contains("feed › articleDetail(userId: 100,") && $0.contains("pushed articleDetail") }

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

        /// A link pasted from a sentence loses the sentence, says so, and Ctrl-_ puts it back.
        @Test func aLinkPastedFromASentenceIsTrimmedAndUndoPutsTheTextBack() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            let link = "myapp://home/articleDetail?userId=100&articleId=5"
            try session.tmux(["set-buffer", "see \u{201C}\(link)\u{201D}."])
            try session.tmux(["paste-buffer", "-p", "-t", "p"])
            let screen = try session.waitFor("the trimmed link") {
                Self.inputLine($0) == "❯ " + link && $0.contains("trimmed \"see \u{201C}\" and \"\u{201D}.\" around the pasted link")
            }
            #expect(screen.contains("✓ ok"))
            try session.press("C-_")
            let back = try session.waitFor("the text back") { Self.inputLine($0) == "❯ see \u{201C}\(link)\u{201D}." }
            #expect(back.contains("✗ 2 errors"), "one text-around-link on each side")
            try session.press("C-c")
        }

        /// The rows of the box whose top row contains `top`, each from the screen's left edge:
        /// nil when a row has anything beside the box (a sliver of the panels below).
        static func boxRows(_ screen: String, top: String) -> [String]? {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let first = lines.firstIndex(where: { $0.contains(top) }),
                let last = lines[first...].firstIndex(where: { $0.contains("└") })
            else { return nil }
            let rows = Array(lines[first...last])
            let clean = rows.allSatisfy { row in
                let trimmed = row.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                return trimmed.hasPrefix("  ┌") || trimmed.hasPrefix("  │") || trimmed.hasPrefix("  └")
                    ? ["┐", "│", "┘"].contains(trimmed.last.map(String.init) ?? "") : false
            }
            return clean ? rows : nil
        }

        /// At 80×24 in tmux, where a reviewer saw slivers of the panels beside the help and the
        /// route catalog: each box covers its rows from edge to edge, and the catalog's title
        /// keeps the key that closes it.
        @Test func theBoxesAt80ColumnsCoverTheirRowsAndKeepTheirKeys() throws {
            let busy = "myapp://home/articleDetail?userId=100&articleIdText=5&utm_source=x&foo=1&bar=2&baz=3"
            let session = try TmuxSession([busy], columns: 80, rows: 24)
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.press("F1")
            // tmux may show a frame half drawn: the box is waited for until it is whole and clean,
            // and a sliver that stays fails the wait.
            try session.waitFor("the help, clean") { Self.boxRows($0, top: "┌─ Help") != nil }
            try session.press("Escape")
            try session.waitFor("the help closed") { !$0.contains("┌─ Help") }
            try session.press("C-r")
            try session.waitFor("the catalog, clean, with its Esc hint") {
                Self.boxRows($0, top: "┌─ Route catalog") != nil && $0.contains(" · Enter insert · Esc close ─")
            }
            try session.press("C-c")
        }

        /// Keys the explorer does not use, as the terminal sends them (control bytes with no
        /// letter of their own among them): each says so on the status line, by its name, and
        /// leaves the link.
        @Test func aKeyTheExplorerDoesNotUseSaysSo() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try Self.type("myapp://home/feed", in: session)
            let keys: [(name: String, send: () throws -> Void)] = [
                ("F9", { try session.press("F9") }), ("F12", { try session.press("F12") }), ("Alt-Z", { try session.press("M-z") }),
                ("Ctrl-T", { try session.press("C-t") }), ("Insert", { try session.press("IC") }), ("Ctrl-Up", { try session.press("C-Up") }),
                ("Ctrl-\\", { try session.sendBytes(["1c"]) }), ("Ctrl-]", { try session.sendBytes(["1d"]) }),
                ("Ctrl-Space", { try session.sendBytes(["00"]) }),
            ]
            for key in keys {
                try key.send()
                try session.waitFor("the word on \(key.name)") { $0.contains("\(key.name) does nothing here; F1 lists the keys, ^C quits") }
                // End is bound: it clears the word, so the next key's is its own.
                try session.press("End")
                let screen = try session.waitFor("the word cleared after \(key.name)") { !$0.contains("does nothing here") }
                #expect(Self.inputLine(screen) == "❯ myapp://home/feed", "\(key.name)")
            }
            try session.press("C-c")
        }

        /// Keys that used to quit at once, as tmux sends them: each must leave the link alone.
        @Test func noKeyButTheQuitKeysQuitsAndWordKeysWork() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try Self.type("myapp://home/feed", in: session)
            try session.press(
                "C-Up", "C-Down", "M-Left", "M-Right", "S-Left", "S-Right", "S-Home", "S-End", "S-PPage", "S-DC", "S-IC", "C-Home", "C-End",
                "C-DC", "IC", "KP0", "KP5", "F10", "S-F1")
            // Alt-Left as rxvt sends it (ESC ESC [ D) is one key, not a typed "[D".
            try session.sendBytes(["1b", "1b", "5b", "44"])
            // Ctrl-Left moves to the start of "feed"; what is typed next lands there.
            try session.press("C-Left")
            try session.type("x")
            try session.waitFor("a word back") { Self.inputLine($0) == "❯ myapp://home/xfeed" }
            try session.press("C-Right")
            try session.type("?category=tech")
            try session.waitFor("a word forward") { Self.inputLine($0) == "❯ myapp://home/xfeed?category=tech" }
            // Alt-Backspace deletes a word.
            try session.press("M-BSpace")
            try session.waitFor("a word deleted") { Self.inputLine($0) == "❯ myapp://home/xfeed?category=" }
            // Ctrl-Z gives the terminal back and takes it again (in tmux's pane no shell can resume
            // a stopped job, so the kernel discards the stop): the link is still there.
            try session.press("C-z")
            try session.type("news")
            try session.waitFor("the link after Ctrl-Z") { Self.inputLine($0) == "❯ myapp://home/xfeed?category=news" }
            // Ctrl-D on an empty line is not quit.
            try session.press("C-u", "C-d")
            try session.type("myapp://search")
            let screen = try session.waitFor("the new link") { Self.inputLine($0) == "❯ myapp://search" }
            #expect(!screen.contains("EXIT="))
            try session.press("C-q")
            let exited = try session.waitFor("the exit") { $0.contains("STTY-DONE") }
            #expect(exited.contains("EXIT=0"))
        }

        /// Ctrl-Z in a shell with job control: the shell gets the terminal back in cooked mode, and
        /// `fg` brings the explorer back with its link, redrawn, still taking keys and pastes.
        @Test func ctrlZSuspendsToTheShellAndFgResumes() throws {
            let binary = try #require(RouteScopeProcess.binary, "routescope is not built").path
            let session = try TmuxSession.jobControlShell()
            try session.waitFor("the shell") { $0.contains("shell$") }
            try session.type("'\(binary)'")
            try session.press("Enter")
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try Self.type("myapp://home/feed", in: session)
            try session.press("C-z")
            try session.waitFor("the stopped job") { $0.contains("Stopped") && !$0.contains("Simulated app") }
            try session.type("stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' '; echo")
            try session.press("Enter")
            try session.waitFor("cooked mode in the shell") { $0.contains("icanon echo") }
            try session.type("fg")
            try session.press("Enter")
            try session.waitFor("the explorer again") { Self.inputLine($0) == "❯ myapp://home/feed" && $0.contains("Simulated app") }
            try session.tmux(["set-buffer", "?category=a\u{7F}"])
            try session.tmux(["paste-buffer", "-p", "-t", "p"])
            try session.waitFor("a paste after fg") { Self.inputLine($0) == #"❯ myapp://home/feed?category=a\x7f"# }
            try session.press("C-q")
            try session.waitFor("the shell's prompt after quit") { $0.split(separator: "\n").last?.hasPrefix("shell$") == true }
        }

        /// A session's server and the shell in its pane are seen while the session lives, and
        /// they, the socket and the session's directory are gone once it ends.
        @Test func aSessionLeavesNothingBehind() throws {
            var session: TmuxSession? = try TmuxSession.jobControlShell()
            try session?.waitFor("the shell") { $0.contains("shell$") }
            #expect(LeavesNoTmuxServer.processesLeftBehind().count == 2)
            #expect(LeavesNoTmuxServer.directoriesLeftBehind().count == 1)
            session = nil
            #expect(LeavesNoTmuxServer.processesLeftBehind() == [])
            #expect(LeavesNoTmuxServer.directoriesLeftBehind() == [])
        }

        /// `routescope explore --print` draws on the terminal and prints the final link on
        /// standard output, so it can sit in a pipeline.
        @Test func printWritesTheFinalLinkToStandardOutput() throws {
            let binary = try #require(RouteScopeProcess.binary, "routescope is not built").path
            let session = try TmuxSession.jobControlShell()
            let output = session.stateDirectory.appendingPathExtension("out")
            defer { try? FileManager.default.removeItem(at: output) }
            try session.waitFor("the shell") { $0.contains("shell$") }
            try session.type("'\(binary)' explore --print > '\(output.path)'; echo STATUS=$?")
            try session.press("Enter")
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.type(Self.typo)
            try session.press("C-x")
            try session.waitFor("the fixed link") { Self.inputLine($0) == "❯ myapp://home/articleDetail?userId=100&articleId=5" }
            try session.press("C-q")
            try session.waitFor("the status") { $0.contains("STATUS=0") }
            #expect(try String(contentsOf: output, encoding: .utf8) == "myapp://home/articleDetail?userId=100&articleId=5\n")
        }

        /// Undo, apply all, the filtered catalog and the history search, with real keys.
        @Test func undoApplyAllCatalogAndHistorySearch() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try Self.type(Self.typo, in: session)
            try session.press("C-x")
            try session.waitFor("the fix") { Self.inputLine($0) == "❯ myapp://home/articleDetail?userId=100&articleId=5" }
            try session.press("C-_")
            try session.waitFor("the fix undone") { Self.inputLine($0) == "❯ " + Self.typo }
            // A did-you-mean is a guess: Alt-X leaves it for Ctrl-X.
            try session.press("M-x")
            try session.waitFor("no safe fix") { $0.contains("no machine-applicable fix-it to apply") && Self.inputLine($0) == "❯ " + Self.typo }
            try session.press("C-x")
            try session.waitFor("the fix again") { Self.inputLine($0) == "❯ myapp://home/articleDetail?userId=100&articleId=5" }
            try session.press("Enter")
            try session.press("C-r")
            try session.type("near a place")
            try session.waitFor("the filtered catalog") { $0.contains("Route catalog 1/1 of") && $0.contains("search › map") }
            try session.press("Enter")
            try session.waitFor("the template") { Self.inputLine($0).hasPrefix("❯ myapp://search/map?lat={lat}") }
            try session.press("C-s")
            try session.type("artdet")
            try session.waitFor("the history search") { $0.contains("History search 1/1") }
            try session.press("Enter")
            try session.waitFor("the link from history") { Self.inputLine($0) == "❯ myapp://home/articleDetail?userId=100&articleId=5" }
            try session.press("C-_")
            try session.waitFor("the template back") { Self.inputLine($0).hasPrefix("❯ myapp://search/map?lat={lat}") }
            try session.press("C-q")
        }

        /// A real mouse click (an X10 mouse report, as a terminal sends it) selects a problem.
        @Test func aClickSelectsAProblem() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.type(Self.typo)
            // The row is read from a settled screen, the same in two captures in a row: a capture
            // can catch ncurses halfway through a frame, with a problem still at its old row.
            var previous = ""
            let screen = try session.waitFor("the problems, settled") { screen in
                defer { previous = screen }
                return screen == previous && screen.contains("▶ warning[unknown-param]")
                    && screen.split(separator: "\n").count { $0.contains("error[missing-param]") } == 1
            }
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let row = try #require(rows.firstIndex { $0.contains("error[missing-param]") })
            // A press of the first button at column 5 of that row (both 1-based, plus 32), then the
            // release, each in one write as a terminal sends them.
            let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 32 + 6, UInt8(32 + row + 1)]
            let release: [UInt8] = [0x1B, 0x5B, 0x4D, 35, 32 + 6, UInt8(32 + row + 1)]
            try session.type(String(decoding: press, as: UTF8.self))
            try session.type(String(decoding: release, as: UTF8.self))
            try session.waitFor("the clicked problem selected") { $0.contains("▶ error[missing-param]") }
            try session.press("C-c")
        }

        /// A real bracketed paste of bytes shaped like keys: every one of them stays in the link,
        /// shown escaped, and the link is an error.
        @Test func aPasteKeepsDelAndKeyShapedEscapesAndDiagnosesThem() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            let file = session.stateDirectory.appendingPathExtension("paste")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data("  myapp://home/feed?category=a\u{1B}[2~b\u{7F}c\u{1B}OPd\u{1B}[1;5De  \n".utf8).write(to: file)
            try session.tmux(["load-buffer", file.path])
            try session.tmux(["paste-buffer", "-p", "-t", "p"])
            let shown = #"❯ myapp://home/feed?category=a\x1b[2~b\x7fc\x1bOPd\x1b[1;5De"#
            let screen = try session.waitFor("the pasted link") { Self.inputLine($0) == shown }
            #expect(screen.contains("control character U+001B ESCAPE"))
            #expect(screen.contains("control character U+007F DELETE"))
            #expect(screen.contains("trimmed 5 blanks around the pasted link"))
            try session.press("C-c")
        }

        /// A paste whose end marker comes after the explorer stopped waiting for it (a second of
        /// silence, as on a busy machine): the text is the paste, the status line says what was
        /// trimmed, and the late marker is no key that clears it.
        @Test func aLateEndOfPasteIsReadPast() throws {
            let session = try TmuxSession()
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            let start = ["1b", "5b", "32", "30", "30", "7e"]
            let text = Array("  myapp://home/feed  ".utf8).map { String(format: "%02x", $0) }
            try session.sendBytes(start + text)
            try session.waitFor("the paste, read after a second without its end") {
                $0.contains("trimmed 4 blanks around the pasted link")
            }
            try session.sendBytes(["1b", "5b", "32", "30", "31", "7e"])
            // Nothing on screen changes when the marker is read past, so there is nothing to wait
            // for: a moment, then the message must still be there.
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try session.capture().contains("trimmed 4 blanks around the pasted link"))
            try session.press("C-c")
        }

        /// A paste holding a byte that is not UTF-8, in the middle or last (a Latin-1 `é`): the
        /// byte is a U+FFFD, shown and diagnosed, the rest of the paste is kept, and a key typed
        /// right after it is neither lost nor kept waiting.
        static let pastesNotUTF8: [([UInt8], String)] = [
            (Array("myapp://search/results?q=a".utf8) + [0xFF, 0x62], "myapp://search/results?q=a\u{FFFD}b"),
            (Array("myapp://search/results?q=ét".utf8) + [0xE9], "myapp://search/results?q=ét\u{FFFD}"),
        ]

        @Test(arguments: pastesNotUTF8)
        func aPastedByteThatIsNotUTF8IsAReplacementCharacter(_ pasted: [UInt8], _ kept: String) throws {
            let session = try TmuxSession(columns: 80, rows: 24)
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            let file = session.stateDirectory.appendingPathExtension("paste")
            defer { try? FileManager.default.removeItem(at: file) }
            try Data(pasted).write(to: file)
            try session.tmux(["load-buffer", file.path])
            try session.tmux(["paste-buffer", "-p", "-t", "p"])
            try session.type("z")
            try session.waitFor("the paste and the key after it") {
                Self.inputLine($0) == "❯ " + kept + "z" && $0.contains("error[invalid-utf8] U+FFFD REPLACEMENT CHARACTER in the query")
            }
            try session.press("C-c")
        }

        /// The same bytes typed rather than pasted.
        @Test func aTypedByteThatIsNotUTF8IsAReplacementCharacter() throws {
            let session = try TmuxSession(columns: 80, rows: 24)
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.type("myapp://search/results?q=a")
            try session.sendBytes(["ff", "62", "e9"])
            try session.type("z")
            try session.waitFor("the typed bytes") { Self.inputLine($0) == "❯ myapp://search/results?q=a\u{FFFD}b\u{FFFD}z" }
            try session.press("C-c")
        }

        /// Home and End under `TERM=xterm-256color` in tmux, which sends them as `ESC [1~` and
        /// `ESC [4~` where that terminfo names `ESC O H` and `ESC O F`.
        @Test func homeAndEndUnderXtermInTmux() throws {
            let session = try TmuxSession(columns: 80, rows: 24, term: "xterm-256color")
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.type("myapp://home/feed")
            try session.press("Home")
            try session.type("<")
            try session.press("End")
            try session.type(">")
            try session.waitFor("the link with a character at each end") { Self.inputLine($0) == "❯ <myapp://home/feed>" }
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
    
        /// At 80×24 under xterm-256color, as a new user first sees it: the Enter preview reads as
        /// one phrase, the help's third page starts at an entry, and a batch's note fits whole.
        @Test func theWordingHoldsAt80By24() throws {
            let session = try TmuxSession(columns: 80, rows: 24, term: "xterm-256color")
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try Self.type("myapp://home/feed", in: session)
            try session.waitFor("the Enter preview") { $0.contains("│ ⏎ would stay on home › feed:") }
            try session.press("F1", "NPage", "NPage")
            let help = try session.waitFor("the help's last page") { $0.contains("Help ") && $0.contains("of 55") && !$0.contains("Help 1–") && !$0.contains("Help 20–") }
            let lines = help.split(separator: "\n").map(String.init)
            let top = try #require(lines.firstIndex { $0.contains("┌─ Help") })
            #expect(lines[top + 1].dropFirst(4).first != " ", "the page starts at an entry: \(lines[top + 1])")
            try session.press("Escape", "C-u")
            try session.waitFor("an empty input") { Self.inputLine($0) == "❯" || Self.inputLine($0) == "❯ " }
            try session.tmux(["set-buffer", "myapp://home/feed\nmyapp://search\nmyapp://home/articleDetail?userId=x\n"])
            try session.tmux(["paste-buffer", "-p", "-t", "p"])
            try session.waitFor("the batch's note, whole") { $0.contains(" pasted 3 links, 1 failing; PgDn next, Alt-N next failing ") }
            try session.press("C-c")
            try session.waitFor("the exit") { $0.contains("STTY-DONE") }
        }
    }
}
