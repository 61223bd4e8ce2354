import Foundation
import RouteCore

/// Parsing side by side on one corpus: (a) Foundation, (b) RouteCore's scanner, (c) RouteCore's
/// scan + match + validate, which is what `check` does per link.
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
            URLScanner.scan(link).url.queryItems.count
        }
        let analyze = Harness.nanosecondsPerItem(corpus) { link in
            analyzer.analyze(link).diagnostics.count + 1
        }
        return [
            Row(name: "(a) Foundation URLComponents + queryItems", nanoseconds: foundation.median),
            Row(name: "(b) RouteCore scan", nanoseconds: scan.median),
            Row(name: "(c) RouteCore scan + match + validate", nanoseconds: analyze.median),
        ]
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
