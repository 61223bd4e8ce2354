import Foundation

/// `routescope check` end to end on a large file: wall time, throughput, and the child's peak
/// resident memory from `wait4`'s rusage.
enum CheckBenchmark {
    struct Result {
        var lines: Int
        var seconds: Double
        var peakRSSMegabytes: Double
        var status: Int32
    }

    /// Runs the `routescope` binary that sits next to this benchmark.
    static func run(file: String, lines: Int, format: String) throws -> Result {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("routescope").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchmarkError("build routescope first: swift build -c release --product routescope (looked for \(binary))")
        }
        let arguments = [binary, "check", "--quiet", "--format", format, "--file", file]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &actions, nil, &argv, environ) == 0 else { throw BenchmarkError("cannot start \(binary)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Result(lines: lines, seconds: seconds, peakRSSMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
