/// The terminal the explorer draws on and reads from.
///
/// Two implementations: ``NcursesTerminal`` for a real terminal and ``InMemoryTerminal`` for
/// tests. The app never touches the terminal directly; it renders a ``ScreenBuffer`` and hands
/// it over.
public protocol Terminal: AnyObject {
    /// The current size in rows and columns.
    var size: (rows: Int, columns: Int) { get }
    /// Whether the terminal shows colour (false under `NO_COLOR` or on a monochrome terminal).
    var hasColor: Bool { get }
    /// Shows a finished frame.
    func present(_ frame: ScreenBuffer)
    /// Waits for the next event; nil when none arrived within `timeout` milliseconds (nil waits).
    func nextEvent(timeout: Int?) -> InputEvent?
    /// Whether ``copyToClipboard(_:)`` reaches the clipboard: true only when the terminal is
    /// known to support OSC 52, never by guess.
    var canCopyToClipboard: Bool { get }
    /// Puts `text` on the clipboard with OSC 52 (``ClipboardSequence``); does nothing when
    /// ``canCopyToClipboard`` is false.
    func copyToClipboard(_ text: String)
    /// Gives the terminal back and stops the process (Ctrl-Z); returns once it is continued,
    /// with the terminal taken again, ready for the next ``present(_:)``.
    func suspend()
    /// Gives the terminal back in the state it was found; safe to call more than once.
    func restore()
}
