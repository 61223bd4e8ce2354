import RouteCore

/// Every problem with its code and message, the selected one marked, its message wrapped in
/// full, and each fix-it. Problems that do not fit are counted (`… 3 more below`), never
/// dropped silently; F7 shows the selected one in full (``ProblemDetailOverlay``).
enum DiagnosticsPanel {
    /// The most rows the selected problem's message wraps to.
    static let selectedMessageRows = 3

    /// The lines the panel would like: a header, then each diagnostic and its fix, with room for
    /// the selected one's message to wrap.
    static func lineCount(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.reduce(diagnostics.isEmpty ? 0 : selectedMessageRows - 1) { $0 + ($1.fix == nil ? 1 : 2) }
    }

    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        let diagnostics = explorer.diagnostics
        // Notes (a login gate) are not problems: the title can say ok while they are listed.
        let notes = diagnostics.count(where: { $0.severity == .note })
        let header = " Problems (\(diagnostics.count - notes))" + (notes == 0 ? "" : " · \(notes) note\(notes == 1 ? "" : "s")")
            + (diagnostics.isEmpty ? "" : "  ^N/^P select  ^X apply fix  F7 details")
        buffer.put(
            TextFitting.ellipsized(header, width: rect.width) + String(repeating: "─", count: max(0, rect.width - DisplayWidth.columns(header))),
            row: rect.row, column: rect.column, style: .heading, limit: rect.width)
        var writer = PanelWriter(Rect(row: rect.row + 1, column: rect.column, height: rect.height - 1, width: rect.width), buffer)
        defer { buffer = writer.buffer }
        if diagnostics.isEmpty {
            writer.write(explorer.analysis.input.isEmpty ? "   Nothing yet. Try ^R for the route catalog." : "   None: the app reads this link as shown above.", .dim)
            return
        }
        let selected = min(explorer.selectedDiagnostic, diagnostics.count - 1)
        let height = writer.rect.height
        func block(_ index: Int) -> [[(String, TextStyle)]] {
            rows(for: diagnostics[index], selected: index == selected, input: explorer.analysis.input, width: rect.width)
        }
        // Scroll so the selected problem is shown whole, with a row for each marker needed.
        var start = selected
        var used = block(selected).count + (selected + 1 < diagnostics.count ? 1 : 0)
        while start > 0 {
            let needed = block(start - 1).count + (start - 1 > 0 ? 1 : 0)
            guard used + needed <= height else { break }
            used += block(start - 1).count
            start -= 1
        }
        if start > 0 { writer.write("   … \(start) more above (^P)", .dim) }
        var index = start
        while index < diagnostics.count, writer.hasRoom {
            let rows = block(index)
            let left = height - writer.line
            let isLast = index == diagnostics.count - 1
            // Keep a row for the marker unless this is the last problem.
            guard rows.count <= left - (isLast ? 0 : 1) || (index == selected && rows.count <= left) else { break }
            for row in rows {
                writer.buffer.clickRegions.append(
                    ClickRegion(row: writer.rect.row + writer.line, columns: rect.column..<rect.column + rect.width, target: .problem(index)))
                writer.write(row)
            }
            index += 1
        }
        if index < diagnostics.count { writer.write("   … \(diagnostics.count - index) more below (^N)", .dim) }
    }

    /// The rows of one problem: its headline (the selected one's message wrapped in full, up
    /// to ``selectedMessageRows``), then its fix.
    static func rows(for diagnostic: Diagnostic, selected: Bool, input: String, width: Int) -> [[(String, TextStyle)]] {
        let style: TextStyle =
            switch diagnostic.severity {
            case .error: TextStyle(.error, bold: true)
            case .warning: TextStyle(.warning, bold: true)
            case .note: TextStyle(.note, bold: true)
            }
        let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]"
        let marker: (String, TextStyle) = (selected ? " ▶ " : "   ", TextStyle(.accent, bold: true))
        var rows: [[(String, TextStyle)]]
        if selected {
            let indent = 3 + DisplayWidth.columns(label) + 1
            let lines = TextFitting.wrapped(diagnostic.message, width: max(10, width - indent), maxLines: selectedMessageRows)
            rows = [[marker, (label, style), (" " + (lines.first ?? ""), TextStyle(.plain, bold: true))]]
            rows += lines.dropFirst().map { [(String(repeating: " ", count: indent) + $0, TextStyle(.plain, bold: true))] }
        } else {
            rows = [[marker, (label, style), (" " + DisplayWidth.displayable(diagnostic.message), .plain)]]
        }
        if let fix = diagnostic.fix {
            rows.append([("     " + TextReport.heading(of: fix), TextStyle(.ok)), (selected ? " ^X" : "", TextStyle(.ok, bold: true)), (": " + TextReport().describe(fix, in: input), .dim)])
        }
        return rows
    }
}
