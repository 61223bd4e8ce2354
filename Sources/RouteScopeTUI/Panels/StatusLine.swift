import RouteCore

/// The bottom line: a message when there is one, otherwise the main keys, as many as fit; help
/// and quit are always shown at the right end, however narrow the screen.
enum StatusLine {
    /// The keys that are always shown.
    static let fixedKeys: [(String, String)] = [("F1", "help"), ("^C", "quit")]

    /// The other keys for the explorer's state, most useful first.
    static func keys(_ explorer: Explorer) -> [(String, String)] {
        var keys: [(String, String)] = [("⏎", "open"), ("^X", "fix"), ("^R", "routes")]
        if explorer.demo != nil { keys.insert(contentsOf: [("F6", "next step"), ("⇧F6", "step back")], at: 1) }
        if explorer.batch != nil { keys.insert(contentsOf: [("PgDn", "next link"), ("Alt-N", "next failing"), ("Alt-L", "leave batch")], at: 1) }
        keys += [
            ("F2", "back"), ("F3", "dismiss"), ("F4", explorer.navigation.loggedIn ? "logout" : "login"), ("Alt-1…9", "tabs"),
            ("F5", "cold start"), ("↑↓", "history"),
        ]
        return keys
    }

    /// The columns a message has on a status line `columns` wide, beside the fixed keys.
    static func messageRoom(columns: Int) -> Int {
        max(0, columns - fixedKeys.reduce(0) { $0 + width(of: $1) } - 2)
    }

    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: 1, width: rect.width, style: .title)
        let fixedWidth = fixedKeys.reduce(0) { $0 + width(of: $1) }
        let end = rect.column + rect.width - fixedWidth
        var column = rect.column + 1
        if let status = explorer.status {
            let shown = fitted(status, width: messageRoom(columns: rect.width))
            buffer.put(shown, row: rect.row, column: column, style: TextStyle(.plain, bold: true, reverse: true), limit: end - column)
        } else if let problem = explorer.routeFilesProblem {
            // Until the files load again, their first problem stays in view.
            let line = problem.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? problem
            let shown = TextFitting.ellipsizedAtWord(line + " (the last good map is in use)", width: max(0, end - column - 1))
            buffer.put(shown, row: rect.row, column: column, style: TextStyle(.error, bold: true, reverse: true), limit: end - column)
        } else {
            for key in keys(explorer) {
                guard column + width(of: key) <= end else { break }
                column = put(key, row: rect.row, column: column, on: &buffer)
            }
        }
        column = end
        for key in fixedKeys { column = put(key, row: rect.row, column: column, on: &buffer) }
    }

    /// `status` in `width` columns: whole when it fits; else its text shortened at a word with
    /// `…` before its key hint, which stays whole as long as some of the text can be shown
    /// beside it. A key's name is never cut inside (`Al…`).
    static func fitted(_ status: StatusMessage, width: Int) -> String {
        let line = status.line
        guard let hint = status.keyHint, DisplayWidth.columns(line) > width else { return TextFitting.ellipsizedAtWord(line, width: width) }
        let textRoom = width - DisplayWidth.columns("; " + hint)
        // The text keeps a word's room at least: "…; hint" alone says nothing of what happened.
        guard textRoom >= 10 else { return TextFitting.ellipsizedAtWord(line, width: width) }
        return TextFitting.ellipsizedAtWord(status.text, width: textRoom) + "; " + hint
    }

    static func width(of key: (String, String)) -> Int { DisplayWidth.columns(key.0) + DisplayWidth.columns(key.1) + 3 }

    static func put(_ key: (String, String), row: Int, column: Int, on buffer: inout ScreenBuffer) -> Int {
        let after = buffer.put(key.0, row: row, column: column, style: TextStyle(.plain, bold: true, reverse: true))
        return buffer.put(" " + key.1 + "  ", row: row, column: after, style: .title)
    }
}
