import TextBytes

/// Reads JSON as Android's statement verifier does: `android.util.JsonReader` with
/// `setLenient(false)`, over the file decoded as UTF-8 (`StatementParser.parseStatementList`).
///
/// What that reader refuses, and so what makes the verifier reject the whole file: comments
/// (`//`, `/* */`, `#`), single-quoted or unquoted names and strings, a comma before `]` or `}`
/// or an empty list item, `;` between list items, `=` or `=>` for `:`, a document that does not
/// start with `[` or `{` (a byte-order mark included), and values other than strings, numbers,
/// `true`, `false` and `null`. What it lets through, unlike RFC 8259: `true`, `false` and
/// `null` in any case, `;` between an object's members, raw control characters in strings, any
/// character after a backslash (`\a` is `a`), and whatever follows the closing `]` of the
/// statements, which it never reads.
///
/// The statements are read one at a time (``nextStatement()``), as the verifier reads them, so
/// a problem in one statement is found before anything malformed after it.
struct AndroidJSONReader {
    /// Where and why the reader stops.
    struct SyntaxError: Error, Sendable, Hashable {
        let message: String
        let offset: Int
    }

    /// Nesting deeper than this is refused rather than risking the stack (Android's reader would
    /// overflow its own far earlier than any real file nests).
    static let maximumDepth = 512

    let bytes: [UInt8]
    private var index = 0
    private var isFirstStatement = true

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads up to the `[` that opens the statements (`JsonReader.beginArray`).
    mutating func beginStatements() throws(SyntaxError) {
        guard let start = skipWhitespace() else { throw SyntaxError(message: "the file is empty", offset: bytes.count) }
        switch bytes[start] {
        case UInt8(ascii: "["):
            index = start + 1
        case UInt8(ascii: "{"):
            throw SyntaxError(message: "the file holds a JSON object; Android's verifier reads an array of statements", offset: start)
        case 0xEF where bytes[start...].starts(with: [0xEF, 0xBB, 0xBF]):
            throw SyntaxError(
                message: "the file starts with a byte-order mark, which Android's JSON reader takes for an unquoted value", offset: start)
        default:
            throw SyntaxError(message: "the file must be a JSON array of statements; it starts with \(describe(at: start))", offset: start)
        }
    }

    /// The next statement, whatever its type; nil at the `]` that closes them.
    mutating func nextStatement() throws(SyntaxError) -> AndroidJSONValue? {
        let first = isFirstStatement
        isFirstStatement = false
        return try nextItem(first: first, depth: 1)
    }

    // MARK: Structure

    /// The next item of the list being read, or nil at its `]` (`JsonReader.nextInArray`).
    private mutating func nextItem(first: Bool, depth: Int) throws(SyntaxError) -> AndroidJSONValue? {
        if !first {
            let at = try nextNonWhitespace(inside: "a list")
            switch bytes[at] {
            case UInt8(ascii: "]"):
                index = at + 1
                return nil
            case UInt8(ascii: ","): index = at + 1
            case UInt8(ascii: ";"): throw lenient(at, "\";\" between list items instead of \",\"")
            default: throw SyntaxError(message: "expected \",\" or \"]\" after a list item, found \(describe(at: at))", offset: at)
            }
        }
        let at = try nextNonWhitespace(inside: "a list")
        switch bytes[at] {
        case UInt8(ascii: "]") where first:
            index = at + 1
            return nil
        case UInt8(ascii: "]"): throw lenient(at, "a comma before \"]\"")
        case UInt8(ascii: ","), UInt8(ascii: ";"): throw lenient(at, "an empty list item")
        default: return try value(at: at, depth: depth)
        }
    }

