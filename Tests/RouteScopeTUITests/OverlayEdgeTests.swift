import Foundation
import Testing
@testable import RouteScopeTUI

/// The overlays and panels at the smallest screen users run the explorer on, 80×24, and wider: a
/// box covers the rows it stands on from edge to edge, a key hint shows whole, and no text that
/// is there looks empty.
@Suite("Overlays and panels at 80 columns and wider")
struct OverlayEdgeTests {
    static let sizes = [(24, 80), (24, 81), (30, 100), (40, 120), (50, 200)]
    /// A link whose problems fill the panels with text right up to the screen's right edge.
    static let busy = "myapp://home/articleDetail?userId=100&articleIdText=5&utm_source=x&foo=1&bar=2&baz=3"

    /// The cells of `box`'s rows that are outside it hold nothing: no sliver of the panels below.
    static func besideTheBox(_ box: Rect, in terminal: InMemoryTerminal) -> [String] {
        let lines = terminal.frame.textLines
        return (box.row..<box.row + box.height).compactMap { row in
            let line = Array(lines[row])
            let outside = String(line[..<box.column]) + String(line[(box.column + box.width)...])
            return outside.allSatisfy { $0 == " " } ? nil : "row \(row): \(lines[row])"
        }
    }

    @Test(arguments: sizes)
    func theHelpCoversItsRowsFromEdgeToEdge(_ size: (rows: Int, columns: Int)) {
        let (_, terminal) = runExplorer(typing(Self.busy) + [.key(.function(1))], rows: size.rows, columns: size.columns)
        let box = HelpOverlay.layout(Rect(row: 0, column: 0, height: size.rows, width: size.columns)).rect
        #expect(terminal.frame.textLines[box.row].dropFirst(box.column).hasPrefix("┌─ Help"))
        #expect(Self.besideTheBox(box, in: terminal) == [])
    }

    @Test(arguments: sizes)
    func theCatalogCoversItsRowsFromEdgeToEdge(_ size: (rows: Int, columns: Int)) throws {
        let (explorer, terminal) = runExplorer(typing(Self.busy) + [.key(.control("r"))], rows: size.rows, columns: size.columns)
        guard case .picker(let picker) = explorer.overlay else { throw CatalogNotOpen() }
        let box = PickerOverlay.rect(Rect(row: 0, column: 0, height: size.rows, width: size.columns), count: picker.rows.count)
        #expect(Self.besideTheBox(box, in: terminal) == [])
        // A short list leaves the panels in view below the box.
        let (short, filtered) = runExplorer(typing(Self.busy) + [.key(.control("r"))] + typing("promo"), rows: size.rows, columns: size.columns)
        guard case .picker(let one) = short.overlay else { throw CatalogNotOpen() }
        let small = PickerOverlay.rect(Rect(row: 0, column: 0, height: size.rows, width: size.columns), count: one.rows.count)
        #expect(Self.besideTheBox(small, in: filtered) == [])
        #expect(filtered.frame.textLines[small.row + small.height].contains("│"), "the panels show below the box")
    }

    /// The route catalog's and the history search's titles keep the key that closes them, and
    /// the key that takes a row, whole down to the smallest screen; the other keys give way.
    @Test(arguments: [(24, 60), (24, 70), (24, 80), (24, 81), (30, 100)])
    func aListsTitleKeepsItsKeysWhole(_ size: (rows: Int, columns: Int)) {
        let history = History(entries: (1...120).map { "myapp://home/articles/\($0)" })
        let lists: [(events: [InputEvent], name: String, action: String)] = [
            ([.key(.control("r"))], "Route catalog 1/14", "Enter insert"),
            ([.key(.control("r"))] + typing("promo"), "Route catalog 1/3 of 14", "Enter insert"),
            ([.key(.control("s"))] + typing("1"), "History search 1/", "Enter use"),
        ]
        for list in lists {
            let (_, terminal) = runExplorer(list.events, rows: size.rows, columns: size.columns, history: history)
            let title = terminal.frame.textLines[1]
            #expect(title.contains("┌─ " + list.name), "\(title)")
            #expect(title.contains(" · \(list.action) · Esc close ─"), "\(title)")
            #expect(!title.contains("…"), "\(title)")
        }
    }

    /// The QR code's caption keeps its keys whole at 80 columns when the fixed form of a long
    /// link only fits at level L: the level's last words give way.
    @Test func theQRCaptionKeepsItsKeysWholeAtLevelL() {
        let link = "myapp://search/results?q=" + String(repeating: "x", count: 40) + " " + String(repeating: "y", count: 30)
        let (explorer, terminal) = runExplorer([.key(.alt("q")), .key(.character("f"))], rows: 24, columns: 80, initialLink: link)
        #expect(explorer.overlay == .qrCode(fixed: true))
        let caption = terminal.frame.textLines[0]
        #expect(caption == " QR · level L: 7% may be lost (M… · fixed link · f: as typed · other keys close ", "\(caption)")
    }

