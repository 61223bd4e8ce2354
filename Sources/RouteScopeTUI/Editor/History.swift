/// The links entered before, newest last, with shell-style Up/Down navigation that keeps the
/// line being typed.
public struct History: Sendable, Hashable {
    public private(set) var entries: [String]
    public let limit: Int
    /// The entry being shown, or nil while editing the new line.
    private var position: Int?
    /// The line as it was before navigating into the history.
    private var draft = ""

    public init(entries: [String] = [], limit: Int = 1000) {
        self.limit = limit
        self.entries = Array(entries.suffix(limit))
    }

    /// Records a line; blank lines and a repeat of the newest entry are not stored.
    public mutating func record(_ line: String) {
        position = nil
        guard !line.allSatisfy(\.isWhitespace), entries.last != line else { return }
        entries.append(line)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// The older entry to show after Up, or nil at the oldest.
    public mutating func older(current: String) -> String? {
        guard !entries.isEmpty else { return nil }
        let next: Int
        if let position {
            guard position > 0 else { return nil }
            next = position - 1
        } else {
            draft = current
            next = entries.count - 1
        }
        position = next
        return entries[next]
    }

    /// The newer entry to show after Down; past the newest, the line that was being typed.
    public mutating func newer() -> String? {
        guard let position else { return nil }
        if position + 1 < entries.count {
            self.position = position + 1
            return entries[position + 1]
        }
        self.position = nil
        return draft
    }
}