    /// The value starting at `at` (`JsonReader.nextValue`).
    private mutating func value(at: Int, depth: Int) throws(SyntaxError) -> AndroidJSONValue {
        guard depth <= Self.maximumDepth else {
            throw SyntaxError(message: "lists and objects nest more than \(Self.maximumDepth) deep", offset: at)
        }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            index = at + 1
            return AndroidJSONValue(kind: .object(try members(depth: depth + 1)), offset: at)
        case UInt8(ascii: "["):
            index = at + 1
            var items: [AndroidJSONValue] = []
            while let item = try nextItem(first: items.isEmpty, depth: depth + 1) { items.append(item) }
            return AndroidJSONValue(kind: .array(items), offset: at)
        case UInt8(ascii: "\""):
            index = at + 1
            return AndroidJSONValue(kind: .string(try string(openedAt: at)), offset: at)
        case UInt8(ascii: "'"):
            throw lenient(at, "a single-quoted string")
        default:
            return try literal(at: at)
        }
    }

    /// An object's members after its `{`, up to its `}` (`JsonReader.nextInObject`,
    /// `objectValue`).
    private mutating func members(depth: Int) throws(SyntaxError) -> [AndroidJSONValue.Member] {
        var members: [AndroidJSONValue.Member] = []
        while true {
            let at = try nextNonWhitespace(inside: "an object")
            if members.isEmpty, bytes[at] == UInt8(ascii: "}") {
                index = at + 1
                return members
            }
            var nameAt = at
            if !members.isEmpty {
                switch bytes[at] {
                case UInt8(ascii: "}"):
                    index = at + 1
                    return members
                // Android's reader takes `;` between members even when it is strict.
                case UInt8(ascii: ","), UInt8(ascii: ";"):
                    index = at + 1
                    nameAt = try nextNonWhitespace(inside: "an object")
                default: throw SyntaxError(message: "expected \",\" or \"}\" after an object's member, found \(describe(at: at))", offset: at)
                }
            }
            switch bytes[nameAt] {
            case UInt8(ascii: "\""): index = nameAt + 1
            case UInt8(ascii: "'"): throw lenient(nameAt, "a single-quoted name")
            case UInt8(ascii: "}"): throw lenient(nameAt, "a comma before \"}\"")
            default: throw lenient(nameAt, "an unquoted name")
            }
            let name = try string(openedAt: nameAt)
            let colon = try nextNonWhitespace(inside: "an object")
            switch bytes[colon] {
            case UInt8(ascii: ":"): index = colon + 1
            case UInt8(ascii: "="): throw lenient(colon, "\"=\" instead of \":\" after the name \(name.quotedForMessage)")
            default: throw SyntaxError(message: "expected \":\" after the name \(name.quotedForMessage), found \(describe(at: colon))", offset: colon)
            }
            let valueAt = try nextNonWhitespace(inside: "an object")
            members.append(AndroidJSONValue.Member(key: name, value: try value(at: valueAt, depth: depth)))
        }
    }

    // MARK: Tokens

    /// The text of a string whose `"` is at `openedAt`, `index` just after it
    /// (`JsonReader.nextString`, `readEscapeCharacter`).
    private mutating func string(openedAt: Int) throws(SyntaxError) -> String {
        var units: [UInt16] = []
        var runStart = index
        func flush(to end: Int) { units += String(decoding: bytes[runStart..<end], as: UTF8.self).utf16 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(to: index)
                index += 1
                return String(decoding: units, as: UTF16.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(to: index)
            let escape = index
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "u"):
                guard index + 4 < bytes.count else { throw SyntaxError(message: "the file ends inside a \\u escape", offset: escape) }
                let hex = String(decoding: bytes[index + 1...index + 4], as: UTF8.self)
                guard let unit = Self.javaHexUnit(hex) else {
                    throw SyntaxError(message: "\\u\(hex) is not a \\u escape with four hex digits", offset: escape)
                }
                units.append(unit)
                index += 5
            case UInt8(ascii: "t"): units.append(0x09); index += 1
            case UInt8(ascii: "b"): units.append(0x08); index += 1
            case UInt8(ascii: "n"): units.append(0x0A); index += 1
            case UInt8(ascii: "r"): units.append(0x0D); index += 1
            case UInt8(ascii: "f"): units.append(0x0C); index += 1
            default:
                // Any other character stands for itself; it may take several bytes.
                let next = index + 1 + (bytes[index + 1..<bytes.count].prefix { $0 & 0xC0 == 0x80 }.count)
                runStart = index
                flush(to: next)
                index = next
            }
            runStart = index
        }
        throw SyntaxError(message: "the string opened here has no closing quote", offset: openedAt)
    }

    /// `Integer.parseInt(hex, 16)` cast to a UTF-16 unit: an optional sign, then hex digits.
    static func javaHexUnit(_ hex: String) -> UInt16? {
        var digits = Substring(hex)
        var negative = false
        if let sign = digits.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII), let value = Int(digits, radix: 16) else { return nil }
        return UInt16(truncatingIfNeeded: negative ? -value : value)
    }

    /// `true`, `false`, `null` (in any case) or a number; anything else unquoted is refused
    /// (`JsonReader.nextLiteral`, `decodeLiteral`, `decodeNumber`).
    private mutating func literal(at: Int) throws(SyntaxError) -> AndroidJSONValue {
        var end = at
        scan: while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "/"), UInt8(ascii: "#"):
                throw lenient(end, end == at ? "a comment" : "\(Self.quoted(bytes[end])) in an unquoted value")
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: "="):
                throw lenient(end, "\(Self.quoted(bytes[end])) in an unquoted value")
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","),
                0x20, 0x09, 0x0C, 0x0D, 0x0A:
                break scan
            default: end += 1
            }
        }
        guard end > at else { throw SyntaxError(message: "expected a value, found \(describe(at: at))", offset: at) }
        let text = String(decoding: bytes[at..<end], as: UTF8.self)
        index = end
        switch text.lowercased() {
        case "true": return AndroidJSONValue(kind: .boolean(true), offset: at)
        case "false": return AndroidJSONValue(kind: .boolean(false), offset: at)
        case "null": return AndroidJSONValue(kind: .null, offset: at)
        default:
            guard Self.isNumber(bytes[at..<end]) else { throw lenient(at, "the unquoted value \(text.quotedForMessage)") }
            return AndroidJSONValue(kind: .number(text), offset: at)
        }
    }

    /// `-12.34e+56`: no leading zeros before the point, digits after it optional, an exponent
    /// with at least one digit.
    static func isNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var rest = text[...]
        func digits() -> Int {
            let count = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        guard let first = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        if first == UInt8(ascii: "0") { rest = rest.dropFirst() } else { _ = digits() }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            _ = digits()
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }

    // MARK: Helpers

    /// The offset of the next character that is not a space, tab or line break; nil at the end.
    private mutating func skipWhitespace() -> Int? {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? index : nil
    }

    private mutating func nextNonWhitespace(inside what: String) throws(SyntaxError) -> Int {
        guard let at = skipWhitespace() else { throw SyntaxError(message: "the file ends inside \(what)", offset: bytes.count) }
        return at
    }

    /// What only a lenient reader accepts.
    private func lenient(_ offset: Int, _ what: String) -> SyntaxError {
        SyntaxError(message: "\(what), which Android's strict JSON reader does not accept", offset: offset)
    }

    /// The character at `offset`, quoted, for a message.
    private func describe(at offset: Int) -> String {
        let length = 1 + bytes[(offset + 1)...].prefix { $0 & 0xC0 == 0x80 }.count
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self).quotedForMessage
    }

    private static func quoted(_ byte: UInt8) -> String {
        String(UnicodeScalar(byte)).quotedForMessage
    }
}
