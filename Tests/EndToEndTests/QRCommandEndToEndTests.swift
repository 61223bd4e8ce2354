import Foundation
import TestSupport
import Testing

/// `routescope qr`: every picture it draws, read back by a real reader (zbar), must give the
/// link's exact bytes.
@Suite("routescope qr, read back with zbar")
struct QRCommandEndToEndTests {
    /// Links of several lengths that pass the check, from 17 bytes to over a kilobyte, ASCII and not.
    static let links = [
        "myapp://home/feed",
        "myapp://home/articleDetail?userId=100&articleId=200&searchText=spring",
        "myapp://search/results?q=café日本&tags=東京,été",
        "https://example.com/app/home/feed?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content="
            + String(repeating: "hero-banner-", count: 25),
        "myapp://search/results?q=summer&tags=" + (1...150).map { "tag\($0)" }.joined(separator: ","),
    ]

    @Test(arguments: links)
    func thePNGReadsBackAsTheLink(link: String) async throws {
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let png = directory.appendingPathComponent("link.png")
            let result = try await RouteScopeProcess.run(["qr", link, "--format", "png", "--output", png.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(try QRCodeReader.decode(imageAt: png) == Array(link.utf8))
        }
    }

    @Test(arguments: links)
    func theSVGRasterisedReadsBackAsTheLink(link: String) async throws {
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let svg = directory.appendingPathComponent("link.svg")
            let png = directory.appendingPathComponent("link.png")
            let result = try await RouteScopeProcess.run(["qr", link, "--format", "svg", "--output", svg.path, "--level", "H"])
            #expect(result.status == 0, "\(result.stderr)")
            try QRCodeReader.rasterize(svg: svg, to: png)
            #expect(try QRCodeReader.decode(imageAt: png) == Array(link.utf8))
        }
    }

    /// The text on standard output (a pipe, so plain: the glyphs are the dark modules), drawn as
    /// a terminal with a light background would show it.
    @Test(arguments: links)
    func theHalfBlockTextReadsBackAsTheLink(link: String) async throws {
        let result = try await RouteScopeProcess.run(["qr", link, "--level", "Q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"), "plain text in a pipe")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { Array($0) }
        try #require(!lines.isEmpty && lines.allSatisfy { $0.count == lines[0].count })
        let decoded = try withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let picture = directory.appendingPathComponent("text.pgm")
            try QRCodeReader.pgm(halfBlocks: lines, scale: 4) { _, _ in true }.write(to: picture)
            return try QRCodeReader.decode(imageAt: picture)
        }
        #expect(decoded == Array(link.utf8))
    }

    /// Text written to a file is plain half blocks, the same as in a pipe.
    @Test func textToAFileIsPlain() async throws {
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let file = directory.appendingPathComponent("link.txt")
            let written = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--output", file.path])
            let piped = try await RouteScopeProcess.run(["qr", "myapp://home/feed"])
            #expect(written.status == 0 && written.stdout.isEmpty)
            #expect(try Data(contentsOf: file) == piped.stdoutBytes)
        }
    }

    /// Text beyond ASCII is declared UTF-8, so a reader that decodes the characters itself (as
    /// a phone does) gets them right rather than guessing Shift JIS.
    @Test func nonASCIITextIsReadAsUTF8() async throws {
        let link = "myapp://search/results?q=café日本"
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let png = directory.appendingPathComponent("link.png")
            _ = try await RouteScopeProcess.run(["qr", link, "--format", "png", "--output", png.path])
            #expect(try QRCodeReader.decodeText(imageAt: png) == link)
        }
    }

    /// A picture goes to standard output when it is not a terminal.
    @Test func aPictureGoesToStandardOutputInAPipe() async throws {
        let result = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--format", "png"])
        #expect(result.status == 0)
        #expect(result.stdoutBytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let svg = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--format", "svg", "--module-size", "3"])
        // Version 2 at level M: 25 modules and the quiet zone, 33, at 3 pixels each.
        #expect(svg.stdout.hasPrefix("<?xml") && svg.stdout.contains(#"width="99" height="99""#))
    }

    @Test func withColourAlwaysEachLineIsBlackOnWhiteAndResets() async throws {
        let result = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--color", "always"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 17, "33 modules a side, two a line")
        #expect(lines.allSatisfy { $0.hasPrefix("\u{1B}[38;5;16;48;5;231m") && $0.hasSuffix("\u{1B}[0m") })
    }

    @Test func aLinkThatFailsTheCheckIsNotDrawnUnlessForced() async throws {
        let link = "myapp://home/articleDetail?userId=abc&articleId=2"
        let refused = try await RouteScopeProcess.run(["qr", link])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("error[type-mismatch]: userId expects an integer, found \"abc\""))
        #expect(refused.stderr.contains("error: the link fails the check, so no QR code is drawn; --force draws it anyway"))
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let png = directory.appendingPathComponent("link.png")
            let forced = try await RouteScopeProcess.run(["qr", link, "--force", "--format", "png", "--output", png.path])
            #expect(forced.status == 0)
            #expect(forced.stderr.contains("error[type-mismatch]"), "the problems are still said")
            #expect(try QRCodeReader.decode(imageAt: png) == Array(link.utf8))
        }
    }

    /// `--fixed` draws the link as Alt-Shift-C copies it: every machine-applicable fix-it
    /// applied, one after another.
    @Test func fixedDrawsTheLinkWithEveryFixApplied() async throws {
        let link = "myapp://articleDetail?UserId=100&articleId=5&searchText=caf\u{E9}"
        let fixed = "myapp://home/articleDetail?userId=100&articleId=5&searchText=caf%C3%A9"
        try await withTemporaryDirectory(prefix: "routescope-qr") { directory in
            let png = directory.appendingPathComponent("link.png")
            let result = try await RouteScopeProcess.run(["qr", link, "--fixed", "--format", "png", "--output", png.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "fixed: \(fixed)\n")
            #expect(try QRCodeReader.decode(imageAt: png) == Array(fixed.utf8))
        }
    }

    @Test func aLinkTooLongForAnyCodeSaysTheLimit() async throws {
        let link = "myapp://home/feed?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=" + String(repeating: "x", count: 2400)
        let medium = try await RouteScopeProcess.run(["qr", link])
        #expect(medium.status == 2)
        #expect(medium.stderr == "error: the link is \(link.utf8.count) bytes; a QR code at level M holds at most 2331 bytes (level L holds 2953)\n")
        #expect(medium.stdout.isEmpty)
        let low = try await RouteScopeProcess.run(["qr", link, "--level", "l"])
        #expect(low.status == 0, "level L holds it")
    }

    @Test func usageErrorsAndAnUnwritableOutputExitWith2() async throws {
        let unwritable = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--output", "/nonexistent-directory/link.png"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("error: cannot write /nonexistent-directory/link.png: "))
        let level = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--level", "X"])
        #expect(level.status == 2)
        #expect(level.stderr.contains("--level"))
        let size = try await RouteScopeProcess.run(["qr", "myapp://home/feed", "--format", "png", "--module-size", "0"])
        #expect(size.status == 2)
        #expect(size.stderr.contains("--module-size takes a number of pixels from 1 to 100, found 0"))
        let missing = try await RouteScopeProcess.run(["qr"])
        #expect(missing.status == 2)
    }
}
