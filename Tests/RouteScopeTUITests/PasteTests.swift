import RouteCore
import Testing
@testable import RouteScopeTUI

/// Nothing pasted is altered, a single pasted link loses only the blanks and the text around it
/// (item 3), which Ctrl-_ puts back, and a cut paste says so (item 7).
@Suite("Pastes, byte for byte")
struct PasteTests {
    /// The scalars of `raw` fed to a ``BracketedPaste`` one by one.
    static func gathered(_ raw: String, limit: Int = BracketedPaste.maximumBytes) -> BracketedPaste {
        var paste = BracketedPaste(limit: limit)
        for scalar in raw.unicodeScalars { paste.append(scalar) }
        return paste
    }

    @Test(arguments: [
        "q=a\u{1B}[2~b",  // Insert
        "q=a\u{1B}OPb",  // F1
        "q=a\u{1B}[1;5Db",  // Ctrl-Left
        "q=a\u{7F}b",  // DEL
        "q=a\u{1B}b",  // a lone ESC
        "q=a\u{1B}[20b",  // most of a terminator
        "q=a\u{1B}[200~b",  // a paste start inside a paste
    ])
    func everyScalarInsideAPasteIsText(_ text: String) {
        let paste = Self.gathered(text + "\u{1B}[201~" + "after")
        #expect(paste.isComplete)
        #expect(paste.finished.text == text, "nothing after the terminator belongs to the paste")
        #expect(paste.finished.droppedBytes == 0)
    }

    @Test func carriageReturnsAreLineBreaks() {
        #expect(Self.gathered("a\rb\u{1B}[201~").finished.text == "a\nb")
    }

    @Test func anUnfinishedPasteKeepsWhatArrived() {
        let paste = Self.gathered("abc\u{1B}[20")
        #expect(!paste.isComplete)
        #expect(paste.finished.text == "abc\u{1B}[20")
    }

    @Test func aPasteOverTheLimitCountsWhatItDropped() {
        let paste = Self.gathered("abcdé\u{1B}[201~", limit: 4)
        #expect(paste.finished.text == "abcd")
        #expect(paste.finished.droppedBytes == 2)
    }

