import Foundation
import QRCodes
import RouteCore
import TestSupport
import Testing
@testable import RouteScopeTUI

/// Alt-Q: the link as a QR code in half blocks. The explorer's own cells, from the in-memory
/// terminal, are drawn as pixels the way a terminal with a dark background shows them, and read
/// back with zbar: a phone's camera must get the link's exact bytes.
@Suite("The QR code in the explorer")
struct QRCodeOverlayTests {
    static let links = [
        "myapp://home/feed",
        "myapp://home/articleDetail?userId=100&articleId=200",
        "myapp://search/results?q=café日本&tags=東京",
        "https://example.com/app/home/feed?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
    ]

    /// Whether a cell is drawn on light: black on white with colour, reverse video without
    /// (light on a terminal with a dark background).
    static func isOnLight(_ cell: Cell, color: Bool) -> Bool {
        color ? cell.style.color == .darkOnLight : cell.style.reverse
    }

    /// What zbar reads in the frame.
    static func read(_ frame: ScreenBuffer, color: Bool) throws -> [UInt8] {
        let cells = (0..<frame.rows).map { row in (0..<frame.columns).map { Character(frame[row, $0].text.isEmpty ? " " : frame[row, $0].text) } }
        return try withTemporaryDirectory(prefix: "routescope-qr-frame") { directory in
            let picture = directory.appendingPathComponent("frame.pgm")
            try QRCodeReader.pgm(halfBlocks: cells, scale: 4) { row, column in isOnLight(frame[row, column], color: color) }
                .write(to: picture)
            return try QRCodeReader.decode(imageAt: picture)
        }
    }

    @Test(arguments: [(24, 80), (40, 120), (50, 200)], [true, false])
    func theCodeOnScreenReadsBackAsTheLink(size: (rows: Int, columns: Int), color: Bool) throws {
        for link in Self.links {
            let (explorer, terminal) = runExplorer(
                [.key(.alt("q"))], rows: size.rows, columns: size.columns, color: color, initialLink: link)
            #expect(explorer.overlay == .qrCode(fixed: false))
            #expect(try Self.read(terminal.frame, color: color) == Array(link.utf8), "\(size.columns)×\(size.rows) \(link)")
            #expect(terminal.frame.cursor == nil, "no cursor inside the code")
        }
    }

    /// The caption states the level; the code with its quiet zone is black on white, every cell
    /// of it, with colour set explicitly.
    @Test func theCaptionStatesTheLevelAndTheQuietZoneIsLight() throws {
        let link = "myapp://home/articleDetail?userId=100&articleId=200"
        let (_, terminal) = runExplorer([.key(.alt("q"))], rows: 24, columns: 80, initialLink: link)
        let code = try QRCode(encoding: Array(link.utf8), errorCorrection: .medium)
        let caption = terminal.frame.textLines[0]
        #expect(caption == " QR · level M: 15% may be lost · other keys close ".padding(toLength: 80, withPad: " ", startingAt: 0))
        let side = code.sizeWithQuietZone
        let left = (80 - side) / 2
        for row in 1...code.halfBlockRows {
            let styles = Array(terminal.frame.styleLines[row])
            #expect(String(styles[left..<left + side]) == String(repeating: "Q", count: side), "row \(row)")
        }
        // The quiet zone: two blank rows above (four modules) and four blank columns at each side.
        #expect(terminal.frame.textLines[1].dropFirst(left).prefix(side).allSatisfy { $0 == " " })
        #expect(terminal.frame.textLines[2].dropFirst(left).prefix(side).allSatisfy { $0 == " " })
        #expect(terminal.frame.textLines[5].dropFirst(left).prefix(4) == "    ")
        #expect(code.halfBlockLines() == (1...code.halfBlockRows).map { String(terminal.frame.textLines[$0].dropFirst(left).prefix(side)) })
    }

