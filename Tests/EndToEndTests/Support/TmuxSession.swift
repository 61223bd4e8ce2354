import Foundation
import Testing

/// The real binary in a private tmux server, as fzf's test suite drives its UI: type with
/// `send-keys`, read the screen with `capture-pane`, poll rather than sleep.
///
/// Each session owns a directory of its own in the temporary directory, which holds the
/// server's socket and the explorer's state; when the session goes, it stops its server and
/// removes that directory (``LeavesNoTmuxServer`` checks that nothing is left).
final class TmuxSession {
    /// What every session directory of this test process starts with: the process id tells this
    /// run's servers from those of another run on the same machine.
    static let directoryPrefix = "routescope-tmux-\(getpid())-"

    let directory: URL
    /// The server's socket, in ``directory``: `-S`, not `-L`, which would leave the socket in
    /// `/tmp/tmux-UID` after the server exits.
    let socket: String
    /// `XDG_STATE_HOME` of the program in the pane.
    let stateDirectory: URL
    /// The server's process id, to wait for its exit.
    private var serverPID: pid_t = 0

    /// Starts `routescope arguments…` in a `columns`×`rows` pane under `term`, in `directory` if
    /// given, with `environment` added (such as `NO_COLOR=1`). After it exits, the pane shows
    /// `EXIT=<status>` and the terminal settings (`stty -a`), then `STTY-DONE`.
    convenience init(
        _ arguments: [String] = [], environment: [String] = [], columns: Int = 120, rows: Int = 40, term: String = "tmux-256color",
        in directory: URL? = nil
    ) throws {
        let binary = try #require(RouteScopeProcess.binary, "routescope is not built").path
        try self.init(
            command: (environment + [binary]).joined(separator: " ") + " " + arguments.map { "'\($0)'" }.joined(separator: " ")
                + "; echo EXIT=$?; stty -a; echo STTY-DONE; sleep 60",
            columns: columns, rows: rows, term: term, directory: directory)
    }

    /// Starts an interactive bash with job control, where Ctrl-Z stops the foreground job and
    /// `fg` continues it; run the explorer in it with ``type(_:)`` and Enter.
    static func jobControlShell(columns: Int = 120, rows: Int = 40) throws -> TmuxSession {
        try TmuxSession(command: "env PS1='shell$ ' bash --norc --noprofile -i", columns: columns, rows: rows)
    }

