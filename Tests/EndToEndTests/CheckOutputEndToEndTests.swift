import Foundation
import TestSupport
import Testing

/// Every format of `check`, byte for byte, against golden files written by the String-built
/// reports that the byte writers replaced, on 1,000 generated links after 38 awkward lines
/// (control bytes, C1 controls, U+2028, bidi, non-ASCII, quotes, XML and GitHub escapes, links
/// of 5,000 and 20,000 bytes, invalid UTF-8, a BOM, CRLF, comments) and on a CSV with awkward
/// cells; sequentially and with `--jobs`, from a file and from standard input.
@Suite("routescope check output, end to end")
struct CheckOutputEndToEndTests {
    static let golden = "Tests/EndToEndTests/Golden/"
    static let corpus = golden + "check-corpus.txt"
    static let table = golden + "check-awkward.csv"

    /// One golden run: the arguments after `check`, and the file its output must equal.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var golden: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["--summary", "--file", corpus], golden: "check-corpus.text.golden"),
        Case(arguments: ["--quiet", "--file", corpus], golden: "check-corpus.quiet.golden"),
        Case(
            arguments: ["--format", "json", "--summary", "--aasa", "Assets/apple-app-site-association.json", "--file", corpus],
            golden: "check-corpus.jsonl.golden"),
        Case(arguments: ["--format", "junit", "--strict", "--file", corpus], golden: "check-corpus.junit.golden"),
        Case(arguments: ["--format", "github", "--summary", "--file", corpus], golden: "check-corpus.github.golden"),
    ] + ["text", "json", "junit", "github"].map { Case(arguments: ["--format", $0, "--file", table], golden: "check-awkward-csv.\($0).golden") }

    static func goldenBytes(_ name: String) throws -> Data {
        try Data(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent(golden + name))
    }

    @Test(arguments: cases, [[], ["--jobs", "1"], ["--jobs", "3"]])
    func everyFormatMatchesItsGoldenFile(_ golden: Case, jobs: [String]) async throws {
        let result = try await RouteScopeProcess.run(["check"] + jobs + golden.arguments)
        #expect(result.stdoutBytes == (try Self.goldenBytes(golden.golden)))
        #expect(result.status == 1)
    }

    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--jobs", "5"]])
    func standardInputGivesTheFilesJSONLines(jobs: [String]) async throws {
        let input = try Data(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent(Self.corpus))
        let result = try await RouteScopeProcess.run(
            ["check", "--format", "json", "--summary", "--aasa", "Assets/apple-app-site-association.json"] + jobs + ["-"], stdin: input)
        #expect(result.stdoutBytes == (try Self.goldenBytes("check-corpus.jsonl.golden")))
        #expect(result.status == 1)
    }

    /// The "At scale" recipe of docs/check.md without a cluster: shards of the input checked apart, as
    /// `parallel --pipe` or Spark's `RDD.pipe` run them, give one run's JSON Lines in order
    /// once concatenated (but for `line`, which counts within each shard), and exit 1 where
    /// one run does.
    @Test func shardsCheckedApartConcatenateToOneRun() async throws {
        try await withTemporaryDirectory(prefix: "routescope-shards") { directory in
            let split = Process()
            split.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            split.arguments = ["split", "-l", "150", RouteScopeProcess.packageRoot.appendingPathComponent(Self.corpus).path, directory.path + "/shard-"]
            try split.run()
            split.waitUntilExit()
            #expect(split.terminationStatus == 0)
            let shards = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(shards.count == 7)
            var joined = Data()
            var statuses: [Int32] = []
            for shard in shards {
                let input = try Data(contentsOf: directory.appendingPathComponent(shard))
                let result = try await RouteScopeProcess.run(["check", "--format", "json", "--jobs", "2", "-"], stdin: input)
                joined.append(result.stdoutBytes)
                statuses.append(result.status)
            }
            let whole = try await RouteScopeProcess.run(["check", "--format", "json", "--jobs", "1", "--file", Self.corpus])
            let withoutLines = { (data: Data) in
                String(decoding: data, as: UTF8.self).replacing(/,"line":[0-9]+,/, with: ",")
            }
            #expect(withoutLines(joined) == withoutLines(whole.stdoutBytes))
            #expect(withoutLines(whole.stdoutBytes).split(separator: "\n").count > 1_000)
            #expect(statuses.max() == whole.status)
        }
    }

    @Test func aTableThatStopsMidwayWritesTheSameRowsFirstAtAnyJobs() async throws {
        var table = "url\n"
        for index in 0..<3_000 { table += "myapp://home/articles/\(index)\n" }
        table += "\"myapp://home/feed\n"
        var results: [RouteScopeProcess.Result] = []
        for jobs in ["1", "4"] {
            results.append(try await RouteScopeProcess.run(["check", "--quiet", "--column", "url", "--jobs", jobs, "-"], stdin: Data(table.utf8)))
        }
        #expect(results[0].status == 2 && results[1].status == 2)
        #expect(results[0].stderr.contains("<stdin>:3002:1: the quote that opens this field is never closed"))
        #expect(results[1].stdoutBytes == results[0].stdoutBytes && results[1].stderr == results[0].stderr)
    }

    @Test(arguments: ["0", "-2", "1025", "many"])
    func jobsOutOfRangeIsAUsageError(_ jobs: String) async throws {
        let result = try await RouteScopeProcess.run(["check", "--jobs", jobs, "myapp://home"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--jobs"))
    }
}
