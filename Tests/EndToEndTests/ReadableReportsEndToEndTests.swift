import Foundation
import TestSupport
import Testing

/// Reports a person can read: one unit for columns, whole-file errors
/// without a fake position, and a missing device tool named.
@Suite("Readable reports, end to end")
struct ReadableReportsEndToEndTests {
    /// "café," is five characters, so the link starts at column 6 and its value at column 33,
    /// whatever bytes é takes: text and GitHub say the same.
    @Test func textAndGitHubCountColumnsInCharacters() async throws {
        try await withTemporaryDirectory(prefix: "routescope-columns") { directory in
            try Data("name,url\ncafé,myapp://home/feed?category=x\n".utf8).write(to: directory.appendingPathComponent("t.csv"))
            let text = try await RouteScopeProcess.run(["check", "--file", "t.csv"], in: directory)
            #expect(text.stdout.hasPrefix("t.csv:2:33: error[not-in-enum]: category must be one of"))
            let github = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--format", "github"], in: directory)
            #expect(github.stdout.hasPrefix("::error file=t.csv,line=2,col=33,endColumn=33,title=not-in-enum::"))
        }
    }

    @Test func aSemicolonSeparatedCSVIsDetectedOrTheErrorSuggestsTheDelimiter() async throws {
        try await withTemporaryDirectory(prefix: "routescope-semicolons") { directory in
            try Data("name;url\nspring;myapp://home/feed\n".utf8).write(to: directory.appendingPathComponent("t.csv"))
            let detected = try await RouteScopeProcess.run(["check", "--file", "t.csv"], in: directory)
            #expect(detected.stdout == "t.csv:2: ok: myapp://home/feed → home › feed\nchecked 1 link: all ok (0 errors, 0 warnings)\n")
            let forced = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--delimiter", "comma"], in: directory)
            #expect(forced.status == 2)
            #expect(forced.stderr == #"error: t.csv:1: no column named "url" in the header on line 1; its columns are "name;url"; did you mean "name;url"? — is the file separated by semicolons? Give --delimiter semicolon"# + "\n")
            let fixed = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--fix", "--delimiter", "comma"], in: directory)
            #expect(fixed.stderr == forced.stderr, "--fix reads the table as check does")
        }
    }

    @Test func labelNamesEachRowInTextJUnitAndGitHub() async throws {
        let long = "myapp://search/results?q=" + String(repeating: "a", count: 1500)
        let csv = "campaign,url\nSpring sale,myapp://home/feed?category=x\nSummer,\(long)\n,\n\"Fall, late\",\n"
        try await withTemporaryDirectory(prefix: "routescope-label") { directory in
            try Data(csv.utf8).write(to: directory.appendingPathComponent("t.csv"))
            let text = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--label", "campaign"], in: directory)
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines[0].hasPrefix("t.csv:2:40: Spring sale: error[not-in-enum]: category must be one of"))
            #expect(lines.contains("t.csv:5: Fall, late: error[empty-cell]: the row has no link: its url cell is empty"))
            let github = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--label", "1", "--format", "github"], in: directory)
            #expect(github.stdout.hasPrefix("::error file=t.csv,line=2,col=40,endColumn=40,title=Spring sale%3A not-in-enum::"))
            let junit = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--label", "campaign", "--format", "junit"], in: directory)
            #expect(junit.stdout.contains(#"<testcase classname="routescope.check" name="t.csv:2 Spring sale">"#))
            #expect(junit.stdout.contains(#"<testcase classname="routescope.check" name="t.csv:5 Fall, late">"#))
            let unlabelled = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--format", "junit"], in: directory)
            let elided = "myapp://search/results?q=" + String(repeating: "a", count: 41) + "…" + String(repeating: "a", count: 33)
            #expect(unlabelled.stdout.contains(#"<testcase classname="routescope.check" name="t.csv:3 \#(elided)">"#), "a 1,500-character link is cut in the middle")
            let missing = try await RouteScopeProcess.run(["check", "--file", "t.csv", "--label", "owner"], in: directory)
            #expect(missing.status == 2)
            #expect(missing.stderr == #"error: t.csv:1: no column named "owner" in the header on line 1; its columns are "campaign", "url"; --label names a column of the table"# + "\n")
        }
    }

    @Test func aMissingRouteMapSaysNoSuchFileWithoutAPosition() async throws {
        try await withTemporaryDirectory(prefix: "routescope-missing") { directory in
            let result = try await RouteScopeProcess.run(["check", "--routes", "nope.yml", "myapp://home/feed"], in: directory)
            #expect(result.stderr == "nope.yml: error: no such file\n")
            #expect(result.status == 2)
            let folder = try await RouteScopeProcess.run(["check", "--routes", ".", "myapp://home/feed"], in: directory)
            #expect(folder.stderr == ".: error: it is a directory, not a file\n")
        }
    }

    @Test func openRunWithoutTheDeviceToolSaysWhichIsMissing() async throws {
        try await withTemporaryDirectory(prefix: "routescope-notools") { directory in
            let environment = ["PATH": directory.path]
            let android = try await RouteScopeProcess.run(["open", "--android", "--run", "myapp://home/feed"], environment: environment)
            #expect(android.status == 2)
            #expect(android.stderr.hasSuffix(
                "error: --run needs adb, which is not on PATH: install the Android SDK platform-tools, or leave out --run to print the command\n"))
            let ios = try await RouteScopeProcess.run(["open", "--ios", "--run", "myapp://home/feed"], environment: environment)
            #expect(ios.status == 2)
            #expect(ios.stderr.hasSuffix("error: --run needs xcrun, which is not on PATH: install Xcode's command-line tools, or leave out --run to print the command\n"))
        }
    }
}
