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

    /// A link whose bytes are not UTF-8 is written back as it is, whatever fixes it lists, and
    /// the summary says so instead of that no fix applies.
    @Test func aLinkThatIsNotUTF8IsKeptAndTheSummarySaysWhy() async throws {
        let line = Array("myapp://search/results?q=x".utf8) + [0xFF] + Array("y z\n".utf8)
        let result = try await RouteScopeProcess.run(["check", "--fix", "-"], stdin: Data(line))
        #expect(result.stdoutBytes == Data(line))
        #expect(result.stderr.hasPrefix("fixed nothing; kept 1 link as written, whose bytes are not UTF-8: a rewrite would change bytes no fix names\n"))
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

    /// The output may be the input: the fixed file takes its place once whole, and the check
    /// reads it back.
    @Test func aFileFixedInPlaceIsWholeAndChecked() async throws {
        let csv = "url,owner\r\n\(Self.twoRounds),ann\r\n\"\(Self.guess)\",bob\r\n"
        try await withTemporaryDirectory(prefix: "routescope-fix-in-place") { directory in
            let file = directory.appendingPathComponent("links.csv")
            try Data(csv.utf8).write(to: file)
            let result = try await RouteScopeProcess.run(["check", "--fix", "--file", "links.csv", "--output", "links.csv"], in: directory)
            #expect(try String(contentsOf: file, encoding: .utf8) == "url,owner\r\n\(Self.twoRoundsFixed),ann\r\n\"\(Self.guess)\",bob\r\n")
            #expect(result.stderr.hasPrefix("fixed 1 link with 2 edits: 1 case-mismatch, 1 unknown-tab\nlinks.csv:3:"))
            #expect(result.status == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["links.csv"], "no temporary file is left")
        }
    }

    /// An output that is a symbolic link fixes the file it names, which keeps its permissions;
    /// the link stays a link.
    @Test func anOutputThatIsASymbolicLinkFixesTheFileItNames() async throws {
        try await withTemporaryDirectory(prefix: "routescope-fix-symlink") { directory in
            let file = directory.appendingPathComponent("links.txt")
            try Data("\(Self.twoRounds)\n".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("alias.txt").path, withDestinationPath: "links.txt")
            let result = try await RouteScopeProcess.run(["check", "--fix", "--file", "alias.txt", "--output", "alias.txt"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOf: file, encoding: .utf8) == "\(Self.twoRoundsFixed)\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("alias.txt").path) == "links.txt")
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["alias.txt", "links.txt"])
        }
    }

    /// An output that is no regular file (a named pipe here; a device such as `/dev/null` or
    /// `/dev/stdout` alike) is written once whole, as a shell's `>` writes it, not replaced by a
    /// new file; the check reads the fixed input from its own copy, not back from the pipe.
    @Test func anOutputThatIsANamedPipeIsWrittenNotReplaced() async throws {
        try await withTemporaryDirectory(prefix: "routescope-fix-pipe") { directory in
            let pipe = directory.appendingPathComponent("out")
            try #require(mkfifo(pipe.path, 0o600) == 0)
            // Opened for reading first, without waiting for a writer: the pipe's buffer holds the
            // output, and a run that never writes it leaves nothing to read rather than a hang.
            let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { close(reader) }
            let result = try await RouteScopeProcess.run(["check", "--fix", "--output", "out", Self.twoRounds], in: directory)
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = max(0, read(reader, &bytes, bytes.count))
            #expect(String(decoding: bytes[..<count], as: UTF8.self) == Self.twoRoundsFixed + "\n")
            #expect(result.stderr == "fixed 1 link with 2 edits: 1 case-mismatch, 1 unknown-tab\nchecked 1 link: all ok (0 errors, 0 warnings)\n")
            #expect(result.status == 0)
            var info = stat()
            #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"], "no temporary file is left")
        }
    }

    /// A read that fails is an error, not the end of the input: `check` passes no link it did
    /// not read, and `--fix` writes nothing. (`/proc/self/mem` fails its first read with EIO.)
    @Test(arguments: [[], ["--fix"]])
    func aFailedReadIsAnError(arguments: [String]) async throws {
        let result = try await RouteScopeProcess.run(["check"] + arguments + ["--file", "/proc/self/mem"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot read /proc/self/mem to its end: Input/output error\n")
    }

    /// A table that cannot be read to its end writes nothing: the output stays as it was.
    @Test func anInputThatCannotBeReadLeavesTheOutputAsItWas() async throws {
        let rows = String(repeating: "\(Self.twoRounds),ann\n", count: 5000)
        try await withTemporaryDirectory(prefix: "routescope-fix-error") { directory in
            try Data(("url,owner\n" + rows + "\"myapp://home/feed,bob\n").utf8).write(to: directory.appendingPathComponent("links.csv"))
            try Data("before\n".utf8).write(to: directory.appendingPathComponent("fixed.csv"))
            let result = try await RouteScopeProcess.run(["check", "--fix", "--file", "links.csv", "--output", "fixed.csv"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("error: links.csv:5002:1: the quote that opens this field is never closed"), "\(result.stderr)")
            #expect(try String(contentsOf: directory.appendingPathComponent("fixed.csv"), encoding: .utf8) == "before\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["fixed.csv", "links.csv"])
            let piped = try await RouteScopeProcess.run(["check", "--fix", "--column", "url", "-"], in: directory, stdin: Data(("url\n" + "\"x\n").utf8))
            #expect(piped.status == 2)
            #expect(piped.stdout.isEmpty, "nothing goes to standard output either")
        }
    }

    @Test func aTableFromStandardInputComesOutFixedOnStandardOutput() async throws {
        let csv = "owner;url\n\"Ann; A\";\(Self.twoRounds)\n"
        let result = try await RouteScopeProcess.run(["check", "--fix", "--column", "url", "-"], stdin: Data(csv.utf8))
        #expect(result.stdout == "owner;url\n\"Ann; A\";\(Self.twoRoundsFixed)\n")
        #expect(result.stderr == "fixed 1 link with 2 edits: 1 case-mismatch, 1 unknown-tab\nchecked 1 link: all ok (0 errors, 0 warnings)\n")
        #expect(result.status == 0)
    }

    @Test func anOutputThatCannotBeWrittenIsAnError() async throws {
        try await withTemporaryDirectory(prefix: "routescope-fix-unwritable") { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
            let result = try await RouteScopeProcess.run(["check", "--fix", "--output", "out", Self.twoRounds], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "error: cannot write out: Is a directory\n")
            let missing = try await RouteScopeProcess.run(["check", "--fix", "--output", "no/such/dir/x.txt", Self.twoRounds], in: directory)
            #expect(missing.stderr == "error: cannot write no/such/dir/x.txt: No such file or directory\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"], "no temporary file is left")
        }
    }

    /// `--fix` to standard output, and JUnit's test cases, wait in a temporary file: when none
    /// can be made, that is an error, not an empty output.
    @Test(arguments: [["--fix"], ["--format", "junit"]])
    func noTemporaryFileIsAnError(arguments: [String]) async throws {
        let result = try await RouteScopeProcess.run(
            ["check"] + arguments + [Self.twoRounds], environment: ["TMPDIR": "/nonexistent-routescope-tmp"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot write a temporary file in /nonexistent-routescope-tmp/: No such file or directory\n")
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
