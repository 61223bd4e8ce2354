import Foundation
import RouteCore

/// `routescope-bench`: measures RouteScope against Foundation side by side, in one run.
///
///     swift run -c release routescope-bench            # the full report
///     swift run -c release routescope-bench parse      # only the parsing table
///     swift run -c release routescope-bench explorer   # only the explorer's numbers
///     swift run -c release routescope-bench check      # only whole-process check, every format, against Foundation
///     routescope-bench foundation-parse < FILE          # the Foundation-only baseline that table runs
///     routescope-bench measure FILE REPORT COMMAND…      # one command's wall, CPU and peak RSS, as that table takes them
///     swift run -c release routescope-bench corpus N FILE
///     swift run -c release routescope-bench profile scan|analyze|verdict|problems|clean|foundation   # one measurement, for perf
///     swift run -c release routescope-bench dump FILE   # every analysis in full, to diff two builds
///     swift run -c release routescope-bench one URL…    # ns per scan and per analysis of single links
///     swift run -c release routescope-bench split       # (b) and (c) for links with no diagnostic, notes only, or worse
@main
struct RouteScopeBench {
    /// Runs the measurement the arguments name; a failure (a missing `routescope`, a file that
    /// cannot be written) is one line on standard error and exit status 2.
    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("routescope-bench: error: \(error)\n".utf8))
            exit(2)
        }
    }

    static func run(_ arguments: [String]) throws {
        if arguments.first == "corpus" {
            guard arguments.count == 3, let count = Int(arguments[1]) else {
                FileHandle.standardError.write(Data("usage: routescope-bench corpus N FILE\n".utf8))
                exit(2)
            }
            try writeCorpus(count: count, to: arguments[2])
            return
        }
        if arguments.first == "split" {
            ParseBenchmark.split()
            return
        }
        if arguments.first == "dump", arguments.count == 2 {
            try Dump.run(to: arguments[1])
            return
        }
        // `routescope-bench one URL…`: scan and analyze times for single links (ONE_COUNT repetitions).
        if arguments.first == "one" {
            let analyzer = LinkAnalyzer(routeMap: .sample)
            for link in arguments.dropFirst() {
                let count = ProcessInfo.processInfo.environment["ONE_COUNT"].flatMap { Int($0) } ?? 200_000
                let items = Array(repeating: link, count: count)
                let scan = Harness.nanosecondsPerItem(items) { URLScanner.scan($0).queryItems.count }
                let full = Harness.nanosecondsPerItem(items) { analyzer.analyze($0).problems.count }
                print(Int(scan.median), Int(full.median), link)
            }
            return
        }
        if arguments.first == "profile", arguments.count == 2 {
            profile(arguments[1])
            return
        }
        if arguments.first == "check" {
            try checkReport()
            return
        }
        if arguments.first == "foundation-parse" {
            CheckBenchmark.foundationParse()
            return
        }
        if arguments.first == "measure" {
            try CheckBenchmark.measure(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "explorer" {
            try explorerReport()
            return
        }
        try report(parseOnly: arguments.first == "parse")
    }

    static func writeCorpus(count: Int, to path: String) throws {
        var generator = CorpusGenerator()
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw BenchmarkError("cannot create \(path)") }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchmarkError("cannot write \(path)") }
        defer { try? handle.close() }
        var chunk = ""
        for index in 0..<count {
            chunk += generator.link()
            chunk += "\n"
            if index % 10_000 == 9_999 {
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        handle.write(Data(chunk.utf8))
    }

    /// Runs one measurement alone for a few seconds, so `perf record` sees only it:
    /// `routescope-bench profile scan|analyze|verdict|problems|clean|foundation`: `problems` analyses
    /// only the corpus links with a warning or an error, `clean` only those with no diagnostic;
    /// `PROFILE_VERDICT=1` takes their verdicts instead of analysing them;
    /// `PROFILE_PASSES` passes over them (20 by default). `PROFILE_CODE` (a diagnostic code, such
    /// as `unknown-tab`) keeps only the links with that problem.
    static func profile(_ which: String) {
        var generator = CorpusGenerator()
        let analyzer = LinkAnalyzer(routeMap: .sample)
        var corpus = generator.links(100_000)
        if which == "problems" {
            corpus = corpus.filter { analyzer.analyze($0).problems.contains { $0.severity != .note } }
        } else if which == "clean" {
            corpus = corpus.filter { analyzer.analyze($0).problems.isEmpty }
        }
        if let code = ProcessInfo.processInfo.environment["PROFILE_CODE"] {
            corpus = corpus.filter { analyzer.analyze($0).problems.contains { $0.code.rawValue == code } }
        }
        let verdicts = which == "verdict" || ProcessInfo.processInfo.environment["PROFILE_VERDICT"] == "1"
        var checksum = 0
        let passes = ProcessInfo.processInfo.environment["PROFILE_PASSES"].flatMap { Int($0) } ?? 20
        for _ in 0..<passes {
            for link in corpus {
                switch which {
                case "scan": checksum &+= URLScanner.scan(link).queryItems.count
                case "foundation": checksum &+= URLComponents(string: link)?.queryItems?.count ?? 0
                default:
                    checksum &+= verdicts ? analyzer.verdict(link).problems.count + 1 : analyzer.analyze(link).problems.count + 1
                }
            }
        }
        print(checksum)
    }

    static func report(parseOnly: Bool) throws {
        #if DEBUG
        print("warning: this is a debug build; run `swift run -c release routescope-bench` for real numbers\n")
        #endif
        var generator = CorpusGenerator()
        let corpus = generator.links(100_000)
        let bytes = Double(corpus.reduce(0) { $0 + $1.utf8.count }) / Double(corpus.count)
        print("## Parsing: 100,000 generated links, \(ParseBenchmark.format(bytes, 1)) bytes on average (median of 7 runs)\n")
        let rows = ParseBenchmark.run(corpus: corpus)
        print(ParseBenchmark.table(rows, bytesPerLink: bytes))
        // The budgets are in instructions a link, which a shared machine does not move
        // (Scripts/measure-instructions.sh); these wall-time ratios are reported beside them.
        print("(c)/(a) = \(ParseBenchmark.format(rows[2].nanoseconds / rows[0].nanoseconds, 3)) (budget: analysis ≤ 6,000 instructions a link)")
        print("(d)/(a) = \(ParseBenchmark.format(rows[3].nanoseconds / rows[0].nanoseconds, 3)) (budget: verdict ≤ 4,600 instructions a link)\n")

        if parseOnly { return }

        try explorerReport()

        try checkReport()
    }

    /// `check` end to end on 1,000,000 generated lines, next to Foundation.
    static func checkReport() throws {
        let file = NSTemporaryDirectory() + "/routescope-bench-1m.txt"
        try writeCorpus(count: 1_000_000, to: file)
        defer { try? FileManager.default.removeItem(atPath: file) }
        print("## routescope check on 1,000,000 links, whole process\n")
        print(try CheckBenchmark.table(file: file, lines: 1_000_000))
    }

    static func explorerReport() throws {
        print("## Explorer\n")
        let keys = KeystrokeBenchmark.run()
        print("| measurement | value | budget |\n|---|---:|---:|")
        print("| keystroke to frame p50, 200×50, \(keys.events) events × 5 | \(ParseBenchmark.format(Harness.percentile(keys.samples, 50), 3)) ms | |")
        print("| keystroke to frame p99 | \(ParseBenchmark.format(Harness.percentile(keys.samples, 99), 3)) ms | < 1 ms |")
        print("| 10 KB paste to frame | \(ParseBenchmark.format(keys.pasteMilliseconds, 3)) ms | < 20 ms |")
        let firstFrame = try FirstFrameBenchmark.run()
        print("| process start to first frame (pty, median of 7) | \(ParseBenchmark.format(firstFrame, 1)) ms | < 50 ms |\n")
    }
}
