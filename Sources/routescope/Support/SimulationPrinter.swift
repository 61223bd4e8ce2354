import Navigator
import RouteCore

/// Writes the steps of `routescope simulate`: each step's event, explanation, diagnostics, state
/// and expectation results as text, or one JSON object per step (JSON Lines); or, for mermaid
/// and dot, the diagram of the steps played, once they are.
struct SimulationPrinter {
    let format: SimulateCommand.Format
    let color: Bool
    /// Whether steps come from a file, so their line and column mean something.
    let locatesSteps: Bool
    let stepCount: Int
    private let out = OutputSink()
    /// The states and steps so far, drawn by ``flush()`` for mermaid and dot.
    private var diagram: FlowDiagram

    init(format: SimulateCommand.Format, color: Bool, locatesSteps: Bool, stepCount: Int, start: NavigationState, navigator: Navigator) {
        self.format = format
        self.color = color
        self.locatesSteps = locatesSteps
        self.stepCount = stepCount
        diagram = FlowDiagram(start: start, navigator: navigator)
    }

    mutating func print(_ outcome: StepOutcome) {
        switch format {
        case .text: out.write(text(outcome))
        case .json:
            out.write(json(outcome).serialized())
            out.write("\n")
        case .mermaid, .dot: diagram.append(outcome)
        }
    }

    /// Before the first step, in text: what the flow is about, from its `description:`.
    func start(_ flow: Flow) {
        guard format == .text, let summary = flow.summary else { return }
        out.write(paint(DisplayWidth.displayable(summary), "1") + "\n\n")
    }

    /// Writes what is printed so far; for a diagram, the diagram of the steps played.
    func flush() {
        switch format {
        case .text, .json: break
        case .mermaid: out.write(MermaidFlowchart.render(diagram))
        case .dot: out.write(GraphvizDOT.render(diagram))
        }
        out.flush()
    }

    func finish(steps: Int, expectations: Int) {
        guard format == .text || format == .json else { return flush() }
        if format == .text {
            out.write("played \(steps) step\(steps == 1 ? "" : "s"): ")
            out.write(expectations == 0 ? "no expectations to check\n" : paint(expectations == 1 ? "the 1 expectation met" : "all \(expectations) expectations met", "32") + "\n")
        }
        out.flush()
    }

    private func text(_ outcome: StepOutcome) -> String {
        let location = locatesSteps ? "  (line \(outcome.step.position.line))" : ""
        var text = paint("step \(outcome.index + 1)/\(stepCount)", "1") + "  "
        // A caption is the step: it changes nothing, so no state follows it.
        if case .say(let caption) = outcome.step.event {
            text += paint("say", "1") + location + "\n" + "  " + paint(DisplayWidth.displayable(caption), "1") + "\n"
            return text + outcome.results.map(line).joined() + "\n"
        }
        text += paint(DisplayWidth.displayable(outcome.step.event.description), "1") + location + "\n"
        text += "  " + DisplayWidth.displayable(outcome.transition.explanation) + "\n"
        // A note alone (login-required) is already told by the explanation.
        if let analysis = outcome.transition.analysis, analysis.diagnostics.contains(where: { $0.severity != .note }) {
            let report = TextReport(color: color).render(analysis)
            text += report.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 + "\n" }.joined()
        }
        text += StateDiagram.lines(outcome.transition.state).map { "    " + $0 + "\n" }.joined()
        return text + outcome.results.map(line).joined() + "\n"
    }

    /// One expectation's line: `✓` in green when met, `✗` and the whole line in red when not.
    private func line(_ result: ExpectationResult) -> String {
        result.met ? "  " + paint("✓", "32") + " \(result)\n" : "  " + paint("✗ \(result)", "1;31") + "\n"
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
