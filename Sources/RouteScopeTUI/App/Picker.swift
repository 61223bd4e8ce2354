import RouteCore

/// A list filtered as you type, fzf-style: the route catalog and the history search.
///
/// The rows are built once, when the picker opens, and filtered when the query changes: drawing
/// a frame or moving the selection reads them as they are.
public struct Picker: Sendable, Hashable {
    /// What the list shows.
    public enum Source: Sendable, Hashable {
        /// Every screen of the route map; the chosen one is inserted as a link template.
        case catalog
        /// The links entered before, newest first; the chosen one replaces the input.
        case history
    }

    public let source: Source
    /// What has been typed to filter the list.
    public private(set) var query = ""
    /// The selected row of the filtered list.
    public private(set) var selected = 0
    /// Every row the source offers, unfiltered.
    package let all: [PickerRow]
    /// The rows of ``all`` that match ``query``, best match first.
    package private(set) var rows: [PickerRow]
    /// The columns of the widest label of ``all`` as shown, so that the catalog's links line up
    /// however the list is filtered.
    package let labelColumns: Int

    /// A picker over `rows` (``PickerRow/all(_:routeMap:history:)``), filtered by `query`.
    package init(_ source: Source, rows: [PickerRow], query: String = "") {
        self.source = source
        all = rows
        self.query = query
        self.rows = PickerRow.matching(query, in: rows)
        labelColumns = rows.map { DisplayWidth.columns(DisplayWidth.displayable($0.label)) }.max() ?? 0
    }

    /// Adds typed text to the query; the selection goes back to the best match.
    public mutating func type(_ text: String) {
        query += text
        rows = PickerRow.matching(query, in: all)
        selected = 0
    }

    /// Removes the query's last character.
    public mutating func erase() {
        if !query.isEmpty {
            query.removeLast()
            rows = PickerRow.matching(query, in: all)
        }
        selected = 0
    }

    /// Moves the selection by `step` rows, stopping at the list's ends.
    public mutating func move(by step: Int) {
        selected = min(max(0, selected.addingReportingOverflow(step).partialValue), max(0, rows.count - 1))
    }
}
