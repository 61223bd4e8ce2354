import TextBytes

/// A JSON value with ordered object keys: the `json` parameter type (a Codable object carried in
/// one query value) and the writer behind `check --format json`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they were written.
    case object([(key: String, value: JSONValue)])

    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 64

    static func read(_ text: String) -> ValueReading {
        do {
            return .valid(.json(try parse(text)))
        } catch {
            return .invalid(.invalidJSON(error))
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }

    /// Looks up a key of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    // MARK: Writing

    /// Compact JSON text, keys in their stored order.
    public func serialized() -> String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends compact JSON text to `out`.
    package func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += Self.format(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(pair.key, to: &out)
                out += ":"
                pair.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A number as JSON writes it: integral values without a fraction, non-finite as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if let integral = integral(value) { return String(integral) }
        return String(value)
    }

    /// The value as an integer when ``format(_:)`` writes it without a fraction.
    static func integral(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: append them whole instead of scalar by scalar.
        if !mayNeedEscaping(value) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// False when no scalar of `value` is escaped by ``writeString(_:to:)``: no `"`, `\`, control
    /// character, C1 control (UTF-8 C2 80…9F) or U+2028/U+2029 (E2 80 A8/A9). Conservative: any
    /// C2 or E2 lead byte counts.
    static func mayNeedEscaping(_ value: String) -> Bool {
        for byte in value.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
                || byte == 0xE2
            {
                return true
            }
        }
        return false
    }

    // MARK: Parsing

    /// Why a text is not JSON, and where; ``message`` words it.
    package struct ParseError: Error, Sendable, Hashable {
        package var reason: Reason
        /// UTF-8 offset into the parsed text.
        package var offset: Int

        /// What the parser found wrong.
        package enum Reason: Sendable, Hashable {
            case textAfterValue
            /// Nesting deeper than ``JSONValue/maximumDepth``.
            case tooDeep
            case endBeforeValue
            case unexpectedCharacter
            case expectedKey
            case expectedColon
            case unclosedObject
            case expectedCommaOrBrace
            case unclosedArray
            case expectedCommaOrBracket
            case unfinishedEscape
            case unknownEscape
            case controlCharacter
            case unclosedString
            case unfinishedUnicodeEscape
            case badUnicodeEscape
            case badNumber
        }
    }

    /// Parses JSON text (RFC 8259), refusing nesting deeper than ``maximumDepth``.
    package static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error(.textAfterValue) }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    func error(_ reason: JSONValue.ParseError.Reason) -> JSONValue.ParseError { JSONValue.ParseError(reason: reason, offset: index) }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func parseValue(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth < JSONValue.maximumDepth else { throw error(.tooDeep) }
        skipWhitespace()
        guard index < bytes.count else { throw error(.endBeforeValue) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try parseNumber()
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error(.unexpectedCharacter)
        }
        index += utf8.count
        return value
    }

    mutating func parseObject(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        index += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(pairs)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(.expectedKey) }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(.expectedColon) }
            index += 1
            pairs.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unclosedObject) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(pairs)
            } else {
                throw error(.expectedCommaOrBrace)
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unclosedArray) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            } else {
                throw error(.expectedCommaOrBracket)
            }
        }
    }

    mutating func parseString() throws(JSONValue.ParseError) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw error(.unfinishedEscape) }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalarValue = try hex4()
                    if (0xD800..<0xDC00).contains(scalarValue), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    out.append(contentsOf: Array(String(Unicode.Scalar(scalarValue) ?? "\u{FFFD}").utf8))
                default: throw error(.unknownEscape)
                }
            case 0..<0x20: throw error(.controlCharacter)
            default:
                out.append(byte)
                index += 1
            }
        }
        throw error(.unclosedString)
    }

    mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unfinishedUnicodeEscape) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = PercentEncoding.hexValue(byte) else { throw error(.badUnicodeEscape) }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    mutating func parseNumber() throws(JSONValue.ParseError) -> JSONValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        var isInteger = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            {
                isInteger = false
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty else { throw error(.unexpectedCharacter) }
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error(.badNumber)
        }
        return .double(value)
    }
}
