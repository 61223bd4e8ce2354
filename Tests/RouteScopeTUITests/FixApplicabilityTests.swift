import RouteCore
import Testing
@testable import RouteScopeTUI

/// Alt-X applies only the fixes that are safe unseen; Ctrl-X applies the one a person chose,
/// and a fix that needs a value selects its `{placeholder}` for typing.
@Suite("Fix applicability in the explorer")
struct FixApplicabilityTests {
    /// A did-you-mean (maybe-incorrect) and the missing articleId it leaves (has-placeholders).
    static let guess = "myapp://home/articleDetail?userId=100&articleIdText=5"

    @Test func altXLeavesGuessesAndPlaceholdersForCtrlX() {
        let (explorer, terminal) = runExplorer(typing(Self.guess) + [.key(.alt("x"))])
        #expect(explorer.editor.text == Self.guess, "nothing machine-applicable to apply")
        #expect(terminal.frame.textLines.last?.contains("no machine-applicable fix-it to apply; 2 fixes need a look: ^X applies the selected one") == true)
    }

    @Test func ctrlXAppliesAGuessAPersonChose() {
        let (explorer, _) = runExplorer(typing(Self.guess) + [.key(.control("x"))])
        #expect(explorer.editor.text == "myapp://home/articleDetail?userId=100&articleId=5")
        #expect(explorer.editor.selection == nil)
    }

    @Test func ctrlXSelectsThePlaceholderItInserted() {
        let link = "myapp://home/articles"
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.control("x"))], rows: 24, columns: 80)
        #expect(explorer.editor.text == "myapp://home/articles/{articleId}")
        #expect(explorer.editor.selection == 22..<33)
        #expect(explorer.message == "applied the fix for missing-param; fill in {articleId}")
        #expect(terminal.frame.textLines.last?.hasPrefix(" applied the fix for missing-param; fill in {articleId} ") == true, "whole at 80 columns")
        let (typed, _) = runExplorer(typing(link) + [.key(.control("x"))] + typing("42"))
        #expect(typed.editor.text == "myapp://home/articles/42")
        #expect(typed.diagnostics.isEmpty)
    }

    @Test func panelAndDetailNameTheKind() {
        for (rows, columns) in [(24, 80), (40, 120)] {
            let (_, panel) = runExplorer(typing("myapp://home/articles"), rows: rows, columns: columns)
            #expect(panel.text.contains(#"fix (has-placeholders) ^X: insert "/{articleId}""#))
            let (_, detail) = runExplorer(typing("myapp://home/articles") + [.key(.function(7))], rows: rows, columns: columns)
            #expect(detail.text.contains("fix (has-placeholders) ^X applies it"))
            #expect(detail.text.contains(#"         insert "/{articleId}""#))
        }
    }
}
