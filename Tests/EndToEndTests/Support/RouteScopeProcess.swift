import Foundation
import Testing

/// Runs the built `routescope` binary, which `swift test` builds with the tests and puts next to
/// the test bundle.
enum RouteScopeProcess {
    /// What one run printed, and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Standard output byte for byte, for comparisons that `String`'s equality (which
        /// ignores Unicode normalization) would blur.
        var stdoutBytes: Data
    }

    /// The package root, from this file's path: `<root>/Tests/EndToEndTests/Support/…`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: beside the running test bundle (any build directory), else in `.build/debug`.
    static let binary: URL? = {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("routescope"), bundle.deletingLastPathComponent().appendingPathComponent("routescope"),
            packageRoot.appendingPathComponent(".build/debug/routescope"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `routescope arguments…` in `directory` (the package root by default), with `NO_COLOR`
    /// set, optional standard input and extra environment variables.
    static func run(
        _ arguments: [String], in directory: URL? = nil, stdin input: Data? = nil, environment extra: [String: String] = [:]
    ) async throws -> Result {
        let binary = try #require(binary, "routescope is not built; run `swift build` or `swift test`")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe cannot block the child.
        let errorData = Task.detached { stderr.fileHandleForReading.readDataToEndOfFile() }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = await errorData.value
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self), stdoutBytes: outputData)
    }
}
