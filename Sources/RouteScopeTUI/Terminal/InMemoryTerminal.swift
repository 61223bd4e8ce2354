/// A terminal in memory, for tests: scripted input events in, presented frames out.
public final class InMemoryTerminal: Terminal {
    public private(set) var size: (rows: Int, columns: Int)
    public let hasColor: Bool
    /// Events still to be read, in order.
    public var pendingEvents: [InputEvent]
    /// The last frame presented.
    public private(set) var frame: ScreenBuffer
    /// How many frames were presented.
    public private(set) var presentCount = 0
    public private(set) var restored = false
    /// How many times the app suspended itself (Ctrl-Z).
    public private(set) var suspendCount = 0
    public let canCopyToClipboard: Bool
    /// The exact bytes of every OSC 52 sequence a real terminal would have been sent.
    public private(set) var clipboardWrites: [[UInt8]] = []

    public init(
        rows: Int = 40, columns: Int = 120, hasColor: Bool = true, canCopyToClipboard: Bool = false, events: [InputEvent] = []
    ) {
        size = (rows, columns)
        self.hasColor = hasColor
        self.canCopyToClipboard = canCopyToClipboard
        pendingEvents = events
        frame = ScreenBuffer(rows: rows, columns: columns)
    }

    public func present(_ frame: ScreenBuffer) {
        self.frame = frame
        presentCount += 1
    }

    public func nextEvent(timeout: Int?) -> InputEvent? {
        guard !pendingEvents.isEmpty else { return timeout == nil ? .end : nil }
        let event = pendingEvents.removeFirst()
        if case .resize(let rows, let columns) = event { size = (rows, columns) }
        return event
    }

    public func copyToClipboard(_ text: String) {
        guard canCopyToClipboard else { return }
        clipboardWrites.append(ClipboardSequence.osc52(copying: text))
    }

    public func suspend() { suspendCount += 1 }

    public func restore() { restored = true }

    /// The last frame's text.
    public var text: String { frame.textLines.joined(separator: "\n") }
}
