import Navigator
import RouteCore

/// Writes the steps of `routescope simulate`: each step's event, explanation, diagnostics, state
/// and expectation results as text, or one JSON object per step (JSON Lines).
struct SimulationPrinter {
    let format: SimulateCommand.Format
    let color: Bool
    /// Whether steps come from a file, so their line and column mean something.
    let locatesSteps: Bool
    let stepCount: Int
    private let out = OutputSink()

    init(format: SimulateCommand.Format, color: Bool, locatesSteps: Bool, stepCount: Int) {
        self.format = format
        self.color = color
        self.locatesSteps = locatesSteps
        self.stepCount = stepCount
    }

    func print(_ outcome: StepOutcome) {
        switch format {
        case .text: out.write(text(outcome))
        case .json:
            out.write(json(outcome).serialized())
            out.write("\n")
        }
    }

    func flush() { out.flush() }

    func finish(steps: Int, expectations: Int) {
        if format == .text {
            out.write("played \(steps) step\(steps == 1 ? "" : "s"): ")
            out.write(expectations == 0 ? "no expectations to check\n" : paint("all \(expectations) expectation\(expectations == 1 ? "" : "s") met", "32") + "\n")
        }
        out.flush()
    }

    private func text(_ outcome: StepOutcome) -> String {
        let location = locatesSteps ? "  (line \(outcome.step.position.line))" : ""
        var text = paint("step \(outcome.index + 1)/\(stepCount)", "1") + "  "
            + paint(DisplayWidth.displayable(outcome.step.event.description), "1") + location + "\n"
        text += "  " + DisplayWidth.displayable(outcome.transition.explanation) + "\n"
        // A note alone (login-required) is already told by the explanation.
        if let analysis = outcome.transition.analysis, analysis.diagnostics.contains(where: { $0.severity != .note }) {
            let report = TextReport(color: color).render(analysis)
            text += report.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
        }
        text += StateDiagram.lines(outcome.transition.state).map { "    " + $0 + "\n" }.joined()
        for result in outcome.results {
            text += "  " + (result.met ? paint("✓", "32") : paint("✗", "31")) + " \(result)\n"
        }
        return text + "\n"
    }

    private func json(_ outcome: StepOutcome) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("step", .int(outcome.index + 1))]
        if locatesSteps {
            pairs.append(("line", .int(outcome.step.position.line)))
            pairs.append(("column", .int(outcome.step.position.column)))
        }
        pairs += NavigationJSON.transition(outcome.transition)
        pairs.append(("expectations", NavigationJSON.expectations(outcome.results)))
        pairs.append(("ok", .bool(outcome.passed)))
        return .object(pairs)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
