import RouteCore

/// The input line with every diagnostic's characters highlighted in place (red for errors,
/// yellow for warnings), and the caret line beneath: `^` under the selected diagnostic, `~`
/// under the others, and `+` under the bytes the selected diagnostic's fix edits when they are
/// not its own (the tab, for a screen that lives in another tab).
enum InputLine {
    static let prompt = "❯ "

    static func draw(_ explorer: Explorer, input: Rect, caret: Rect, on buffer: inout ScreenBuffer) {
        let promptWidth = DisplayWidth.columns(prompt)
        buffer.put(prompt, row: input.row, column: input.column, style: TextStyle(.accent, bold: true))
        let diagnostics = explorer.diagnostics
        // The selected problem's span stays in view with the cursor, or else the first error's.
        let keep = diagnostics.indices.contains(explorer.selectedDiagnostic) ? diagnostics[explorer.selectedDiagnostic].span : nil
        let firstError = keep ?? diagnostics.first { $0.severity == .error }?.span
        let viewport = InputViewport(
            text: explorer.editor.text, cursor: explorer.editor.cursor, width: input.width - promptWidth, keepVisible: firstError)
        let origin = input.column + promptWidth
        var column = origin
        if viewport.clippedLeft { column = buffer.put("…", row: input.row, column: column, style: .dim) }
        for glyph in viewport.visible {
            column = buffer.put(glyph.display.text, row: input.row, column: column)
        }
        if viewport.clippedRight { buffer.put("…", row: input.row, column: column, style: .dim) }

        // Highlight warnings first, then errors, so an error wins where they overlap.
        let ordered = diagnostics.enumerated().filter { $0.element.severity != .note }
            .sorted { ($0.element.severity == .error ? 1 : 0) < ($1.element.severity == .error ? 1 : 0) }
        for (index, diagnostic) in ordered {
            guard let columns = viewport.columns(forUTF8Range: diagnostic.span) else { continue }
            let isError = diagnostic.severity == .error
            if !diagnostic.span.isEmpty {
                buffer.restyle(row: input.row, column: origin + columns.lowerBound, count: columns.count) { style in
                    style = isError ? .errorSpan : .warningSpan
                }
            }
            let mark = index == explorer.selectedDiagnostic ? "^" : "~"
            let style = isError ? TextStyle(.error, bold: true) : TextStyle(.warning, bold: true)
            for offset in columns where buffer[caret.row, origin + offset].text != "^" {
                buffer.put(mark, row: caret.row, column: origin + offset, style: style)
            }
        }
        if diagnostics.indices.contains(explorer.selectedDiagnostic), let fix = diagnostics[explorer.selectedDiagnostic].fix,
            fix.span != diagnostics[explorer.selectedDiagnostic].span,
            let columns = viewport.columns(forUTF8Range: fix.span)
        {
            for offset in columns where buffer[caret.row, origin + offset].text != "^" {
                buffer.put("+", row: caret.row, column: origin + offset, style: TextStyle(.ok, bold: true))
            }
        }
        if let selection = explorer.editor.selection, let columns = viewport.columns(forUTF8Range: selection) {
            buffer.restyle(row: input.row, column: origin + columns.lowerBound, count: columns.count) { $0.reverse = true }
        }
        if let cursor = viewport.column(ofUTF8: explorer.editor.cursor) {
            buffer.cursor = (input.row, min(origin + cursor, input.column + input.width - 1))
        }
    }
}
