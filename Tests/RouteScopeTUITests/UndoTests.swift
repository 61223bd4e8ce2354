import Testing
@testable import RouteScopeTUI

/// Undo (Ctrl-_) takes back edits, fixes, pastes and templates; Alt-X applies every fix as
/// one step.
@Suite("Undo and apply all")
struct UndoTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"

    @Test func undoTakesBackAFix() {
        let (explorer, terminal) = runExplorer(typing(Self.typo) + [.key(.control("x")), .key(.control("_"))])
        #expect(explorer.editor.text == Self.typo)
        #expect(terminal.frame.textLines.last?.contains("undone") == true)
    }

    @Test func aRunOfTypingIsOneStep() {
        let (explorer, _) = runExplorer(typing("myapp://home") + [.key(.character(" "))] + typing("feed") + [.key(.control("_"))])
        #expect(explorer.editor.text == "myapp://home ")
        let (twice, _) = runExplorer(typing("myapp://home") + [.key(.character(" "))] + typing("feed") + Array(repeating: .key(.control("_")), count: 3))
        #expect(twice.editor.text == "")
    }

    @Test func undoTakesBackKillsAndPastesButKeepsTheKillBuffer() {
        let (killed, _) = runExplorer(typing("myapp://home/feed") + [.key(.control("w")), .key(.control("_"))])
        #expect(killed.editor.text == "myapp://home/feed")
        #expect(killed.editor.killBuffer == "feed")
        let (pasted, _) = runExplorer(typing("myapp://") + [.paste("home/feed"), .key(.control("_"))])
        #expect(pasted.editor.text == "myapp://")
    }

    @Test func nothingToUndoSaysSo() {
        let (_, terminal) = runExplorer([.key(.control("_"))])
        #expect(terminal.frame.textLines.last?.contains("nothing to undo") == true)
    }

    @Test func altXAppliesEveryMachineApplicableFixAsOneStep() {
        let link = "myapp://articleDetail?UserId=100&articleId=5"
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.alt("x"))])
        #expect(explorer.diagnostics.allSatisfy { $0.fix == nil }, "no fix is left to apply")
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=100&articleId=5")
        #expect(terminal.frame.textLines.last?.contains("applied 2 fixes; ^_ undoes them") == true)
        let (undone, _) = runExplorer(typing(link) + [.key(.alt("x")), .key(.control("_"))])
        #expect(undone.editor.text == link)
    }

    @Test func theHelpListsUndoAndApplyAll() {
        let (_, help) = runExplorer([.key(.function(1))], rows: 50, columns: 200)
        #expect(help.text.contains("Ctrl-_ (Ctrl-/)") && help.text.contains("Alt-X"))
    }
}
