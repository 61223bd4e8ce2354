/// An input of links written back with each link replaced, byte for byte the same elsewhere:
/// what `check --fix` writes. The input is read a chunk at a time and written as it goes, so
/// memory stays flat however long it is.
///
/// - A file of links, one per line, keeps its comments, blank lines, the spaces around each
///   link and its line endings; a line whose bytes are not UTF-8 is kept as it is, since
///   rewriting it would silently change those bytes, and so is a line longer than
///   ``LinkList/maximumLineBytes``, which `check` reads only the start of.
/// - A CSV/TSV table keeps every other cell, its delimiters and line breaks as they are; only
///   the link cell of a row is rewritten, keeping the spaces around the link, in double quotes
///   when it was quoted or its new text needs them (a delimiter, a quote or a line break in it),
///   with each quote doubled.
package enum LinkRewriter {
    /// Writes the list that `input` reads to `write`, with the link on each line replaced by
    /// `rewrite(link)`, its lines split and read as `check` reads them (``LinkList``).
    ///
    /// - Returns: how many links were kept as they are because their bytes are not UTF-8.
    @discardableResult
    package static func rewriteList(
        from input: LineReader, to write: (ArraySlice<UInt8>) -> Void, _ rewrite: (String) -> String
    ) -> Int {
        var notUTF8 = 0
        var lines = input
        lines.forEachLine { line in
            if !line.isCut, let (span, _) = LinkList.linkSpan(inLine: line.bytes, isFirstLine: line.number == 1) {
                let (link, isVerbatim) = String.decodingVerbatim(line.bytes[span])
                if isVerbatim {
                    write(line.bytes[..<span.lowerBound])
                    write(Array(rewrite(link).utf8)[...])
                    write(line.bytes[span.upperBound...])
                    write(line.ending)
                    return
                }
                notUTF8 += 1
            }
            write(line.bytes)
            write(line.ending)
        } readPast: { write($0) }
        return notUTF8
    }

    /// Writes the table that `nextChunk` hands over (nil at its end) to `write`, with the link
    /// cell of each row replaced by `rewrite(link)`, the rows read as `check` reads them
    /// (``DelimitedTextReader`` and ``LinkTable``). Rows without a link are kept as they are.
    ///
    /// What is written before an error stays written: write to a file that takes the place of
    /// the output only when this returns.
    ///
    /// - Throws: ``DelimitedTextError`` when the table cannot be split, ``LinkTableError`` when
    ///   its link column cannot be found, as `check` reports them.
    ///
    /// - Returns: how many links were kept as they are because their bytes are not UTF-8.
    @discardableResult
    package static func rewriteTable(
        from nextChunk: @escaping () -> ArraySlice<UInt8>?, delimiter: UInt8, column: LinkTable.Column,
        to write: (ArraySlice<UInt8>) -> Void, _ rewrite: (String) -> String
    ) throws -> Int {
        var notUTF8 = 0
        // The input from offset `windowStart` on, read and not yet written: the rows being read.
        var window: [UInt8] = []
        var windowStart = 0
        var reader = DelimitedTextReader(delimiter: delimiter) {
            guard let chunk = nextChunk() else { return nil }
            window += chunk
            return chunk
        }
        // The input up to this offset is written.
        var copied = 0
        func copy(upTo offset: Int) {
            write(window[copied - windowStart..<offset - windowStart])
            copied = offset
        }
        func rewriteRow(_ record: DelimitedTextReader.Record, in layout: LinkTable) {
            guard case .link(let link, _) = layout.entry(in: record) else { return }
            let field = record.fields[layout.columnIndex]
            guard String(validating: window[field.bytes.lowerBound - windowStart..<field.bytes.upperBound - windowStart], as: UTF8.self) != nil
            else {
                notUTF8 += 1
                return
            }
            let fixed = rewrite(link)
            guard fixed != link else { return }
            let (_, leading) = LinkTable.trimmed(field.text)
            var cell = Array(field.text.utf8)
            cell.replaceSubrange(leading..<leading + link.utf8.count, with: Array(fixed.utf8))
            copy(upTo: field.bytes.lowerBound)
            write(encoded(cell, quoted: field.isQuoted, delimiter: delimiter)[...])
            copied = field.bytes.upperBound
        }
        var layout: LinkTable? = nil
        while let record = try reader.next() {
            if let layout {
                rewriteRow(record, in: layout)
            } else if !record.fields.allSatisfy({ $0.text.isEmpty }) {
                let first = try LinkTable(firstRecord: record, column: column)
                layout = first
                if !first.hasHeader { rewriteRow(record, in: first) }
            }
            // The row is settled: write it out and let go of it.
            if let end = record.fields.last?.bytes.upperBound, end > copied { copy(upTo: end) }
            if copied - windowStart >= 1 << 16 {
                window.removeFirst(copied - windowStart)
                windowStart = copied
            }
        }
        copy(upTo: windowStart + window.count)
        return notUTF8
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
