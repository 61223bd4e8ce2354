import RouteCore
import Testing

@Suite("Shell quoting")
struct ShellQuotingTests {
    @Test func quotesAreClosedEscapedAndReopened() {
        #expect(ShellQuoting.quote("a'b") == #"'a'\''b'"#)
        #expect(ShellQuoting.quote("'\u{301}") == #"''\''"# + "\u{301}'", "a quote fused with a combining mark is still escaped")
        #expect(ShellQuoting.quote("$(x) `y` & ;") == "'$(x) `y` & ;'")
    }
}
