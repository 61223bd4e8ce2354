import Foundation
import RouteCore
import TestSupport
import Testing

/// docs/aasa-conformance.md lists every place where RouteScope knowingly differs from `swcutil`;
/// each row is a case this test runs, so the table cannot drift from the matcher.
@Suite("apple-app-site-association conformance table")
struct AASAConformanceTableTests {
    struct Row {
        var id: String
        var cells: [String: String]

        /// A cell without its backticks; "—" and the empty cell are nil.
        func code(_ column: String) -> String? {
            let text = (cells[column] ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            return text.isEmpty || text == "—" ? nil : text
        }
    }

    static let path = WHATWGTestData.repositoryRoot.appendingPathComponent("docs/aasa-conformance.md")
    static let header = ["id", "what differs", "file", "link", "app ID", "swcutil", "RouteScope", "why"]

    /// The rows of the table whose header starts with `id`.
    static func rows() throws -> [Row] {
        let markdown = try String(contentsOf: path, encoding: .utf8)
        var header: [String] = []
        var rows: [Row] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                if !header.isEmpty { break }
                continue
            }
            let cells = DocumentedDifferenceRow.cells(of: trimmed)
            if header.isEmpty {
                if cells.first == "id" { header = cells }
                continue
            }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            #expect(cells.count == header.count, "\(trimmed)")
            rows.append(Row(id: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "` ")), cells: Dictionary(uniqueKeysWithValues: zip(header, cells))))
        }
        #expect(header == Self.header)
        return rows
    }

    @Test func everyRowIsADifferenceRouteScopeReallyMakes() throws {
        let rows = try Self.rows()
        #expect(!rows.isEmpty)
        for row in rows {
            let file = try #require(row.code("file"), "\(row.id) has a file")
            let link = try #require(row.code("link"), "\(row.id) has a link")
            let swcutil = try #require(row.code("swcutil"))
            var aasa = try loadAASA(file)
            #expect(aasa.verdict(link) == row.code("RouteScope"), "\(row.id)")
            #expect(aasa.verdict(link) != swcutil, "\(row.id) is not a difference")
            if let appID = row.code("app ID") {
                aasa.appID = appID
                #expect(aasa.verdict(link) == swcutil, "\(row.id): with the app ID, RouteScope agrees with swcutil")
            }
        }
    }

    @Test func theUncheckedChoicesAreTheOnesTheTestsPin() throws {
        let ascii = try loadComponents(#"[{"/": "/É", "caseSensitive": false, "percentEncoded": false}]"#)
        #expect(ascii.verdict("/%C3%A9") == "no-match")
        let unreadable = try loadComponents(#"[{"/": "/$(nope)"}]"#)
        #expect(unreadable.verdict("/$(nope)") == "no-match")
        let number = try loadComponents(#"[{"/": "/x", "exclude": 1}]"#)
        #expect(number.verdict("/x") == "match details[0].components[0]")
        let star = try loadComponents(#"[{"/": "*/a"}]"#)
        #expect(star.verdict("/a") == "match details[0].components[0]")
    }
}
