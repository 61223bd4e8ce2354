/// The keys in escape sequences ncurses did not decode because the terminfo entry of `TERM`
/// names other ones: the sequence after `ESC`, as the explorer reads it whole.
///
/// tmux sends Home and End as `ESC [1~` and `ESC [4~` whatever `TERM` its pane has, where
/// `xterm-256color` names `ESC O H` and `ESC O F`; rxvt sends `ESC [7~` and `ESC [8~`. Shifted
/// function keys are ``ShiftedFunctionKey``'s.
enum EscapeSequenceKey {
    /// The key of `tail`, the sequence after `ESC` (`[1~` is Home); nil for a sequence that is no
    /// key the explorer knows.
    static func key(_ tail: String) -> Key? {
        switch tail {
        case "[1~", "[7~", "[H", "OH": .home
        case "[4~", "[8~", "[F", "OF": .end
        default: ShiftedFunctionKey.number(xtermSequence: tail).map(Key.shiftFunction)
        }
    }
}
