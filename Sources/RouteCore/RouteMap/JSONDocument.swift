import TextBytes

/// Parses JSON text (RFC 8259, strictly: no comments, no trailing commas) into a
/// ``DocumentNode`` tree with the line and column of every node, so that a JSON route map gets
/// the same problems, at its own positions, as a YAML one.
///
/// Strings become quoted scalars; numbers, `true`, `false` and `null` plain scalars with their
/// text as written.
package enum JSONDocument {
    /// Nesting deeper than this is refused rather than risking the stack.
    package static let maximumDepth = 256

    /// Reads and parses the file at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> DocumentNode {
        try parse(bytes: try DocumentText.read(contentsOf: path), file: path)
    }

    /// Parses bytes that should be UTF-8 JSON.
    package static func parse(bytes: [UInt8], file: String) throws(RouteMapError) -> DocumentNode {
        let body = Array(try DocumentText.utf8Body(of: bytes, file: file))
        var parser = JSONDocumentParser(bytes: body)
        do throws(JSONDocumentParser.SyntaxError) {
            parser.skipWhitespace()
            guard parser.index < body.count else { throw parser.error("the file is empty") }
            let root = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == body.count else { throw parser.error("unexpected text after the value") }
            return root
        } catch {
            let (line, column) = TextPosition.lineAndColumn(of: error.offset, in: body)
            throw RouteMapError(file: file, line: line, column: column, message: "invalid JSON: \(error.message)")
        }
    }
}

/// A recursive-descent reader over UTF-8 bytes. Nodes are made in file order, so one cursor
/// moving forward gives every node its line and column in a single pass.
struct JSONDocumentParser {
    struct SyntaxError: Error {
        let message: String
        let offset: Int
    }

    let bytes: [UInt8]
    var index = 0
    /// The line and column of ``positionOffset``, advanced as nodes are made.
    private var position = (line: 1, column: 1)
    private var positionOffset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(message: message, offset: offset ?? index)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A node starting at byte `start`, which is never before the last node's.
    mutating func node(_ content: DocumentNode.Content, at start: Int) -> DocumentNode {
        let (line, column) = position(at: start)
        return DocumentNode(content, line: line, column: column)
    }

    /// The line and column of byte `start`, which is never before the last asked for.
    mutating func position(at start: Int) -> (line: Int, column: Int) {
        while positionOffset < start {
            if bytes[positionOffset] == UInt8(ascii: "\n") {
                position = (position.line + 1, 1)
            } else if bytes[positionOffset] & 0xC0 != 0x80 {
                position.column += 1
            }
            positionOffset += 1
        }
        return position
    }

    mutating func value(depth: Int) throws(SyntaxError) -> DocumentNode {
        guard depth < JSONDocument.maximumDepth else { throw error("nesting is deeper than \(JSONDocument.maximumDepth)") }
        skipWhitespace()
        guard index < bytes.count else { throw error("the text ends where a value should start") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let (line, column) = position(at: start)
            return DocumentNode(.scalar(try string(), .quoted), line: line, column: column)
        case UInt8(ascii: "t"): return try literal("true", at: start)
        case UInt8(ascii: "f"): return try literal("false", at: start)
        case UInt8(ascii: "n"): return try literal("null", at: start)
        default: return try number(at: start)
        }
    }

    mutating func literal(_ word: String, at start: Int) throws(SyntaxError) -> DocumentNode {
        guard bytes[index...].starts(with: word.utf8) else { throw error("unexpected character \(describe(at: index))") }
        index += word.utf8.count
        return node(.scalar(word, .plain), at: start)
    }

    mutating func object(depth: Int) throws(SyntaxError) -> DocumentNode {
        var container = node(.mapping([]), at: index)
        index += 1
        var pairs: [DocumentNode.Pair] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return container
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < bytes.count && bytes[index] == UInt8(ascii: "}") ? "a comma before \"}\"" : "expected a key in quotes")
            }
            let (line, column) = position(at: index)
            let key = DocumentNode(.scalar(try string(), .quoted), line: line, column: column)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected \":\" after a key") }
            index += 1
            pairs.append(DocumentNode.Pair(key: key, value: try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("the object is not closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                container.content = .mapping(pairs)
                return container
            } else {
                throw error("expected \",\" or \"}\"")
            }
        }
    }

    mutating func array(depth: Int) throws(SyntaxError) -> DocumentNode {
        var container = node(.sequence([]), at: index)
        index += 1
        var items: [DocumentNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return container
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("a comma before \"]\"") }
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("the array is not closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                container.content = .sequence(items)
                return container
            } else {
                throw error("expected \",\" or \"]\"")
            }
        }
    }

    /// A string from its opening quote, escapes decoded (RFC 8259 §7).
    mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw error("unfinished escape") }
                let escaped = bytes[index + 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    index += 2
                    out += try unicodeEscape()
                    continue
                default: throw error("unknown escape \"\\\(describe(at: index + 1, quoted: false))\"")
                }
                index += 2
            case 0..<0x20: throw error("a control character inside a string; write it as an escape such as \\n")
            default:
                out.append(byte)
                index += 1
            }
        }
        throw error("the string is not closed", at: start)
    }

    /// The UTF-8 of a `\u` escape after its `\u`, joining a surrogate pair written as two; half
    /// a pair is refused, as it is no character.
    mutating func unicodeEscape() throws(SyntaxError) -> [UInt8] {
        let escapeStart = index - 2
        var value = try hex4()
        if (0xD800..<0xDC00).contains(value) {
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw error("a high surrogate without its low surrogate", at: escapeStart)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate without its low surrogate", at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(value) {
            throw error("a low surrogate without its high surrogate", at: escapeStart)
        }
        return Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unfinished \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = PercentEncoding.hexValue(byte) else { throw error("a \\u escape needs four hex digits") }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// A number as RFC 8259 §6 writes it: `-`, digits without a leading zero, a fraction, an
    /// exponent. Its text is kept as written.
    mutating func number(at start: Int) throws(SyntaxError) -> DocumentNode {
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("unexpected character \(describe(at: start))", at: start) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("a number cannot start with 0", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a digit must follow the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("a digit must follow the exponent") }
        }
        return node(.scalar(String(decoding: bytes[start..<index], as: UTF8.self), .plain), at: start)
    }

    /// The character at `offset` for a message: `'x'`, or `end of text`.
    func describe(at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "at the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        return quoted ? character.quotedForMessage : character
    }
}
