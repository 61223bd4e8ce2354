import Testing
@testable import RouteScopeTUI

/// The overlays at the smallest screen users run the explorer on, 80×24, and wider: a box covers
/// the rows it stands on from edge to edge, and what its title promises shows whole.
@Suite("Overlays at 80 columns and wider")
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

    struct CatalogNotOpen: Error {}
}
