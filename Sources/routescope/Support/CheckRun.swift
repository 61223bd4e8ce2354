import RouteCore
import RouteTools

/// The state of one `check` run: counts, and the output in the chosen format.
struct CheckRun {
    /// Where links come from, when not from arguments.
    struct Source {
        /// For messages: the path, or `<stdin>`.
        var name: String
        /// The file for annotations; nil for standard input.
        var file: String?
    }

    let analyzer: LinkAnalyzer
    let format: CheckCommand.Format
    let strict: Bool
    let quiet: Bool
    let summary: Bool
    let report: TextReport
    /// Where Android opens each link, when `--manifest` was given.
    let android: AndroidAppLinks?
    let out = OutputSink()
    private var totals = CheckSummary()
    private var platforms = PlatformSplit()
    private var junitCases: JUnitCaseSpool?

    init(
        analyzer: LinkAnalyzer, format: CheckCommand.Format, strict: Bool, quiet: Bool, summary: Bool, report: TextReport,
        android: AndroidAppLinks? = nil
    ) {
        self.analyzer = analyzer
        self.android = android
        self.format = format
        self.strict = strict
        self.quiet = quiet
        self.summary = summary
        self.report = report
        if format == .junit { junitCases = JUnitCaseSpool() }
    }

    var checked: Int { totals.links }
    var failed: Int { totals.failed }

    /// Per-link output is left out under `--quiet --summary` (JUnit reports stay whole).
    private var perLinkOutput: Bool { !(quiet && summary) || format == .junit }

    /// Whether only links with a problem are printed: `--quiet` text, where a clean link needs
    /// no more than its verdict.
    private var printsOnlyProblems: Bool { quiet && format == .text }

    /// Checks one link; `line` is where its line or row starts, `location` where the link itself stands.
    ///
    /// A link whose output needs no words (none is printed, or it has no problem to print) is
    /// only given its verdict.
    mutating func check(_ link: String, source: Source?, line: Int?, location: LinkLocation?) {
        if summary, let android, let ios = analyzer.analyze(link).appLinkEligibility {
            platforms.add(link, ios: ios, android: android.eligibility(for: link))
        }
        if !perLinkOutput || printsOnlyProblems {
            let verdict = analyzer.verdict(link)
            guard perLinkOutput, !verdict.problems.isEmpty else {
                totals.add(verdict, failed: !verdict.ok || (strict && verdict.hasWarnings))
                return
            }
        }
        let analysis = analyzer.analyze(link)
        let failure = !analysis.ok || (strict && analysis.hasWarnings)
        totals.add(analysis.verdict, failed: failure)
        guard perLinkOutput else { return }
        let place = line.map { "\(source?.name ?? "<stdin>"):\($0)" }
        let androidEligibility = android?.eligibility(for: link)
        switch format {
        case .text:
            if analysis.diagnostics.isEmpty {
                if !quiet { out.write(report.renderOK(analysis, location: place)) }
            } else {
                out.write(report.render(analysis, location: place, firstColumn: location.map { $0.isVerbatim ? $0.column : nil } ?? 1))
                if analysis.ok, !quiet, !failure { out.write(report.renderOK(analysis, location: place)) }
            }
            if let androidEligibility, !quiet || !androidEligibility.opensApp {
                out.write(Self.androidLine(androidEligibility))
            }
        case .json:
            out.write(JSONReport.line(analysis, line: line, android: androidEligibility))
            out.write("\n")
        case .junit:
            let name = (place.map { $0 + " " } ?? "") + analysis.input
            junitCases?.append(JUnitReport.testCase(analysis, name: name, failed: failure))
        case .github:
            out.write(GitHubReport.annotations(analysis, file: source?.file, location: location))
        }
    }

    /// `  android: browser (org.example.Main, intent filter 1): …`, the Android answer under a link.
    static func androidLine(_ eligibility: AndroidLinkEligibility) -> String {
        let place = eligibility.activity.map { activity in
            " (\(activity)" + (eligibility.filter.map { ", intent filter \($0)" } ?? "") + ")"
        } ?? ""
        return "  android: \(eligibility.result.rawValue)\(place): \(eligibility.reason)\n"
    }

    /// A table row with no link: a failed link.
    mutating func report(_ problem: RowProblem, source: Source) {
        totals.add(problem)
        guard perLinkOutput else { return }
        let place = "\(source.name):\(problem.line)"
        switch format {
        case .text: out.write("\(place): error[\(problem.kind.rawValue)]: \(problem.message)\n")
        case .json:
            out.write(JSONReport.line(problem))
            out.write("\n")
        case .junit:
            junitCases?.append(JUnitReport.testCase(problem, name: place))
        case .github: out.write(GitHubReport.annotation(for: problem, file: source.file))
        }
    }

    mutating func finish() {
        switch format {
        case .text, .github:
            if summary { out.write(totals.renderGroups() + platforms.render()) }
            out.write(totals.renderTotals())
        case .json:
            if summary {
                out.write(totals.json().serialized())
                out.write("\n")
            }
        case .junit:
            out.write(JUnitReport.header(tests: totals.links, failures: totals.failed))
            out.flush()
            junitCases?.copy(to: out)
            out.write(JUnitReport.footer)
            if summary {
                out.flush()
                Console.printError(totals.renderGroups() + totals.renderTotals().dropLast())
            }
        }
        out.flush()
    }
}
