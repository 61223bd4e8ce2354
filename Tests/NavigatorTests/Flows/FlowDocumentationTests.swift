@testable import Navigator
import TestSupport
import Testing

/// docs/flows.md lists exactly the keys, steps and expectations the flow loader accepts.
@Suite struct FlowDocumentationTests {
    @Test func flowsDocumentListsEveryKeyStepAndExpectation() throws {
        let document = try MarkdownDocument("docs/flows.md")
        #expect(Set(document.keys(in: "Top level")) == Set(FlowKeys.top))
        #expect(Set(document.keys(in: "start")) == Set(FlowKeys.start))
        #expect(document.keys(in: "Steps") == FlowKeys.actions)
        #expect(Set(document.keys(in: "Expectations")) == Set(FlowKeys.expect))
    }
}
