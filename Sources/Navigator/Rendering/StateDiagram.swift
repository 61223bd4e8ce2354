import RouteCore

/// Draws a ``NavigationState`` as text, one labelled row per part, for `routescope simulate`
/// and the explorer's navigation panel.
///
/// ```
/// tabs     [home]  search  myPage  setting
/// home     feed › articleDetail(userId: 100, articleId: 200, mode: "safari")
/// search   searchHome
/// myPage   profile
/// setting  settings
/// modal    none
/// user     logged out
/// ```
///
/// Every row is safe to print: control and invisible characters in links and values are escaped.
public enum StateDiagram {
    /// One row: a label such as `tabs`, `home` or `modal`, and what it shows.
    public struct Row: Sendable, Hashable {
        public var label: String
        public var text: String

        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// The separator between the screens of a stack, as between the names of a place: ` › `.
    public static let separator = ScreenAddress.placeJoiner

    /// The tab bar, with the selected tab in brackets: `[home]  search  myPage  setting`.
    public static func tabBar(_ state: NavigationState) -> String {
        state.tabs.map { $0.name == state.selectedTab ? "[\($0.name)]" : $0.name }.joined(separator: "  ").displayable
    }

    /// A stack of screens, bottom first: `feed › articleDetail(articleId: 200)`, or `none`. A
    /// screen whose name the stack also holds at another place shows its navigators
    /// (``ScreenEntry/placedDescription``): `Feed › Home/Profile(id: "7") › Profile(id: 5)`.
    public static func stack(_ entries: [ScreenEntry]) -> String {
        guard !entries.isEmpty else { return "none" }
        return entries.map { entry in
            entries.contains { $0.screen == entry.screen && $0.navigators != entry.navigators } ? entry.placedDescription : entry.description
        }.joined(separator: separator).displayable
    }

    /// The rows: the tab bar, each tab's stack, the modals, the login state, and the pending
    /// link when there is one.
    public static func rows(_ state: NavigationState) -> [Row] {
        var rows = [Row(label: "tabs", text: tabBar(state))]
        for tab in state.tabs {
            rows.append(Row(label: tab.name.displayable, text: stack(tab.screens)))
        }
        rows.append(Row(label: "modal", text: stack(state.modals)))
        rows.append(Row(label: "user", text: state.loggedIn ? "logged in" : "logged out"))
        if let pending = state.pendingLink {
            rows.append(Row(label: "pending", text: pending.displayable))
        }
        return rows
    }

    /// The rows as lines, labels padded to one column.
    public static func lines(_ state: NavigationState) -> [String] {
        let rows = rows(state)
        let width = rows.map(\.label.count).max() ?? 0
        return rows.map { $0.label + String(repeating: " ", count: width - $0.label.count + 2) + $0.text }
    }

    /// The lines joined, each ending in a newline.
    public static func render(_ state: NavigationState) -> String {
        lines(state).map { $0 + "\n" }.joined()
    }
}
