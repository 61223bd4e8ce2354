import Navigator
import RouteCore

/// The simulated app: the platform it runs on, the login state, the tab bar with the selected tab marked, every tab's
/// stack, the modals, a pending link, where Enter would land (before it is pressed), and why the
/// last event led here.
///
/// A stack too long for its row shows its top (``StackText``), and the rows the panel has to
/// spare go to the selected tab's stack, then the modals, then the other tabs, so the screen a
/// link landed on is always in view. A row the last event changed is marked `•`. On a short
/// panel, the other tabs still at their root screens share one row, so the Why keeps room.
enum NavigationPanel {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        for row in rect.row..<rect.row + rect.height { buffer.put("│", row: row, column: rect.column - 1, style: .dim) }
        var writer = PanelWriter(rect, buffer)
        let state = explorer.navigation
        let loginChanged = explorer.previousNavigation.map { $0.loggedIn != state.loggedIn } ?? false
        let loginStyle = loginChanged ? Self.changeStyle : .dim
        let login = state.loggedIn ? " · logged in" : " · logged out"
        let platform = explorer.platform.name
        // The platform and the login state before the words around them.
        let full = DisplayWidth.columns(" Simulated app · " + platform + login) <= rect.width
        let compact = DisplayWidth.columns(" Simulated " + platform + " app" + login) <= rect.width
        writer.write(
            full
                ? [(" Simulated app", .heading), (" · " + platform, TextStyle(.accent)), (login, loginStyle)]
                : [(compact ? " Simulated " : " ", .heading), (platform, TextStyle(.accent, bold: true)), (" app", .heading), (login, loginStyle)])
        var column = rect.column
        for item in tabBar(state, width: rect.width) {
            let start = column
            column = writer.buffer.put(item.text, row: rect.row + writer.line, column: column, style: item.style, limit: rect.column + rect.width - column)
            if let tab = item.tab { writer.buffer.clickRegions.append(ClickRegion(row: rect.row + writer.line, columns: start..<column, target: .tab(tab))) }
        }
        writer.skip()
        let others = state.tabs.filter { $0.name != state.selectedTab && $0.isAtRoot }
        // Presenting, the link a step opened is no link to preview: the flow opened it.
        let stepLink = explorer.presenting && explorer.demoLink == explorer.editor.text
        let preview = explorer.editor.text.isEmpty || stepLink ? nil : enterPreview(explorer)
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
        let why = WhyText.lines(explorer, width: rect.width - 1, maxLines: rect.height)
        // One row each, a blank, the Why heading and the Why's rows (two at least, six at most
        // before the stacks have theirs); the rest is spare.
        var spare = max(0, rect.height - (writer.line + labels.count + 2 + min(max(2, why.count), 6)))
        let previous = explorer.previousNavigation
        // Every stack grows into the spare rows: the selected tab's first, then the modals, then the other tabs.
        var rows: [StackRow] = tabs.map { tab in
            let selected = tab.name == state.selectedTab
            return StackRow(
                label: tab.name, entries: tab.screens, style: selected ? TextStyle(.plain, bold: true) : .plain,
                changed: previous.map { $0.stack(of: tab.name)?.screens != tab.screens } ?? false, priority: selected ? 0 : 2)
        }
        if modalRow {
            rows.append(
                StackRow(
                    label: "modal", entries: state.modals, style: state.modals.isEmpty ? .plain : TextStyle(.note, bold: true),
                    changed: previous.map { $0.modals != state.modals } ?? false, priority: 1))
        }
        var lines: [Int: [String]] = [:]
        for index in rows.indices.sorted(by: { rows[$0].priority < rows[$1].priority }) {
            lines[index] = StackText.lines(rows[index].entries, width: textWidth, maxLines: 1 + spare)
            spare -= (lines[index]?.count ?? 1) - 1
        }
        for (index, row) in rows.enumerated() {
            for (number, line) in (lines[index] ?? []).enumerated() {
                let label = number == 0 ? DisplayWidth.displayable(row.label) : ""
                writer.write([
                    (row.changed && number == 0 ? Self.changeMark : " ", Self.changeStyle),
                    (ParsePanel.pad(label, labelWidth) + "  ", .dim), (line, row.changed ? Self.changeStyle : row.style),
                ])
            }
        }
        if collapsed {
            let names = others.map { DisplayWidth.displayable($0.name) }.joined(separator: ", ")
            writer.write([(" " + ParsePanel.pad("others", labelWidth) + "  ", .dim), (names + " at their roots", .dim)])
        }
        if let pending = state.pendingLink {
            let changed = previous.map { $0.pendingLink != pending } ?? false
            writer.write([
                (changed ? Self.changeMark : " ", Self.changeStyle), (ParsePanel.pad("pending", labelWidth) + "  ", .dim),
                (LinkFitting.fitted(pending, width: textWidth), TextStyle(.warning)),
            ])
        }
        if let preview {
            // The panel's whole width, and up to three rows of those the stacks and the whole Why
            // leave free, so the outcome reads to its end without cutting the Why.
            let label = " ⏎ "
            let width = rect.width - label.count
            let room = max(1, min(3, rect.height - writer.line - 1 - why.count))
            let lines = TextFitting.wrapped(LinkFitting.fittingLinks(in: preview.phrase + ": " + preview.steps, width: width), width: width, maxLines: room)
            // The phrase stands out, across the rows it wraps over.
            var phrase = Substring(preview.phrase)
            for (number, line) in lines.enumerated() {
                phrase = phrase.drop { $0 == " " }
                let shared = zip(line, phrase).prefix { $0 == $1 }.count
                phrase = phrase.dropFirst(shared)
                writer.write([
                    (number == 0 ? label : String(repeating: " ", count: label.count), TextStyle(.accent, bold: true)),
                    (String(line.prefix(shared)), TextStyle(.accent, bold: true)), (String(line.dropFirst(shared)), .dim),
                ])
            }
        }
        if rect.height - writer.line > 2 { writer.skip() }
        writer.write(" Why", .heading)
        let room = max(1, rect.height - writer.line)
        // Drawn again only when cut, so that its last row ends in "…".
        for (text, style) in why.count <= room ? why : WhyText.lines(explorer, width: rect.width - 1, maxLines: room) {
            writer.write(text, style, indent: 1)
        }
        buffer = writer.buffer
    }

    /// The mark before a row the last event changed; it shows without colour too.
    static let changeMark = "•"
    static let changeStyle = TextStyle(.accent, bold: true)

    /// One stack's rows: a tab's, or the modals'.
    struct StackRow {
        var label: String
        var entries: [ScreenEntry]
        var style: TextStyle
        /// Whether the last event changed it.
        var changed: Bool
        /// Which stack gets the spare rows first: the lowest.
        var priority: Int
    }

    /// What Enter would do with the link in the input, from the simulator's present state; the
    /// state itself does not change until Enter. The phrase says where the app would be
    /// (`would open home › articleDetail`, `would stay on home › feed` when nothing would change);
    /// the steps are the simulator's. A link that would wait for login says so instead: with the
    /// login modal open, the steps start with the pending link dropped, and a row cut there would
    /// read as if this link were dropped too.
    static func enterPreview(_ explorer: Explorer) -> (phrase: String, steps: String) {
        let link = explorer.editor.text
        let transition = explorer.simulator.apply(.open(link), to: explorer.navigation)
        let phrase =
            if transition.state.pendingLink == link {
                "would wait for login"
            } else if transition.state == explorer.navigation {
                "would stay on \(Landing(transition.state))"
            } else if Landing(transition.state) == .browser {
                "would open the browser"
            } else {
                "would open \(Landing(transition.state))"
            }
        return (phrase, transition.explanation)
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
