import Foundation
import Testing

extension InTmux {
    /// `explore --demo campaign-login --present` as a presenter uses it: the real binary in tmux,
    /// F6 and Shift-F6.
    @Suite("routescope explore --present, end to end in tmux")
    struct PresentationEndToEndTests {
        /// tmux sends Shift-F6 as `ESC [17;2~`. Under tmux-256color, whose terminfo names it kf18,
        /// ncurses decodes it as KEY_F(18); screen-256color has no kf18, so the explorer reads the
        /// sequence itself.
        @Test(arguments: ["tmux-256color", "screen-256color"])
        func f6AndShiftF6StepThroughTheCampaignDemo(term: String) throws {
            let session = try TmuxSession(["explore", "--demo", "campaign-login", "--present"], columns: 80, rows: 24, term: term)
            try session.waitFor("the demo's start") { $0.contains("demo 0/8") && $0.contains("step 1 of 8") }
            try session.press("F6")
            try session.waitFor("step 1") { $0.contains("demo 1/8") && $0.contains("step 1/8 open: cold start") }
            try session.press("F6")
            let second = try session.waitFor("step 2") { $0.contains("demo 2/8") && $0.contains("pushed") }
            #expect(!second.contains("✓ logged_in") && !second.contains("✓ stack"), "presenting, the ticks are hidden")
            #expect(!second.contains("✗"))
            try session.press("S-F6")
            let back = try session.waitFor("back to step 1") { $0.contains("demo 1/8") && $0.contains("back from step 2: replayed the flow from") }
            #expect(back.contains("step 1/8 open: cold start"))
            #expect(back.contains("•pending"), "what step 1 changed is marked")
            try session.press("S-F6")
            try session.waitFor("the start") { $0.contains("demo 0/8") && $0.contains("back at the start of demo") }
            try session.press("C-c")
            let exited = try session.waitFor("the exit") { $0.contains("STTY-DONE") }
            #expect(exited.contains("EXIT=0"))
        }

        @Test func presentWithoutADemoIsAUsageError() async throws {
            let result = try await RouteScopeProcess.run(["explore", "--present"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("--present goes with --demo FLOW"))
        }
    }
}
