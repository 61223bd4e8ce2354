/// Draws the whole explorer into a fresh ``ScreenBuffer``: a pure function of the state.
public enum ExplorerRenderer {
    /// The frame for `explorer` at its current size. Without colour, semantic colours become
    /// reverse video and underline.
    public static func render(_ explorer: Explorer, color: Bool = true) -> ScreenBuffer {
        let (rows, columns) = explorer.size
        var buffer = ScreenBuffer(rows: rows, columns: columns)
        guard let layout = Layout(rows: rows, columns: columns, diagnosticLines: DiagnosticsPanel.lineCount(explorer.analysis)) else {
            let message = "terminal too small: RouteScope needs \(Layout.minimum.columns)×\(Layout.minimum.rows), this one is \(columns)×\(rows)"
            var row = 0
            var remaining = Substring(message)
            while !remaining.isEmpty, row < rows {
                buffer.put(remaining.prefix(max(1, columns)), row: row, column: 0, style: TextStyle(.warning, bold: true))
                remaining = remaining.dropFirst(max(1, columns))
                row += 1
            }
            return buffer
        }
        TitleBar.draw(explorer, in: layout.title, on: &buffer)
        InputLine.draw(explorer, input: layout.input, caret: layout.caret, on: &buffer)
        ParsePanel.draw(explorer, in: layout.parse, on: &buffer)
        NavigationPanel.draw(explorer, in: layout.navigation, on: &buffer)
        DiagnosticsPanel.draw(explorer, in: layout.diagnostics, on: &buffer)
        StatusLine.draw(explorer, in: layout.status, on: &buffer)
        let screen = Rect(row: 0, column: 0, height: rows, width: columns)
        switch explorer.overlay {
        case .help:
            HelpOverlay.draw(in: screen, on: &buffer)
            buffer.cursor = nil
        case .catalog(let selected):
            CatalogOverlay.draw(explorer, selected: selected, in: screen, on: &buffer)
            buffer.cursor = nil
        case .deviceCommands:
            DeviceCommandOverlay.draw(explorer, in: screen, on: &buffer)
            buffer.cursor = nil
        case nil: break
        }
        if !color {
            for row in 0..<rows {
                buffer.restyle(row: row, column: 0, count: columns) { $0 = $0.withoutColor }
            }
        }
        return buffer
    }
}
