import RouteCore

/// Every key and what it does, over the main screen. Rows wrap to the box, and the box scrolls
/// (Up/Down an entry, PgUp/PgDn a page, Home/End) when the screen is too short; any other key
/// closes it. A page starts at an entry and shows whole entries, so none is cut in two.
enum HelpOverlay {
    /// The introduction, then each key (or keys) and what it does.
    static let introduction = "RouteScope explorer: type or paste a link; the panels update as you type."
    static let entries: [(keys: String, does: String)] = [
        ("Enter", "open the link in the simulated app (warm start)"),
        ("Ctrl-X", "apply the selected fix-it"),
        ("Alt-X", "apply every machine-applicable fix-it"),
        ("Ctrl-_ (Ctrl-/)", "undo the last edit, fix, paste or template"),
        ("Ctrl-N / Ctrl-P", "select the next / previous problem; the input scrolls to it"),
        ("F7", "the selected problem in full: message, where it is, expected, found, fix"),
        ("Ctrl-R", "route catalog: type to filter (name, path, description), PgUp/PgDn page, Enter inserts a template; your link goes to history"),
        ("Ctrl-S", "search the history: type to filter, Enter uses the link"),
        ("Ctrl-O", "device commands for the link (iOS, Android); i / a copies one, q shows the QR code"),
        ("Alt-Q", "the link as a QR code, to open it on a phone; f switches to its fixed form (as Alt-X leaves it)"),
        ("Alt-C / Alt-Shift-C", "copy the link / the link with machine-applicable fixes applied (OSC 52)"),
        ("Tab / Shift-Tab", "jump to the next / previous {placeholder} of a template"),
        ("F2 / F3 (Esc)", "back / dismiss the top modal"),
        ("F4", "log in or out"),
        ("Alt-1…Alt-9", "tap a tab"),
        ("F5", "cold start: relaunch the simulated app (and restart a demo)"),
        ("Alt-P", "run the simulated app on the router, iOS or Android (with a manifest); Where it lands shows all three, ≠ where one differs"),
        ("F6", "next step of the demo flow (explore --demo FLOW); what you did by hand since the last step is replaced, and the status line says so"),
        ("Shift-F6", "back one step of the demo flow: the flow is played again from its start, since the simulator is deterministic"),
        ("Alt-R", "reload the route map, AASA, manifest and assetlinks files (explore --watch reloads on save)"),
        ("PgDn / PgUp", "next / previous link of a pasted batch (edits are kept)"),
        ("Alt-N / Alt-L", "next failing link of the batch / leave the batch"),
        ("Up / Down", "history (kept in $XDG_STATE_HOME/routescope/history)"),
        ("Ctrl-A/E/B/F", "start / end / back / forward"),
        ("Alt-B/F, Ctrl-Left/Right", "word back / forward"),
        ("Ctrl-D/K/U/W/Y", "delete / kill to end / kill to start / kill word / yank"),
        ("Alt-Backspace", "delete the word before the cursor"),
        ("Ctrl-Z", "suspend to the shell; fg comes back"),
        ("Mouse", "click a problem to select it, a tab to tap it, a catalog row to pick it; the wheel scrolls; Shift selects text"),
        ("F1 (Alt-H)", "this help"),
        ("Ctrl-C, Ctrl-Q", "quit (no other key quits)"),
    ]
    static let closing = [
        "Red characters are errors, yellow ones warnings; ^ marks the selected problem.",
        "Up/Down/PgUp/PgDn scroll this help; any other key closes it.",
    ]
    /// The width of the keys column.
    static let keysWidth = 16

