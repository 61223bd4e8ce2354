import RouteCore

/// Every screen of the route map; Enter inserts a template for the selected one.
enum CatalogOverlay {
    /// - Returns: where the cursor rests: the selected row.
    static func draw(_ explorer: Explorer, selected: Int, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let entries = RoutesReport.entries(explorer.navigator.routeMap)
        let width = screen.width - 4
        let height = min(screen.height - 2, entries.count + 4)
        let rect = Rect(row: 1, column: 2, height: height, width: width)
        Frame.draw(rect, title: " Route catalog: ↑↓ select, Enter insert, Esc close ", on: &buffer)
        let room = height - 2
        let start = max(0, min(selected - room / 2, entries.count - room))
        for (line, index) in (start..<min(entries.count, start + room)).enumerated() {
            let entry = entries[index]
            let template = LinkTemplate.make(for: entry, routeMap: explorer.navigator.routeMap)
            let isSelected = index == selected
            let style = isSelected ? TextStyle(.accent, bold: true, reverse: true) : .plain
            let label = ParsePanel.pad("\(entry.tab) › \(entry.screen.name)", 26)
            var column = buffer.put(isSelected ? " ▶ " : "   ", row: rect.row + 1 + line, column: rect.column + 1, style: style)
            column = buffer.put(label + " ", row: rect.row + 1 + line, column: column, style: style)
            buffer.put(template, row: rect.row + 1 + line, column: column, style: isSelected ? style : .dim, limit: rect.column + width - 1 - column)
        }
        return (rect.row + 1 + max(0, selected - start), rect.column + 1)
    }
}
