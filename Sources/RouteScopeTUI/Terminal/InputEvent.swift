/// What the user did: a key, a paste, or a change of terminal size.
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    /// Text that arrived as one bracketed paste, byte for byte: newlines, DEL and escape
    /// sequences in it are data, never keys. `droppedBytes` counts what was cut beyond
    /// ``BracketedPaste/maximumBytes``.
    case paste(String, droppedBytes: Int = 0)
    case resize(rows: Int, columns: Int)
    /// A click or a turn of the wheel.
    case mouse(MouseEvent)
    /// Standard input closed.
    case end
}

/// A key press, decoded from the terminal's bytes. A closed set: `switch` over it is exhaustive.
public enum Key: Sendable, Hashable {
    case character(Character)
    /// Control plus a letter: `.control("a")` is Ctrl-A; `.control("_")` is Ctrl-_, which
    /// most terminals also send for Ctrl-/.
    case control(Character)
    /// Alt (Meta) plus a character: `.alt("b")` is Alt-B.
    case alt(Character)
    case enter, tab, backTab, backspace, delete, escape
    case left, right, up, down, home, end, pageUp, pageDown
    /// Ctrl-Left and Ctrl-Right.
    case controlLeft, controlRight
    /// Alt-Backspace (`ESC DEL`).
    case altBackspace
    case function(Int)
    /// Shift and a function key: `.shiftFunction(6)` is Shift-F6, which xterm-like terminals
    /// (and tmux) send as `ESC [17;2~`, and terminfo names `kf18` there.
    case shiftFunction(Int)
    /// A key the terminal decoded that has no meaning of its own here (Ctrl-Up, Shift-Home,
    /// Insert, keypad 5, Ctrl-F1…), named as terminfo names it (`kUP5`, `KEY_SHOME`). The
    /// explorer ignores it: no key quits unless it is bound to quit.
    case unbound(String)
}
