/// The input line as it was before each edit, newest last, for Ctrl-_ (undo).
///
/// A run of typed characters is one step, as in a text editor: undo takes back the word, not
/// its last letter. Fixes, pastes and inserted templates are one step each.
public struct UndoHistory: Sendable, Hashable {
    /// A line as it was: its text and cursor.
    public struct Snapshot: Sendable, Hashable {
        public var text: String
        public var cursor: Int
    }

    public private(set) var snapshots: [Snapshot] = []
    public let limit: Int
    /// Whether the newest step is a run of typing that the next typed character joins.
    private var typing = false

    public init(limit: Int = 200) {
        self.limit = limit
    }

    /// Records the line as it was before an edit that changed it; `isTyping` for one typed
    /// character, which joins a run of typing rather than starting a step.
    public mutating func record(_ before: Snapshot, isTyping: Bool) {
        defer { typing = isTyping }
        if isTyping, typing { return }
        snapshots.append(before)
        if snapshots.count > limit { snapshots.removeFirst(snapshots.count - limit) }
    }

    /// Ends a run of typing, so the next typed character starts a new step.
    public mutating func breakRun() { typing = false }

    /// The line before the newest step, removed from the history; nil when there is none.
    public mutating func undo() -> Snapshot? {
        typing = false
        return snapshots.popLast()
    }

    /// Forgets every step: the line is a different document (another link of a batch).
    public mutating func clear() {
        snapshots = []
        typing = false
    }
}
