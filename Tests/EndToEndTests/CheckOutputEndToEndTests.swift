import Foundation
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
}
