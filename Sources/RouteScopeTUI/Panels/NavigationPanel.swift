import Navigator
import RouteCore

/// The simulated app: the platform it runs on, the login state, the tab bar with the selected tab marked, every tab's
/// stack, the modals, a pending link, where Enter would land (before it is pressed), and why the
/// last event led here.
///
/// A stack too long for its row shows its top (``StackText``), and the rows the panel has to
/// spare go to the selected tab's stack and then the modals, so the screen a link landed on is
/// always in view. On a short panel, the other tabs still at their root screens share one row,
/// so the Why keeps room.
enum NavigationPanel {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        for row in rect.row..<rect.row + rect.height { buffer.put("│", row: row, column: rect.column - 1, style: .dim) }
        var writer = PanelWriter(rect, buffer)
        let state = explorer.navigation
        let login = state.loggedIn ? " · logged in" : " · logged out"
        let platform = explorer.platform.name
        // The platform and the login state before the words around them.
        let full = DisplayWidth.columns(" Simulated app · " + platform + login) <= rect.width
        writer.write(
            full
                ? [(" Simulated app", .heading), (" · " + platform, TextStyle(.accent)), (login, .dim)]
                : [(" Simulated ", .heading), (platform, TextStyle(.accent, bold: true)), (" app", .heading), (login, .dim)])
        var column = rect.column
        for item in tabBar(state, width: rect.width) {
            let start = column
            column = writer.buffer.put(item.text, row: rect.row + writer.line, column: column, style: item.style, limit: rect.column + rect.width - column)
            if let tab = item.tab { writer.buffer.clickRegions.append(ClickRegion(row: rect.row + writer.line, columns: start..<column, target: .tab(tab))) }
        }
        writer.skip()
        let others = state.tabs.filter { $0.name != state.selectedTab && $0.isAtRoot }
        let preview = explorer.editor.text.isEmpty ? nil : enterPreview(explorer)
        let rowCount = state.tabs.count + 1 + (state.pendingLink == nil ? 0 : 1) + (preview == nil ? 0 : 1)
        // The blank, the Why heading and at least one row of Why.
        let collapsed = others.count > 1 && rect.height < writer.line + rowCount + 3
        let tabs = collapsed ? state.tabs.filter { tab in !others.contains { $0.name == tab.name } } : state.tabs
        // With no modal open, a short panel leaves out the modal row.
        let modalRow = !(collapsed && state.modals.isEmpty)
        let labels = tabs.map { DisplayWidth.displayable($0.name) } + (modalRow ? ["modal"] : []) + (collapsed ? ["others"] : [])
            + (state.pendingLink == nil ? [] : ["pending"])
        let labelWidth = labels.map { DisplayWidth.columns($0) }.max() ?? 0
        let textWidth = rect.width - labelWidth - 3
        // One row each, a blank, the Why heading and two rows of Why; the rest is spare.
        var spare = max(0, rect.height - (writer.line + labels.count + 4))
        func stackRows(_ label: String, _ entries: [ScreenEntry], _ style: TextStyle, growing: Bool) {
            let lines = StackText.lines(entries, width: textWidth, maxLines: 1 + (growing ? spare : 0))
            spare -= lines.count - 1
            for (index, line) in lines.enumerated() {
                writer.write([(" " + ParsePanel.pad(index == 0 ? label : "", labelWidth) + "  ", .dim), (line, style)])
            }
        }
        for tab in tabs {
            let selected = tab.name == state.selectedTab
            stackRows(tab.name, tab.screens, selected ? TextStyle(.plain, bold: true) : .plain, growing: selected)
        }
        if modalRow { stackRows("modal", state.modals, state.modals.isEmpty ? .plain : TextStyle(.note, bold: true), growing: true) }
        if collapsed {
            let names = others.map { DisplayWidth.displayable($0.name) }.joined(separator: ", ")
            writer.write([(" " + ParsePanel.pad("others", labelWidth) + "  ", .dim), (names + " at their roots", .dim)])
        }
        if let pending = state.pendingLink {
            writer.write([
                (" " + ParsePanel.pad("pending", labelWidth) + "  ", .dim),
                (TextFitting.ellipsized(DisplayWidth.displayable(pending), width: textWidth), TextStyle(.warning)),
            ])
        }
        if let preview {
            writer.write([(" ⏎ would  ", TextStyle(.accent, bold: true)), (preview, .dim)])
        }
        if rect.height - writer.line > 2 { writer.skip() }
        writer.write(" Why", .heading)
        writer.wrap(explorer.explanation, .plain, indent: 1, maxLines: max(1, rect.height - writer.line))
        buffer = writer.buffer
    }

    /// What Enter would do with the link in the input, from the simulator's present state; the
    /// state itself does not change until Enter.
    static func enterPreview(_ explorer: Explorer) -> String {
        explorer.simulator.apply(.open(explorer.editor.text), to: explorer.navigation).explanation
    }

    /// One item of the tab bar: a tab (by index), or a `…` where tabs are cut.
    struct TabBarItem {
        var text: String
        var style: TextStyle
        var tab: Int?
    }

    /// The tab bar, scrolled so the selected tab is always shown, with `…` where tabs are cut.
    static func tabBar(_ state: NavigationState, width: Int) -> [TabBarItem] {
        let items = state.tabs.enumerated().map { index, tab -> TabBarItem in
            let name = DisplayWidth.displayable(tab.name)
            return tab.name == state.selectedTab
                ? TabBarItem(text: " [\(name)]", style: TextStyle(.accent, bold: true, reverse: true), tab: index)
                : TabBarItem(text: " \(name) ", style: .plain, tab: index)
        }
        let widths = items.map { DisplayWidth.columns($0.text) }
        guard widths.reduce(0, +) > width, let selected = state.tabs.firstIndex(where: { $0.name == state.selectedTab }) else {
            return items
        }
        // Room for a "…" on each side.
        let room = width - 3
        var start = 0
        while start < selected, widths[start...selected].reduce(0, +) > room { start += 1 }
        var end = selected + 1
        while end < items.count, widths[start...end].reduce(0, +) <= room { end += 1 }
        let shown = items[start..<end].map { TabBarItem(text: TextFitting.ellipsized($0.text, width: room), style: $0.style, tab: $0.tab) }
        return (start > 0 ? [TabBarItem(text: " …", style: .dim, tab: nil)] : []) + shown
            + (end < items.count ? [TabBarItem(text: "…", style: .dim, tab: nil)] : [])
    }
}
