/// Draws the whole explorer into a fresh ``ScreenBuffer``: a pure function of the state.
public enum ExplorerRenderer {
    /// How many keys (a paste counts as one) wait for a larger screen, said when there are any.
    private static func waiting(_ count: Int) -> String {
        count == 0 ? "" : " (\(count) waiting)"
    }

    /// The frame for `explorer` at its current size. Without colour, semantic colours become
    /// reverse video and underline.
    public static func render(_ explorer: Explorer, color: Bool = true) -> ScreenBuffer {
        let (rows, columns) = explorer.size
        var buffer = ScreenBuffer(rows: rows, columns: columns)
        let comparison = explorer.platformComparison
        guard
            let layout = Layout(
                rows: rows, columns: columns, diagnosticLines: DiagnosticsPanel.lineCount(explorer.diagnostics),
                // Presenting, the story and the stacks have the rows: the three landings take one,
                // and none on a short screen, where the navigation panel's title still names the platform.
                platformLines: explorer.presenting ? (rows < 30 ? 0 : 1) : PlatformsPanel.lineCount(comparison, from: explorer.navigation, width: columns))
        else {
            let message =
                "terminal too small: RouteScope needs \(Layout.minimum.columns)×\(Layout.minimum.rows), this one is \(columns)×\(rows). "
                + "Keys wait until it is larger\(waiting(explorer.eventsWaiting.count)); ^C quits."
            for (row, line) in TextFitting.wrapped(message, width: columns, maxLines: rows).enumerated() {
                buffer.put(line, row: row, column: 0, style: TextStyle(.warning, bold: true))
            }
            return buffer
        }
        TitleBar.draw(explorer, in: layout.title, on: &buffer)
        InputLine.draw(explorer, input: layout.input, caret: layout.caret, on: &buffer)
        ParsePanel.draw(explorer, in: layout.parse, on: &buffer)
        NavigationPanel.draw(explorer, in: layout.navigation, on: &buffer)
        PlatformsPanel.draw(explorer, comparison, in: layout.platforms, on: &buffer)
        DiagnosticsPanel.draw(explorer, in: layout.diagnostics, on: &buffer)
        StatusLine.draw(explorer, in: layout.status, on: &buffer)
        let screen = Rect(row: 0, column: 0, height: rows, width: columns)
        switch explorer.overlay {
        // The cursor goes into the overlay, where the eye is, never left behind at the input
        // or wherever drawing ended.
        case .help(let scroll):
            buffer.cursor = HelpOverlay.draw(scroll: scroll, in: screen, on: &buffer)
        case .problemDetail:
            buffer.cursor = ProblemDetailOverlay.draw(explorer, in: screen, on: &buffer)
        case .picker(let picker):
            buffer.cursor = PickerOverlay.draw(picker, in: screen, on: &buffer)
        case .deviceCommands:
            buffer.cursor = DeviceCommandOverlay.draw(explorer, in: screen, on: &buffer)
        case .qrCode(let fixed):
            QRCodeOverlay.draw(explorer, fixed: fixed, in: screen, on: &buffer)
            // A cursor inside the code would be a module of the wrong colour.
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
