import Foundation
import Testing

/// Every seed and every past crash under Tests/FuzzCorpus, replayed through its fuzz target's
/// invariants (the `routescope-fuzz` binary without libFuzzer). A regression crashes the replay.
@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
    @Test(arguments: ["link", "routemap", "flow", "explorer", "androidxml"])
    func everyInputKeepsTheInvariants(_ target: String) throws {
        let directory = RouteScopeProcess.packageRoot.appendingPathComponent("Tests/FuzzCorpus/\(target)")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!inputs.isEmpty)
        let binary = try #require(RouteScopeProcess.binary).deletingLastPathComponent().appendingPathComponent("routescope-fuzz")
        let process = Process()
        process.executableURL = binary
        process.arguments = [target, directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("replayed \(inputs.count) inputs through \(target)"))
    }
}
