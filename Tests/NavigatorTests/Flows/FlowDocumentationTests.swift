@testable import Navigator
import RouteMapYAML
import TestSupport
import Testing

/// docs/flows.md lists exactly the keys, steps and expectations the flow loader accepts, and
/// its flows show each step and expectation written.
@Suite struct FlowDocumentationTests {
    @Test func flowsDocumentListsEveryKeyStepAndExpectation() throws {
        let document = try MarkdownDocument("docs/flows.md")
        #expect(Set(document.keys(in: "Top level")) == Set(FlowKeys.top))
        #expect(Set(document.keys(in: "start")) == Set(FlowKeys.start))
        #expect(document.keys(in: "Steps") == FlowKeys.actions)
        #expect(Set(document.keys(in: "Expectations")) == Set(FlowKeys.expect))
    }

    /// Every step, every expectation and every `start` key is used by a flow the document shows
    /// (which the documentation examples test plays).
    @Test func flowsDocumentShowsEveryStepAndExpectationInAFlow() throws {
        let document = try MarkdownDocument("docs/flows.md")
        var actions: Set<String> = []
        var expectations: Set<String> = []
        var start: Set<String> = []
        for block in document.codeBlocks where block.language == "yaml" && block.text.contains("\nsteps:\n") {
            let flow = try YAMLDocument.parse(bytes: Array(block.text.utf8), file: "docs/flows.md, under \(block.heading)")
            for pair in flow.mapping ?? [] {
                switch pair.key.text {
                case "start": start.formUnion((pair.value.mapping ?? []).compactMap(\.key.text))
                case "steps":
                    for step in pair.value.sequence ?? [] {
                        if let action = step.text { actions.insert(action) }
                        for entry in step.mapping ?? [] {
                            if entry.key.text == "expect" {
                                expectations.formUnion((entry.value.mapping ?? []).compactMap(\.key.text))
                            } else if let action = entry.key.text {
                                actions.insert(action)
                            }
                        }
                    }
                default: break
                }
            }
        }
        #expect(FlowKeys.actions.filter { !actions.contains($0) } == [], "docs/flows.md: steps no flow shown takes")
        #expect(FlowKeys.expect.filter { !expectations.contains($0) } == [], "docs/flows.md: expectations no flow shown checks")
        #expect(FlowKeys.start.filter { !start.contains($0) } == [], "docs/flows.md: start keys no flow shown sets")
    }
}
