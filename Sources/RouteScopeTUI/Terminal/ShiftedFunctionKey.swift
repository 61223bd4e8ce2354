/// Shift and a function key, as xterm-like terminals send them (tmux too): Shift-F1…F4 as
/// `ESC [1;2P`…`S`, Shift-F5…F12 as `ESC [15;2~`…`ESC [24;2~`. Their terminfo names these keys
/// `kf13`…`kf24`, so ncurses decodes them as `KEY_F(13)`…`KEY_F(24)`; a terminfo without them
/// (`screen-256color` has no `kf18`) leaves the sequence for the explorer to read.
enum ShiftedFunctionKey {
    /// The F-key number of a shifted key's sequence after `ESC`, as in `[17;2~` for Shift-F6;
    /// nil for any other sequence.
    static func number(xtermSequence tail: String) -> Int? {
        switch tail {
        case "[1;2P": return 1
        case "[1;2Q": return 2
        case "[1;2R": return 3
        case "[1;2S": return 4
        default:
            guard tail.hasPrefix("["), tail.hasSuffix(";2~"), let code = Int(tail.dropFirst().dropLast(3)) else { return nil }
            // xterm skips 16 and 22, as the VT220's keyboard did.
            let codes = [15: 5, 17: 6, 18: 7, 19: 8, 20: 9, 21: 10, 23: 11, 24: 12]
            return codes[code]
        }
    }
}