    @Test func partsOfATitleGiveWayInTheOrderGiven() {
        let parts = ["Name 1/2", "type", "keys", "Enter use", "Esc close"]
        #expect(TextFitting.joined(parts, width: 60, dropping: [1, 2, 3]) == "Name 1/2 · type · keys · Enter use · Esc close")
        #expect(TextFitting.joined(parts, width: 40, dropping: [1, 2, 3]) == "Name 1/2 · keys · Enter use · Esc close")
        #expect(TextFitting.joined(parts, width: 32, dropping: [1, 2, 3]) == "Name 1/2 · Enter use · Esc close")
        #expect(TextFitting.joined(parts, width: 31, dropping: [1, 2, 3]) == "Name 1/2 · Esc close")
        #expect(TextFitting.joined(parts, width: 16, dropping: [1, 2, 3]) == "Nam… · Esc close", "the last part stays whole")
        #expect(TextFitting.joined(parts, width: 8, dropping: [1, 2, 3]) == "Name 1/…", "too narrow for the last part: cut as any line")
        #expect(TextFitting.joined(["QR", "level L: 7% may be lost", "other keys close"], width: 40, shortening: 1) == "QR · level L: 7% may… · other keys close")
    }

    /// F7's `found` row at 80 columns for text that would leave it looking empty: a raw space,
    /// a decoded space, nothing at all; a control byte is escaped, as everywhere.
    @Test(arguments: [
        ("myapp://search/results?q=a b", #"found    " ""#),
        ("myapp://home/articleDetail?userId=%20&articleId=2", #"found    " ""#),
        ("myapp://home/articleDetail?userId=&articleId=2", #"found    """#),
        ("myapp://home/articleDetail?userId=%09&articleId=2", #"found    \x09"#),
        ("myapp://home/feed?category=te ch", "found    te ch"),
    ])
    func f7ShowsWhatWasFoundVisibly(link: String, row: String) throws {
        let (_, terminal) = runExplorer([.key(.function(7))], rows: 24, columns: 80, initialLink: link)
        let found = try #require(terminal.frame.textLines.first { $0.contains("│ found") })
        #expect(found.trimmingCharacters(in: CharacterSet(charactersIn: " │")) == row, "\(found)")
    }

    /// A parameter whose name is empty or a space has its name quoted in the parse panel.
    @Test(arguments: [("myapp://home/feed?=x", #" ! ""       ?"#), ("myapp://home/feed?%20=x", #" ! " "      ?"#)])
    func theParsePanelQuotesANameThatWouldLookEmpty(link: String, row: String) {
        let (_, terminal) = runExplorer(typing(link), rows: 24, columns: 80)
        #expect(terminal.row(startingWith: row) != nil, "\(terminal.text)")
    }

    /// The headings of the platforms panel and of a batch keep their key hints whole at 80
    /// columns: Alt-P in its short form, Alt-L (PgDn and Alt-N are on the status line).
    @Test func panelHeadingsKeepTheirKeyHintsWhole() {
        let (_, platforms) = runExplorer(typing("myapp://home/articles/5"), rows: 24, columns: 80)
        #expect(platforms.row(startingWith: " Where it lands · every platform lands the same · Alt-P switches ──") != nil, "\(platforms.text)")
        let (_, wide) = runExplorer(typing("myapp://home/articles/5"), rows: 40, columns: 120)
        #expect(wide.row(startingWith: " Where it lands · every platform lands the same · Alt-P switches the simulated app ──") != nil)
        let paste = "myapp://home\nmyapp://home/articleDetail?userId=100&articleIdText=5\nmyapp://search\nmyapp://hom\n"
        // End clears the paste's note, and the status line shows its keys.
        let (_, batch) = runExplorer([.paste(paste), .key(.end)], rows: 24, columns: 80)
        #expect(batch.row(startingWith: " batch: 2 failing · Alt-L leave ") != nil, "\(batch.text)")
        #expect(batch.frame.textLines.last?.contains("Alt-N next failing") == true, "the status line has Alt-N")
        let (_, wideBatch) = runExplorer([.paste(paste)], rows: 40, columns: 200)
        #expect(wideBatch.row(startingWith: " batch: 2 failing · PgDn/PgUp · Alt-N next failing · Alt-L leave ") != nil)
    }

    struct CatalogNotOpen: Error {}
}
