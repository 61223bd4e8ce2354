@preconcurrency import CNcurses
import Foundation

/// The real terminal, through ncursesw. This is the only file that touches the terminal.
///
/// Start-up follows what was checked on this machine (shared NCURSES.md): the locale first
/// (forcing UTF-8 when the codeset is not), a 25 ms escape delay, `newterm` so a bad `TERM` is an
/// error rather than an exit, raw mode so Ctrl-C is a key, bracketed paste switched on by hand.
/// The terminal is restored on exit, on SIGINT, SIGTERM and SIGHUP, and on a thrown error.
public final class NcursesTerminal: Terminal {
    /// Why the terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public var description: String
    }

    public private(set) var hasColor = false
    public private(set) var canCopyToClipboard = false
    private var screen: OpaquePointer?
    private var isRestored = false
    /// How many waits with a timeout in a row ended with no key long before the timeout: a
    /// closed terminal answers every read at once.
    private var quickTimeouts = 0
    /// Where the terminal's bytes go: standard output, or `/dev/tty`.
    private let descriptor: Int32
    /// ``descriptor``, for the signal handlers, which cannot reach an instance.
    nonisolated(unsafe) private static var signalDescriptor: Int32 = 1
    private static let pasteStart = KEY_MAX + 1
    private static let pasteEnd = KEY_MAX + 2
    /// How long, in milliseconds, the rest of an escape sequence or of a character may take.
    private static let escapeDelay: Int32 = 25
    /// Characters decoded and keys read but not yet taken, in order.
    private var unread: [TerminalRead] = []
    private var utf8 = UTF8InputDecoder()

    /// Opens the terminal on standard input and output.
    /// Opens the terminal: standard input and output, or with `onControllingTerminal` the
    /// process's terminal (`/dev/tty`), which leaves standard output free for a pipeline.
    public init(colorAllowed: Bool, onControllingTerminal: Bool = false) throws {
        if onControllingTerminal {
            descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
            guard descriptor >= 0 else { throw OpenError(description: "the explorer needs a terminal, and this process has none (/dev/tty)") }
        } else {
            guard isatty(0) == 1, isatty(1) == 1 else {
                throw OpenError(description: "the explorer needs a terminal on standard input and output")
            }
            descriptor = 1
        }
        Self.signalDescriptor = descriptor
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
            throw OpenError(description: "TERM is not set, so the terminal type is unknown; set it (for example TERM=xterm-256color)")
        }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        set_escdelay(Self.escapeDelay)
        let inputDescriptor = onControllingTerminal ? dup(descriptor) : 0
        guard let output = fdopen(descriptor, "w"), let input = fdopen(inputDescriptor, "r"), let screen = newterm(nil, output, input) else {
            throw OpenError(description: "cannot open the terminal \"\(term)\"; check TERM")
        }
        self.screen = screen
        set_term(screen)
        raw()
        noecho()
        nonl()
        keypad(rs_stdscr(), true)
        if has_colors(), colorAllowed {
            start_color()
            use_default_colors()
            hasColor = true
            let muted: Int16 = rs_colors() >= 16 ? 8 : Int16(COLOR_WHITE)
            init_pair(1, Int16(COLOR_RED), -1)
            init_pair(2, Int16(COLOR_YELLOW), -1)
            init_pair(3, Int16(COLOR_GREEN), -1)
            init_pair(4, Int16(COLOR_CYAN), -1)
            init_pair(5, muted, -1)
            init_pair(6, Int16(COLOR_MAGENTA), -1)
            // Black on white for QR codes, never the theme's default colours: with 256 colours the
            // cube's own black and white (16, 231), which themes leave alone; else the bright white.
            let (black, white): (Int16, Int16) = rs_colors() >= 256 ? (16, 231) : rs_colors() >= 16 ? (0, 15) : (0, 7)
            init_pair(7, black, white)
        }
        canCopyToClipboard = Self.supportsClipboard(
            setting: ProcessInfo.processInfo.environment["ROUTESCOPE_CLIPBOARD"], terminfoHasMs: rs_has_string_capability("Ms") != 0)
        // Clicks and the wheel; most terminals still select text with Shift held.
        rs_enable_mouse()
        define_key("\u{1B}[200~", Self.pasteStart)
        define_key("\u{1B}[201~", Self.pasteEnd)
        writeRaw("\u{1B}[?2004h")
        Self.installSignalHandlers()
    }

    public var size: (rows: Int, columns: Int) { (Int(rs_lines()), Int(rs_cols())) }

    /// Whether to copy with OSC 52. Terminals do not answer whether they honour it, and one that
    /// does not may print the payload, so the rule is conservative: `ROUTESCOPE_CLIPBOARD=osc52`
    /// turns it on, `ROUTESCOPE_CLIPBOARD=none` off; otherwise only a terminfo entry with the
    /// `Ms` capability (set-selection, which tmux and several terminals declare) counts. An entry
    /// can declare `Ms` for a terminal that ignores it (Debian's xterm-256color does, and other
    /// terminals borrow that `TERM`), which is why `none` exists and the explorer says "sent".
    public static func supportsClipboard(setting: String?, terminfoHasMs: Bool) -> Bool {
        switch setting {
        case "osc52": true
        case "none": false
        default: terminfoHasMs
        }
    }

    public func copyToClipboard(_ text: String) {
        guard canCopyToClipboard else { return }
        writeRaw(ClipboardSequence.osc52(copying: text))
    }

    public func present(_ frame: ScreenBuffer) {
        werase(rs_stdscr())
        for row in 0..<min(frame.rows, Int(rs_lines())) {
            var column = 0
            while column < min(frame.columns, Int(rs_cols())) {
                let style = frame[row, column].style
                let start = column
                var run = ""
                while column < frame.columns, frame[row, column].style == style {
                    let cell = frame[row, column]
                    if !cell.isContinuation { run += cell.text }
                    column += 1
                }
                wattrset(rs_stdscr(), Int32(bitPattern: attributes(style)))
                mvwaddstr(rs_stdscr(), Int32(row), Int32(start), run)
            }
        }
        wattrset(rs_stdscr(), 0)
        if let cursor = frame.cursor {
            curs_set(1)
            wmove(rs_stdscr(), Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        wrefresh(rs_stdscr())
    }

    private func attributes(_ style: TextStyle) -> UInt32 {
        var value: attr_t = 0
        if style.bold { value |= rs_a_bold() }
        if style.underline { value |= rs_a_underline() }
        if style.reverse { value |= rs_a_reverse() }
        if hasColor {
            switch style.color {
            case .plain: break
            case .error: value |= rs_color_pair(1)
            case .warning: value |= rs_color_pair(2)
            case .ok: value |= rs_color_pair(3)
            case .accent: value |= rs_color_pair(4)
            case .muted: value |= rs_color_pair(5)
            case .note: value |= rs_color_pair(6)
            case .darkOnLight: value |= rs_color_pair(7)
            }
        } else if style.color == .muted {
            value |= rs_a_dim()
        }
        return UInt32(value)
    }

    public func nextEvent(timeout: Int?) -> InputEvent? {
        var failures = 0
        let start = ContinuousClock.now
        while true {
            guard let read = read(timeout: Int32(timeout ?? -1)) else {
                if let timeout {
                    // Input is gone when reads keep failing at once instead of waiting.
                    quickTimeouts = ContinuousClock.now - start < .milliseconds(timeout / 2) ? quickTimeouts + 1 : 0
                    return quickTimeouts > 100 ? .end : nil
                }
                // With no timeout, repeated ERR means input is gone (a closed terminal).
                failures += 1
                if failures > 100 { return .end }
                continue
            }
            switch read {
            case .key(KEY_MOUSE):
                if let event = readMouse() { return event }
            // The end of a paste whose reading gave up waiting for it (``readPaste()``) arrives
            // on its own: it is no key, and must not clear what the paste said.
            case .key(Self.pasteEnd): continue
            case .key(let code): return functionKey(code)
            case .scalar(let scalar): return characterKey(scalar.value)
            }
        }
    }

    /// The next character or key within `timeout` milliseconds (-1 waits), nil for none.
    ///
    /// Characters are decoded here, byte by byte (``UTF8InputDecoder``), not by `wget_wch`: on a
    /// byte that is not UTF-8 it reads on for the rest of a character that never comes, up to 16
    /// bytes or a timeout, and then drops them all, keys and a paste's end included. Here such a
    /// byte is a U+FFFD at once, and a character cut short one when no byte follows within the
    /// escape delay.
    private func read(timeout: Int32) -> TerminalRead? {
        while unread.isEmpty {
            wtimeout(rs_stdscr(), utf8.isInsideCharacter ? Self.escapeDelay : timeout)
            let code = wgetch(rs_stdscr())
            switch code {
            case ERR:
                guard utf8.isInsideCharacter else { return nil }
                unread = utf8.finish().map(TerminalRead.scalar)
            case 0..<0x80 where !utf8.isInsideCharacter: return .scalar(Unicode.Scalar(UInt8(code)))
            case 0...0xFF: unread = utf8.take(UInt8(code)).map(TerminalRead.scalar)
            default:
                guard utf8.isInsideCharacter else { return .key(code) }
                unread = utf8.finish().map(TerminalRead.scalar) + [.key(code)]
            }
        }
        return unread.removeFirst()
    }

    /// Puts back what was read too far, to be read next.
    private func unread(_ read: TerminalRead) {
        unread.insert(read, at: 0)
    }

    private func functionKey(_ code: Int32) -> InputEvent {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_DC: return .key(.delete)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE: return .resize(rows: Int(rs_lines()), columns: Int(rs_cols()))
        case Self.pasteStart: return readPaste()
        case rs_key_f(1)...rs_key_f(12): return .key(.function(Int(code - rs_key_f(0))))
        // Shift-F1…F12, where terminfo follows xterm (see ShiftedFunctionKey).
        case rs_key_f(13)...rs_key_f(24): return .key(.shiftFunction(Int(code - rs_key_f(12))))
        default:
            // Keys from terminfo's extended capabilities have codes assigned at start-up, so they
            // are known by name: kLFT5 is Ctrl-Left. Every other key is unbound, never the end.
            let name = keyname(code).map { String(cString: $0) } ?? "key \(code)"
            switch name {
            case "kLFT5": return .key(.controlLeft)
            case "kRIT5": return .key(.controlRight)
            default: return .key(.unbound(name))
            }
        }
    }

    private func characterKey(_ value: UInt32) -> InputEvent {
        switch value {
        case 13, 10: return .key(.enter)
        case 9: return .key(.tab)
        case 127, 8: return .key(.backspace)
        case 27:
            // ESC alone, or ESC then a character within the escape delay: Alt plus that character.
            // With the keypad on, the DEL of Alt-Backspace arrives decoded as KEY_BACKSPACE.
            switch read(timeout: Self.escapeDelay) {
            case .key(KEY_BACKSPACE): return .key(.altBackspace)
            case .key(let code): return .key(.unbound("Alt-" + (keyname(code).map { String(cString: $0) } ?? "key \(code)")))
            case .scalar("\u{7F}"), .scalar("\u{8}"): return .key(.altBackspace)
            case .scalar(let introducer) where introducer == "[" || introducer == "O": return escapeSequence(introducer: introducer)
            case .scalar("\u{1B}"):
                // ESC ESC [ …: Alt with a key ncurses did not decode (rxvt's Alt-Left), read whole;
                // anything else after the second ESC is put back.
                switch read(timeout: 0) {
                case .scalar(let introducer) where introducer == "[" || introducer == "O": return escapeSequence(introducer: introducer)
                case let other?: unread(other)
                case nil: break
                }
                return .key(.escape)
            case .scalar(let scalar) where scalar.value >= 32: return .key(.alt(Character(scalar)))
            // A control character right after ESC is a key of its own, read next.
            case let other?:
                unread(other)
                return .key(.escape)
            case nil: return .key(.escape)
            }
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        // Ctrl-_ and, in most terminals, Ctrl-/.
        case 31: return .key(.control("_"))
        // Ctrl-Space (NUL), Ctrl-\, Ctrl-] and Ctrl-^: keys with no meaning here, said so.
        case 0..<32: return .key(.unbound(value == 0 ? "Ctrl-Space" : "Ctrl-" + String(Unicode.Scalar(UInt8(value + 64)))))
        default: return .key(.character(Character(Unicode.Scalar(value)!)))
        }
    }

    /// The mouse event ncurses has decoded, or nil for one the explorer does not use.
    private func readMouse() -> InputEvent? {
        var row: Int32 = 0
        var column: Int32 = 0
        let kind: MouseEvent.Kind
        switch rs_read_mouse(&row, &column) {
        case 1: kind = .click
        case 2: kind = .wheelUp
        case 3: kind = .wheelDown
        default: return nil
        }
        return .mouse(MouseEvent(kind, row: Int(row), column: Int(column)))
    }

    /// After `ESC [` or `ESC O`: a sequence ncurses did not decode (keypad 5 sends `ESC O u`),
    /// read whole from what has already arrived, so its tail is not typed as text. With nothing
    /// after it, it was Alt-[ or Alt-O.
    private func escapeSequence(introducer: Unicode.Scalar) -> InputEvent {
        var tail = ""
        var complete = false
        while !complete, let next = read(timeout: 0) {
            guard case .scalar(let scalar) = next else {
                unread(next)
                break
            }
            tail.unicodeScalars.append(scalar)
            // SS3 takes one character; CSI ends at its final byte.
            complete = introducer == "O" || (0x40...0x7E).contains(scalar.value)
        }
        if tail.isEmpty { return .key(.alt(Character(introducer))) }
        if let key = EscapeSequenceKey.key("\(introducer)\(tail)") { return .key(key) }
        return .key(.unbound("ESC \(introducer)\(tail)"))
    }

    /// Everything up to the end of a bracketed paste, byte for byte.
    ///
    /// The keypad is off while it is read: with it on, ncurses would turn DEL into Backspace and
    /// `ESC [ 2 ~` into Insert, and the paste would lose them. ``BracketedPaste`` finds the end.
    private func readPaste() -> InputEvent {
        var paste = BracketedPaste()
        keypad(rs_stdscr(), false)
        defer { keypad(rs_stdscr(), true) }
        while !paste.isComplete, let read = read(timeout: 1000) {
            if case .scalar(let scalar) = read { paste.append(scalar) }
        }
        let (text, dropped) = paste.finished
        return .paste(text, droppedBytes: dropped)
    }

    /// Ctrl-Z: gives the terminal back and stops the process, as a shell's job control expects;
    /// on `fg` the terminal is taken again and redrawn in full.
    ///
    /// The stop is SIGTSTP with its default action, so in a process group no shell can resume
    /// (an orphaned one) the kernel discards it and the explorer simply carries on.
    public func suspend() {
        writeRaw("\u{1B}[?2004l")
        endwin()
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stop, nil)
        let previous = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, previous)
        writeRaw("\u{1B}[?2004h")
        clearok(rs_stdscr(), true)
        wrefresh(rs_stdscr())
    }

    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        writeRaw("\u{1B}[?2004l")
        curs_set(1)
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
    }

    deinit { restore() }

    private func writeRaw(_ text: String) {
        writeRaw(Array(text.utf8))
    }

    private func writeRaw(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// On SIGINT, SIGTERM or SIGHUP: leave bracketed paste, show the cursor, end curses, exit.
    /// `endwin` is not strictly async-signal-safe; the process exits right after, so the only
    /// risk is a garbled last frame, which is better than a terminal left in raw mode.
    ///
    /// The signals are also unblocked: a process can inherit a mask that blocks them (a test
    /// runner's thread, through tmux), and then a SIGTERM would never arrive.
    private static func installSignalHandlers() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                let reset: StaticString = "\u{1B}[?2004l\u{1B}[?25h"
                _ = write(NcursesTerminal.signalDescriptor, reset.utf8Start, reset.utf8CodeUnitCount)
                endwin()
                _exit(128 + received)
            }
        }
    }
}

/// One thing read from the terminal: a character, or a key ncurses decoded, by its `KEY_` code.
private enum TerminalRead {
    case scalar(Unicode.Scalar)
    case key(Int32)
}
