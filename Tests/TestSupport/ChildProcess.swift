import Foundation

/// A program run to its end, with its standard output and error read as one text: for tests
/// that only need whether it succeeded and what it said.
package struct ChildProcess {
    /// The exit status.
    package var status: Int32
    /// Standard output and standard error, interleaved as the program wrote them.
    package var output: String

    /// Runs `executable` with `arguments`, in `directory` when one is given, with `environment`
    /// added to this process's.
    package static func run(
        _ executable: URL, _ arguments: [String] = [], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ChildProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ChildProcess(status: process.terminationStatus, output: text)
    }
}
