import RouteCore

/// A ``Picker`` over the main screen: its query on top, then the matching rows with the
/// selected one marked, each with its template or link and its description; the title says
/// which row of how many is selected, and the list pages with PgUp/PgDn.
enum PickerOverlay {
    /// Where the box goes on a screen, for a list of `count` rows.
    static func rect(_ screen: Rect, count: Int) -> Rect {
        let height = min(screen.height - 2, max(4, count + 3))
        return Rect(row: 1, column: 2, height: height, width: screen.width - 4)
    }

    /// How many rows of the list the box shows at once: one page.
    static func room(_ screen: Rect, count: Int) -> Int { max(1, rect(screen, count: count).height - 3) }

    /// - Returns: where the cursor rests: at the end of the query.
    static func draw(_ picker: Picker, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let rows = picker.rows
        let total = picker.all.count
        let box = rect(screen, count: rows.count)
        let name = picker.source == .catalog ? "Route catalog" : "History search"
        let position = rows.isEmpty ? "0/0" : "\(picker.selected + 1)/\(rows.count)"
        let action = picker.source == .catalog ? "insert" : "use"
        // The key that closes the list always shows; on a narrow screen the keys a user can
        // guess give way first.
        let count = "\(name) \(position)" + (rows.count == total ? "" : " of \(total)")
        let parts = [count, "type to filter", "↑↓ PgUp PgDn", "Enter \(action)", "Esc close"]
        let title = TextFitting.joined(parts, width: box.width - 6, dropping: [1, 2, 3], shortening: 0)
        Frame.draw(box, over: screen, title: " \(title) ", on: &buffer)
        let inner = box.width - 2
        let queryEnd = buffer.put(" ❯ " + picker.query, row: box.row + 1, column: box.column + 1, style: TextStyle(.accent, bold: true), limit: inner)
        let room = box.height - 3
        let start = max(0, min(picker.selected - room / 2, rows.count - room))
        // As wide as the widest label: 24 columns at least, and past that a third of the box at
        // most; a wider label loses its middle, keeping its tab and its screen.
        let labelColumns = min(max(24, picker.labelColumns), max(24, inner / 3))
        if rows.isEmpty {
            buffer.put("   nothing matches \"\(picker.query)\"; Backspace widens the search", row: box.row + 2, column: box.column + 1, style: .dim, limit: inner)
        }
        for (line, index) in (start..<min(rows.count, start + room)).enumerated() {
            let row = rows[index]
            let isSelected = index == picker.selected
            let style = isSelected ? TextStyle(.accent, bold: true, reverse: true) : .plain
            let y = box.row + 2 + line
            let end = box.column + 1 + inner
            buffer.clickRegions.append(ClickRegion(row: y, columns: box.column + 1..<end, target: .pickerRow(index)))
            var column = buffer.put(isSelected ? " ▶ " : "   ", row: y, column: box.column + 1, style: style)
            if picker.source == .catalog {
                let label = TextFitting.middleEllipsized(DisplayWidth.displayable(row.label), width: labelColumns)
                column = buffer.put(ParsePanel.pad(label, labelColumns) + " ", row: y, column: column, style: style, limit: end - column)
            }
            let text = TextFitting.ellipsized(DisplayWidth.displayable(row.text), width: end - column - 1)
            column = buffer.put(text, row: y, column: column, style: isSelected ? style : .dim, limit: end - column)
            // The description keeps the column of margin the text keeps, and is cut at a word.
            if let detail = row.detail, end - column > 8 {
                buffer.put("  " + TextFitting.ellipsizedAtWord(detail, width: end - column - 3), row: y, column: column, style: .dim, limit: end - column)
            }
        }
        return (box.row + 1, min(queryEnd, box.column + box.width - 2))
    }
}
