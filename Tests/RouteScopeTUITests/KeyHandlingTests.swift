import Testing
@testable import RouteScopeTUI

/// No key loses the user's work: only Ctrl-C and Ctrl-Q quit, keys with no binding are ignored,
/// and the keys users reach for have their usual meaning.
@Suite("Keys, through the in-memory terminal")
struct KeyHandlingTests {
    static let link = "myapp://home/feed"

    /// Every key that used to quit at once: terminfo names as ncurses reports them, F10 and
    /// Ctrl-D on an empty line.
    static let formerQuitKeys: [Key] = [
        .unbound("kUP5"), .unbound("kDN5"), .unbound("kLFT3"), .unbound("kRIT3"), .unbound("KEY_SLEFT"), .unbound("KEY_SRIGHT"),
        .unbound("kUP2"), .unbound("KEY_SHOME"), .unbound("KEY_SEND"), .unbound("KEY_SPREVIOUS"), .unbound("KEY_SDC"),
        .unbound("KEY_SIC"), .unbound("kHOM5"), .unbound("kEND5"), .unbound("kDC5"), .unbound("KEY_IC"), .unbound("KEY_B2"),
        .unbound("KEY_F(13)"), .function(10),
    ]

    @Test(arguments: formerQuitKeys)
    func aKeyWithNoBindingIsIgnoredAndTheLinkIsKept(_ key: Key) {
        let (explorer, terminal) = runExplorer(typing(Self.link) + [.key(key)] + typing("?category=tech"))
        #expect(explorer.editor.text == Self.link + "?category=tech", "nothing after the key was lost")
        #expect(terminal.pendingEvents.isEmpty, "the loop read every event")
        #expect(terminal.frame.textLines[1].hasPrefix("❯ " + Self.link + "?category=tech"))
    }

    @Test func anUnboundKeySaysHowToFindTheKeys() {
        let (_, terminal) = runExplorer(typing(Self.link) + [.key(.unbound("kUP5"))])
        #expect(terminal.frame.textLines.last?.contains("Ctrl-Up does nothing here; F1 lists the keys, ^C quits") == true)
    }

    /// At 80 columns the name of the key pressed shows whole, with the hint.
    @Test func anUnusedKeyIsNamedAt80Columns() {
        let (_, terminal) = runExplorer(typing(Self.link) + [.key(.unbound("kUP6"))], rows: 24, columns: 80)
        #expect(terminal.frame.textLines.last?.hasPrefix(" Ctrl-Shift-Up does nothing here; F1 lists the keys, ^C quits") == true)
    }

    /// Names as ncurses and terminfo give them, and as a person says them.
    @Test(arguments: [
        ("kUP5", "Ctrl-Up"), ("kDN3", "Alt-Down"), ("kLFT2", "Shift-Left"), ("kRIT7", "Ctrl-Alt-Right"), ("kHOM8", "Ctrl-Alt-Shift-Home"),
        ("kNXT5", "Ctrl-PgDn"), ("kDC5", "Ctrl-Delete"), ("KEY_IC", "Insert"), ("KEY_SHOME", "Shift-Home"), ("KEY_SPREVIOUS", "Shift-PgUp"),
        ("KEY_B2", "keypad 5"), ("KEY_F(13)", "F13"), ("KEY_F(63)", "F63"), ("Alt-KEY_F(1)", "Alt-F1"), ("Alt-kUP5", "Alt-Ctrl-Up"),
        ("Ctrl-\\", "Ctrl-\\"), ("Ctrl-Space", "Ctrl-Space"), ("ESC [1;5u", "ESC [1;5u"), ("kUP", "kUP"), ("kFOO5", "kFOO5"), ("Alt-", "Alt-"),
    ])
    func terminfoNamesReadAsPeopleSayThem(_ terminfo: String, _ name: String) {
        #expect(Key.unbound(terminfo).name == name)
    }

    @Test func ctrlDOnAnEmptyLineDoesNotQuit() {
        let (explorer, terminal) = runExplorer([.key(.control("d"))] + typing(Self.link))
        #expect(explorer.editor.text == Self.link)
        #expect(terminal.pendingEvents.isEmpty)
    }

    @Test(arguments: [Key.control("c"), .control("q")])
    func onlyTheDocumentedKeysQuit(_ key: Key) {
        let (_, terminal) = runExplorer(typing("my") + [.key(key)] + typing("app"))
        #expect(terminal.pendingEvents.count == 3, "nothing is read after quit")
        #expect(terminal.restored)
    }

    @Test func ctrlLeftAndRightMoveByWord() {
        let (left, _) = runExplorer(typing(Self.link) + [.key(.controlLeft)] + typing("x"))
        #expect(left.editor.text == "myapp://home/xfeed")
        let (twice, _) = runExplorer(typing(Self.link) + [.key(.controlLeft), .key(.controlLeft), .key(.controlRight)] + typing("x"))
        #expect(twice.editor.text == "myapp://homex/feed")
    }

