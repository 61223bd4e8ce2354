import RouteCore

extension Key {
    /// The key as a person names it, as the help writes keys: `F9`, `Ctrl-T`, `Alt-Z`,
    /// `Alt-Shift-C`, `Shift-F1`, `PgDn`; a key known only by its terminfo name reads as
    /// ``TerminfoKeyName`` makes it (`kUP5` is `Ctrl-Up`).
    var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): DisplayWidth.displayable(String(character))
        case .control(let character): "Ctrl-" + character.uppercased()
        case .alt(let character): character.isUppercase ? "Alt-Shift-\(character)" : "Alt-" + DisplayWidth.displayable(character.uppercased())
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .controlLeft: "Ctrl-Left"
        case .controlRight: "Ctrl-Right"
        case .altBackspace: "Alt-Backspace"
        case .function(let number): "F\(number)"
        case .shiftFunction(let number): "Shift-F\(number)"
        case .unbound(let name): TerminfoKeyName.readable(name)
        }
    }
}
