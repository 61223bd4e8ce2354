import Testing
@testable import RouteScopeTUI

/// Home and End in the sequences terminals send when their `TERM`'s terminfo names others.
@Suite("Keys in escape sequences ncurses did not decode")
struct EscapeSequenceKeyTests {
    /// tmux's (whatever its pane's `TERM`), rxvt's, and xterm's in its two cursor modes.
    @Test(arguments: [("[1~", Key.home), ("[7~", .home), ("[H", .home), ("OH", .home), ("[4~", .end), ("[8~", .end), ("[F", .end), ("OF", .end)])
    func homeAndEnd(tail: String, key: Key) {
        #expect(EscapeSequenceKey.key(tail) == key)
    }

    @Test func shiftedFunctionKeysAreStillRead() {
        #expect(EscapeSequenceKey.key("[17;2~") == .shiftFunction(6))
    }

    /// Insert, Ctrl-Home and keypad 5 stay keys without a meaning here, named by their sequence.
    @Test(arguments: ["[2~", "[1;5H", "Ou", "[5~x", "[14~"])
    func otherSequencesAreNoKeyOfTheirs(tail: String) {
        #expect(EscapeSequenceKey.key(tail) == nil)
    }
}
