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
    private static let pasteStart = KEY_MAX + 1
    private static let pasteEnd = KEY_MAX + 2
    /// A paste larger than this is cut, so a runaway paste cannot exhaust memory.
    public static let maximumPasteBytes = 1 << 20

    /// Opens the terminal on standard input and output.
    public init(colorAllowed: Bool) throws {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw OpenError(description: "the explorer needs a terminal on standard input and output")
        }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else {
            throw OpenError(description: "TERM is not set, so the terminal type is unknown; set it (for example TERM=xterm-256color)")
        }
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        set_escdelay(25)
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r"), let screen = newterm(nil, output, input) else {
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
        }
        canCopyToClipboard = Self.supportsClipboard(
            setting: ProcessInfo.processInfo.environment["ROUTESCOPE_CLIPBOARD"], terminfoHasMs: rs_has_string_capability("Ms") != 0)
        define_key("\u{1B}[200~", Self.pasteStart)
        define_key("\u{1B}[201~", Self.pasteEnd)
        Self.writeRaw("\u{1B}[?2004h")
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
        Self.writeRaw(ClipboardSequence.osc52(copying: text))
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
            }
        } else if style.color == .muted {
            value |= rs_a_dim()
        }
        return UInt32(value)
    }

    public func nextEvent(timeout: Int?) -> InputEvent? {
        wtimeout(rs_stdscr(), Int32(timeout ?? -1))
        var failures = 0
        while true {
            var character: wint_t = 0
            let status = wget_wch(rs_stdscr(), &character)
            if status == ERR {
                if timeout != nil { return nil }
                // With no timeout, repeated ERR means input is gone (a closed terminal).
                failures += 1
                if failures > 100 { return .end }
                continue
            }
            if status == KEY_CODE_YES { return functionKey(Int32(character)) }
            if let event = characterKey(UInt32(character)) { return event }
        }
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
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
        case Self.pasteStart: return .paste(readPaste())
        case rs_key_f(1)...rs_key_f(12): return .key(.function(Int(code - rs_key_f(0))))
        default: return nil
        }
    }

    private func characterKey(_ value: UInt32) -> InputEvent? {
        switch value {
        case 13, 10: return .key(.enter)
        case 9: return .key(.tab)
        case 127, 8: return .key(.backspace)
        case 27:
            // ESC alone, or ESC then a character within the escape delay: Alt plus that character.
            wtimeout(rs_stdscr(), 25)
            var next: wint_t = 0
            let status = wget_wch(rs_stdscr(), &next)
            if status == OK, let scalar = Unicode.Scalar(UInt32(next)), next >= 32 { return .key(.alt(Character(scalar))) }
            return .key(.escape)
        case 1...26: return .key(.control(Character(Unicode.Scalar(value + 96)!)))
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// Everything up to the end of a bracketed paste, as one text; Enter inside it is a newline.
    private func readPaste() -> String {
        var text = String.UnicodeScalarView()
        var bytes = 0
        wtimeout(rs_stdscr(), 1000)
        while true {
            var character: wint_t = 0
            let status = wget_wch(rs_stdscr(), &character)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if Int32(character) == Self.pasteEnd { break }
                continue
            }
            let value = UInt32(character)
            guard let scalar = Unicode.Scalar(value == 13 ? 10 : value) else { continue }
            bytes += UTF8.width(scalar)
            if bytes <= Self.maximumPasteBytes { text.append(scalar) }
        }
        return String(text)
    }

    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        Self.writeRaw("\u{1B}[?2004l")
        curs_set(1)
        endwin()
        if let screen { delscreen(screen) }
        screen = nil
    }

    deinit { restore() }

    private static func writeRaw(_ text: String) {
        writeRaw(Array(text.utf8))
    }

    private static func writeRaw(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
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
                _ = write(1, reset.utf8Start, reset.utf8CodeUnitCount)
                endwin()
                _exit(128 + received)
            }
        }
    }
}
