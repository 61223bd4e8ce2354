import Testing
@testable import RouteScopeTUI

/// A pasted batch keeps every edit, counts its failures, jumps to the next failing link, and
/// can be left.
@Suite("Batches of pasted links")
struct BatchTests {
    static let paste = "myapp://home\nmyapp://home/articleDetail?userId=100&articleIdText=5\nmyapp://search\nmyapp://hom\n"

    @Test func aFixIsKeptAfterSteppingAwayAndBack() {
        let (explorer, terminal) = runExplorer([.paste(Self.paste), .key(.pageDown), .key(.control("x")), .key(.pageDown), .key(.pageUp)])
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=100&articleId=5")
        #expect(explorer.batch?.verdicts == [true, true, true, false])
        #expect(terminal.text.contains("▶✓ myapp://home/articleDetail?userId=100&articleId=5"))
        #expect(terminal.frame.textLines[0].contains("batch 2/4 · 1 failing"))
    }

    @Test func theFailureCountFollowsEdits() {
        let (_, terminal) = runExplorer([.paste(Self.paste)])
        #expect(terminal.frame.textLines[0].contains("batch 1/4 · 2 failing"))
        #expect(terminal.text.contains("batch: 2 failing"))
        #expect(terminal.frame.textLines.last?.contains("pasted 4 links, 2 failing") == true)
    }

    /// At 80 columns the batch's note fits whole, its keys beside it, and the batch's heading
    /// has the key that leaves it; a cut batch says what was dropped first, cut at a word.
    @Test func theNoteFitsAt80ColumnsAndACutOneSaysWhatWasDropped() {
        let (_, whole) = runExplorer([.paste(Self.paste)], rows: 24, columns: 80)
        #expect(whole.frame.textLines.last?.hasPrefix(" pasted 4 links, 2 failing; PgDn next, Alt-N next failing ") == true, "\(whole.frame.textLines.last ?? "")")
        #expect(whole.text.contains(" batch: 2 failing · Alt-L leave "))
        let (_, terminal) = runExplorer([.paste(Self.paste, droppedBytes: 4096)], rows: 24, columns: 80)
        let status = terminal.frame.textLines.last ?? ""
        #expect(status.hasPrefix(" dropped 4096 bytes past…; PgDn next, Alt-N next failing "), "\(status)")
        let (_, passing) = runExplorer([.paste("myapp://home/feed\nmyapp://search\n")], rows: 24, columns: 80)
        #expect(passing.frame.textLines.last?.hasPrefix(" pasted 2 links, 0 failing; PgDn next link ") == true, "no Alt-N with none failing")
        // At 60 columns the note is cut at a word, never inside a key's name.
        let (_, narrow) = runExplorer([.paste(Self.paste)], rows: 16, columns: 60)
        #expect(narrow.frame.textLines.last?.hasPrefix(" pasted 4 links, 2 failing; PgDn next… ") == true, "\(narrow.frame.textLines.last ?? "")")
    }

    @Test func altNGoesToTheNextFailingLinkAndWraps() {
        let (first, _) = runExplorer([.paste(Self.paste), .key(.alt("n"))])
        #expect(first.batch?.index == 1)
        let (second, _) = runExplorer([.paste(Self.paste), .key(.alt("n")), .key(.alt("n"))])
        #expect(second.batch?.index == 3)
        let (wrapped, _) = runExplorer([.paste(Self.paste), .key(.alt("n")), .key(.alt("n")), .key(.alt("n"))])
        #expect(wrapped.batch?.index == 1)
    }

    @Test func altLLeavesTheBatchKeepingTheLink() {
        let (explorer, terminal) = runExplorer([.paste(Self.paste), .key(.pageDown), .key(.alt("l"))])
        #expect(explorer.batch == nil)
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=100&articleIdText=5")
        #expect(!terminal.frame.textLines[0].contains("batch"))
        #expect(terminal.frame.textLines.last?.contains("left the batch") == true)
    }

    @Test func aSinglePasteInABatchSaysWhereItWent() {
        let (explorer, terminal) = runExplorer([.paste(Self.paste), .key(.control("u")), .paste("myapp://search")])
        #expect(explorer.batch?.links.first == "myapp://search")
        #expect(terminal.frame.textLines.last?.contains("pasted into link 1 of the batch; Alt-L leaves the batch") == true)
    }

    /// A batch pasted over a link being written keeps that link in the history, where Up and
    /// Ctrl-H find it; it was replaced and lost.
    @Test func aBatchPastedOverALinkKeepsItInHistory() {
        let (explorer, terminal) = runExplorer(typing("myapp://search?q=te") + [.paste(Self.paste)], rows: 30, columns: 120)
        #expect(explorer.batch?.links.count == 4)
        #expect(explorer.history.entries.last == "myapp://search?q=te")
        #expect(terminal.frame.textLines.last?.contains("your link is in history; pasted 4 links, 2 failing") == true)
        let (_, narrow) = runExplorer(typing("myapp://search?q=te") + [.paste(Self.paste)], rows: 24, columns: 80)
        #expect(narrow.frame.textLines.last?.hasPrefix(" your link is in history…; PgDn next, Alt-N next failing ") == true, "\(narrow.frame.textLines.last ?? "")")
        let (left, _) = runExplorer(typing("myapp://search?q=te") + [.paste(Self.paste), .key(.alt("l")), .key(.up)])
        #expect(left.editor.text == "myapp://search?q=te", "Up after leaving the batch brings the link back")
    }

    /// Lines that are not links of their own, pasted into a link being written (a value broken
    /// over two lines), go into the input at the cursor, the line break shown escaped and
    /// reported; into an empty input they are a batch, as any list is.
    @Test func linesWithoutASchemePastedIntoALinkAreText() {
        let (explorer, terminal) = runExplorer(typing("myapp://search?q=") + [.paste("tea\ncake")])
        #expect(explorer.batch == nil)
        #expect(explorer.editor.text == "myapp://search?q=tea\ncake")
        #expect(terminal.frame.textLines.last?.contains("shown escaped") == true)
        let (empty, _) = runExplorer([.paste("tea\ncake")])
        #expect(empty.batch?.links == ["tea", "cake"])
    }

    @Test func theHelpAndStatusLineListTheBatchKeys() {
        let (_, status) = runExplorer([.paste(Self.paste), .key(.pageDown)])
        #expect(status.frame.textLines.last?.contains("Alt-N next failing") == true)
        let (_, help) = runExplorer([.key(.function(1))])
        #expect(help.text.contains("Alt-N") && help.text.contains("Alt-L"))
    }
}
