import Foundation
import Navigator
import RouteCore
import RouteScopeTUI

/// Keystroke to frame in the in-memory backend at 200×50: each event is handled, the whole
/// screen re-rendered and presented, as the explorer does per key.
enum KeystrokeBenchmark {
    struct Result {
        var samples: [Double]
        var pasteMilliseconds: Double
        var events: Int
    }

    /// A session: type a link, edit it with Emacs keys, paste a 10 KB link, keep typing.
    static func script() -> [InputEvent] {
        let typed = "myapp://home/articleDetail?userId=100&articleIdText=5&searchText=summer%20sale&utm_source=news"
        var events: [InputEvent] = typed.map { .key(.character($0)) }
        events += [.key(.control("x")), .key(.control("a")), .key(.alt("f")), .key(.alt("f")), .key(.control("k")), .key(.control("y"))]
        events += Array(repeating: .key(.backspace), count: 20) + "letter".map { .key(.character($0)) }
        events += [.key(.control("u")), .key(.control("e"))]
        let long = "https://example.com/app/search/results?q=" + String(repeating: "deep%20links+", count: 780)
        events.append(.paste(long))
        events += "&page=2&utm_medium=email&utm_campaign=x".map { .key(.character($0)) }
        events += [.key(.enter), .key(.control("n")), .key(.home), .key(.end)]
        return events
    }

    static func run(rounds: Int = 5) -> Result {
        let events = script()
        let navigator = Navigator(routeMap: .sample)
        var samples: [Double] = []
        var paste: [Double] = []
        for round in 0...rounds {
            let terminal = InMemoryTerminal(rows: 50, columns: 200)
            var explorer = Explorer(navigator: navigator, routeMapName: "bench", size: (50, 200))
            for event in events {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = explorer.handle(event)
                terminal.present(ExplorerRenderer.render(explorer))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                guard round > 0 else { continue }  // round 0 warms up
                samples.append(elapsed)
                if case .paste = event { paste.append(elapsed) }
            }
        }
        return Result(samples: samples, pasteMilliseconds: Harness.percentile(paste, 50), events: events.count)
    }
}

/// Process start to first frame: the release binary on a pseudo-terminal, timed from spawn
/// until its first frame (the title bar) arrives.
enum FirstFrameBenchmark {
    static func run(runs: Int = 7) throws -> Double {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("routescope").path
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try once(binary)) }
        return Harness.percentile(samples, 50)
    }

    static func once(_ binary: String) throws -> Double {
        // Linux's pty multiplexer, used directly: Glibc's module exports neither posix_openpt nor
        // the ioctl macros, so these are their Linux values (asm-generic/ioctls.h).
        let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
        let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            throw BenchmarkError("cannot open a pseudo-terminal")
        }
        var size = winsize(ws_row: 50, ws_col: 200, ws_xpixel: 0, ws_ypixel: 0)
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        let state = NSTemporaryDirectory() + "/routescope-bench-state"
        let arguments = [binary]
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(state)", "XDG_STATE_HOME=\(state)"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, &argv, &envp) == 0 else {
            throw BenchmarkError("cannot start \(binary); build it with \(CheckBenchmark.buildCommand)")
        }
        close(slave)
        var seen = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var elapsed = 0.0
        while elapsed == 0 {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            seen += buffer[0..<count]
            if seen.count > 20, String(decoding: seen, as: UTF8.self).contains("Simulated app") {
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            }
        }
        var quit: UInt8 = 3
        _ = write(master, &quit, 1)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
        return elapsed
    }
}
