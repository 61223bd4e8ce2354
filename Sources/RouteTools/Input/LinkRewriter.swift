/// An input of links written back with each link replaced, byte for byte the same elsewhere:
/// what `check --fix` writes.
///
/// - A file of links, one per line, keeps its comments, blank lines, the spaces around each
///   link and its line endings; a line whose bytes are not UTF-8 is kept as it is, since
///   rewriting it would silently change those bytes.
/// - A CSV/TSV table keeps every other cell, its delimiters and line breaks as they are; only
///   the link cell of a row is rewritten, keeping the spaces around the link, in double quotes
///   when it was quoted or its new text needs them (a delimiter, a quote or a line break in it),
///   with each quote doubled.
package enum LinkRewriter {
    /// `list` with the link on each line replaced by `rewrite(link)`, read as ``LinkList`` reads it.
    package static func rewritingList(_ list: [UInt8], _ rewrite: (String) -> String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(list.count)
        var start = 0
        while start < list.count {
            let newline = list[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? list.count
            if end > start, list[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = list[start..<end]
            if let (span, _) = LinkList.linkSpan(inLine: line, isFirstLine: start == 0) {
                let (link, isVerbatim) = String.decodingVerbatim(line[span])
                let fixed = isVerbatim ? rewrite(link) : link
                out += line[..<span.lowerBound]
                out += isVerbatim ? Array(fixed.utf8) : Array(line[span])
                out += line[span.upperBound...]
            } else {
                out += line
            }
            let next = newline.map { $0 + 1 } ?? list.count
            out += list[end..<next]
            start = next
        }
        return out
    }

    /// `table` with the link cell of each row replaced by `rewrite(link)`, the rows read as
    /// `check` reads them (``DelimitedTextReader`` and ``LinkTable``). Rows without a link are
    /// kept as they are.
    ///
    /// - Throws: ``DelimitedTextError`` when the table cannot be split, ``LinkTableError`` when
    ///   its link column cannot be found, as `check` reports them.
    package static func rewritingTable(
        _ table: [UInt8], delimiter: UInt8, column: LinkTable.Column, _ rewrite: (String) -> String
    ) throws -> [UInt8] {
        var reader = DelimitedTextReader(bytes: table, delimiter: delimiter)
        var layout: LinkTable? = nil
        var out: [UInt8] = []
        out.reserveCapacity(table.count)
        var copied = 0
        func rewriteRow(_ record: DelimitedTextReader.Record, in layout: LinkTable) {
            guard case .link(let link, _) = layout.entry(in: record) else { return }
            let field = record.fields[layout.columnIndex]
            guard String(validating: table[field.bytes], as: UTF8.self) != nil else { return }
            let fixed = rewrite(link)
            guard fixed != link else { return }
            let (_, leading) = LinkTable.trimmed(field.text)
            var cell = Array(field.text.utf8)
            cell.replaceSubrange(leading..<leading + link.utf8.count, with: Array(fixed.utf8))
            out += table[copied..<field.bytes.lowerBound]
            out += encoded(cell, quoted: field.isQuoted, delimiter: delimiter)
            copied = field.bytes.upperBound
        }
        while let record = try reader.next() {
            if let layout {
                rewriteRow(record, in: layout)
            } else if !record.fields.allSatisfy({ $0.text.isEmpty }) {
                let first = try LinkTable(firstRecord: record, column: column)
                layout = first
                if !first.hasHeader { rewriteRow(record, in: first) }
            }
        }
        out += table[copied...]
        return out
    }

    /// A cell's text as a field: in double quotes, with each quote doubled, when `quoted` or
    /// when the text holds the delimiter, a quote or a line break.
    package static func encoded(_ cell: [UInt8], quoted: Bool, delimiter: UInt8) -> [UInt8] {
        let quote = UInt8(ascii: "\"")
        let needsQuotes = quoted || cell.contains { $0 == delimiter || $0 == quote || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        guard needsQuotes else { return cell }
        var field: [UInt8] = [quote]
        for byte in cell {
            field.append(byte)
            if byte == quote { field.append(quote) }
        }
        field.append(quote)
        return field
    }
}
