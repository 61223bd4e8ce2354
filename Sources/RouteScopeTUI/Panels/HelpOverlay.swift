import RouteCore

/// Every key and what it does, over the main screen. Rows wrap to the box, and the box scrolls
/// (Up/Down, PgUp/PgDn, Home/End) when the screen is too short; any other key closes it.
enum HelpOverlay {
    /// The introduction, then each key (or keys) and what it does.
    static let introduction = "RouteScope explorer: type or paste a link; the panels update as you type."
    static let entries: [(keys: String, does: String)] = [
        ("Enter", "open the link in the simulated app (warm start)"),
        ("Ctrl-X", "apply the selected fix-it"),
        ("Alt-X", "apply every machine-applicable fix-it"),
        ("Ctrl-_ (Ctrl-/)", "undo the last edit, fix, paste or template"),
        ("Ctrl-N / Ctrl-P", "select the next / previous problem; the input scrolls to it"),
        ("F7", "the selected problem in full: message, where it is, expected, found, fix"),
        ("Ctrl-R", "route catalog: type to filter (name, path, description), PgUp/PgDn page, Enter inserts a template; your link goes to history"),
        ("Ctrl-S", "search the history: type to filter, Enter uses the link"),
        ("Ctrl-O", "device commands for the link (iOS, Android); i / a copies one, q shows the QR code"),
        ("Alt-Q", "the link as a QR code, to open it on a phone; f switches to its fixed form (as Alt-X leaves it)"),
        ("Alt-C / Alt-Shift-C", "copy the link / the link with machine-applicable fixes applied (OSC 52)"),
        ("Tab / Shift-Tab", "jump to the next / previous {placeholder} of a template"),
        ("F2 / F3 (Esc)", "back / dismiss the top modal"),
        ("F4", "log in or out"),
        ("Alt-1…Alt-9", "tap a tab"),
        ("F5", "cold start: relaunch the simulated app (and restart a demo)"),
        ("Alt-P", "run the simulated app on the router, iOS or Android (with a manifest); Where it lands shows all three, ≠ where one differs"),
        ("F6", "next step of the demo flow (explore --demo FLOW); what you did by hand since the last step is replaced, and the status line says so"),
        ("Shift-F6", "back one step of the demo flow: the flow is played again from its start, since the simulator is deterministic"),
        ("Alt-R", "reload the route map, AASA, manifest and assetlinks files (explore --watch reloads on save)"),
        ("PgDn / PgUp", "next / previous link of a pasted batch (edits are kept)"),
        ("Alt-N / Alt-L", "next failing link of the batch / leave the batch"),
        ("Up / Down", "history (kept in $XDG_STATE_HOME/routescope/history)"),
        ("Ctrl-A/E/B/F", "start / end / back / forward"),
        ("Alt-B/F, Ctrl-Left/Right", "word back / forward"),
        ("Ctrl-D/K/U/W/Y", "delete / kill to end / kill to start / kill word / yank"),
        ("Alt-Backspace", "delete the word before the cursor"),
        ("Ctrl-Z", "suspend to the shell; fg comes back"),
        ("Mouse", "click a problem to select it, a tab to tap it, a catalog row to pick it; the wheel scrolls; Shift selects text"),
        ("F1 (Alt-H)", "this help"),
        ("Ctrl-C, Ctrl-Q", "quit (no other key quits)"),
    ]
    static let closing = [
        "Red characters are errors, yellow ones warnings; ^ marks the selected problem.",
        "Up/Down/PgUp/PgDn scroll this help; any other key closes it.",
    ]
    /// The width of the keys column.
    static let keysWidth = 16

    /// Where the box goes on a screen, and its rows wrapped to the box.
    static func layout(_ screen: Rect) -> (rect: Rect, lines: [String]) {
        let widest = max(DisplayWidth.columns(introduction), keysWidth + (entries.map { DisplayWidth.columns($0.does) }.max() ?? 0) + 1)
        let width = min(screen.width - 4, widest + 4)
        let inner = width - 4
        var lines = TextFitting.wrapped(introduction, width: inner) + [""]
        for entry in entries {
            let keys = DisplayWidth.columns(entry.keys) < keysWidth ? ParsePanel.pad(entry.keys, keysWidth) : entry.keys + " "
            // Keys wider than their column take a row of their own.
            let hanging = DisplayWidth.columns(keys) > keysWidth ? [keys] : []
            let first = hanging.isEmpty ? keys : String(repeating: " ", count: keysWidth)
            let wrapped = TextFitting.wrapped(entry.does, width: max(10, inner - keysWidth))
            lines += hanging + wrapped.enumerated().map { ($0.offset == 0 ? first : String(repeating: " ", count: keysWidth)) + $0.element }
        }
        lines.append("")
        for line in closing { lines += TextFitting.wrapped(line, width: inner) }
        let height = min(screen.height - 2, lines.count + 2)
        let rect = Rect(row: max(1, (screen.height - height) / 2), column: max(2, (screen.width - width) / 2), height: height, width: width)
        return (rect, lines)
    }

    /// The furthest the help scrolls on a screen.
    static func maximumScroll(_ screen: Rect) -> Int {
        let (rect, lines) = layout(screen)
        return max(0, lines.count - (rect.height - 2))
    }

    /// The rows PgDn and PgUp scroll on a screen: the rows in view less one, so that the last
    /// row of one page is the first of the next.
    static func page(_ screen: Rect) -> Int {
        max(1, layout(screen).rect.height - 2 - 1)
    }

    /// - Returns: where the cursor rests: the first row of the text.
    static func draw(scroll: Int, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let (rect, lines) = layout(screen)
        let room = rect.height - 2
        let first = min(max(0, scroll), max(0, lines.count - room))
        let shown = lines.count > room ? " Help \(first + 1)–\(first + room) of \(lines.count) (↑↓ PgUp PgDn) " : " Help "
        Frame.draw(rect, over: screen, title: shown, on: &buffer)
        for (index, line) in lines.dropFirst(first).prefix(room).enumerated() {
            buffer.put(line, row: rect.row + 1 + index, column: rect.column + 2, limit: rect.width - 4)
        }
        return (rect.row + 1, rect.column + 1)
    }
}
