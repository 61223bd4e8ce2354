import RouteCore
import RouteTools

/// The rows a ``Picker`` offers for an explorer: the route catalog's screens or the history's
/// links, filtered by the query and best match first (ties keep their order).
package struct PickerRow: Sendable, Hashable {
    /// The row's label: the screen's place, `home › feed` (`shop › Reviews › item` inside a
    /// navigator), or a link from the history.
    package var label: String
    /// The text inserted when the row is chosen: a link template or a link.
    package var text: String
    /// A description to show beside it, if any.
    package var detail: String?

    /// Every row `source` offers, unfiltered: one per screen of `routeMap`, in the order of
    /// ``RoutesReport/entries(_:)``, each inserting the link `routescope routes` lists for it
    /// with its required query parameters to fill in
    /// (``RoutesReport/Entry/templateWithRequiredQuery``); or one per history entry, newest first.
    package static func all(_ source: Picker.Source, routeMap: RouteMap, history: History) -> [PickerRow] {
        switch source {
        case .catalog:
            RoutesReport.entries(routeMap).map { entry in
                PickerRow(
                    label: entry.tab + ScreenAddress.placeJoiner + entry.screen.place,
                    text: entry.templateWithRequiredQuery, detail: entry.screen.summary)
            }
        case .history:
            history.entries.reversed().map { PickerRow(label: $0, text: $0, detail: nil) }
        }
    }

    /// The rows of `rows` matching `query` (fuzzy, on label, text and description), best match
    /// first; every row for an empty query.
    package static func matching(_ query: String, in rows: [PickerRow]) -> [PickerRow] {
        guard !query.isEmpty else { return rows }
        return rows.enumerated()
            .compactMap { index, row in
                FuzzyMatch.score(query, inAnyOf: [row.label, row.text] + (row.detail.map { [$0] } ?? [])).map { (score: $0, index: index, row: row) }
            }
            .sorted { ($0.score, $0.index) < ($1.score, $1.index) }
            .map(\.row)
    }
}
