import Navigator
import RouteCore
import RouteScopeTUI

/// Invariants of the explorer under any sequence of keys and pastes: no crash, every frame is
/// the terminal's size, no cell holds a control character, and the cursor stays on screen.
enum ExplorerFuzzing {
    static let navigator = Navigator(routeMap: .sample)

    /// Each input byte picks an event; a paste takes the following bytes up to a zero byte.
    static func events(_ bytes: [UInt8]) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        let keys: [Key] = [
            .enter, .tab, .backTab, .backspace, .delete, .escape, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown,
            .control("a"), .control("e"), .control("b"), .control("f"), .control("d"), .control("k"), .control("u"),
            .control("w"), .control("y"), .control("x"), .control("n"), .control("p"), .control("r"), .alt("b"), .alt("f"),
            .alt("1"), .alt("3"), .function(1), .function(2), .function(3), .function(4), .function(5), .function(6),
            .controlLeft, .controlRight, .altBackspace, .unbound("kUP5"), .control("z"), .function(10), .function(7),
            .control("_"), .control("s"), .alt("x"), .alt("n"), .alt("l"),
        ]
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0xF0...0xFF:
                let end = bytes[index...].firstIndex(of: 0) ?? bytes.count
                events.append(.paste(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = min(bytes.count, end + 1)
            case 0xE0...0xEF:
                events.append(.resize(rows: Int(byte & 0x0F) * 4 + 4, columns: Int(byte & 0x0F) * 12 + 20))
            case 0x80...0xDF:
                events.append(.key(keys[Int(byte - 0x80) % keys.count]))
            default:
                events.append(.key(.character(Character(Unicode.Scalar(byte)))))
            }
        }
        return events
    }

    static func check(_ bytes: [UInt8]) {
        var explorer = Explorer(navigator: navigator, routeMapName: "fuzz", size: (24, 80))
        for event in events(bytes) {
            if case .key(.control("c")) = event { continue }
            let effects = explorer.handle(event)
            if effects.contains(.quit) { break }
            let frame = ExplorerRenderer.render(explorer)
            require(frame.rows == explorer.size.rows && frame.columns == explorer.size.columns, "the frame fills the screen")
            for cell in frame.cells {
                require(cell.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) },
                    "no control character reaches a cell")
            }
            if let cursor = frame.cursor {
                require(cursor.row >= 0 && cursor.row < frame.rows && cursor.column >= 0 && cursor.column < frame.columns, "the cursor is on screen")
            }
        }
    }
}
