import Navigator
import RouteCore

/// Writes `routescope simulate --platform all`: where each step lands on the router, on iOS and
/// on Android, as one table (text) or one JSON object per step (JSON Lines).
///
/// ```
///    step  router                   iOS                      Android  event
///    1     home › feed              home › feed              —        open myapp://home
/// ≠  2     setting › login (modal)  browser                  —        open https://example.com/app/setting/changeAccount
/// ```
///
/// A step where the platforms do not land the same is marked `≠`, and the landings that differ
/// from the router's are coloured; each such step's sentences follow the table. A platform whose
/// expectations fail at a step has `✗` after its landing.
struct PlatformTablePrinter {
    let format: SimulateCommand.Format
    let color: Bool
    /// Whether steps come from a file, so their line and column mean something.
    let locatesSteps: Bool
    private let out = OutputSink()
    /// The steps so far: the table's columns are as wide as their widest cell.
    private var steps: [PlatformStepOutcome] = []

    init(format: SimulateCommand.Format, color: Bool, locatesSteps: Bool) {
        self.format = format
        self.color = color
        self.locatesSteps = locatesSteps
    }

    mutating func print(_ step: PlatformStepOutcome) {
        switch format {
        case .text: steps.append(step)
        case .json:
            out.write(json(step).serialized())
            out.write("\n")
        // SimulateCommand.validate() refuses a diagram of every platform.
        case .mermaid, .dot: preconditionFailure("no diagram of every platform")
        }
    }

    /// Writes the table, the sentences of the steps where the platforms disagree, and a summary
    /// of the played steps and their `expectations` (the unmet ones on every platform).
    func finish(steps count: Int, navigators: PlatformNavigators, expectations: Int, unmet: Int) {
        if format == .text {
            out.write(table())
            for step in steps where !step.comparison.agrees { out.write(disagreement(step)) }
            out.write(summary(steps: count, navigators: navigators, expectations: expectations, unmet: unmet))
        }
        out.flush()
    }

    private func table() -> String {
        let heading = ["step"] + LinkPlatform.allCases.map(\.name) + ["event"]
        let rows = steps.map { step in
            ["\(step.index + 1)"]
                + step.comparison.outcomes.map { outcome in (outcome.landing?.description ?? "—") + (outcome.passed ? "" : " ✗") }
                + [DisplayWidth.displayable(step.step.event.description)]
        }
        let widths = heading.indices.map { column in ([heading] + rows).map { DisplayWidth.columns($0[column]) }.max() ?? 0 }
        func line(_ cells: [String], marker: String, highlighted: (Int) -> Bool) -> String {
            let padded = cells.enumerated().map { column, cell in
                let text = column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - DisplayWidth.columns(cell))
                return highlighted(column) ? paint(text, "1;33") : text
            }
            return marker + "  " + padded.joined(separator: "  ") + "\n"
        }
        var text = line(heading, marker: " ") { _ in false }
        for (step, row) in zip(steps, rows) {
            let comparison = step.comparison
            let marker = comparison.agrees ? " " : paint("≠", "1;33")
            // Columns 1… are the platforms, in the comparison's order.
            text += line(row, marker: marker) { column in
                comparison.outcomes.indices.contains(column - 1) && comparison.disagrees(comparison.outcomes[column - 1])
            }
        }
        return text + "\n"
    }

    /// `≠ step 2 (open …): the platforms disagree`, then each platform's sentence.
    private func disagreement(_ step: PlatformStepOutcome) -> String {
        let event = DisplayWidth.displayable(step.step.event.description)
        let location = locatesSteps ? " (line \(step.step.position.line))" : ""
        var text = paint("≠", "1;33") + " step \(step.index + 1)\(location), \(event): the platforms disagree\n"
        let width = LinkPlatform.allCases.map { DisplayWidth.columns($0.name) }.max() ?? 0
        for outcome in step.comparison.outcomes {
            let name = outcome.platform.name + String(repeating: " ", count: width - DisplayWidth.columns(outcome.platform.name))
            let sentence = DisplayWidth.displayable(outcome.sentence)
            text += "    " + name + "  " + (step.comparison.disagrees(outcome) ? paint(sentence, "33") : sentence) + "\n"
        }
        return text + "\n"
    }

    private func summary(steps count: Int, navigators: PlatformNavigators, expectations: Int, unmet: Int) -> String {
        let loaded = LinkPlatform.allCases.filter { navigators[$0] != nil }.map(\.name)
        let platforms = loaded.count == 3 ? "the router, iOS and Android" : "the router and iOS (Android is not loaded: no manifest)"
        var text = "played \(count) step\(count == 1 ? "" : "s") on \(platforms): "
        let disagreeing = steps.filter { !$0.comparison.agrees }.map { "\($0.index + 1)" }
        text += disagreeing.isEmpty
            ? "every step lands the same"
            : paint("they disagree at \(disagreeing.count) step\(disagreeing.count == 1 ? "" : "s") (\(disagreeing.joined(separator: ", ")))", "1;33")
        text += "; "
        if expectations == 0 {
            text += "no expectations to check"
        } else if unmet == 0 {
            text += paint((expectations == 1 ? "the 1 expectation met" : "all \(expectations) expectations met") + " on every platform", "32")
        } else {
            text += paint("\(unmet) unmet expectation\(unmet == 1 ? "" : "s")", "31")
        }
        return text + "\n"
    }

    private func json(_ step: PlatformStepOutcome) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("step", .int(step.index + 1))]
        if locatesSteps {
            pairs.append(("line", .int(step.step.position.line)))
            pairs.append(("column", .int(step.step.position.column)))
        }
        pairs.append(("event", NavigationJSON.event(step.step.event)))
        pairs += NavigationJSON.comparison(step.comparison)
        pairs.append(("ok", .bool(step.comparison.passed)))
        return .object(pairs)
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
