import RouteCore

/// The totals of a `check` run, and its problems grouped by code with counts, most frequent
/// first: what `check --summary` prints.
///
/// ```
/// by code:
///      4 error[campaign-missing] on 3 links
///      2 warning[case-mismatch] on 2 links
/// ```
package struct CheckSummary: Sendable {
    /// One group: a code, how often it was reported, and on how many links.
    package struct Group: Sendable, Hashable {
        package var severity: Severity
        /// A diagnostic code, or a ``RowProblem/Kind`` for table rows with no link.
        package var code: String
        package var count: Int
        package var links: Int

        /// Counts one more problem, on a link not counted yet when `onNewLink`.
        mutating func add(onNewLink: Bool) {
            count += 1
            if onNewLink { links += 1 }
        }
    }

    /// Links checked, table rows with no link included.
    package private(set) var links = 0
    /// Links that failed (with errors, or warnings under `--strict`).
    package private(set) var failed = 0
    package private(set) var errors = 0
    package private(set) var warnings = 0
    package private(set) var notes = 0
    private var groups: [String: Group] = [:]
    /// Links that open the app on one platform only, when both answer (`--aasa` and `--manifest`).
    package var platforms = PlatformSplit()

    package init() {}

    /// Counts one link's problems.
    package mutating func add(_ verdict: LinkVerdict, failed isFailure: Bool) {
        add(problems: verdict.problems.count, code: { verdict.problems[$0].code }, failed: isFailure)
    }

    /// Counts one link's diagnostics, as its verdict's problems are counted, without making the
    /// verdict.
    package mutating func add(_ analysis: LinkAnalysis, failed isFailure: Bool) {
        add(problems: analysis.problems.count, code: { analysis.problems[$0].code }, failed: isFailure)
    }

    /// Counts `problems` problems, each code read by its position in place (a diagnostic is not
    /// copied for it).
    private mutating func add(problems: Int, code: (Int) -> DiagnosticCode, failed isFailure: Bool) {
        links += 1
        if isFailure { failed += 1 }
        for position in 0..<problems {
            let problem = code(position)
            let severity = problem.severity
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            // A link has a few problems: looking back costs less than a set.
            let isNewOnLink = !(0..<position).contains { code($0) == problem }
            count(problem.rawValue, severity: severity, newLink: isNewOnLink)
        }
    }

    /// Counts a table row with no link: a failed link with one error.
    package mutating func add(_ problem: RowProblem) {
        links += 1
        failed += 1
        errors += 1
        count(problem.kind.rawValue, severity: .error, newLink: true)
    }

    /// Adds the counts of another part of the same run (a chunk checked by another worker).
    /// Every count is a sum, so the totals do not depend on how the links were split.
    package mutating func merge(_ other: CheckSummary) {
        links += other.links
        failed += other.failed
        errors += other.errors
        warnings += other.warnings
        notes += other.notes
        platforms.merge(other.platforms)
        for (code, group) in other.groups {
            if var mine = groups[code] {
                mine.count += group.count
                mine.links += group.links
                groups[code] = mine
            } else {
                groups[code] = group
            }
        }
    }

    /// Counts one problem in its group, changed in place (one lookup of the code).
    private mutating func count(_ code: String, severity: Severity, newLink: Bool) {
        groups[code, default: Group(severity: severity, code: code, count: 0, links: 0)].add(onNewLink: newLink)
    }

    /// The groups, most frequent first; then errors before warnings before notes, then by code.
    package var sortedGroups: [Group] {
        groups.values.sorted { ($1.count, $1.severity, $0.code) < ($0.count, $0.severity, $1.code) }
    }

    /// The grouped counts as text, one line per code; nothing when there are no diagnostics.
    package func renderGroups() -> String {
        let groups = sortedGroups
        guard !groups.isEmpty else { return "" }
        let width = String(groups[0].count).count
        var out = "by code:\n"
        for group in groups {
            let count = String(group.count)
            out += "  " + String(repeating: " ", count: width - count.count) + count
                + " \(group.severity.rawValue)[\(group.code)] on \(group.links) link\(group.links == 1 ? "" : "s")\n"
        }
        return out
    }

    /// The totals line: `checked 25 links: 9 failed (12 errors, 3 warnings)`.
    package func renderTotals() -> String {
        let verdict = failed == 0 ? "all ok" : "\(failed) failed"
        return "checked \(links) link\(links == 1 ? "" : "s"): \(verdict) (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))\n"
    }

    /// `{"summary": {...}}`: the totals, and the groups in the order of ``sortedGroups``.
    package func json() -> JSONValue {
        .object([
            ("summary", .object([
                ("links", .int(links)), ("failed", .int(failed)), ("errors", .int(errors)), ("warnings", .int(warnings)),
                ("notes", .int(notes)),
                ("codes", .array(sortedGroups.map { group in
                    .object([
                        ("code", .string(group.code)), ("severity", .string(group.severity.rawValue)), ("count", .int(group.count)),
                        ("links", .int(group.links)),
                    ])
                })),
            ]))
        ])
    }
}
