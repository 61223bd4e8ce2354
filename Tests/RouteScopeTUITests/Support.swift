import Navigator
import RouteCore
@testable import RouteScopeTUI

/// Key events for typing `text` character by character.
func typing(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

/// An explorer on the sample map, driven through the in-memory terminal until its events run out.
func runExplorer(
    _ events: [InputEvent], rows: Int = 40, columns: Int = 120, color: Bool = true, history: History = History(),
    initialLink: String? = nil, demo: FlowPlayback? = nil, presenting: Bool = false, map: RouteMap = .sample, canCopy: Bool = false
) -> (explorer: Explorer, terminal: InMemoryTerminal) {
    let terminal = InMemoryTerminal(rows: rows, columns: columns, hasColor: color, canCopyToClipboard: canCopy, events: events)
    let explorer = Explorer(
        navigator: Navigator(routeMap: map), routeMapName: "embedded sample", history: history, initialLink: initialLink,
        demo: demo, presenting: presenting)
    let final = ExplorerApp.run(explorer, on: terminal)
    return (final, terminal)
}

extension InMemoryTerminal {
    /// The row whose text starts with `prefix`.
    func row(startingWith prefix: String) -> Int? {
        frame.textLines.firstIndex { $0.hasPrefix(prefix) }
    }

    /// The columns of `row` whose style letter is one of `letters`.
    func columns(ofRow row: Int, styled letters: Set<Character>) -> [Int] {
        Array(frame.styleLines[row]).enumerated().filter { letters.contains($0.element) }.map(\.offset)
    }
}