    @Test func pastedControlsAreShownEscapedAndDiagnosed() {
        let link = "myapp://home/feed?category=a\u{1B}[2~b\u{7F}c"
        let (explorer, terminal) = runExplorer([.paste(link)])
        #expect(explorer.editor.text == link)
        #expect(terminal.frame.textLines[1].hasPrefix(#"❯ myapp://home/feed?category=a\x1b[2~b\x7fc"#))
        let syntax = explorer.analysis.diagnostics.filter { $0.code == .invalidSyntax }.map(\.message)
        #expect(syntax.contains { $0.contains("control character U+001B ESCAPE") })
        #expect(syntax.contains { $0.contains("control character U+007F DELETE") })
        #expect(terminal.frame.textLines[0].contains("✗ 4 errors"), "ESC, [, DEL, and a category not in the enum")
        #expect(terminal.frame.textLines.last?.contains("control or invisible characters") == true)
        #expect(!terminal.frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    /// A byte the terminal's paste held that was not UTF-8 reaches the explorer as U+FFFD: kept,
    /// diagnosed, and said so where the paste's other changes are said.
    @Test func aPastedReplacementCharacterIsKeptAndSaidSo() {
        let link = "myapp://search/results?q=a\u{FFFD}b"
        let (explorer, terminal) = runExplorer([.paste(link)])
        #expect(explorer.editor.text == link)
        #expect(explorer.analysis.diagnostics.contains { $0.code == .invalidUTF8 })
        #expect(terminal.frame.textLines.last?.contains("bytes not UTF-8 became U+FFFD: see Problems") == true)
    }

    @Test func aSinglePastedLinkLosesTheBlanksAroundIt() {
        let (explorer, terminal) = runExplorer([.paste("  myapp://home/feed  \n")])
        #expect(explorer.editor.text == "myapp://home/feed")
        #expect(explorer.analysis.ok)
        #expect(terminal.frame.textLines[0].contains("✓ ok"))
        #expect(terminal.frame.textLines.last?.contains("trimmed 5 blanks around the pasted link") == true)
    }

    @Test func blanksInsideAPastedLinkAreKept() {
        let (explorer, _) = runExplorer([.paste("\tmyapp://search/results?q=a b\r\n")])
        #expect(explorer.editor.text == "myapp://search/results?q=a b")
    }

    @Test func aLinkPastedFromASentenceLosesTheSentenceWhichUndoPutsBack() {
        let pasted = "see myapp://home/articleDetail?userId=1&articleId=2."
        let (explorer, terminal) = runExplorer([.paste(pasted)])
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=1&articleId=2")
        #expect(explorer.editor.cursor == explorer.editor.text.utf8.count, "the cursor stays after the link")
        #expect(explorer.analysis.ok)
        #expect(terminal.frame.textLines.last?.contains("trimmed \"see \" and \".\" around the pasted link; Ctrl-_ puts the text back") == true)
        let (undone, _) = runExplorer([.paste(pasted), .key(.control("_"))])
        #expect(undone.editor.text == pasted, "the trim is an edit of its own")
        let (twice, _) = runExplorer([.paste(pasted), .key(.control("_")), .key(.control("_"))])
        #expect(twice.editor.text == "")
    }

    @Test func blanksAndBracketsAroundAPastedLinkAreBothTrimmed() {
        let (explorer, terminal) = runExplorer([.paste("  (myapp://home/feed)\n")])
        #expect(explorer.editor.text == "myapp://home/feed")
        let status = terminal.frame.textLines.last ?? ""
        #expect(status.contains("trimmed \"(\", \")\" and 3 blanks around the pasted link; Ctrl-_ puts the text back"), "\(status)")
    }

    @Test func controlsInTheTrimmedTextAreShownEscaped() {
        let (explorer, terminal) = runExplorer([.paste("\u{1B}[31mLink: myapp://home/feed")])
        #expect(explorer.editor.text == "myapp://home/feed")
        let status = terminal.frame.textLines.last ?? ""
        #expect(status.contains("trimmed \"\\x1b[31mLink: \" around the pasted link; Ctrl-_ puts the text back"), "\(status)")
        #expect(!terminal.frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test func onlyWhatIsCertainlyNotTheLinksIsTrimmed() {
        // `!` after free text may be meant: it stays, with its problem and a fix to look at.
        let (meant, _) = runExplorer([.paste("myapp://search/results?q=wow!")])
        #expect(meant.editor.text == "myapp://search/results?q=wow!")
        #expect(meant.diagnostics.map(\.code) == [.textAroundLink])
        // A value pasted into a link is no link of its own.
        let (value, _) = runExplorer(typing("myapp://search/results?q=") + [.paste("tea.")])
        #expect(value.editor.text == "myapp://search/results?q=tea.")
    }

    @Test func aCutPasteSaysHowMuchWasDropped() {
        let (_, terminal) = runExplorer([.paste("myapp://home/feed", droppedBytes: 2048)])
        #expect(terminal.frame.textLines.last?.contains("dropped 2048 bytes past 1 MiB") == true)
    }

    /// At 80 columns a paste's note says first what happened to it: the bytes dropped (no key
    /// brings them back), then the text trimmed, then the blanks; the key hint stays whole.
    @Test func aPastesNoteSaysWhatWasTrimmedFirstAt80Columns() {
        let (_, trimmed) = runExplorer([.paste("  see myapp://home/articleDetail?userId=1&articleId=2.  \n")], rows: 24, columns: 80)
        let status = trimmed.frame.textLines.last ?? ""
        #expect(status.hasPrefix(#" trimmed "see ", "." and 5 blanks…; Ctrl-_ puts the text back"#), "\(status)")
        let (_, cut) = runExplorer([.paste("myapp://home/feed\n", droppedBytes: 1_048_576)], rows: 24, columns: 80)
        let cutStatus = cut.frame.textLines.last ?? ""
        #expect(cutStatus.hasPrefix(" dropped 1048576 bytes past 1 MiB…; Ctrl-_ puts the text back"), "\(cutStatus)")
    }

    /// Undo after a trimmed paste gives back exactly what was pasted, the blanks around the text
    /// too; a second undo gives back the line before the paste.
    @Test(arguments: ["  see myapp://home .  ", "\tsee myapp://home/feed.\n", "  myapp://home/feed  \n", "(myapp://home/feed)"])
    func undoGivesBackExactlyWhatWasPasted(_ pasted: String) {
        let (trimmed, _) = runExplorer(typing("x") + [.paste(pasted)])
        #expect(trimmed.editor.text != "x" + pasted, "something was trimmed")
        let (undone, _) = runExplorer(typing("x") + [.paste(pasted), .key(.control("_"))])
        #expect(undone.editor.text == "x" + pasted)
        #expect(undone.editor.cursor == undone.editor.text.utf8.count)
        let (twice, _) = runExplorer(typing("x") + [.paste(pasted), .key(.control("_")), .key(.control("_"))])
        #expect(twice.editor.text == "x")
    }
}
