/// Reads comma- or tab-separated text (RFC 4180) record by record from a stream of byte chunks,
/// keeping the line and column where each record and field starts, so memory stays flat however
/// many rows come in.
///
/// RFC 4180 §2, as spreadsheets write it:
/// - fields are separated by the delimiter and records by CRLF or LF;
/// - a field in double quotes may hold the delimiter, line breaks, and `""` for one quote;
/// - a UTF-8 byte order mark before the first record is skipped;
/// - a final line break does not start an empty record.
///
/// A quote that never closes, or text after a closing quote (`"a"b`), is an error with its
/// position: the rest of the file cannot be split reliably. A record longer than
/// ``maximumRecordBytes`` is an error too, so that a missing quote never buffers a whole file.
///
/// ```swift
/// var reader = DelimitedTextReader(bytes: Array("url\n\"myapp://home?a=1,2\"\n".utf8))
/// while let record = try reader.next() { print(record.line, record.fields.map(\.text)) }
/// // 1 ["url"]
/// // 2 ["myapp://home?a=1,2"]
/// ```
package struct DelimitedTextReader {
    /// One field of a record.
    package struct Field: Sendable, Hashable {
        /// The field's text, quotes removed and `""` undoubled; bytes that are not UTF-8 become U+FFFD.
        package var text: String
        /// The 1-based line of the field's first byte (its opening quote, when quoted).
        package var line: Int
        /// The 1-based column of the field's first byte, counted in characters (Unicode scalars)
        /// as every reported column is; a byte order mark is not counted.
        package var column: Int
        /// The field was in double quotes.
        package var isQuoted: Bool
        /// The text stands in the file byte for byte after the opening quote, if any: no `""`,
        /// no line break and no bytes that are not UTF-8 (which became U+FFFD) inside it. Then
        /// scalar `k` of the text is at column `column + k` (`column + 1 + k` when quoted), on `line`.
        package var isVerbatim: Bool
        /// Where the field stands in the input, quotes included and the delimiter after it not,
        /// as UTF-8 offsets from the input's first byte (a byte order mark counted): the bytes
        /// `check --fix` replaces to rewrite the cell.
        package var bytes: Range<Int>

        package init(text: String, line: Int, column: Int, isQuoted: Bool = false, isVerbatim: Bool = true, bytes: Range<Int>) {
            self.text = text
            self.line = line
            self.column = column
            self.isQuoted = isQuoted
            self.isVerbatim = isVerbatim
            self.bytes = bytes
        }

        /// The 1-based file column of Unicode scalar `index` of ``text``, or nil when the field is
        /// not verbatim.
        package func fileColumn(ofScalar index: Int) -> Int? {
            isVerbatim ? column + (isQuoted ? 1 : 0) + index : nil
        }
    }

    /// One record: a row of the table.
    package struct Record: Sendable, Hashable {
        package var fields: [Field]
        /// The 1-based line where the record starts.
        package var line: Int

        package init(fields: [Field], line: Int) {
            self.fields = fields
            self.line = line
        }
    }

    package static let maximumRecordBytes = 8 << 20

    /// The field separator.
    package let delimiter: UInt8
    private let nextChunk: () -> ArraySlice<UInt8>?
    private var chunk: ArraySlice<UInt8> = []
    private var exhausted = false
    private var startedInput = false
    private var line = 1
    private var column = 1
    /// The offset of the next byte from the input's first.
    private var offset = 0

    /// A reader over chunks of bytes; `nextChunk` returns nil at the end of input.
    package init(delimiter: UInt8 = UInt8(ascii: ","), nextChunk: @escaping () -> ArraySlice<UInt8>?) {
        self.delimiter = delimiter
        self.nextChunk = nextChunk
    }

    /// A reader over bytes in memory, handed over `chunkSize` bytes at a time (tests use small
    /// chunks to cross every boundary).
    package init(bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ","), chunkSize: Int = 1 << 16) {
        var offset = 0
        let size = max(1, chunkSize)
        self.init(delimiter: delimiter) {
            guard offset < bytes.count else { return nil }
            defer { offset = min(bytes.count, offset + size) }
            return bytes[offset..<min(bytes.count, offset + size)]
        }
    }

    /// The delimiter the first line of `head` uses: tab or semicolon when it has more of them,
    /// outside quotes, than commas; comma otherwise.
    package static func sniffDelimiter(_ head: some Collection<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: "\t"): 0, UInt8(ascii: ";"): 0]
        var inQuotes = false
        for byte in head {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) { break }
            if !inQuotes, let count = counts[byte] { counts[byte] = count + 1 }
        }
        let comma = counts[UInt8(ascii: ",")]!
        let best = [UInt8(ascii: "\t"), UInt8(ascii: ";")].max { counts[$0]! < counts[$1]! }!
        return counts[best]! > comma ? best : UInt8(ascii: ",")
    }

    /// The next record, or nil at the end of input.
    package mutating func next() throws(DelimitedTextError) -> Record? {
        if !startedInput { skipByteOrderMark() }
        guard peek() != nil else { return nil }
        let recordLine = line
        var fields: [Field] = []
        var size = 0
        while true {
            let (field, ended) = try readField(recordLine: recordLine, size: &size)
            fields.append(field)
            if ended { return Record(fields: fields, line: recordLine) }
        }
    }

    // MARK: Fields

    /// Reads one field and the separator after it; `ended` is true when the record ends there.
    private mutating func readField(recordLine: Int, size: inout Int) throws(DelimitedTextError) -> (Field, ended: Bool) {
        let fieldLine = line
        let fieldColumn = column
        let fieldStart = offset
        var bytes: [UInt8] = []
        if peek() == UInt8(ascii: "\"") {
            advance()
            var verbatim = true
            while true {
                try takeRun(into: &bytes, size: &size, recordLine: recordLine) {
                    $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
                }
                guard let byte = advance() else {
                    throw DelimitedTextError(.unterminatedQuote, line: fieldLine, column: fieldColumn)
                }
                if byte == UInt8(ascii: "\"") {
                    guard peek() == UInt8(ascii: "\"") else { break }
                    advance()
                    verbatim = false
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    verbatim = false
                }
                bytes.append(byte)
                size += 1
                if size > Self.maximumRecordBytes {
                    throw DelimitedTextError(.recordTooLong, line: recordLine, column: 1)
                }
            }
            let (text, isVerbatim) = String.decodingVerbatim(bytes[...])
            let field = Field(
                text: text, line: fieldLine, column: fieldColumn, isQuoted: true, isVerbatim: verbatim && isVerbatim, bytes: fieldStart..<offset)
            guard let next = peek() else { return (field, true) }
            if next == delimiter {
                advance()
                return (field, false)
            }
            if next == UInt8(ascii: "\n") || (next == UInt8(ascii: "\r") && endOfLineFollows()) {
                skipLineBreak()
                return (field, true)
            }
            throw DelimitedTextError(.textAfterQuote, line: line, column: column, openedAt: (fieldLine, fieldColumn))
        }
        let delimiter = delimiter
        while true {
            try takeRun(into: &bytes, size: &size, recordLine: recordLine) {
                $0 != delimiter && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
            }
            guard let byte = peek() else { break }
            if byte == delimiter {
                let field = Self.unquotedField(bytes, line: fieldLine, column: fieldColumn, at: fieldStart..<offset)
                advance()
                return (field, false)
            }
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && endOfLineFollows()) {
                let field = Self.unquotedField(bytes, line: fieldLine, column: fieldColumn, at: fieldStart..<offset)
                skipLineBreak()
                return (field, true)
            }
            advance()
            bytes.append(byte)
            size += 1
            if size > Self.maximumRecordBytes { throw DelimitedTextError(.recordTooLong, line: recordLine, column: 1) }
        }
        return (Self.unquotedField(bytes, line: fieldLine, column: fieldColumn, at: fieldStart..<offset), true)
    }

    private static func unquotedField(_ bytes: [UInt8], line: Int, column: Int, at range: Range<Int>) -> Field {
        let (text, isVerbatim) = String.decodingVerbatim(bytes[...])
        return Field(text: text, line: line, column: column, isVerbatim: isVerbatim, bytes: range)
    }

    // MARK: Bytes

    /// Moves the bytes at the front of the input that satisfy `isPlain` (never a line break)
    /// into `bytes`, a chunk at a time rather than byte by byte.
    private mutating func takeRun(
        into bytes: inout [UInt8], size: inout Int, recordLine: Int, while isPlain: (UInt8) -> Bool
    ) throws(DelimitedTextError) {
        while peek() != nil {
            let end = chunk.firstIndex { !isPlain($0) } ?? chunk.endIndex
            let count = end - chunk.startIndex
            bytes.append(contentsOf: chunk[..<end])
            column += Self.scalarCount(chunk[..<end])
            chunk = chunk[end...]
            offset += count
            size += count
            if size > Self.maximumRecordBytes { throw DelimitedTextError(.recordTooLong, line: recordLine, column: 1) }
            if !chunk.isEmpty { return }
        }
    }

    /// The Unicode scalars that start in `bytes`: the bytes that are not UTF-8 continuation bytes.
    private static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where !UTF8.isContinuation(byte) { count += 1 }
        return count
    }

    private mutating func peek() -> UInt8? {
        while chunk.isEmpty {
            guard !exhausted, let next = nextChunk() else {
                exhausted = true
                return nil
            }
            chunk = next
        }
        return chunk.first
    }

    /// Consumes one byte, keeping the line and column of the next.
    @discardableResult
    private mutating func advance() -> UInt8? {
        guard let byte = peek() else { return nil }
        chunk.removeFirst()
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if !UTF8.isContinuation(byte) {
            column += 1
        }
        return byte
    }

    /// At a `\r`: whether `\n` follows it (CRLF), so the `\r` belongs to the line break. A lone
    /// `\r` is data, as in ``LinkList``, and reported as a control character in the link.
    private mutating func endOfLineFollows() -> Bool {
        if chunk.count >= 2 { return chunk[chunk.startIndex + 1] == UInt8(ascii: "\n") }
        // The `\r` ends this chunk: look into the next one.
        guard !exhausted, let next = nextChunk() else {
            exhausted = true
            return false
        }
        chunk = chunk + next
        return chunk.count >= 2 && chunk[chunk.startIndex + 1] == UInt8(ascii: "\n")
    }

    private mutating func skipLineBreak() {
        if advance() == UInt8(ascii: "\r") { advance() }
    }

    private mutating func skipByteOrderMark() {
        startedInput = true
        while chunk.count < 3, !exhausted {
            guard let next = nextChunk() else {
                exhausted = true
                break
            }
            chunk = chunk + next
        }
        if chunk.starts(with: [0xEF, 0xBB, 0xBF]) {
            chunk.removeFirst(3)
            offset = 3
        }
    }
}

