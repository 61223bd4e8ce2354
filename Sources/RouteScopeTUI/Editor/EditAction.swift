/// An edit of the input line. A closed set, so the key map and the editor cannot drift apart.
public enum EditAction: Sendable, Hashable {
    case insert(String)
    case moveLeft, moveRight, moveWordLeft, moveWordRight, moveToStart, moveToEnd
    case deleteBackward, deleteForward
    /// Ctrl-K: kill to the end of the line.
    case killToEnd
    /// Ctrl-U: kill to the start of the line.
    case killToStart
    /// Ctrl-W: kill the word before the cursor.
    case killWordBackward
    /// Ctrl-Y: insert the last killed text.
    case yank
    /// Tab: select the next `{placeholder}` of a template, so typing replaces it.
    case nextPlaceholder
    /// Shift-Tab: select the previous `{placeholder}`.
    case previousPlaceholder

    /// The Emacs-style binding of a key, or nil when the key is not an edit.
    public init?(key: Key) {
        switch key {
        case .character(let character): self = .insert(String(character))
        case .left, .control("b"): self = .moveLeft
        case .right, .control("f"): self = .moveRight
        case .alt("b"), .controlLeft: self = .moveWordLeft
        case .alt("f"), .controlRight: self = .moveWordRight
        case .home, .control("a"): self = .moveToStart
        case .end, .control("e"): self = .moveToEnd
        case .backspace, .control("h"): self = .deleteBackward
        case .delete, .control("d"): self = .deleteForward
        case .control("k"): self = .killToEnd
        case .control("u"): self = .killToStart
        case .control("w"), .altBackspace: self = .killWordBackward
        case .control("y"): self = .yank
        case .tab: self = .nextPlaceholder
        case .backTab: self = .previousPlaceholder
        default: return nil
        }
    }
}
