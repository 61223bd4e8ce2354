import Foundation
import RouteCore
import Testing
@testable import RouteScopeTUI

/// Ctrl-O: the commands that open the link on a device, and copying one with OSC 52 only where
/// the terminal supports it.
@Suite("Device commands in the explorer")
struct DeviceCommandOverlayTests {
    static let link = "myapp://home/articleDetail?userId=1&articleId=2"

    /// The text inside the overlay's box (after "│ ", before " │"), trailing spaces removed.
    /// The box spans columns 1 to the last but one.
    static func boxRows(_ terminal: InMemoryTerminal) -> [String] {
        let columns = terminal.frame.columns
        // Row 1 is the top border, the last two rows the bottom border and the status line.
        return terminal.frame.textLines.dropFirst(2).dropLast(2).map { line in
            let characters = Array(line)
            guard characters.count == columns, characters[1] == "│", characters[columns - 2] == "│" else { return "<no box>" }
            var text = String(characters[3..<(columns - 3)])
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows between a heading and the next blank row, joined: a wrapped command.
    static func block(after heading: String, in rows: [String]) -> String? {
        guard let start = rows.firstIndex(of: heading) else { return nil }
        return rows[(start + 1)...].prefix { !$0.isEmpty }.joined()
    }

    @Test func at80x24TheCommandsWrapInsideTheBox() throws {
        let (explorer, terminal) = runExplorer([.key(.control("o"))], rows: 24, columns: 80, initialLink: Self.link)
        #expect(explorer.overlay == .deviceCommands)
        #expect(terminal.frame.textLines[1].dropFirst(1).hasPrefix("┌─ Open on a device ─"))
        #expect(terminal.frame.textLines[22] == " └" + String(repeating: "─", count: 76) + "┘ ")
        let rows = Self.boxRows(terminal)
        #expect(!rows.contains("<no box>"))
        #expect(Self.block(after: "iOS simulator", in: rows) == DeviceCommand.command(opening: Self.link, on: .ios))
        #expect(Self.block(after: "Android device or emulator", in: rows) == DeviceCommand.command(opening: Self.link, on: .android))
        #expect(
            rows == [
                "link: myapp://home/articleDetail?userId=1&articleId=2", "",
                "iOS simulator",
                "xcrun simctl openurl booted 'myapp://home/articleDetail?userId=1&articleId",
                "=2'", "",
                "Android device or emulator",
                #"adb shell am start -W -a android.intent.action.VIEW -d ''\''myapp://home/a"#,
                #"rticleDetail?userId=1&articleId=2'\'''"#, "",
                "Open on a phone: q shows the link as a QR code", "",
                "copy not supported by this terminal — select the text",
                "any other key closes",
            ] + Array(repeating: "", count: 6))
        #expect(terminal.frame.cursor.map { [$0.row, $0.column] } == [2, 2], "the cursor rests inside the box, not where drawing ended")
    }

    /// The box leaves a column free at each side; there the screen below must not show through
    /// (at 80×24 the navigation panel's "…" and the problems panel's rule reach the last column).
    @Test(arguments: [(24, 80), (50, 200)])
    func nothingOfTheScreenBelowShowsBesideTheBox(rows: Int, columns: Int) {
        let (_, terminal) = runExplorer([.key(.control("o"))], rows: rows, columns: columns, initialLink: Self.link)
        let lines = terminal.frame.textLines.map(Array.init)
        // Row 0 is the title bar, the last row the status line; the box and its sides are between.
        for row in 1..<(rows - 1) {
            #expect(lines[row].count == columns && lines[row].first == " " && lines[row].last == " ", "row \(row): \(String(lines[row]))")
        }
    }

    @Test func at200x50EachCommandIsOneLine() {
        let (_, terminal) = runExplorer([.key(.control("o"))], rows: 50, columns: 200, initialLink: Self.link, canCopy: true)
        let rows = Self.boxRows(terminal)
        #expect(rows[0] == "link: " + Self.link)
        #expect(rows[2...4] == ["iOS simulator (i)", DeviceCommand.command(opening: Self.link, on: .ios), ""])
        #expect(rows[5...7] == ["Android device or emulator (a)", DeviceCommand.command(opening: Self.link, on: .android), ""])
        #expect(rows[8...9] == ["Open on a phone: q shows the link as a QR code", ""])
        #expect(rows[10...11] == ["i copies the iOS command, a the Android one (OSC 52)", "any other key closes"])
    }

    /// With the app's manifest, the Android command is the intent of a tapped link, naming the
    /// app's package only when Android opens the link in the app, as `routescope open` prints it.
    @Test func withAManifestTheAndroidCommandIsTheIntentOfATap() throws {
        let map = try ParsePanelAndroidTests.map()
        let cases: [(link: String, package: String?)] = [
            ("https://example.com/app/home/feed", "com.example.reader"), ("https://www.example.com/app/home/feed", nil),
        ]
        for (link, package) in cases {
            let (_, terminal) = runExplorer([.key(.control("o"))], rows: 50, columns: 200, initialLink: link, map: map, canCopy: true)
            let rows = Self.boxRows(terminal)
            #expect(rows[5...6] == ["Android device or emulator (a)", DeviceCommand.androidCommand(opening: link, package: package)])
            #expect(rows[3] == DeviceCommand.command(opening: link, on: .ios))
        }
    }

    @Test(arguments: DeviceCommand.Platform.allCases)
    func copyingWritesTheExactOSC52Bytes(platform: DeviceCommand.Platform) throws {
        let key: Character = platform == .ios ? "i" : "a"
        let (explorer, terminal) = runExplorer([.key(.control("o")), .key(.character(key))], initialLink: Self.link, canCopy: true)
        let command = DeviceCommand.command(opening: Self.link, on: platform)
        let expected = Array("\u{1B}]52;c;\(Data(command.utf8).base64EncodedString())\u{07}".utf8)
        #expect(terminal.clipboardWrites == [expected])
        #expect(explorer.overlay == nil)
        #expect(explorer.message == "sent the \(platform == .ios ? "iOS" : "Android") command to the clipboard (OSC 52)")
        #expect(explorer.editor.text == Self.link, "the copy key is not typed")
    }

    @Test func withoutSupportNothingIsWrittenAndTheOverlayStays() {
        let (explorer, terminal) = runExplorer([.key(.control("o")), .key(.character("i"))], initialLink: Self.link)
        #expect(terminal.clipboardWrites.isEmpty)
        #expect(explorer.overlay == .deviceCommands)
        #expect(explorer.message == "copy not supported by this terminal — select the text")
        let (closed, _) = runExplorer([.key(.control("o")), .key(.character("x"))], initialLink: Self.link)
        #expect(closed.overlay == nil)
        #expect(closed.editor.text == Self.link)
    }

    @Test func ampersandsQuotesAndControlsAreEscapedOnScreenAndExactInTheCopy() throws {
        let link = "myapp://search/results?q=it's&tag=a&x=1\n\u{1B}[2J\r\u{7F}\u{202E}end"
        let (_, terminal) = runExplorer(
            [.key(.control("o"))], rows: 24, columns: 80, initialLink: link, canCopy: true)
        #expect(!terminal.frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x202E } })
        let rows = Self.boxRows(terminal)
        let shownIOS = try #require(Self.block(after: "iOS simulator (i)", in: rows))
        #expect(shownIOS == #"xcrun simctl openurl booted 'myapp://search/results?q=it'\''s&tag=a&x=1\x0a\x1b[2J\x0d\x7f\u{202e}end'"#)

        let (_, copied) = runExplorer([.key(.control("o")), .key(.character("a"))], rows: 24, columns: 80, initialLink: link, canCopy: true)
        let write = try #require(copied.clipboardWrites.first)
        let payload = String(decoding: write.dropFirst(7).dropLast(), as: UTF8.self)
        #expect(write.prefix(7) == Array("\u{1B}]52;c;".utf8)[...] && write.last == 0x07)
        let decoded = try #require(Data(base64Encoded: payload))
        #expect(String(decoding: decoded, as: UTF8.self) == DeviceCommand.command(opening: link, on: .android))
        #expect(!write.dropFirst(7).dropLast().contains { $0 < 0x20 || $0 >= 0x7F }, "only base64 between the brackets")
    }

    @Test func aLongLinkIsCutWithAnEllipsisAndNeverLeavesTheBox() {
        let link = "myapp://search/results?q=" + String(repeating: "ab&", count: 1000)
        // At 200×50 the commands have room for all 3,000 characters; only the link line is cut.
        for (rows, columns, cuts) in [(24, 80, 3), (16, 60, 3), (50, 200, 1)] {
            let (_, terminal) = runExplorer([.key(.control("o"))], rows: rows, columns: columns, initialLink: link)
            let box = Self.boxRows(terminal)
            #expect(!box.contains("<no box>"), "\(columns)×\(rows)")
            #expect(box.filter { $0.hasSuffix("…") }.count == cuts, "\(columns)×\(rows)")
            #expect(box.contains("copy not supported by this terminal — select the text"), "\(columns)×\(rows)")
        }
    }

    @Test func anEmptyInputHasNoCommands() {
        let (explorer, _) = runExplorer([.key(.control("o"))])
        #expect(explorer.overlay == nil)
        #expect(explorer.message == "type or paste a link first: ^O shows its device commands")
    }

    @Test func theHelpListsTheKey() {
        let (_, terminal) = runExplorer([.key(.function(1))])
        #expect(terminal.text.contains("Ctrl-O          device commands for the link (iOS, Android); i / a copies one, q"))
    }

    @Test func clipboardSupportNeedsAnExplicitSettingOrTheMsCapability() {
        #expect(NcursesTerminal.supportsClipboard(setting: "osc52", terminfoHasMs: false))
        #expect(NcursesTerminal.supportsClipboard(setting: nil, terminfoHasMs: true))
        #expect(!NcursesTerminal.supportsClipboard(setting: "none", terminfoHasMs: true))
        #expect(!NcursesTerminal.supportsClipboard(setting: nil, terminfoHasMs: false))
        #expect(!NcursesTerminal.supportsClipboard(setting: "yes", terminfoHasMs: false))
    }
}
