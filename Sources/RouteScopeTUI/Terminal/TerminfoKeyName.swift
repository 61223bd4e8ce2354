/// The names ncurses gives keys it has no constant of its own for, made readable: terminfo's
/// extended names carry the modifiers as a digit (`kUP5` is Ctrl-Up, `kDC3` Alt-Delete), and
/// ncurses' own names spell Shift as a leading S (`KEY_SHOME`). A name it does not know stays as
/// it is, which is still the key's name.
enum TerminfoKeyName {
    /// `name` as a person names the key: `kUP5` is `Ctrl-Up`, `KEY_IC` is `Insert`,
    /// `Alt-KEY_F(1)` is `Alt-F1`.
    static func readable(_ name: String) -> String {
        if name.hasPrefix("Alt-"), name.count > 4 { return "Alt-" + readable(String(name.dropFirst(4))) }
        if let key = ncursesKeys[name] { return key }
        if name.hasPrefix("KEY_F("), name.hasSuffix(")"), let number = Int(name.dropFirst(6).dropLast()) { return "F\(number)" }
        // An extended name: a key, then the xterm modifier code (2 Shift, 3 Alt, 5 Ctrl, and sums).
        guard let digit = name.last?.wholeNumberValue, (2...8).contains(digit), let key = extendedKeys[String(name.dropLast())] else {
            return name
        }
        let bits = digit - 1
        let modifiers = [(4, "Ctrl-"), (2, "Alt-"), (1, "Shift-")].filter { bits & $0.0 != 0 }.map(\.1).joined()
        return modifiers + key
    }

    /// The keys of terminfo's extended names, without their modifier digit.
    private static let extendedKeys = [
        "kUP": "Up", "kDN": "Down", "kLFT": "Left", "kRIT": "Right", "kHOM": "Home", "kEND": "End", "kPRV": "PgUp", "kNXT": "PgDn",
        "kDC": "Delete", "kIC": "Insert",
    ]

    /// ncurses' own names for the keys it has constants for, when the explorer gives them no meaning.
    private static let ncursesKeys = [
        "KEY_IC": "Insert", "KEY_SIC": "Shift-Insert", "KEY_SDC": "Shift-Delete", "KEY_SLEFT": "Shift-Left", "KEY_SRIGHT": "Shift-Right",
        "KEY_SR": "Shift-Up", "KEY_SF": "Shift-Down", "KEY_SHOME": "Shift-Home", "KEY_SEND": "Shift-End", "KEY_SPREVIOUS": "Shift-PgUp",
        "KEY_SNEXT": "Shift-PgDn", "KEY_B2": "keypad 5", "KEY_A1": "keypad Home", "KEY_A3": "keypad PgUp", "KEY_C1": "keypad End",
        "KEY_C3": "keypad PgDn",
    ]
}
