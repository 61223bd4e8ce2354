/// A one-line message for the status line: what happened, then the key that acts on it
/// (`Ctrl-_ puts the text back`). When the line is too narrow, the status line shortens the
/// text with `…` and keeps the key hint whole, since the hint is what makes the message
/// actionable.
public struct StatusMessage: Sendable, Hashable {
    public var text: String
    /// The key to press and what it does, shown after the text.
    public var keyHint: String?

    public init(_ text: String, keyHint: String? = nil) {
        self.text = text
        self.keyHint = keyHint
    }

    /// The message as one line: `text; keyHint`.
    public var line: String { keyHint.map { "\(text); \($0)" } ?? text }
}
