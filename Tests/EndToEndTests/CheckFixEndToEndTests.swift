import Foundation
import TestSupport
import Testing

/// `routescope check --fix`: the input written back with every machine-applicable fix applied,
/// the edits and what is still broken on standard error, the exit status of the fixed links.
@Suite("routescope check --fix, end to end")
struct CheckFixEndToEndTests {
    static let twoRounds = "myapp://articleDetail?UserId=100&articleId=5"
    static let twoRoundsFixed = "myapp://home/articleDetail?userId=100&articleId=5"
    static let guess = "myapp://home/articleDetail?userId=1&articleIdText=2"

    @Test func argumentsComeOutOnePerLine() async throws {
        let result = try await RouteScopeProcess.run(["check", "--fix", Self.twoRounds, "myapp://home/feed"])
        #expect(result.stdout == Self.twoRoundsFixed + "\nmyapp://home/feed\n")
        #expect(result.stderr == "fixed 1 link with 2 edits: 1 case-mismatch, 1 unknown-tab\nchecked 2 links: all ok (0 errors, 0 warnings)\n")
        #expect(result.status == 0)
    }

    @Test func linksStillFailingGoToStandardErrorAndFailTheRun() async throws {
        let result = try await RouteScopeProcess.run(["check", "--fix", Self.guess])
        #expect(result.stdout == Self.guess + "\n", "a guess is not applied unseen")
        #expect(result.stderr.hasPrefix("fixed nothing: no machine-applicable fix applies\nwarning[unknown-param]: unknown parameter articleIdText"))
        #expect(result.stderr.contains("error[missing-param]: articleDetail requires articleId"))
        #expect(result.stderr.contains(#"fix (maybe-incorrect): replace "articleIdText" with "articleId""#))
        #expect(result.stderr.hasSuffix("checked 1 link: 1 failed (1 error, 1 warning)\n"))
        #expect(result.status == 1)
    }

    @Test func aListFromStandardInputStaysAList() async throws {
        let list = "# spring\n\n  \(Self.twoRounds)\nmyapp://home/feed\n"
        let result = try await RouteScopeProcess.run(["check", "--fix", "-"], stdin: Data(list.utf8))
        #expect(result.stdout == "# spring\n\n  \(Self.twoRoundsFixed)\nmyapp://home/feed\n")
        #expect(result.status == 0)
    }

    @Test func aCSVKeepsItsColumnsAndQuotingAndGoesToOutput() async throws {
        let csv = "campaign,url,owner\n\"Spring, sale\",\"\(Self.twoRounds)&searchText=\"\"hi\"\"\",\"Ann, \"\"A\"\"\"\nsummer,\(Self.guess),bob\n"
        try await withTemporaryDirectory(prefix: "routescope-fix") { directory in
            try Data(csv.utf8).write(to: directory.appendingPathComponent("links.csv"))
            let result = try await RouteScopeProcess.run(["check", "--fix", "--file", "links.csv", "--output", "fixed.csv"], in: directory)
            let written = try String(contentsOf: directory.appendingPathComponent("fixed.csv"), encoding: .utf8)
            #expect(written == "campaign,url,owner\n\"Spring, sale\",\"\(Self.twoRoundsFixed)&searchText=%22hi%22\",\"Ann, \"\"A\"\"\"\nsummer,\(Self.guess),bob\n")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("fixed 1 link with 4 edits: 2 invalid-syntax, 1 case-mismatch, 1 unknown-tab\nfixed.csv:3:"))
            #expect(result.status == 1, "row 3 still fails")
            let again = try await RouteScopeProcess.run(["check", "--fix", "--file", "fixed.csv"], in: directory)
            #expect(again.stdout == written, "fixing a fixed file changes nothing")
            #expect(again.stderr.hasPrefix("fixed nothing: no machine-applicable fix applies\n"))
        }
    }

    @Test func textAroundPastedLinksIsRemovedUnlessTheLinkMayMeanIt() async throws {
        let list = "see \(Self.twoRoundsFixed).\n(myapp://search/results?q=tea)\n\u{201C}myapp://home/feed\u{201D}\nmyapp://search/results?q=wow!\n"
        let result = try await RouteScopeProcess.run(["check", "--fix", "-"], stdin: Data(list.utf8))
        #expect(result.stdout == "\(Self.twoRoundsFixed)\nmyapp://search/results?q=tea\nmyapp://home/feed\nmyapp://search/results?q=wow!\n")
        #expect(result.stderr.hasPrefix("fixed 3 links with 6 edits: 6 text-around-link\n<stdin>:4:29: error[text-around-link]: \"!\" after the link"))
        #expect(result.stderr.contains(#"fix (maybe-incorrect): delete "!""#))
        #expect(result.status == 1, "the guess is left for a person")
    }

    @Test func outputWithoutFixAndFixWithAnotherFormatAreUsageErrors() async throws {
        let output = try await RouteScopeProcess.run(["check", "--output", "x.txt", "myapp://home/feed"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--output writes the fixed input: give it with --fix"))
        let json = try await RouteScopeProcess.run(["check", "--fix", "--format", "json", "myapp://home/feed"])
        #expect(json.status == 2)
        #expect(json.stderr.contains("--fix writes the fixed input to standard output (or --output) and reports on standard error as text"))
    }
}
