/// The text of one bracketed paste, gathered scalar by scalar from the raw input that follows
/// the terminal's `ESC [ 200 ~`, until `ESC [ 201 ~` ends it.
///
/// Every scalar in between is text: DEL, a lone ESC and sequences shaped like keys
/// (`ESC [ 2 ~`, `ESC O P`) are kept as they came, so the explorer can show them escaped and
/// diagnose them. Carriage returns become newlines, since terminals (and tmux) send a pasted
/// line break as CR. Text beyond ``maximumBytes`` is dropped and counted, so a runaway paste
/// cannot exhaust memory and the cut is never silent.
public struct BracketedPaste: Sendable {
    /// The most UTF-8 bytes kept of one paste: 1 MiB.
    public static let maximumBytes = 1 << 20
    /// The sequence that ends a paste.
    static let terminator: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    /// The text so far.
    public private(set) var text = String.UnicodeScalarView()
    /// The UTF-8 bytes dropped beyond ``maximumBytes``.
    public private(set) var droppedBytes = 0
    /// Whether the terminator has arrived.
    public private(set) var isComplete = false
    /// The scalars read that may be the start of the terminator, held back until they are not.
    private var pending: [Unicode.Scalar] = []
    private var keptBytes = 0
    private let limit: Int

    /// - Parameter limit: the most UTF-8 bytes kept (``maximumBytes`` by default).
    public init(limit: Int = BracketedPaste.maximumBytes) {
        self.limit = limit
    }

    /// Takes the next scalar of the raw input; ignored once the paste is complete.
    public mutating func append(_ scalar: Unicode.Scalar) {
        guard !isComplete else { return }
        if scalar == Self.terminator[pending.count] {
            pending.append(scalar)
            if pending.count == Self.terminator.count {
                pending = []
                isComplete = true
            }
            return
        }
        // Only the terminator's first scalar is ESC, so after a mismatch the terminator can
        // only start again at this scalar.
        pending.forEach { keep($0) }
        pending = []
        if scalar == Self.terminator[0] {
            pending = [scalar]
        } else {
            keep(scalar)
        }
    }

    /// The text, including anything held back when input stopped before the terminator.
    public var finished: (text: String, droppedBytes: Int) {
        var copy = self
        copy.pending.forEach { copy.keep($0) }
        return (String(copy.text), copy.droppedBytes)
    }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        let kept: Unicode.Scalar = scalar == "\r" ? "\n" : scalar
        let width = UTF8.width(kept)
        guard keptBytes + width <= limit else {
            droppedBytes += width
            return
        }
        keptBytes += width
        text.append(kept)
    }
}
