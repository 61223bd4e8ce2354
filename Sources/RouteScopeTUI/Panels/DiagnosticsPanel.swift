import RouteCore

/// Every problem with its code and message, the selected one marked, and its fix-it.
enum DiagnosticsPanel {
    /// The lines the panel would like: a header, then each diagnostic and its fix.
    static func lineCount(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.reduce(0) { $0 + ($1.fix == nil ? 1 : 2) }
    }

    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        let diagnostics = explorer.diagnostics
        // Notes (a login gate) are not problems: the title can say ok while they are listed.
        let notes = diagnostics.count(where: { $0.severity == .note })
        let header = " Problems (\(diagnostics.count - notes))" + (notes == 0 ? "" : " · \(notes) note\(notes == 1 ? "" : "s")")
            + (diagnostics.isEmpty ? "" : "  ^N/^P select  ^X apply fix")
        buffer.put(header + String(repeating: "─", count: max(0, rect.width - DisplayWidth.columns(header))), row: rect.row, column: rect.column, style: .heading)
        var writer = PanelWriter(Rect(row: rect.row + 1, column: rect.column, height: rect.height - 1, width: rect.width), buffer)
        if diagnostics.isEmpty {
            writer.write(explorer.analysis.input.isEmpty ? "   Nothing yet. Try ^R for the route catalog." : "   None: the app reads this link as shown above.", .dim)
        }
        // Scroll so the selected diagnostic is visible.
        var start = 0
        var used = 0
        for index in stride(from: min(explorer.selectedDiagnostic, diagnostics.count - 1), through: 0, by: -1) {
            used += diagnostics[index].fix == nil ? 1 : 2
            if used > writer.rect.height { break }
            start = index
        }
        let report = TextReport()
        for index in diagnostics.indices.dropFirst(start) {
            guard writer.hasRoom else { break }
            let diagnostic = diagnostics[index]
            let selected = index == explorer.selectedDiagnostic
            let style: TextStyle =
                switch diagnostic.severity {
                case .error: TextStyle(.error, bold: true)
                case .warning: TextStyle(.warning, bold: true)
                case .note: TextStyle(.note, bold: true)
                }
            writer.write([
                (selected ? " ▶ " : "   ", TextStyle(.accent, bold: true)),
                ("\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]", style),
                (" " + DisplayWidth.displayable(diagnostic.message), selected ? TextStyle(.plain, bold: true) : .plain),
            ])
            if let fix = diagnostic.fix {
                writer.write([("     fix", TextStyle(.ok)), (selected ? " (^X)" : "", TextStyle(.ok, bold: true)), (": " + report.describe(fix, in: explorer.analysis.input), .dim)])
            }
        }
        buffer = writer.buffer
    }
}
