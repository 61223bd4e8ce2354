import RouteCore
import RouteTools

/// The rows a ``Picker`` offers for an explorer: the route catalog's screens or the history's
/// links, filtered by the query and best match first (ties keep their order).
package struct PickerRow: Sendable, Hashable {
    /// The row's label: `home › feed`, or a link from the history.
    package var label: String
    /// The text inserted when the row is chosen: a link template or a link.
    package var text: String
    /// A description to show beside it, if any.
    package var detail: String?
    /// For the catalog, the screen the row stands for.
    package var entry: RoutesReport.Entry?

    /// The rows of `source` matching `query`.
    /// How many rows `source` offers before filtering: one per screen, or per history entry.
    package static func total(_ source: Picker.Source, routeMap: RouteMap, history: History) -> Int {
        switch source {
        case .catalog: routeMap.tabs.reduce(0) { $0 + $1.screens.count }
        case .history: history.entries.count
        }
    }

    package static func rows(_ source: Picker.Source, query: String, routeMap: RouteMap, history: History) -> [PickerRow] {
        let all: [PickerRow]
        switch source {
        case .catalog:
            all = RoutesReport.entries(routeMap).map { entry in
                PickerRow(
                    label: "\(entry.tab) › \(entry.screen.name)", text: LinkTemplate.make(for: entry, routeMap: routeMap),
                    detail: entry.screen.summary, entry: entry)
            }
        case .history:
            all = history.entries.reversed().map { PickerRow(label: $0, text: $0, detail: nil, entry: nil) }
        }
        guard !query.isEmpty else { return all }
        return all.enumerated()
            .compactMap { index, row in
                FuzzyMatch.score(query, inAnyOf: [row.label, row.text] + (row.detail.map { [$0] } ?? [])).map { (score: $0, index: index, row: row) }
            }
            .sorted { ($0.score, $0.index) < ($1.score, $1.index) }
            .map(\.row)
    }
}