    @Test func altBackspaceDeletesTheWordBeforeTheCursor() {
        let (explorer, _) = runExplorer(typing(Self.link) + [.key(.altBackspace)])
        #expect(explorer.editor.text == "myapp://home/")
    }

    @Test func shiftTabSelectsThePreviousPlaceholder() {
        // The catalog's second entry: myapp://home/articleDetail?userId={userId}&articleId={articleId}.
        let (explorer, _) = runExplorer([.key(.control("r")), .key(.down), .key(.enter), .key(.tab), .key(.backTab)] + typing("7"))
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=7&articleId={articleId}")
        let (wrapped, _) = runExplorer([.key(.control("r")), .key(.down), .key(.enter), .key(.backTab)] + typing("8"))
        #expect(wrapped.editor.text == "myapp://home/articleDetail?userId={userId}&articleId=8", "from the first, it wraps to the last")
    }

    @Test func ctrlZSuspendsAndComesBackToTheSameState() {
        let (explorer, terminal) = runExplorer(typing(Self.link) + [.key(.control("z"))] + typing("?category=tech"))
        #expect(terminal.suspendCount == 1)
        #expect(explorer.editor.text == Self.link + "?category=tech")
        #expect(terminal.frame.textLines[1].hasPrefix("❯ " + Self.link + "?category=tech"))
        #expect(terminal.pendingEvents.isEmpty, "the loop went on after the suspension")
    }

    @Test func theHelpListsTheNewKeys() {
        // The help scrolls: its pages are read one after another.
        var seen = ""
        for pages in 0..<4 {
            let (_, terminal) = runExplorer([.key(.function(1))] + Array(repeating: .key(.pageDown), count: pages))
            seen += terminal.text
        }
        for key in ["Ctrl-Left/Right", "Alt-Backspace", "Shift-Tab", "Ctrl-Z", "no other key quits"] {
            #expect(seen.contains(key), "help lists \(key)")
        }
    }

    /// Keys the explorer does not use, as the terminals hand them over: function keys without a
    /// binding, Alt and Ctrl letters without one, and keys ncurses knows only by name.
    static let unusedKeys: [(Key, String)] = [
        (.function(9), "F9"), (.function(10), "F10"), (.function(11), "F11"), (.function(12), "F12"), (.shiftFunction(1), "Shift-F1"),
        (.alt("z"), "Alt-Z"), (.alt("0"), "Alt-0"), (.control("t"), "Ctrl-T"), (.control("g"), "Ctrl-G"), (.control("l"), "Ctrl-L"),
        (.control("v"), "Ctrl-V"), (.unbound("KEY_IC"), "Insert"), (.unbound("kUP5"), "Ctrl-Up"), (.unbound("KEY_F(13)"), "F13"),
        (.unbound("Ctrl-\\"), "Ctrl-\\"), (.unbound("Ctrl-Space"), "Ctrl-Space"), (.unbound("Alt-KEY_F(1)"), "Alt-F1"),
    ]

    @Test(arguments: unusedKeys)
    func aKeyTheExplorerDoesNotUseSaysSoAndChangesNothingElse(_ key: Key, _ name: String) {
        let typed = typing(Self.link) + [.key(.left)]
        let (before, unpressed) = runExplorer(typed)
        let (after, pressed) = runExplorer(typed + [.key(key)])
        #expect(pressed.frame.textLines.last?.contains("\(name) does nothing here; F1 lists the keys, ^C quits") == true)
        #expect(Array(pressed.frame.textLines.dropLast()) == Array(unpressed.frame.textLines.dropLast()), "only the status line changed")
        #expect(after.editor == before.editor, "no text inserted, the cursor where it was")
        #expect(after.undoHistory.snapshots == before.undoHistory.snapshots)
        #expect(after.overlay == nil)
        let (going, terminal) = runExplorer(typed + [.key(key)] + typing("x"))
        #expect(going.editor.text == "myapp://home/feexd", "the explorer stays open and takes the next key where it was")
        #expect(terminal.pendingEvents.isEmpty)
    }

    @Test func aKeyAListDoesNotUseSaysSoAndKeepsTheList() {
        let (explorer, terminal) = runExplorer([.key(.control("r"))] + typing("art") + [.key(.function(9))])
        #expect(terminal.frame.textLines.last?.contains("F9 does nothing in this list; Esc closes it, ^C quits") == true)
        guard case .picker(let picker) = explorer.overlay else {
            Issue.record("the list closed")
            return
        }
        #expect(picker.query == "art")
    }
}
