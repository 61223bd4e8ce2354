import Foundation
import TestSupport
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
        let replay = try ChildProcess.run(binary, [target, directory.path])
        #expect(replay.status == 0, "\(replay.output)")
        #expect(replay.output.contains("replayed \(inputs.count) inputs through \(target)"))
    }
}
