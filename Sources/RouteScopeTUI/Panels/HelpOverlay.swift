/// Every key and what it does, over the main screen; any key closes it.
enum HelpOverlay {
    static let lines: [String] = [
        "RouteScope explorer: type or paste a link; the panels update as you type.",
        "",
        "Enter          open the link in the simulated app (warm start)",
        "Ctrl-X         apply the selected fix-it",
        "Ctrl-N/Ctrl-P  select the next / previous problem",
        "Ctrl-R         route catalog: insert a link template for any screen",
        "Ctrl-O         device commands for the link (iOS, Android); i / a copies one",
        "Tab / Shift-Tab jump to the next / previous {placeholder} of a template",
        "F2 / F3 (Esc)  back / dismiss the top modal",
        "F4             log in or out",
        "Alt-1…Alt-9    tap a tab",
        "F5             cold start: relaunch the simulated app",
        "F6             next step of the demo flow (explore --demo FLOW)",
        "PgDn / PgUp    next / previous link of a pasted batch (edits are kept)",
        "Alt-N / Alt-L  next failing link of the batch / leave the batch",
        "Up / Down      history (kept in $XDG_STATE_HOME/routescope/history)",
        "Ctrl-A/E/B/F   start / end / back / forward",
        "Alt-B/F, Ctrl-Left/Right  word back / forward",
        "Ctrl-D/K/U/W/Y delete / kill to end / kill to start / kill word / yank",
        "Alt-Backspace  delete the word before the cursor",
        "Ctrl-Z         suspend to the shell; fg comes back",
        "Ctrl-C, Ctrl-Q quit (no other key quits)",
        "",
        "Red characters are errors, yellow ones warnings; ^ marks the selected problem.",
        "Press any key to close this help.",
    ]

    /// - Returns: where the cursor rests: the first row of the text.
    static func draw(in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let width = min(screen.width - 4, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(screen.height - 2, lines.count + 2)
        let rect = Rect(row: max(1, (screen.height - height) / 2), column: max(2, (screen.width - width) / 2), height: height, width: width)
        Frame.draw(rect, title: " Help ", on: &buffer)
        for (index, line) in lines.prefix(height - 2).enumerated() {
            buffer.put(line, row: rect.row + 1 + index, column: rect.column + 2, limit: width - 4)
        }
        return (rect.row + 1, rect.column + 1)
    }
}

/// A boxed area with a title.
enum Frame {
    static func draw(_ rect: Rect, title: String, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: rect.height, width: rect.width)
        let horizontal = String(repeating: "─", count: max(0, rect.width - 2))
        buffer.put("┌" + horizontal + "┐", row: rect.row, column: rect.column, style: .heading)
        buffer.put("└" + horizontal + "┘", row: rect.row + rect.height - 1, column: rect.column, style: .heading)
        for row in rect.row + 1..<rect.row + rect.height - 1 {
            buffer.put("│", row: row, column: rect.column, style: .heading)
            buffer.put("│", row: row, column: rect.column + rect.width - 1, style: .heading)
        }
        buffer.put(title, row: rect.row, column: rect.column + 2, style: .heading)
    }
}