    /// Where the box goes on a screen, and its rows wrapped to the box in blocks: the
    /// introduction, each key's entry, each closing line. A blank row ends the block before it.
    static func layout(_ screen: Rect) -> (rect: Rect, blocks: [[String]]) {
        let widest = max(DisplayWidth.columns(introduction), keysWidth + (entries.map { DisplayWidth.columns($0.does) }.max() ?? 0) + 1)
        let width = min(screen.width - 4, widest + 4)
        let inner = width - 4
        var blocks = [TextFitting.wrapped(introduction, width: inner) + [""]]
        for entry in entries {
            let keys = DisplayWidth.columns(entry.keys) < keysWidth ? ParsePanel.pad(entry.keys, keysWidth) : entry.keys + " "
            // Keys wider than their column take a row of their own.
            let hanging = DisplayWidth.columns(keys) > keysWidth ? [keys] : []
            let first = hanging.isEmpty ? keys : String(repeating: " ", count: keysWidth)
            let wrapped = TextFitting.wrapped(entry.does, width: max(10, inner - keysWidth))
            blocks.append(hanging + wrapped.enumerated().map { ($0.offset == 0 ? first : String(repeating: " ", count: keysWidth)) + $0.element })
        }
        blocks[blocks.count - 1].append("")
        blocks += closing.map { TextFitting.wrapped($0, width: inner) }
        let rows = blocks.reduce(0) { $0 + $1.count }
        let height = min(screen.height - 2, rows + 2)
        let rect = Rect(row: max(1, (screen.height - height) / 2), column: max(2, (screen.width - width) / 2), height: height, width: width)
        return (rect, blocks)
    }

    /// Where the page that starts at block `top` ends: the blocks that fit whole in `room` rows,
    /// and one at least, cut when it alone is taller.
    static func pageEnd(from top: Int, of blocks: [[String]], room: Int) -> Int {
        var end = top + 1
        var rows = blocks[top].count
        while end < blocks.count, rows + blocks[end].count <= room {
            rows += blocks[end].count
            end += 1
        }
        return end
    }

    /// Where the page that ends just before block `end` starts: the blocks before it that fit
    /// whole in `room` rows, and one at least.
    static func pageStart(endingBefore end: Int, of blocks: [[String]], room: Int) -> Int {
        var start = end - 1
        var rows = blocks[start].count
        while start > 0, rows + blocks[start - 1].count <= room {
            start -= 1
            rows += blocks[start].count
        }
        return start
    }

    /// The furthest the help scrolls on a screen: the first block of the last page.
    static func maximumScroll(_ screen: Rect) -> Int {
        let (rect, blocks) = layout(screen)
        return pageStart(endingBefore: blocks.count, of: blocks, room: rect.height - 2)
    }

    /// The first block after turning `pages` pages from the page at block `top` (negative: back).
    /// Pages break between blocks: the next page starts at the first block this one leaves out,
    /// the previous one ends at the block before this one.
    static func top(afterTurning pages: Int, from top: Int, in screen: Rect) -> Int {
        let (rect, blocks) = layout(screen)
        let room = rect.height - 2
        let last = maximumScroll(screen)
        var top = min(max(0, top), last)
        for _ in 0..<min(abs(pages), blocks.count) {
            if pages > 0 {
                top = min(pageEnd(from: top, of: blocks, room: room), last)
            } else if top > 0 {
                top = pageStart(endingBefore: top, of: blocks, room: room)
            }
        }
        return top
    }

    /// - Returns: where the cursor rests: the first row of the text.
    static func draw(scroll: Int, in screen: Rect, on buffer: inout ScreenBuffer) -> (row: Int, column: Int) {
        let (rect, blocks) = layout(screen)
        let room = rect.height - 2
        let top = min(max(0, scroll), maximumScroll(screen))
        let lines = blocks[top..<pageEnd(from: top, of: blocks, room: room)].joined().prefix(room)
        let total = blocks.reduce(0) { $0 + $1.count }
        let first = blocks[..<top].reduce(0) { $0 + $1.count }
        let shown = total > room ? " Help \(first + 1)–\(first + lines.count) of \(total) (↑↓ PgUp PgDn) " : " Help "
        Frame.draw(rect, over: screen, title: shown, on: &buffer)
        for (index, line) in lines.enumerated() {
            buffer.put(line, row: rect.row + 1 + index, column: rect.column + 2, limit: rect.width - 4)
        }
        return (rect.row + 1, rect.column + 1)
    }
}
