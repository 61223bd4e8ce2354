import Foundation
import Testing

/// Fails each test of a suite that leaves behind a tmux server of a ``TmuxSession``, a process
/// in one of its panes, or a session's directory with its socket.
///
/// A process is this run's when its command line names a session directory of this test process
/// (a server's `-S` socket) or its environment does (`TMUX` in a pane). Apply it to a serialized
/// suite, so that another test's live session is not taken for a leftover.
///
/// ```swift
/// @Suite(.serialized, .leavesNoTmuxServer) struct ExplorerEndToEndTests { … }
/// ```
struct LeavesNoTmuxServer: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await function()
        let processes = Self.processesLeftBehind()
        #expect(processes.isEmpty, "tmux processes left running:\n\(processes.joined(separator: "\n"))")
        let directories = Self.directoriesLeftBehind()
        #expect(directories.isEmpty, "session directories left: \(directories)")
    }

    /// The processes still running that belong to a session of this test process, each as
    /// `pid: command line`.
    static func processesLeftBehind() -> [String] {
        TmuxSession.processes(mentioning: TmuxSession.directoryPrefix).map { "\($0.pid): \($0.commandLine)" }
    }

    /// The session directories of this test process still in the temporary directory.
    static func directoriesLeftBehind() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return names.filter { $0.hasPrefix(TmuxSession.directoryPrefix) }
    }
}

extension Trait where Self == LeavesNoTmuxServer {
    /// Fails each test that leaves a tmux server, pane process or session directory behind.
    static var leavesNoTmuxServer: Self { Self() }
}
