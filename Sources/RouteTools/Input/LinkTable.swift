import RouteCore

/// The links in one column of a table, as QA receives campaign lists: a spreadsheet export
/// (CSV or TSV) with a column of links among others (`campaign,channel,url,owner`).
///
/// The first record decides the layout:
/// - with a column **name**, the first record is the header and must hold that name
///   (compared exactly, then ignoring case and surrounding spaces);
/// - with a column **number**, the first record is a header unless its cell in that column looks
///   like a link (`scheme:…`).
///
/// A row with more non-empty fields than the header is a problem too: an unquoted comma in one
/// of its cells has shifted the cells after it, so the link column cannot be trusted.
///
/// ```swift
/// let table = try LinkTable(firstRecord: header, column: .name("url"))
/// switch table.entry(in: record) {
/// case .link(let link, let location): …
/// case .problem(let problem): …      // a row too short or too long, or an empty cell
/// case .blank: break                 // an empty row
/// }
/// ```
package struct LinkTable: Sendable {
    /// How the link column is given.
    package enum Column: Sendable, Hashable, CustomStringConvertible {
        /// By its header name.
        case name(String)
        /// By its 1-based position.
        case number(Int)

        /// `"3"` is column 3, anything else a header name; nil for `"0"` or an empty name.
        package init?(argument: String) {
            if !argument.isEmpty, argument.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                guard let number = Int(argument), number >= 1 else { return nil }
                self = .number(number)
            } else {
                guard !argument.isEmpty else { return nil }
                self = .name(argument)
            }
        }

        package var description: String {
            switch self {
            case .name(let name): "column \(name.quotedForMessage)"
            case .number(let number): "column \(number)"
            }
        }
    }

    /// One row, read.
    package enum Entry: Sendable, Hashable {
        /// A row whose cells are all empty; skipped, as blank lines are.
        case blank
        /// The link in the row's cell, trimmed of spaces and tabs, and where it stands.
        case link(String, LinkLocation)
        /// A row that has no link to check.
        case problem(RowProblem)
    }

    /// The 0-based index of the link column.
    package let columnIndex: Int
    /// The header's names, when the first record is a header.
    package let header: [String]?
    /// How the column reads in messages: its header name, or its number.
    package let columnName: String

    /// Decides the layout from the first record of the table.
    package init(firstRecord: DelimitedTextReader.Record, column: Column) throws(LinkTableError) {
        let cells = firstRecord.fields.map { Self.trimmed($0.text).text }
        switch column {
        case .name(let name):
            let wanted = Self.trimmed(name).text
            guard let index = cells.firstIndex(of: wanted) ?? cells.firstIndex(where: { $0.lowercased() == wanted.lowercased() }) else {
                throw LinkTableError(
                    line: firstRecord.line,
                    message: "no column named \(name.quotedForMessage) in the header on line \(firstRecord.line); its columns are "
                        + cells.map(\.quotedForMessage).joined(separator: ", ")
                        + (Suggestions.closest(to: wanted, in: cells).map { "; did you mean \($0.quotedForMessage)?" } ?? ""))
            }
            columnIndex = index
            header = cells
            columnName = cells[index]
        case .number(let number):
            guard number <= cells.count else {
                throw LinkTableError(
                    line: firstRecord.line,
                    message: "there is no column \(number): line \(firstRecord.line) has \(cells.count) column\(cells.count == 1 ? "" : "s"), "
                        + cells.map(\.quotedForMessage).joined(separator: ", "))
            }
            columnIndex = number - 1
            header = Self.looksLikeLink(cells[number - 1]) ? nil : cells
            columnName = header.map { $0[number - 1].isEmpty ? "column \(number)" : $0[number - 1] } ?? "column \(number)"
        }
    }

    /// Whether the first record is the header (and not a row to check).
    package var hasHeader: Bool { header != nil }

    /// The link in `record`, or why there is none.
    package func entry(in record: DelimitedTextReader.Record) -> Entry {
        guard columnIndex < record.fields.count else {
            if record.fields.allSatisfy({ Self.trimmed($0.text).text.isEmpty }) { return .blank }
            let count = record.fields.count
            return .problem(
                RowProblem(
                    kind: .shortRow, line: record.line,
                    message: "the row has \(count) field\(count == 1 ? "" : "s"), so it has no \(columnName) (field \(columnIndex + 1)\(header.map { " of \($0.count)" } ?? ""))"
                ))
        }
        if let header, record.fields.count > header.count,
            !record.fields[header.count...].allSatisfy({ Self.trimmed($0.text).text.isEmpty })
        {
            // An unquoted comma in some cell shifts the cells after it: the link cannot be trusted.
            return .problem(
                RowProblem(
                    kind: .longRow, line: record.line,
                    message: "the row has \(record.fields.count) fields, but the header has \(header.count); a cell with an unquoted delimiter in it? Put that cell in double quotes"
                ))
        }
        let field = record.fields[columnIndex]
        let (text, leading) = Self.trimmed(field.text)
        guard !text.isEmpty else {
            if record.fields.allSatisfy({ Self.trimmed($0.text).text.isEmpty }) { return .blank }
            return .problem(RowProblem(kind: .emptyCell, line: record.line, message: "the row has no link: its \(columnName) cell is empty"))
        }
        let location =
            field.fileColumn(ofScalar: leading).map { LinkLocation(line: field.line, column: $0) }
            ?? LinkLocation(line: field.line, column: field.column, isVerbatim: false)
        return .link(text, location)
    }

    /// `text` without the spaces and tabs around it, and how many bytes were dropped before it.
    static func trimmed(_ text: String) -> (text: String, leading: Int) {
        let bytes = Array(text.utf8)
        let isPad = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: { !isPad($0) }) else { return ("", 0) }
        let end = bytes.lastIndex(where: { !isPad($0) })! + 1
        if start == 0 && end == bytes.count { return (text, 0) }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start)
    }

    /// `scheme:` then something, with no space: a link, not a header name.
    static func looksLikeLink(_ cell: String) -> Bool {
        let bytes = Array(cell.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, colon + 1 < bytes.count,
            !bytes.contains(UInt8(ascii: " "))
        else { return false }
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        return isLetter(bytes[0])
            && bytes[1..<colon].allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }
}

/// A row of a link table with no link to check. It counts as a failed link: the row was meant
/// to carry one.
package struct RowProblem: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The row ends before the link column (a ragged row).
        case shortRow = "short-row"
        /// The row has cells, but the link cell is empty.
        case emptyCell = "empty-cell"
        /// The row has more non-empty fields than the header (an unquoted delimiter in a cell).
        case longRow = "long-row"
    }

    package var kind: Kind
    /// The 1-based line where the row starts.
    package var line: Int
    /// One sentence: what the row lacks.
    package var message: String

    package init(kind: Kind, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }
}

/// The link column cannot be found: a user error, reported with the header's line.
package struct LinkTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the first record.
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "\(line): \(message)" }
}
