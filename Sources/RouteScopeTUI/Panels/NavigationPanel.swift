import Navigator
import RouteCore

/// The simulated app: the tab bar with the selected tab marked, every tab's stack, the modals,
/// the login state, a pending link, and why the last event led here.
enum NavigationPanel {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        for row in rect.row..<rect.row + rect.height { buffer.put("│", row: row, column: rect.column - 1, style: .dim) }
        var writer = PanelWriter(rect, buffer)
        writer.write(" Simulated app", .heading)
        let state = explorer.navigation
        writer.write(
            state.tabs.flatMap { tab -> [(String, TextStyle)] in
                tab.name == state.selectedTab ? [(" [\(tab.name)]", TextStyle(.accent, bold: true, reverse: true))] : [(" \(tab.name) ", .plain)]
            })
        let rows = StateDiagram.rows(state).dropFirst()
        let labelWidth = rows.map { DisplayWidth.columns($0.label) }.max() ?? 0
        for row in rows {
            let selected = row.label == state.selectedTab
            let style: TextStyle =
                row.label == "modal" && !state.modals.isEmpty ? TextStyle(.note, bold: true)
                : row.label == "pending" ? TextStyle(.warning) : selected ? TextStyle(.plain, bold: true) : .plain
            writer.labelled(" " + ParsePanel.pad(row.label, labelWidth) + "  ", .dim, row.text, style)
        }
        writer.skip()
        writer.write(" Why", .heading)
        writer.wrap(explorer.explanation, .plain, indent: 1, maxLines: max(1, rect.height - writer.line))
        buffer = writer.buffer
    }
}
