@testable import RouteScopeTUI
import TestSupport
import Testing

/// docs/explorer.md lists the keys of the in-app help, in its order.
@Suite struct ExplorerDocumentationTests {
    @Test func explorerDocumentListsEveryKeyOfTheHelp() throws {
        let document = try MarkdownDocument("docs/explorer.md")
        #expect(document.keys(in: "Keys") == HelpOverlay.entries.map(\.keys))
    }
}
