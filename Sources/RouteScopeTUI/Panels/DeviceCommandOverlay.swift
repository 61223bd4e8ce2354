import RouteCore

/// The commands that open the current link on an iOS simulator and an Android device, as
/// `routescope open` prints them; `i` or `a` copies one when the terminal supports OSC 52, and
/// `q` shows the link as a QR code, to open it on a phone (``QRCodeOverlay``).
///
/// A command is wrapped to the box and, when the screen is too short for all of it, cut with
/// `…`. Control characters in the link are shown escaped (`\x0a`); the copied text is the
/// command itself, shell-quoted by ``DeviceCommand``.
enum DeviceCommandOverlay {
    /// One row of the overlay.
    struct Line: Equatable {
        var text: String
        var style: TextStyle
    }

    /// - Returns: where the cursor rests: the first row of the text.
    static func draw(_ explorer: Explorer, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        // As wide as the screen allows: commands are long, and 60 columns must still fit
        // "copy not supported by this terminal — select the text" on one row.
        let rect = Frame.drawOverScreen(screen, title: " Open on a device ", on: &buffer)
        let content = lines(
            link: explorer.editor.text, commands: (explorer.deviceCommand(on: .ios), explorer.deviceCommand(on: .android)),
            canCopy: explorer.canCopy, width: rect.width - 4, rows: rect.height - 2)
        for (index, line) in content.enumerated() {
            buffer.put(line.text, row: rect.row + 1 + index, column: rect.column + 2, style: line.style, limit: rect.width - 4)
        }
        return (rect.row + 1, rect.column + 1)
    }

    /// The row that leads to the QR code.
    static let phone = "Open on a phone: q shows the link as a QR code"

    /// The rows for a box `width` columns wide (inside the padding) and `rows` high, showing
    /// `link` and the commands that open it.
    static func lines(link: String, commands: (ios: String, android: String), canCopy: Bool, width: Int, rows: Int) -> [Line] {
        guard width > 0, rows > 0 else { return [] }
        let footer =
            canCopy
            ? ["i copies the iOS command, a the Android one (OSC 52)", "any other key closes"]
            : ["copy not supported by this terminal — select the text", "any other key closes"]
        // Fixed rows: two headings, the phone's row, four blank lines and the two footer rows.
        let free = max(3, rows - 9)
        let linkRows = min(2, max(1, free / 5))
        let commandRows = max(1, (free - linkRows) / 2)
        var result: [Line] = wrap("link: " + link, width: width, rows: linkRows).map { Line(text: $0, style: .dim) }
        result.append(Line(text: "", style: .plain))
        result.append(Line(text: "iOS simulator" + (canCopy ? " (i)" : ""), style: .heading))
        result += wrap(commands.ios, width: width, rows: commandRows).map { Line(text: $0, style: .plain) }
        result.append(Line(text: "", style: .plain))
        result.append(Line(text: "Android device or emulator" + (canCopy ? " (a)" : ""), style: .heading))
        result += wrap(commands.android, width: width, rows: commandRows).map {
            Line(text: $0, style: .plain)
        }
        result.append(Line(text: "", style: .plain))
        result += wrap(Self.phone, width: width, rows: 1).map { Line(text: $0, style: .heading) }
        result.append(Line(text: "", style: .plain))
        for text in footer {
            result += wrap(text, width: width, rows: 1).map { Line(text: $0, style: canCopy ? .dim : TextStyle(.warning)) }
        }
        return Array(result.prefix(rows))
    }

    /// `text` as displayed (controls escaped), wrapped at `width` columns into at most `rows`
    /// rows; the last row ends with `…` when text is left over.
    static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        var characters = text.makeIterator()
        while let character = characters.next() {
            let display = GraphemeDisplay(character)
            if used + display.width > width {
                lines.append(line)
                line = ""
                used = 0
                if lines.count == rows {
                    lines[rows - 1] = TextFitting.ellipsized(lines[rows - 1], width: width, continues: true)
                    return lines
                }
            }
            line += display.text
            used += display.width
        }
        lines.append(line)
        return lines
    }
}
