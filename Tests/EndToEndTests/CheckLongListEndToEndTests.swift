import Foundation
import TestSupport
import Testing

/// `check --file` on a list read in 64 KiB blocks: every line reads the same wherever the block
/// boundaries fall (right after a newline, between a `\r` and its `\n`, inside a line longer
/// than a block), and a line over 8 MiB is checked by its start with a warning.
@Suite("routescope check on lines across read blocks, end to end")
struct CheckLongListEndToEndTests {
    static let block = 1 << 16

    @Test func linesReadTheSameWhereverTheBlocksEnd() async throws {
        var list = "#" + String(repeating: "x", count: Self.block - 2) + "\n"
        // Line 2 starts a block; line 4's \r ends the next one, its \n starts the one after.
        list += "myapp://home/feed?zz=1\r\n"
        let link = "myapp://home/feed?zz=2"
        list += "#" + String(repeating: "y", count: 2 * Self.block - 1 - list.utf8.count - link.utf8.count - 3) + "\r\n"
        list += link + "\r\n"
        #expect(list.utf8.count == 2 * Self.block + 1, "the \\r of line 4 is the last byte of the second block")
        // Line 5 is longer than two blocks (its q too long), with a problem at its end too.
        let long = "myapp://search/results?q=" + String(repeating: "a", count: 3 * Self.block) + "&zz=3"
        list += long + "\n" + "myapp://home/feed?zz=4"
        try await withTemporaryDirectory(prefix: "routescope-blocks") { directory in
            try Data(list.utf8).write(to: directory.appendingPathComponent("links.txt"))
            let result = try await RouteScopeProcess.run(["check", "--quiet", "--file", "links.txt"], in: directory)
            let reported = result.stdout.split(separator: "\n").filter { $0.contains("warning[unknown-param]") }.map { $0.prefix { $0 != " " } }
            #expect(reported == ["links.txt:2:19:", "links.txt:4:19:", "links.txt:5:\(long.utf8.count - 3):", "links.txt:6:19:"])
            #expect(result.stdout.contains("links.txt:5:26: error[too-long]: q must be at most 200 characters, found \(3 * Self.block)"))
            #expect(result.stdout.hasSuffix("checked 4 links: 1 failed (1 error, 4 warnings)\n"), "\(result.stdout.suffix(200))")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func aLineOverTheLimitIsCheckedByItsStartAndTheNextLineIsRead() async throws {
        let limit = 8 << 20
        let list = "myapp://search/results?q=" + String(repeating: "b", count: limit) + "\nmyapp://home/feed?zz=1\n"
        try await withTemporaryDirectory(prefix: "routescope-long-line") { directory in
            try Data(list.utf8).write(to: directory.appendingPathComponent("links.txt"))
            let result = try await RouteScopeProcess.run(["check", "--quiet", "--file", "links.txt"], in: directory)
            #expect(result.stderr == "warning: links.txt:1: the line is longer than \(limit) bytes; only its start was checked\n")
            #expect(result.stdout.contains("links.txt:2:19: warning[unknown-param]"))
            #expect(result.stdout.contains("links.txt:1:26: error[too-long]: q must be at most 200 characters, found \(limit - 25)"), "only the start")
            #expect(result.stdout.hasSuffix("checked 2 links: 1 failed (1 error, 1 warning)\n"), "\(result.stdout.suffix(200))")
        }
    }
}
