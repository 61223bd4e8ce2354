import Foundation

/// A Markdown file of the package, read as the documentation tests need it: its sections, the
/// tables in them, and its fenced code blocks.
package struct MarkdownDocument {
    /// A fenced code block: its info string (`yaml`, `swift`, or empty), its text, and the
    /// heading it stands under.
    package struct CodeBlock: Equatable {
        package var language: String
        package var text: String
        package var heading: String
    }

    /// The file, relative to the package root.
    package let path: String
    package let text: String

    package init(_ path: String) throws {
        self.path = path
        text = try PackageFiles.text(path)
    }

    /// The lines under the heading whose text (without its `#`s) is `heading`, up to the next
    /// heading of the same or a higher level; a `#` line inside a fenced code block (a YAML
    /// comment) is no heading.
    package func section(_ heading: String) -> [Substring]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var inCode = false
        let isHeading = lines.map { line in
            if line.hasPrefix("```") { inCode.toggle() }
            return !inCode && Self.headingText(line) != nil
        }
        guard let start = lines.indices.first(where: { isHeading[$0] && Self.headingText(lines[$0]) == heading }) else { return nil }
        let level = lines[start].prefix { $0 == "#" }.count
        let end = lines.indices[(start + 1)...].first { isHeading[$0] && lines[$0].prefix { $0 == "#" }.count <= level } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The tables of a section, each as its rows of cells (the header row first, the
    /// `|---|` row left out), cells trimmed.
    package func tables(in heading: String) -> [[[String]]] {
        var tables: [[[String]]] = []
        var current: [[String]] = []
        for line in section(heading) ?? [] {
            if line.hasPrefix("|") {
                let cells = Self.cells(of: line)
                if !cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { current.append(cells) }
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        if !current.isEmpty { tables.append(current) }
        return tables
    }

    /// The first column of a section's `index`th table, without the header, each cell's
    /// backticks removed.
    package func keys(in heading: String, table index: Int = 0) -> [String] {
        let tables = tables(in: heading)
        guard tables.indices.contains(index) else { return [] }
        return tables[index].dropFirst().map { $0[0].replacingOccurrences(of: "`", with: "") }
    }

    /// The text of every heading outside code blocks, in order.
    package var headings: [String] {
        var headings: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() } else if !inCode, let heading = Self.headingText(line) { headings.append(heading) }
        }
        return headings
    }

    /// Every fenced code block, in order.
    package var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var heading = ""
        var open: (language: String, lines: [Substring])? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var block = open {
                if line == "```" {
                    blocks.append(CodeBlock(language: block.language, text: block.lines.map { $0 + "\n" }.joined(), heading: heading))
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)), [])
            } else if let text = Self.headingText(line) {
                heading = text
            }
        }
        return blocks
    }

    static func headingText(_ line: Substring) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes > 0, line.dropFirst(hashes).first == " " else { return nil }
        return String(line.dropFirst(hashes + 1))
    }

    /// The cells of a table row; `\|` is a pipe inside a cell.
    static func cells(of line: Substring) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return cells
    }
}

extension MarkdownDocument {
    /// The README and every Markdown file in `docs/`.
    package static func userDocuments() throws -> [MarkdownDocument] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: PackageFiles.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map(MarkdownDocument.init)
    }
}
