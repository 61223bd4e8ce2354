import Foundation
import RouteCore
import Testing

/// RouteScope against the WHATWG URL parser test data, for the entries without a base URL.
///
/// Where WHATWG fails a URL, RouteScope must report an error; where RouteScope accepts one, its
/// split must equal the test data and Foundation's `URLComponents`. WHATWG, RFC 3986 and
/// Foundation differ on purpose in places; every entry that disagrees must be explained by a
/// difference documented in docs/url-conformance.md, and every documented difference must be
/// needed by some entry, so that the document stays honest.
@Suite struct WHATWGConformanceTests {
    @Test func everyDisagreementIsADocumentedDifference() throws {
        let report = try ConformanceReport.make()
        for (input, part) in report.unexplained.prefix(25) {
            Issue.record("\(input.debugDescription): \(part), and no documented difference explains it")
        }
        #expect(report.unexplained.isEmpty, "\(report.unexplained.count) unexplained mismatches")
        // Guards against a vacuous pass, e.g. an empty or truncated data file.
        #expect(report.entries > 500, "only \(report.entries) entries without a base")
        #expect(report.agreeing > 200, "only \(report.agreeing) entries agree outright")
        print(report.summary)
    }

    @Test func documentedDifferencesMatchTheTable() throws {
        let report = try ConformanceReport.make()
        let table = try DocumentedDifferenceRow.load()
        #expect(
            table.header == ["id", "what differs", "WHATWG says", "RouteScope (RFC 3986) says", "why", "entries"],
            "unexpected columns in \(DocumentedDifferenceRow.path.path)")
        // The table lists the differences in the order the test tries them.
        #expect(table.rows.map(\.id) == WHATWGDifferences.all.map(\.id))
        for row in table.rows {
            let count = report.countsByID[row.id, default: 0]
            #expect(count > 0, "\(row.id) is documented but no entry needs it; remove the row")
            #expect(row.entries == count, "\(row.id) explains \(count) entries; update the entries column")
        }
    }

    @Test func acceptedEntriesSplitLikeFoundation() throws {
        var accepted = 0
        for entry in try WHATWGTestData.entriesWithoutBase() {
            let link = ConformanceCase(entry)
            guard link.scan.isAcceptedForAgreement else { continue }
            accepted += 1
            guard let foundation = URLSplit(foundation: entry.input) else {
                Issue.record("\(entry.input.debugDescription): RouteScope accepts it, URLComponents returns nil")
                continue
            }
            let differences = link.ours.differences(from: foundation)
            #expect(differences.isEmpty, "\(entry.input.debugDescription): \(differences.joined(separator: "; "))")
        }
        #expect(accepted > 250, "only \(accepted) entries accepted")
    }

    @Test func everySpanFitsTheInput() throws {
        for entry in try WHATWGTestData.entriesWithoutBase() {
            let problems = URLScanner.scan(entry.input).spanProblems(in: entry.input)
            #expect(problems.isEmpty, "\(entry.input.debugDescription): \(problems)")
        }
    }
}

/// Every entry classified: agreeing, explained by a documented difference, or unexplained.
struct ConformanceReport {
    var entries = 0
    var agreeing = 0
    /// Agreeing entries that WHATWG fails and RouteScope reports an error for.
    var failuresAgreed = 0
    /// Mismatching entries per difference id. An entry with several explained parts counts once,
    /// under the first of their ids in table order.
    var countsByID: [String: Int] = [:]
    var unexplained: [(input: String, part: Mismatch)] = []

    static func make() throws -> ConformanceReport {
        var report = ConformanceReport()
        for entry in try WHATWGTestData.entriesWithoutBase() {
            report.entries += 1
            let link = ConformanceCase(entry)
            let parts = link.mismatches
            guard !parts.isEmpty else {
                report.agreeing += 1
                if entry.expectsFailure { report.failuresAgreed += 1 }
                continue
            }
            var firstIndex: Int?
            for part in parts {
                guard let index = WHATWGDifferences.all.firstIndex(where: { $0.explains(part, link) }) else {
                    report.unexplained.append((entry.input, part))
                    continue
                }
                firstIndex = min(firstIndex ?? index, index)
            }
            if let firstIndex { report.countsByID[WHATWGDifferences.all[firstIndex].id, default: 0] += 1 }
        }
        return report
    }

    var summary: String {
        let counts = WHATWGDifferences.all.map { "\($0.id) \(countsByID[$0.id, default: 0])" }
        return "WHATWG: \(entries) entries without a base, \(agreeing) agree (\(failuresAgreed) failures, "
            + "\(agreeing - failuresAgreed) splits); " + counts.joined(separator: ", ")
    }
}