    /// Below the code, when rows are left: the link, and whether the app opens it.
    @Test func at200x50TheLinkAndItsVerdictFollowTheCode() throws {
        let link = "myapp://home/articleDetail?userId=abc&articleId=2"
        let (_, terminal) = runExplorer([.key(.alt("q"))], rows: 50, columns: 200, initialLink: link)
        let code = try QRCode(encoding: Array(link.utf8), errorCorrection: .medium)
        let below = terminal.frame.textLines[(1 + code.halfBlockRows)...].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            below.prefix(3) == [
                "link: " + link, "✗ the app rejects this link",
                "version \(code.version): \(code.sizeWithQuietZone)×\(code.sizeWithQuietZone) modules with the 4-module quiet zone",
            ])
    }

    /// Level L when M does not fit; a code that does not fit at all says the size it needs, and
    /// at that size it shows and reads back.
    @Test func aCodeThatDoesNotFitSaysTheTerminalItNeeds() throws {
        let medium = "https://example.com/app/home/feed?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2026"
        #expect(medium.utf8.count > 84 && medium.utf8.count <= 106)
        let (_, fallback) = runExplorer([.key(.alt("q"))], rows: 24, columns: 80, initialLink: medium)
        #expect(fallback.frame.textLines[0].hasPrefix(" QR · level L: 7% may be lost (M too large) · other keys close "))
        #expect(try Self.read(fallback.frame, color: true) == Array(medium.utf8))

        let long = medium + "&utm_content=" + String(repeating: "hero-banner-", count: 12)
        let code = try QRCode(encoding: Array(long.utf8), errorCorrection: .low)
        let needed = (columns: code.sizeWithQuietZone, rows: code.halfBlockRows + 1)
        let (explorer, small) = runExplorer([.key(.alt("q"))], rows: 24, columns: 80, initialLink: long)
        #expect(explorer.overlay == .qrCode(fixed: false))
        let text = small.text.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(
            "The QR code of the link as typed does not fit: at level L (7% may be lost) it is version \(code.version), "
                + "\(code.sizeWithQuietZone)×\(code.sizeWithQuietZone) modules with its quiet zone, so it needs a terminal of "
                + "\(needed.columns)×\(needed.rows); this one is 80×24."))
        // The command wraps in the box, inside the link too.
        #expect(text.filter { !$0.isWhitespace }.contains("routescopeqr'\(long)'--formatpng--outputlink.png"))
        let (_, large) = runExplorer([.key(.alt("q"))], rows: needed.rows, columns: needed.columns, initialLink: long)
        #expect(try Self.read(large.frame, color: true) == Array(long.utf8))
        let (_, shorter) = runExplorer([.key(.alt("q"))], rows: needed.rows - 1, columns: needed.columns, initialLink: long)
        #expect(shorter.text.contains("does not fit"))
    }

    /// At 60×16, the smallest screen the explorer draws on, a 17-byte link fits at level L, and a
    /// longer one asks for no less than the explorer itself needs.
    @Test func atTheSmallestScreenTheNeededSizeIsNeverBelowTheExplorers() throws {
        let (_, short) = runExplorer([.key(.alt("q"))], rows: 16, columns: 60, initialLink: "myapp://home/feed")
        // The caption keeps the level and the keys; at 60 columns the level's last words are cut.
        #expect(short.frame.textLines[0] == " QR · level L: 7% may be lost (M too la… · other keys close ")
        #expect(try Self.read(short.frame, color: true) == Array("myapp://home/feed".utf8))
        // 47 bytes: version 3 at level L, 37 modules a side with the quiet zone, 19 rows and the caption.
        let link = "myapp://home/articleDetail?userId=1&articleId=2"
        let (_, terminal) = runExplorer([.key(.alt("q"))], rows: 16, columns: 60, initialLink: link)
        let text = terminal.text.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("so it needs a terminal of 60×20; this one is 60×16."))
    }

    @Test func aLinkTooLongForAnyCodeSaysTheLimit() {
        let link = "myapp://home/feed?utm_content=" + String(repeating: "x", count: 3000)
        let (_, terminal) = runExplorer([.key(.alt("q"))], rows: 50, columns: 200, initialLink: link)
        #expect(terminal.text.contains("No QR code for the link as typed: the link is 3030 bytes; a QR code at level L holds at most 2953 bytes."))
    }

    /// `f` switches to the fixed form, which Alt-Shift-C would copy, and back.
    @Test func fShowsTheFixedForm() throws {
        let link = "myapp://articleDetail?UserId=100&articleId=5"
        let fixed = "myapp://home/articleDetail?userId=100&articleId=5"
        let (explorer, terminal) = runExplorer([.key(.alt("q")), .key(.character("f"))], rows: 40, columns: 120, initialLink: link)
        #expect(explorer.overlay == .qrCode(fixed: true))
        #expect(explorer.editor.text == link, "the input is unchanged")
        #expect(terminal.frame.textLines[0].hasPrefix(" QR · level M: 15% may be lost · fixed link · f: as typed · other keys close "))
        #expect(try Self.read(terminal.frame, color: true) == Array(fixed.utf8))
        let (back, typed) = runExplorer(
            [.key(.alt("q")), .key(.character("f")), .key(.character("f"))], rows: 40, columns: 120, initialLink: link)
        #expect(back.overlay == .qrCode(fixed: false))
        #expect(try Self.read(typed.frame, color: true) == Array(link.utf8))
        let (closed, _) = runExplorer([.key(.alt("q")), .key(.character("x"))], initialLink: link)
        #expect(closed.overlay == nil && closed.editor.text == link, "any other key closes and is not typed")
    }

    @Test func withoutAFixItTheCodeIsTheLinkAsTyped() {
        let (explorer, terminal) = runExplorer([.key(.alt("q")), .key(.character("f"))], initialLink: "myapp://home/feed")
        #expect(explorer.overlay == .qrCode(fixed: false))
        #expect(explorer.message == "no fix-it to apply: the QR code is the link as typed")
        #expect(!terminal.frame.textLines[0].contains("f: "))
    }

    @Test func ctrlOLeadsToTheCodeForAPhone() throws {
        let link = "myapp://home/feed"
        let (_, commands) = runExplorer([.key(.control("o"))], initialLink: link)
        #expect(commands.text.contains("Open on a phone: q shows the link as a QR code"))
        let (explorer, terminal) = runExplorer([.key(.control("o")), .key(.character("q"))], initialLink: link)
        #expect(explorer.overlay == .qrCode(fixed: false))
        #expect(try Self.read(terminal.frame, color: true) == Array(link.utf8))
    }

    @Test func anEmptyInputHasNoCode() {
        let (explorer, _) = runExplorer([.key(.alt("q"))])
        #expect(explorer.overlay == nil)
        #expect(explorer.message == "type or paste a link first: Alt-Q shows it as a QR code")
    }

    @Test func theHelpListsTheKey() {
        let (_, terminal) = runExplorer([.key(.function(1))])
        #expect(terminal.text.contains("Alt-Q           the link as a QR code, to open it on a phone"))
    }

    /// The longest ASCII link that fits each screen, at level M and at level L (the byte count
    /// decides: a link is encoded byte by byte), as docs/explorer.md states it.
    @Test func theDocumentedStatesTheLongestLinkThatFits() throws {
        func longest(rows: Int, columns: Int, fallback: Bool) -> Int {
            // The largest count of bytes that fits: a binary search, since longer never fits better.
            var (fits, fails) = (0, QRCode.ErrorCorrection.low.maximumBytes + 1)
            while fails - fits > 1 {
                let middle = (fits + fails) / 2
                let link = "https://example.com/app/home/feed?utm_content=" + String(repeating: "a", count: max(0, middle - 46))
                let fitting = QRCodeOverlay.fitting(String(link.prefix(middle)), rows: rows, columns: columns)
                if case .fits(_, let isFallback) = fitting, fallback || !isFallback { fits = middle } else { fails = middle }
            }
            return fits
        }
        let sentence =
            "At 80×24 a link of up to \(longest(rows: 24, columns: 80, fallback: false)) bytes fits at level M, and up to "
            + "\(longest(rows: 24, columns: 80, fallback: true)) at level L; at 120×40, up to \(longest(rows: 40, columns: 120, fallback: false)) "
            + "at M and \(longest(rows: 40, columns: 120, fallback: true)) at L."
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/explorer.md"), encoding: .utf8)
        #expect(document.replacingOccurrences(of: "\n", with: " ").contains(sentence), "docs/explorer.md should say: \(sentence)")
    }
}