    /// Starts `command` in a `columns`×`rows` pane under `term`, in `directory` if given.
    private init(command: String, columns: Int, rows: Int, term: String = "tmux-256color", directory workingDirectory: URL? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(Self.directoryPrefix + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("socket").path
        stateDirectory = directory.appendingPathComponent("state")
        // The environment is set explicitly: the test runner's own (NO_COLOR, TERM) must not leak in.
        let environment = "env -u NO_COLOR -u COLORTERM TERM=\(term) LANG=C.UTF-8 XDG_STATE_HOME=\(stateDirectory.path) "
        let change = workingDirectory.map { "cd '\($0.path)' && " } ?? ""
        // The server this starts outlives the command, so its output must not be a pipe we read.
        try tmux(["new-session", "-d", "-s", "p", "-x", "\(columns)", "-y", "\(rows)", change + environment + command], capture: false)
        serverPID = pid_t(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which the Glibc
    /// module does not import; nil where the C library lacks it.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Stops the server, which hangs up its pane, waits up to 5 s for them to exit, and removes
    /// the session's directory.
    deinit {
        _ = try? tmux(["kill-server"], capture: false)
        // The pane's processes are hung up when the server goes, and may outlive it for a moment.
        let deadline = Date().addingTimeInterval(5)
        while serverPID > 0, Self.isRunning(serverPID), Date() < deadline { usleep(10_000) }
        while !Self.processes(mentioning: directory.path).isEmpty, Date() < deadline { usleep(10_000) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The running processes other than this one whose command line or environment holds `text`
    /// (a session's directory: its server's `-S` socket, or `TMUX` in a pane), each with its
    /// command line.
    static func processes(mentioning text: String) -> [(pid: pid_t, commandLine: String)] {
        let marker = Data(text.utf8)
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
        return pids.compactMap { pid in
            guard pid != getpid(), isRunning(pid) else { return nil }
            // Either file may be unreadable (another user's process) or gone (an exited one).
            let commandLine = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            let environment = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))) ?? Data()
            guard commandLine.range(of: marker) != nil || environment.range(of: marker) != nil else { return nil }
            let words = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return (pid, words.joined(separator: " "))
        }
    }

    /// Whether `pid` is a process that has not exited (a zombie has).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let state = stat.range(of: ") ", options: .backwards).map({ stat[$0.upperBound...].first })
        else { return false }
        return state != "Z"
    }

    /// Runs a tmux command on this session's server and returns what it printed.
    ///
    /// tmux is spawned with `posix_spawn` and reaped with `waitpid`, not with Foundation's
    /// `Process`: on Linux, `Process` learns of the exit through a descriptor that the daemonised
    /// tmux server inherits, and would wait forever. Output goes through a file in the session's
    /// directory.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let output = directory.appendingPathComponent("output").path
        defer { unlink(output) }
        // The server and its panes inherit the signal mask and dispositions of the thread that
        // spawns tmux, and the test runner's worker threads block SIGHUP and SIGTERM: the hang-up
        // that kill-server sends the panes would never arrive, and the server would wait for them
        // forever. So tmux starts as a shell would start it: nothing blocked, every signal at its
        // default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? output : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The server and its pane outlive this call; they must not keep descriptors that other
        // tests have open meanwhile: a Process's exit pipe would make its wait last as long as the
        // server, and a script open for writing would fail to run ("Text file busy").
        if let addCloseFrom = Self.addCloseFrom { _ = addCloseFrom(&actions, 3) }
        let words = ["tmux", "-S", socket, "-f", "/dev/null"] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, environ) == 0 else {
            throw TmuxError(description: "cannot run tmux; install it (apt-get install tmux)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return capture ? ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") : ""
    }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "p", "-l", text]) }

    /// Sends named keys such as `C-x`, `Enter`, `F4`.
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", "p"] + keys) }

    /// Sends raw bytes, given in hex.
    func sendBytes(_ hex: [String]) throws { try tmux(["send-keys", "-t", "p", "-H"] + hex) }

    /// The screen's text, or with `-e` its SGR escapes too. Trailing spaces are dropped, even
    /// coloured ones, unless `trailingSpaces` (`-N`).
    func capture(escapes: Bool = false, trailingSpaces: Bool = false) throws -> String {
        try tmux(["capture-pane", "-t", "p", "-p"] + (escapes ? ["-e"] : []) + (trailingSpaces ? ["-N"] : []))
    }

    /// Polls the screen every 30 ms until `condition` holds or 10 s pass.
    @discardableResult
    func waitFor(_ description: String, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            usleep(30_000)
        }
        Issue.record("timed out waiting for \(description); the screen was:\n\(screen)")
        return screen
    }

    /// The process id of the explorer: the child of the pane's shell.
    func explorerPID() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Whether tmux shows the cursor in the pane.
    func cursorVisible() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "p", "#{cursor_flag}"]).hasPrefix("1")
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
}

/// A cell of a captured screen with its SGR state.
struct StyledCell {
    var character: Character
    /// 0–7, a 256-colour index taken modulo 8.
    var foreground: Int?
    /// 0–15, or a 256-colour index as it is.
    var background: Int?
    var bold = false
    var underline = false
    var reverse = false
}

/// Parses `capture-pane -e` output into rows of styled cells (SGR 0, 1, 4, 7, 22, 24, 27, 30–37,
/// 39, 90–97 and 38;5;n; 40–47, 49, 100–107 and 48;5;n).
func styledRows(_ captured: String) -> [[StyledCell]] {
    captured.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        var cells: [StyledCell] = []
        var state = StyledCell(character: " ")
        var scalars = Array(line.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}", scalars.dropFirst().first == "[" {
                scalars = scalars.dropFirst(2)
                var parameters = ""
                while let next = scalars.first, !("@"..."~").contains(next) {
                    parameters.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                let final = scalars.first
                scalars = scalars.dropFirst()
                guard final == "m" else { continue }
                var codes = parameters.split(separator: ";").compactMap { Int($0) }[...]
                if codes.isEmpty { codes = [0] }
                while let code = codes.popFirst() {
                    switch code {
                    case 0: state = StyledCell(character: " ")
                    case 1: state.bold = true
                    case 22: state.bold = false
                    case 4: state.underline = true
                    case 24: state.underline = false
                    case 7: state.reverse = true
                    case 27: state.reverse = false
                    case 30...37: state.foreground = code - 30
                    case 90...97: state.foreground = code - 90
                    case 39: state.foreground = nil
                    case 38:
                        if codes.first == 5 { codes = codes.dropFirst(); state.foreground = codes.popFirst().map { $0 % 8 } }
                    case 40...47: state.background = code - 40
                    case 100...107: state.background = code - 100 + 8
                    case 49: state.background = nil
                    case 48:
                        if codes.first == 5 { codes = codes.dropFirst(); state.background = codes.popFirst() }
                    default: break
                    }
                }
                continue
            }
            var cell = state
            cell.character = Character(scalar)
            cells.append(cell)
            scalars = scalars.dropFirst()
        }
        return cells
    }
}
