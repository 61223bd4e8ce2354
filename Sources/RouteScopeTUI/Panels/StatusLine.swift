/// The bottom line: a message when there is one, otherwise the main keys, as many as fit.
enum StatusLine {
    static let keys: [(String, String)] = [
        ("⏎", "open"), ("^X", "fix"), ("^R", "routes"), ("F2", "back"), ("F3", "dismiss"), ("F4", "login"),
        ("Alt-1…9", "tabs"), ("F5", "cold start"), ("↑↓", "history"), ("F1", "help"), ("^C", "quit"),
    ]

    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: 1, width: rect.width, style: .title)
        if let message = explorer.message {
            buffer.put(" " + message, row: rect.row, column: rect.column, style: TextStyle(.plain, bold: true, reverse: true), limit: rect.width)
            return
        }
        var column = rect.column + 1
        var keys = keys
        if explorer.demo != nil { keys.insert(("F6", "next step"), at: 1) }
        if explorer.batch != nil { keys.insert(("PgDn", "next link"), at: 1) }
        for (key, action) in keys {
            let width = key.count + action.count + 3
            guard column + width <= rect.column + rect.width else { break }
            column = buffer.put(key, row: rect.row, column: column, style: TextStyle(.plain, bold: true, reverse: true))
            column = buffer.put(" " + action + "  ", row: rect.row, column: column, style: .title)
        }
    }
}
