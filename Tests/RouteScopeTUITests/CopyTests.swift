import Testing
@testable import RouteScopeTUI

/// Alt-C copies the link and Alt-Shift-C its fixed form, under the same rules as Ctrl-O.
@Suite("Copying the link")
struct CopyTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"

    @Test func altCCopiesTheExactLink() {
        let (_, terminal) = runExplorer(typing(Self.typo) + [.key(.alt("c"))], canCopy: true)
        #expect(terminal.clipboardWrites == [ClipboardSequence.osc52(copying: Self.typo)])
        #expect(terminal.frame.textLines.last?.contains("sent the link to the clipboard (OSC 52)") == true)
    }

    @Test func altShiftCCopiesTheFixedLinkAndLeavesTheInput() {
        let link = "myapp://articleDetail?UserId=100&articleId=5"
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.alt("C"))], canCopy: true)
        #expect(terminal.clipboardWrites == [ClipboardSequence.osc52(copying: "myapp://home/articleDetail?userId=100&articleId=5")])
        #expect(explorer.editor.text == link)
    }

    @Test func withoutSupportNothingIsWritten() {
        let (_, terminal) = runExplorer(typing(Self.typo) + [.key(.alt("c"))], canCopy: false)
        #expect(terminal.clipboardWrites.isEmpty)
        #expect(terminal.frame.textLines.last?.contains("copy not supported by this terminal") == true)
    }

    @Test func controlsTravelBase64Encoded() {
        let (_, terminal) = runExplorer([.paste("myapp://home?q=\u{1B}]0;x\u{07}"), .key(.alt("c"))], canCopy: true)
        let bytes = terminal.clipboardWrites.first ?? []
        #expect(bytes.filter { $0 == 0x1B }.count == 1, "only the OSC introducer")
        #expect(bytes.filter { $0 == 0x07 }.count == 1, "only the terminator")
    }
}
