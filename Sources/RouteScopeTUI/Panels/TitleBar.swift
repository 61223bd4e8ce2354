import RouteCore

/// The top line: the app's name, where the route map came from, and the verdict on the input.
enum TitleBar {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: 1, width: rect.width, style: .title)
        var left = " RouteScope · \(explorer.navigator.routeMap.app) · \(explorer.routeMapName)"
        if let demo = explorer.demo { left += " · demo \(demo.nextIndex)/\(demo.flow.steps.count)" }
        if let batch = explorer.batch { left += " · batch \(batch.index + 1)/\(batch.links.count) · \(batch.failingCount) failing" }
        // The verdict always shows; the left part gives way, marked with "…".
        let (verdict, style) = verdict(explorer.analysis)
        let column = max(rect.column, rect.column + rect.width - DisplayWidth.columns(verdict) - 1)
        buffer.put(TextFitting.ellipsized(left, width: column - rect.column - 1), row: rect.row, column: rect.column, style: .title)
        buffer.put(verdict, row: rect.row, column: column, style: style, limit: rect.column + rect.width - column)
    }

    static func verdict(_ analysis: LinkAnalysis) -> (String, TextStyle) {
        if analysis.input.isEmpty { return ("type or paste a link", .title) }
        let errors = analysis.problems.filter { $0.severity == .error }.count
        let warnings = analysis.problems.filter { $0.severity == .warning }.count
        if errors > 0 {
            return ("✗ \(errors) error\(errors == 1 ? "" : "s")" + (warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")" : ""),
                TextStyle(.error, bold: true, reverse: true))
        }
        if warnings > 0 { return ("! ok with \(warnings) warning\(warnings == 1 ? "" : "s")", TextStyle(.warning, bold: true, reverse: true)) }
        return ("✓ ok", TextStyle(.ok, bold: true, reverse: true))
    }
}
