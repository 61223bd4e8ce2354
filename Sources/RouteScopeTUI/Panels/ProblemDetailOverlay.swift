import RouteCore
import RouteTools

/// The selected problem in full (F7): its code, the whole message wrapped, the link around its
/// span with carets under it, the parameter, what was expected and found, and the fix-it.
/// Ctrl-N / Ctrl-P move to the next / previous problem, Ctrl-X applies the fix, any other key
/// closes it.
enum ProblemDetailOverlay {
    /// - Returns: where the cursor rests: the first row of the text.
    static func draw(_ explorer: Explorer, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let diagnostics = explorer.diagnostics
        let index = min(explorer.selectedDiagnostic, max(0, diagnostics.count - 1))
        let title = diagnostics.isEmpty ? " Problem " : " Problem \(index + 1) of \(diagnostics.count) "
        let rect = Frame.drawOverScreen(screen, title: title, on: &buffer)
        var writer = PanelWriter(Rect(row: rect.row + 1, column: rect.column + 2, height: rect.height - 2, width: rect.width - 4), buffer)
        defer { buffer = writer.buffer }
        guard diagnostics.indices.contains(index) else {
            writer.write("No problems: the app reads this link as shown.", .dim)
            return (rect.row + 1, rect.column + 1)
        }
        let lines = self.lines(for: diagnostics[index], in: explorer.analysis.input, width: writer.rect.width)
        // The footer always shows; the rest is cut with "…" when the screen is short.
        let room = writer.rect.height - 2
        for (position, line) in lines.enumerated() where writer.line < room {
            if position == room - 1, position < lines.count - 1 {
                writer.write("… (the screen is too short for the rest)", .dim)
            } else {
                writer.write(line.segments)
            }
        }
        while writer.line < writer.rect.height - 1 { writer.skip() }
        // Shorter on a narrow screen, so that "any key closes" is never cut.
        let footer = "^N/^P other problems · ^X apply the fix · any key closes"
        writer.write(DisplayWidth.columns(footer) <= writer.rect.width ? footer : "^N/^P others · ^X fix · any key closes", .dim)
        return (rect.row + 1, rect.column + 1)
    }

    /// One row of the detail.
    struct Line {
        var segments: [(String, TextStyle)]
    }

    /// The rows for `diagnostic` in a box `width` columns wide.
    static func lines(for diagnostic: Diagnostic, in input: String, width: Int) -> [Line] {
        let style: TextStyle =
            switch diagnostic.severity {
            case .error: TextStyle(.error, bold: true)
            case .warning: TextStyle(.warning, bold: true)
            case .note: TextStyle(.note, bold: true)
            }
        var lines = [Line(segments: [("\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]", style)])]
        lines += TextFitting.wrapped(diagnostic.message, width: width, maxLines: 8).map { Line(segments: [($0, TextStyle(.plain, bold: true))]) }
        lines.append(Line(segments: []))
        // The link around the span and the carets, as `routescope check` prints them.
        let report = TextReport(width: width).render([diagnostic], in: input).split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in report.dropFirst().prefix(2).enumerated() {
            lines.append(Line(segments: [(String(line), offset == 0 ? .plain : style)]))
        }
        lines.append(Line(segments: [("where    ", .dim), (place(of: diagnostic.span, in: input), .plain)]))
        let facts: [(String, String?)] = [("param   ", diagnostic.param), ("expected", diagnostic.expected), ("found   ", diagnostic.found)]
        for (label, value) in facts {
            guard let value else { continue }
            let wrapped = TextFitting.wrapped(value.shownVisibly, width: max(10, width - 9), maxLines: 3)
            lines += wrapped.enumerated().map { Line(segments: [($0.offset == 0 ? label + " " : String(repeating: " ", count: 9), .dim), ($0.element, .plain)]) }
        }
        if let fix = diagnostic.fix {
            lines.append(Line(segments: [(TextReport.heading(of: fix), TextStyle(.ok)), (" ^X applies it", .dim)]))
            let wrapped = TextFitting.wrapped(TextReport().describe(fix, in: input), width: max(10, width - 9), maxLines: 3)
            lines += wrapped.map { Line(segments: [(String(repeating: " ", count: 9), .plain), ($0, .plain)]) }
        } else {
            lines.append(Line(segments: [("fix      ", .dim), ("none: this problem has no automatic fix", .dim)]))
        }
        return lines
    }

    /// Where `span` stands in `input`, in the columns `check` reports: characters (Unicode
    /// scalars) counted from 1 (`columns 38–50`, `column 29`); an insertion point stands before a
    /// column, or after the last one.
    static func place(of span: Range<Int>, in input: String) -> String {
        let location = LinkLocation(line: 1, column: 1)
        let first = location.column(ofUTF8: span.lowerBound, in: input)
        guard !span.isEmpty else {
            let characters = input.unicodeScalars.count
            return first <= characters ? "before column \(first)" : characters == 0 ? "at the start" : "at the end, after column \(characters)"
        }
        // The column before the one after the span: its last byte may be inside a character.
        let last = location.column(ofUTF8: span.upperBound, in: input) - 1
        return first == last ? "column \(first)" : "columns \(first)–\(last)"
    }
}
