/// A list filtered as you type, fzf-style: the route catalog and the history search.
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

    public init(_ source: Source) {
        self.source = source
    }

    /// Adds typed text to the query; the selection goes back to the best match.
    public mutating func type(_ text: String) {
        query += text
        selected = 0
    }

    /// Removes the query's last character.
    public mutating func erase() {
        if !query.isEmpty { query.removeLast() }
        selected = 0
    }

    /// Moves the selection by `step` rows in a list of `count`, stopping at its ends.
    public mutating func move(by step: Int, count: Int) {
        selected = min(max(0, selected.addingReportingOverflow(step).partialValue), max(0, count - 1))
    }
}
