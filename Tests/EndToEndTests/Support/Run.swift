import Foundation

/// The repository root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The built `routescope` binary: next to the test bundle, where `swift test` builds it.
let routescopeBinary: URL = {
    let nextToTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for directory in [nextToTests, nextToTests.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")] {
        let candidate = directory.appendingPathComponent("routescope")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return packageRoot.appendingPathComponent(".build/debug/routescope")
}()

/// What a finished process printed and returned.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the binary with arguments and optional standard input, in `directory`.
func runRouteScope(
    _ arguments: [String], stdin: Data? = nil, directory: URL = packageRoot, environment: [String: String] = [:]
) throws -> RunResult {
    let process = Process()
    process.executableURL = routescopeBinary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    // Read both pipes concurrently with the process so large outputs cannot deadlock.
    nonisolated(unsafe) var errData = Data()
    let errReader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
    errReader.start()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errReader.isFinished { usleep(1000) }
    return RunResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
