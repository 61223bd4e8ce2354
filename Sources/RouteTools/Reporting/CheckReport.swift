import RouteCore

/// What `check` writes for each link, in one of its formats, straight into a byte buffer, and
/// what it counts: the per-link half of a run, shared by the sequential path and every worker
/// of `--jobs`.
///
/// A value with no state of its own: the output and the counts are the caller's, so workers
/// each fill their own and the run writes them in input order.
package struct CheckReport: Sendable {
    /// The output formats.
    package enum Format: String, Sendable, Hashable, CaseIterable {
        /// Compiler-style diagnostics and an `ok` line per valid link.
        case text
        /// JSON Lines, one object per link.
        case json
        /// A JUnit XML test case per link.
        case junit
        /// GitHub Actions annotations, one per diagnostic.
        case github
    }

    /// Where links come from, when not from arguments.
    package struct Source: Sendable, Hashable {
        /// For messages: the path, or `<stdin>`.
        package var name: String
        /// The file for annotations; nil for standard input.
        package var file: String?

        package init(name: String, file: String?) {
            self.name = name
            self.file = file
        }
    }

    /// One thing to check, in input order.
    package enum Entry: Sendable, Hashable {
        /// A line of a list of links (`--file`, standard input), read by ``LinkList``'s rules
        /// where it is checked: a blank line or a `#` comment is skipped. The bytes may be a slice
        /// of the block they were read in, which is not copied for them.
        case line(ArraySlice<UInt8>, number: Int)
        /// A link; `line` is where its line or row starts (nil for an argument), `location`
        /// where the link itself stands, `label` what a person calls its row (`--label`).
        case link(String, line: Int?, location: LinkLocation?, label: String? = nil)
        /// A table row with no link: a failed link; `label` as for a link.
        case rowProblem(RowProblem, label: String? = nil)
    }

    package private(set) var analyzer: LinkAnalyzer
    package let format: Format
    /// Warnings fail a link too.
    package let strict: Bool
    /// Text: only problems and the totals; with ``summary``, no per-link output at all.
    package let quiet: Bool
    package let summary: Bool
    /// The text report's settings (colour).
    package let text: TextReport
    /// Where the links come from; nil for arguments.
    package let source: Source?

    /// Each link gets its Android answer (a line in text, an object in JSON) when the analyzer's
    /// route map has a manifest (``RouteMap/android``).
    package init(
        analyzer: LinkAnalyzer, format: Format, strict: Bool = false, quiet: Bool = false, summary: Bool = false,
        text: TextReport = TextReport(), source: Source? = nil
    ) {
        self.analyzer = analyzer
        self.format = format
        self.strict = strict
        self.quiet = quiet
        self.summary = summary
        self.text = text
        self.source = source
    }

    /// The apple-app-site-association that ok links name the deciding rule of.
    private var association: AppSiteAssociation? { analyzer.routeMap.web?.appSiteAssociation }

    /// Per-link output is left out under `--quiet --summary` (JUnit reports stay whole).
    package var hasPerLinkOutput: Bool { !(quiet && summary) || format == .junit }

    /// Whether a link with no problem is written without words: `--quiet` text prints nothing
    /// for it, GitHub has no annotation for it, and JUnit a passed test case named by the link.
    /// Such a link needs no more than its verdict.
    private var needsWordsOnlyForProblems: Bool { (quiet && format == .text) || format == .github || format == .junit }

    /// Checks one entry: counts it in `totals` and appends its output to `out`. `scratch` is
    /// working space a format may reuse between entries (JUnit's text report before escaping).
    ///
    /// A link whose output needs no words (none is printed, or it has no problem to print) is
    /// only given its verdict.
    package func check(_ entry: Entry, totals: inout CheckSummary, scratch: inout ReportBuffer, to out: inout ReportBuffer) {
        switch entry {
        case .line(let bytes, let number):
            // In two halves, so that a skipped line builds nothing and a link line destroys no
            // optional (which costs a trip through type metadata).
            guard let (span, column) = LinkList.linkSpan(inLine: bytes, isFirstLine: number == 1) else { return }
            let (link, location) = LinkList.link(span, column: column, inLine: bytes, number: number)
            check(link, line: number, location: location, label: nil, totals: &totals, scratch: &scratch, to: &out)
        case .link(let link, let line, let location, let label):
            check(link, line: line, location: location, label: label, totals: &totals, scratch: &scratch, to: &out)
        case .rowProblem(let problem, let label):
            report(problem, label: label, totals: &totals, to: &out)
        }
    }

    private func check(
        _ link: String, line: Int?, location: LinkLocation?, label: String?, totals: inout CheckSummary, scratch: inout ReportBuffer,
        to out: inout ReportBuffer
    ) {
        if !hasPerLinkOutput || needsWordsOnlyForProblems {
            let verdict = analyzer.verdict(link)
            if summary, let androidEligibility = verdict.androidEligibility, let ios = verdict.appLinkEligibility {
                totals.platforms.add(link, ios: ios, android: androidEligibility)
            }
            guard hasPerLinkOutput, !verdict.problems.isEmpty else {
                totals.add(verdict, failed: !verdict.ok || (strict && verdict.hasWarnings))
                if hasPerLinkOutput, format == .junit { JUnitReport.writePassed(link, at: place(line: line, label: label), to: &out) }
                return
            }
        }
        let analysis = analyzer.analyze(link)
        let failure = !analysis.ok || (strict && analysis.hasWarnings)
        totals.add(analysis, failed: failure)
        let androidEligibility = analysis.androidEligibility
        if summary, !needsWordsOnlyForProblems, let androidEligibility, let ios = analysis.appLinkEligibility {
            totals.platforms.add(link, ios: ios, android: androidEligibility)
        }
        switch format {
        case .text:
            let place = self.place(line: line, label: label)
            if analysis.problems.isEmpty {
                if !quiet { text.writeOK(analysis, at: place, association: association, to: &out) }
            } else {
                let firstColumn = location.map { $0.isVerbatim ? $0.column : nil } ?? 1
                text.write(analysis.diagnostics, in: analysis.input, at: place, firstColumn: firstColumn, to: &out)
                if analysis.ok, !quiet, !failure { text.writeOK(analysis, at: place, association: association, to: &out) }
            }
            // A `not-an-android-app-link` diagnostic already says it in the same words.
            if let androidEligibility, !quiet || !androidEligibility.opensApp,
                !analysis.problems.contains(where: { $0.code == .notAnAndroidAppLink })
            {
                PlatformAnswer.writeAndroid(androidEligibility, prefix: "  ", to: &out)
            }
        case .json: JSONReport.write(analysis, line: line, failed: failure, to: &out)
        case .junit: JUnitReport.write(analysis, at: place(line: line, label: label), failed: failure, scratch: &scratch, to: &out)
        case .github: GitHubReport.write(analysis, file: source?.file, location: location, label: label, to: &out)
        }
    }

    /// Where the link on `line` stands, as the text and JUnit reports name it; nil for an
    /// argument. Made only for those formats: JSON and GitHub name the line their own way.
    private func place(line: Int?, label: String?) -> TextReport.Place? {
        line.map { TextReport.Place(name: source?.name ?? "<stdin>", line: $0, label: label) }
    }

    private func report(_ problem: RowProblem, label: String?, totals: inout CheckSummary, to out: inout ReportBuffer) {
        totals.add(problem)
        guard hasPerLinkOutput else { return }
        let place = TextReport.Place(name: source?.name ?? "<stdin>", line: problem.line, label: label)
        switch format {
        case .text:
            out.append(place.name)
            out.append(":")
            out.append(decimal: place.line)
            out.append(": ")
            place.writeLabel(to: &out)
            out.append("error[")
            out.append(problem.kind.rawValue)
            out.append("]: ")
            out.append(problem.message)
            out.append("\n")
        case .json: JSONReport.write(problem, to: &out)
        case .junit: JUnitReport.write(problem, at: place, to: &out)
        case .github: GitHubReport.write(problem, file: source?.file, label: label, to: &out)
        }
    }
}
