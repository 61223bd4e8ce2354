import Navigator
import RouteCore
import Testing
@testable import RouteScopeTUI

/// Clicks select a problem, tap a tab or pick a catalog row; the wheel scrolls lists.
@Suite("The mouse")
struct MouseTests {
    static let typo = "myapp://home/articleDetail?userId=100&articleIdText=5"

    /// Where `text` first appears on the screen.
    static func position(of text: String, in terminal: InMemoryTerminal) -> (row: Int, column: Int)? {
        for (row, line) in terminal.frame.textLines.enumerated() {
            if let range = line.range(of: text) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    @Test func clickingAProblemSelectsItAndScrollsToItsSpan() throws {
        let (_, before) = runExplorer(typing(Self.typo))
        let at = try #require(Self.position(of: "error[missing-param]", in: before))
        let (explorer, _) = runExplorer(typing(Self.typo) + [.mouse(MouseEvent(.click, row: at.row, column: at.column))])
        #expect(explorer.selectedDiagnostic == 1)
        #expect(explorer.editor.cursor == explorer.diagnostics[1].span.lowerBound)
    }

    @Test func clickingATabTapsIt() throws {
        let (_, before) = runExplorer([])
        let at = try #require(Self.position(of: " myPage ", in: before))
        let (explorer, _) = runExplorer([.mouse(MouseEvent(.click, row: at.row, column: at.column + 2))])
        #expect(explorer.navigation.selectedTab == "myPage")
    }

    @Test func clickingACatalogRowPicksIt() throws {
        let (_, open) = runExplorer([.key(.control("r"))])
        let at = try #require(Self.position(of: "home › articleDetail", in: open))
        let (explorer, _) = runExplorer([.key(.control("r")), .mouse(MouseEvent(.click, row: at.row, column: at.column))])
        #expect(explorer.overlay == nil)
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId={userId}&articleId={articleId}")
    }

    @Test func clicksUnderAnOverlayDoNothing() throws {
        let (_, before) = runExplorer(typing(Self.typo))
        let at = try #require(Self.position(of: "error[missing-param]", in: before))
        let (explorer, _) = runExplorer(typing(Self.typo) + [.key(.function(1)), .mouse(MouseEvent(.click, row: at.row, column: at.column))])
        #expect(explorer.selectedDiagnostic == 0)
    }

    @Test func theWheelScrollsWhatIsInFront() {
        let (problems, _) = runExplorer(typing(Self.typo) + [.mouse(MouseEvent(.wheelDown, row: 30, column: 10))])
        #expect(problems.selectedDiagnostic == 1)
        let (catalog, _) = runExplorer([.key(.control("r")), .mouse(MouseEvent(.wheelDown, row: 5, column: 10))])
        #expect(catalog.overlay.map { if case .picker(let picker) = $0 { picker.selected == 1 } else { false } } == true)
        let (help, _) = runExplorer([.key(.function(1)), .mouse(MouseEvent(.wheelDown, row: 5, column: 10))], rows: 16, columns: 60)
        #expect(help.overlay == .help(scroll: 3))
    }
}

/// A click anywhere, with or without an overlay, leaves the explorer whole.
@Suite("Clicks everywhere")
struct ClickEverywhereTests {
    @Test(arguments: [[InputEvent](), [.key(.control("r"))], [.key(.function(1))], [.key(.function(7))]])
    func aClickAnywhereKeepsTheLinkAndTheFrame(_ opening: [InputEvent]) {
        let link = "myapp://home/articleDetail?userId=100&articleIdText=5"
        var explorer = Explorer(navigator: Navigator(routeMap: .sample), routeMapName: "test", size: (24, 80))
        for event in typing(link) + opening { _ = explorer.handle(event) }
        for row in stride(from: 0, to: 24, by: 2) {
            for column in stride(from: 0, to: 80, by: 3) {
                var copy = explorer
                _ = copy.handle(.mouse(MouseEvent(.click, row: row, column: column)))
                let frame = ExplorerRenderer.render(copy)
                #expect(frame.rows == 24 && frame.columns == 80)
                if opening.isEmpty || opening == [.key(.function(1))] {
                    #expect(copy.editor.text == link, "a click at \(row),\(column) does not edit")
                }
            }
        }
    }
}
