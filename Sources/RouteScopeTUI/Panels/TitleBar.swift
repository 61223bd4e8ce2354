import Navigator
import RouteCore

/// The top line: the app's name, where the route map came from (presenting, the demo's
/// description), and the verdict on the input, or that the demo step shown failed.
enum TitleBar {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.clear(row: rect.row, column: rect.column, height: 1, width: rect.width, style: .title)
        var left = " RouteScope · \(explorer.navigator.routeMap.app) · \(explorer.routeMapName)"
        if let demo = explorer.demo {
            left += " · demo \(demo.nextIndex)/\(demo.flow.steps.count)"
            // Presenting, the flow's description says what the demo is about.
            if explorer.presenting, let summary = demo.flow.summary {
                left = " RouteScope · demo \(demo.nextIndex)/\(demo.flow.steps.count) · " + DisplayWidth.displayable(summary)
            }
        }
        if let batch = explorer.batch { left += " · batch \(batch.index + 1)/\(batch.links.count) · \(batch.failingCount) failing" }
        // The verdict always shows; the left part gives way at a word, marked with "…".
        let (verdict, style) = explorer.demoOutcome.flatMap(failedStep) ?? verdict(explorer.analysis)
        let column = max(rect.column, rect.column + rect.width - DisplayWidth.columns(verdict) - 1)
        buffer.put(TextFitting.ellipsizedAtWord(left, width: column - rect.column - 1), row: rect.row, column: rect.column, style: .title)
        buffer.put(verdict, row: rect.row, column: column, style: style, limit: rect.column + rect.width - column)
    }

    /// A demo step whose expectations failed, which the title says instead of the link's verdict.
    static func failedStep(_ outcome: StepOutcome) -> (String, TextStyle)? {
        let failures = outcome.failures.count
        guard failures > 0 else { return nil }
        return ("✗ step \(outcome.index + 1) failed \(failures) expectation\(failures == 1 ? "" : "s")", TextStyle(.error, bold: true, reverse: true))
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
