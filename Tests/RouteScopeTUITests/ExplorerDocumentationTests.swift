import Foundation
@testable import RouteScopeTUI
import TestSupport
import Testing

/// docs/explorer.md lists the keys of the in-app help, in its order, and names every key the
/// explorer binds.
@Suite struct ExplorerDocumentationTests {
    @Test func explorerDocumentListsEveryKeyOfTheHelp() throws {
        let document = try MarkdownDocument("docs/explorer.md")
        #expect(document.keys(in: "Keys") == HelpOverlay.entries.map(\.keys))
    }

    /// Every key the main screen binds (to a command or an edit) is named in the Keys section,
    /// so a binding cannot be added without its documentation.
    @Test func explorerDocumentNamesEveryBoundKey() throws {
        let section = try #require(try MarkdownDocument("docs/explorer.md").section("Keys")).joined(separator: "\n")
        let named = Self.keyNames(in: section)
        let bound = Self.candidateKeys.filter { ExplorerCommand.main($0) != nil }
        #expect(bound.count >= 50)
        let missing = bound.map(\.name).filter { !named.contains($0) }
        #expect(missing.isEmpty, "docs/explorer.md, Keys, does not name \(missing)")
    }

    /// Every key a terminal can send that the explorer could bind, but typed characters.
    static let candidateKeys: [Key] = {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var keys: [Key] = letters.map { Key.control($0) } + [.control("_")]
        keys += letters.map { Key.alt($0) } + letters.uppercased().map { Key.alt($0) } + "123456789".map { Key.alt($0) }
        keys += (1...12).map(Key.function) + (1...12).map(Key.shiftFunction)
        keys += [.enter, .tab, .backTab, .backspace, .delete, .escape, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown]
        keys += [.controlLeft, .controlRight, .altBackspace]
        return keys
    }()

    /// The keys `text` names, groups spelt out: `Ctrl-A/E/B/F` is Ctrl-A, Ctrl-E, Ctrl-B and
    /// Ctrl-F, `Alt-1…Alt-9` each of Alt-1 to Alt-9, and a bare name (`Enter`, `PgDn`) counts
    /// where it stands as a word, not after a modifier or a slash (`Ctrl-Left/Right`).
    static func keyNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for match in text.matches(of: /\b(Alt-Shift|Ctrl|Alt|Shift)-([A-Za-z0-9_\/]+)/) {
            let modifier = String(match.output.1)
            let tail = String(match.output.2)
            let keys = tail == "/" ? ["/"] : tail.split(separator: "/").map(String.init)
            for key in keys { names.insert("\(modifier)-\(key)") }
        }
        for match in text.matches(of: /Alt-([1-9])…Alt-([1-9])/) {
            for digit in Int(match.output.1)!...Int(match.output.2)! { names.insert("Alt-\(digit)") }
        }
        for match in text.matches(of: /(?:^|[^\-\/\w])(Enter|Tab|Backspace|Delete|Esc|Left|Right|Up|Down|Home|End|PgUp|PgDn|F[0-9]+)\b/) {
            names.insert(String(match.output.1))
        }
        return names
    }
}
