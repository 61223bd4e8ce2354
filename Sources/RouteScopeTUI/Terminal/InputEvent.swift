/// What the user did: a key, a paste, or a change of terminal size.
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    /// Text that arrived as one bracketed paste; newlines in it are data.
    case paste(String)
    case resize(rows: Int, columns: Int)
    /// Standard input closed.
    case end
}

/// A key press, decoded from the terminal's bytes. A closed set: `switch` over it is exhaustive.
public enum Key: Sendable, Hashable {
    case character(Character)
    /// Control plus a letter: `.control("a")` is Ctrl-A.
    case control(Character)
    /// Alt (Meta) plus a character: `.alt("b")` is Alt-B.
    case alt(Character)
    case enter, tab, backTab, backspace, delete, escape
    case left, right, up, down, home, end, pageUp, pageDown
    case function(Int)
}
