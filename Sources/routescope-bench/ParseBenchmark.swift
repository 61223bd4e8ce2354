import Foundation
import RouteCore

/// Parsing side by side on one corpus: (a) Foundation, (b) RouteCore's scanner, (c) RouteCore's
/// full analysis (scan + match + validate, every reading and word), which is what `check`'s
/// per-link output and the explorer use, and (d) its verdict (the same decisions, codes and
/// spans only), which is what counting and `check --quiet` use.
enum ParseBenchmark {
    struct Row {
        var name: String
        var nanoseconds: Double
    }

    static func run(corpus: [String]) -> [Row] {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let foundation = Harness.nanosecondsPerItem(corpus) { link in
            guard let components = URLComponents(string: link) else { return 0 }
            return components.queryItems?.count ?? 1
        }
        let scan = Harness.nanosecondsPerItem(corpus) { link in
            URLScanner.scan(link).queryItems.count
        }
        let analyze = Harness.nanosecondsPerItem(corpus) { link in
            analyzer.analyze(link).problems.count + 1
        }
        let verdict = Harness.nanosecondsPerItem(corpus) { link in
            analyzer.verdict(link).problems.count + 1
        }
        return [
            Row(name: "(a) Foundation URLComponents + queryItems", nanoseconds: foundation.median),
            Row(name: "(b) RouteCore scan", nanoseconds: scan.median),
            Row(name: "(c) RouteCore analysis: scan + match + validate", nanoseconds: analyze.median),
            Row(name: "(d) RouteCore verdict: the same, codes and spans only", nanoseconds: verdict.median),
        ]
    }

    /// Where (c)'s and (d)'s time goes: (b), (c) and (d) for the corpus links that analyse with no diagnostic,
    /// with notes only, and with a warning or an error (which the full matcher reads), then the
    /// whole corpus and the corpus in order without the last group, plus how often each code
    /// occurs among the links with some diagnostic.
    static func split() {
        var generator = CorpusGenerator()
        let corpus = generator.links(100_000)
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let analyses = corpus.map { ($0, analyzer.analyze($0)) }
        let clean = analyses.filter { $0.1.problems.isEmpty }.map(\.0)
        let withProblems = analyses.filter { !$0.1.problems.isEmpty }
        let notesOnly = withProblems.filter { $0.1.problems.allSatisfy { $0.severity == .note } }.map(\.0)
        let worse = withProblems.filter { $0.1.problems.contains { $0.severity != .note } }.map(\.0)
        print("| links | count | (b) ns/URL | (c) ns/URL | (d) ns/URL | (c) ns per corpus link |\n|---|---:|---:|---:|---:|---:|")
        for (name, links) in [("no diagnostic", clean), ("notes only", notesOnly), ("a warning or an error", worse)] {
            let scan = Harness.nanosecondsPerItem(links) { URLScanner.scan($0).queryItems.count }
            let full = Harness.nanosecondsPerItem(links) { analyzer.analyze($0).problems.count }
            let verdict = Harness.nanosecondsPerItem(links) { analyzer.verdict($0).problems.count }
            let share = full.median * Double(links.count) / Double(corpus.count)
            print(
                "| \(name) | \(links.count) | \(format(scan.median, 0)) | \(format(full.median, 0)) | \(format(verdict.median, 0)) | \(format(share, 0)) |")
        }
        // Problem links also slow the links around them (caches, branch history): the corpus in
        // order without them shows by how much.
        let withoutWorse = analyses.filter { $0.1.problems.allSatisfy { $0.severity == .note } }.map(\.0)
        let inOrder = Harness.nanosecondsPerItem(withoutWorse) { analyzer.analyze($0).problems.count }
        let whole = Harness.nanosecondsPerItem(corpus) { analyzer.analyze($0).problems.count }
        print(
            "\n(c) of the whole corpus: \(format(whole.median, 0)) ns/URL; in order without the links with a warning or an error: "
                + "\(format(inOrder.median, 0)) ns/URL, \(format(inOrder.median * Double(withoutWorse.count) / Double(corpus.count), 0)) per corpus link")
        var counts: [String: Int] = [:]
        for (_, analysis) in withProblems {
            for diagnostic in analysis.problems { counts[diagnostic.code.rawValue, default: 0] += 1 }
        }
        print("\ncodes: " + counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    static func table(_ rows: [Row], bytesPerLink: Double) -> String {
        let baseline = rows[0].nanoseconds
        var out = "| measurement | ns/URL | MB/s | vs (a) |\n|---|---:|---:|---:|\n"
        for row in rows {
            let megabytes = bytesPerLink / row.nanoseconds * 1e9 / 1e6
            out += "| \(row.name) | \(format(row.nanoseconds, 0)) | \(format(megabytes, 1)) | \(format(row.nanoseconds / baseline, 3)) |\n"
        }
        return out
    }

    static func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
