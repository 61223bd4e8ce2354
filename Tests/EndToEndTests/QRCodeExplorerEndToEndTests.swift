import Foundation
import TestSupport
import Testing

extension InTmux {
    /// Alt-Q in the real explorer, through ncurses and tmux: the code's cells are black on white
    /// (reverse video under NO_COLOR), and the screen tmux holds, drawn as pixels, reads back with
    /// zbar as the link.
    @Suite("The QR code in the explorer, end to end in tmux")
    struct QRCodeExplorerEndToEndTests {
        static let link = "myapp://search/results?q=café日本"

        /// Whether a captured cell is drawn on light: the 256-colour cube's white behind black, or
        /// without colour reverse video (light on a terminal with a dark background).
        static func isOnLight(_ cell: StyledCell, color: Bool) -> Bool {
            color ? cell.background == 231 && cell.foreground == 0 && !cell.reverse : cell.reverse && cell.background == nil
        }

        @Test(arguments: [(80, 24), (200, 50)], [true, false])
        func theCodeOnTheTerminalReadsBackAsTheLink(size: (columns: Int, rows: Int), color: Bool) throws {
            let session = try TmuxSession([Self.link], environment: color ? [] : ["NO_COLOR=1"], columns: size.columns, rows: size.rows)
            try session.waitFor("the explorer") { $0.contains("Simulated app") }
            try session.press("M-q")
            try session.waitFor("the QR code") { $0.contains(" QR · level M: 15% may be lost") && $0.contains("▀") }
            // The quiet zone's rows and right-hand columns are spaces, which tmux keeps only with -N.
            let rows = styledRows(try session.capture(escapes: true, trailingSpaces: true))
            let halfBlocks = rows.flatMap { $0 }.filter { "▀▄█".contains($0.character) }
            #expect(!halfBlocks.isEmpty && halfBlocks.allSatisfy { Self.isOnLight($0, color: color) }, "every module is drawn on light")
            let decoded = try withTemporaryDirectory(prefix: "routescope-qr-tmux") { directory in
                let picture = directory.appendingPathComponent("screen.pgm")
                try QRCodeReader.pgm(halfBlocks: rows.map { $0.map(\.character) }, scale: 4) { row, column in
                    Self.isOnLight(rows[row][column], color: color)
                }.write(to: picture)
                return try QRCodeReader.decode(imageAt: picture)
            }
            #expect(decoded == Array(Self.link.utf8), "\(size.columns)×\(size.rows), colour \(color)")
            try session.press("C-c")
        }
    }
}
