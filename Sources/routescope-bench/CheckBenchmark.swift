import Foundation

/// `routescope check` as a user runs it, whole process, on a large file fed to standard input,
/// next to a Foundation-only program that parses the same lines: wall time, and the child's
/// CPU time and peak resident memory from `wait4`'s rusage. On a machine shared with other
/// work, CPU time moves less than wall time; wall time is what `--jobs` shortens.
enum CheckBenchmark {
    struct Result {
        var seconds: Double
        /// User and system time.
        var cpuSeconds: Double
        var peakRSSMegabytes: Double
        var status: Int32
    }

    /// One row of the table: the `check` arguments before `-`.
    struct Command {
        var name: String
        var arguments: [String]
    }

    static let commands = [
        Command(name: "check --quiet --summary", arguments: ["--quiet", "--summary"]),
        Command(name: "check --quiet", arguments: ["--quiet"]),
        Command(name: "check (text)", arguments: []),
        Command(name: "check --format json", arguments: ["--format", "json"]),
        Command(name: "check --format junit", arguments: ["--format", "junit"]),
        Command(name: "check --format github", arguments: ["--format", "github"]),
    ]

    /// The command that builds the `routescope` next to this benchmark, in its configuration.
    static var buildCommand: String {
        #if DEBUG
        "swift build --product routescope"
        #else
        "swift build -c release --product routescope"
        #endif
    }

    /// The `routescope` binary that sits next to this benchmark.
    static func routescope() throws -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("routescope").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchmarkError("build routescope first: \(buildCommand) (looked for \(binary))")
        }
        return binary
    }

    /// The baseline, run as `routescope-bench foundation-parse < FILE`: each line of standard
    /// input through `URLComponents` and its `queryItems`, and nothing else.
    static func foundationParse() {
        var items = 0
        while let line = readLine(strippingNewline: true) {
            items &+= URLComponents(string: line)?.queryItems?.count ?? 0
        }
        print(items)
    }

    /// Runs `arguments` (the binary first) with `file` as standard input and standard output
    /// thrown away, through a fresh `routescope-bench measure` process.
    ///
    /// Linux carries a process's peak RSS across `exec`, so a command started straight from
    /// this benchmark, which holds its corpora, would report at least the benchmark's own peak.
    /// Started from a small process, it reports its own.
    static func run(_ arguments: [String], stdin file: String) throws -> Result {
        let report = NSTemporaryDirectory() + "/routescope-bench-measure-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let measurer = try spawn([CommandLine.arguments[0], "measure", file, report] + arguments, stdin: "/dev/null")
        let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Double($0) }
        guard measurer.status == 0, fields.count == 4 else { throw BenchmarkError("cannot measure \(arguments[0])") }
        return Result(seconds: fields[0], cpuSeconds: fields[1], peakRSSMegabytes: fields[2], status: Int32(fields[3]))
    }

    /// `routescope-bench measure FILE REPORT ARGUMENTS…`: runs the command with `FILE` as
    /// standard input and writes `wall CPU peak-RSS-MB status` to `REPORT`.
    static func measure(_ arguments: [String]) throws {
        guard arguments.count >= 3 else { throw BenchmarkError("usage: routescope-bench measure FILE REPORT COMMAND…") }
        let result = try spawn(Array(arguments.dropFirst(2)), stdin: arguments[0])
        try "\(result.seconds) \(result.cpuSeconds) \(result.peakRSSMegabytes) \(result.status)"
            .write(toFile: arguments[1], atomically: true, encoding: .utf8)
    }

    /// Starts `arguments` (the binary first) with `file` as standard input and standard output
    /// thrown away, and waits for it: wall time, and its CPU time and peak RSS from `wait4`.
    static func spawn(_ arguments: [String], stdin file: String) throws -> Result {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, file, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { throw BenchmarkError("cannot start \(arguments[0])") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Result(seconds: seconds, cpuSeconds: cpu, peakRSSMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    /// The whole-process table: every command at `--jobs 1` and at the default, and the
    /// Foundation-only parse, each the median of `runs` runs taken in turn, so that the
    /// machine's drift touches all of them alike.
    static func table(file: String, lines: Int, runs: Int = 3) throws -> String {
        let binary = try routescope()
        let foundation = [CommandLine.arguments[0], "foundation-parse"]
        let jobs = ["--jobs 1": ["--jobs", "1"], "default": []]
        var samples: [String: [Result]] = [:]
        for _ in 0..<runs {
            samples["foundation", default: []].append(try run(foundation, stdin: file))
            for command in commands {
                for (label, flags) in jobs {
                    let result = try run([binary, "check"] + flags + command.arguments + ["-"], stdin: file)
                    guard result.status <= 1 else { throw BenchmarkError("\(command.name) \(label) exited with \(result.status)") }
                    samples[command.name + label, default: []].append(result)
                }
            }
        }
        func median(_ key: String) -> Result {
            let runs = samples[key]!
            let wall = runs.map(\.seconds).sorted()[runs.count / 2]
            let cpu = runs.map(\.cpuSeconds).sorted()[runs.count / 2]
            return Result(seconds: wall, cpuSeconds: cpu, peakRSSMegabytes: runs.map(\.peakRSSMegabytes).max()!, status: 0)
        }
        let base = median("foundation")
        let cpus = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let f = ParseBenchmark.format
        var out = "(a) Foundation-only parse of the same lines (URLComponents + queryItems, whole process): "
            + "\(f(base.seconds, 2)) s wall, \(f(base.cpuSeconds, 2)) s CPU, peak RSS \(f(base.peakRSSMegabytes, 1)) MB\n\n"
        out += "| command | --jobs | wall (s) | wall vs (a) | CPU (s) | CPU vs (a) | speed-up over --jobs 1 | peak RSS (MB) |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for command in commands {
            let one = median(command.name + "--jobs 1")
            for (label, result) in [("1", one), ("\(cpus) (default)", median(command.name + "default"))] {
                out += "| \(command.name) | \(label) | \(f(result.seconds, 2)) | \(f(result.seconds / base.seconds, 2))× "
                    + "| \(f(result.cpuSeconds, 2)) | \(f(result.cpuSeconds / base.cpuSeconds, 2))× "
                    + "| \(label == "1" ? "" : f(one.seconds / result.seconds, 2) + "×") | \(f(result.peakRSSMegabytes, 1)) |\n"
            }
        }
        out += "\n\(lines) lines from standard input, output to /dev/null; median of \(runs) runs taken in turn, peak RSS the largest.\n"
        return out
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
