import RouteCore
import RouteTools

/// One `check` run: links go in in input order, output comes out in the same order, and the
/// totals follow at the end.
///
/// With one job, each link is checked and written on the spot, into the output's own buffer.
/// With more, links are gathered into chunks of ``chunkEntries`` (or ``chunkBytes`` of links),
/// checked on worker threads, each into its own buffer and counts, and written and counted in
/// input order; at most two chunks per job and never more than ``maximumChunksInFlight`` are
/// in flight, so memory stays flat at any `--jobs`.
final class CheckRun {
    static let chunkEntries = 512
    static let chunkBytes = 128 << 10
    static let maximumChunksInFlight = 16

    /// A chunk's output and counts.
    private struct CheckedChunk: Sendable {
        var output: ReportBuffer
        var totals: CheckSummary
    }

    let report: CheckReport
    let out: OutputSink
    /// JUnit test cases wait here until the totals for the header are known.
    private let junitCases: Spool?
    // Changed in place for every link, and only ever on the thread that checks and writes (the
    // pool hands its results back there too): without the run-time exclusivity checks, which
    // cost three calls into the runtime a link.
    @exclusivity(unchecked) private var totals = CheckSummary()
    @exclusivity(unchecked) private var scratch = ReportBuffer(capacity: 1 << 10)
    private let pool: OrderedWorkPool<PendingChunk, CheckedChunk>?
    /// The entries gathered for the next worker; on the reading thread only, like `totals`.
    @exclusivity(unchecked) private var chunk = PendingChunk(entries: 0, bytes: 0)

    /// A run that writes to `out`: standard output unless told otherwise.
    ///
    /// - Throws: ``SpoolError`` when JUnit's test cases have no temporary file to wait in.
    init(report: CheckReport, jobs: Int, out: OutputSink = OutputSink()) throws(SpoolError) {
        self.report = report
        self.out = out
        junitCases = report.format == .junit ? try Spool() : nil
        if jobs > 1 {
            let limit = min(2 * jobs, Self.maximumChunksInFlight)
            // Every worker reads links with the one compiled route map: the matcher reads its
            // rows in place, so the threads share it without counting references on it per row.
            pool = OrderedWorkPool(workers: min(jobs, limit), limit: limit) {
                { chunk in
                    var checked = CheckedChunk(output: ReportBuffer(capacity: 1 << 18), totals: CheckSummary())
                    var scratch = ReportBuffer(capacity: 1 << 10)
                    chunk.forEach { entry in
                        report.check(entry, totals: &checked.totals, scratch: &scratch, to: &checked.output)
                    }
                    return checked
                }
            }
            chunk = Self.emptyChunk
        } else {
            pool = nil
        }
    }

    /// A chunk to gather entries in, with room for a full one (and the line that fills it).
    private static var emptyChunk: PendingChunk { PendingChunk(entries: chunkEntries, bytes: chunkBytes + (4 << 10)) }

    /// Links checked so far, table rows with no link included; all of them after ``drain()``.
    var checked: Int { totals.links }
    var failed: Int { totals.failed }

    /// Where per-link output goes: the spool for JUnit, standard output otherwise.
    private var linkOutput: OutputSink { junitCases?.sink ?? out }

    /// Checks one link or row, after every one given before it.
    func check(_ entry: CheckReport.Entry) {
        guard let pool else {
            let sink = linkOutput
            report.check(entry, totals: &totals, scratch: &scratch, to: &sink.buffer)
            sink.flushIfFull()
            return
        }
        chunk.append(entry)
        if chunk.count >= Self.chunkEntries || chunk.size >= Self.chunkBytes {
            pool.submit(chunk, deliver: write)
            chunk = Self.emptyChunk
        }
    }

    /// Writes and counts everything checked so far, and flushes standard output: before an
    /// error message, and before the totals.
    func drain() {
        if let pool {
            if chunk.count > 0 {
                pool.submit(chunk, deliver: write)
                chunk = Self.emptyChunk
            }
            pool.finish(deliver: write)
        }
        out.flush()
    }

    private func write(_ checked: CheckedChunk) {
        totals.merge(checked.totals)
        linkOutput.write(bytes: checked.output.bytes)
    }

    /// Writes the totals (and the JUnit report around its test cases).
    ///
    /// - Throws: ``SpoolError`` when the JUnit test cases cannot be had back whole.
    func finish() throws(SpoolError) {
        drain()
        switch report.format {
        case .text, .github:
            if report.summary { out.write(totals.renderGroups() + totals.platforms.render()) }
            out.write(totals.renderTotals())
        case .json:
            if report.summary {
                out.write(totals.json().serialized())
                out.write("\n")
            }
        case .junit:
            JUnitReport.writeHeader(tests: totals.links, failures: totals.failed, to: &out.buffer)
            out.flush()
            try junitCases?.copy(to: out)
            out.write(JUnitReport.footer)
            if report.summary {
                out.flush()
                Console.printError(totals.renderGroups() + totals.renderTotals().dropLast())
            }
        }
        out.flush()
    }
}