/// Why delimited text could not be read, and where.
package struct DelimitedTextError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// A quoted field that never closes; the position is its opening quote.
        case unterminatedQuote
        /// Text right after a field's closing quote; the position is that text.
        case textAfterQuote
        /// A record longer than ``DelimitedTextReader/maximumRecordBytes``; the position is its start.
        case recordTooLong
    }

    package var kind: Kind
    /// 1-based line.
    package var line: Int
    /// 1-based column, in characters (Unicode scalars).
    package var column: Int
    /// For ``Kind/textAfterQuote``, where the quoted field opened.
    package var openedLine: Int?
    package var openedColumn: Int?

    init(_ kind: Kind, line: Int, column: Int, openedAt opened: (line: Int, column: Int)? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
        openedLine = opened?.line
        openedColumn = opened?.column
    }

    /// The problem in a sentence, without the position.
    package var message: String {
        switch kind {
        case .unterminatedQuote:
            "the quote that opens this field is never closed; a quote inside a quoted field is written \"\""
        case .textAfterQuote:
            "text after the closing quote of the field that opens at \(openedLine ?? line):\(openedColumn ?? column); a quote inside a quoted field is written \"\""
        case .recordTooLong:
            "the row is longer than \(DelimitedTextReader.maximumRecordBytes >> 20) MB; is a closing quote missing?"
        }
    }

    /// `line:column: message`.
    package var description: String { "\(line):\(column): \(message)" }
}
