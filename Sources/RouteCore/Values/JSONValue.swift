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

    /// The reading of a `json` parameter's value: the value, or why it is not JSON and where.
    static func read(_ bytes: LinkBytes) -> ValueReading {
        do {
            return .valid(.json(try parse(bytes)))
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

    // MARK: Reading

    /// Reads JSON text (RFC 8259, strictly: ``JSONReader``), refusing nesting deeper than
    /// ``maximumDepth``.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try text.withUTF8Bytes { bytes in Result { () throws(JSONSyntaxError) -> JSONValue in try parse(bytes) } }.get()
    }

    /// Reads the JSON text of `bytes`, as ``parse(_:)`` does.
    static func parse(_ bytes: LinkBytes) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.read(bytes, maximumDepth: maximumDepth, with: Builder())
    }

    /// Makes ``JSONValue``s of what ``JSONReader`` reads: a number without fraction or exponent
    /// that fits an `Int` is an ``int(_:)``, any other one a finite ``double(_:)``.
    private struct Builder: JSONTreeBuilder {
        func string(_ text: String, at offset: Int) -> JSONValue { .string(text) }

        func number(_ text: LinkBytes, isInteger: Bool, at offset: Int) throws(JSONSyntaxError) -> JSONValue {
            if isInteger, let value = Int(String(decoding: text, as: UTF8.self)) { return .int(value) }
            return .double(try finiteValue(ofNumber: text, at: offset))
        }

        func literal(_ literal: JSONLiteral, at offset: Int) -> JSONValue {
            switch literal {
            case .true: .bool(true)
            case .false: .bool(false)
            case .null: .null
            }
        }

        func startObject(at offset: Int) -> [(key: String, value: JSONValue)] { [] }
        func key(_ text: String, at offset: Int) -> String { text }
        func add(_ value: JSONValue, for key: String, to object: inout [(key: String, value: JSONValue)]) { object.append((key, value)) }
        func end(_ object: [(key: String, value: JSONValue)]) -> JSONValue { .object(object) }

        func startList(at offset: Int) -> [JSONValue] { [] }
        func add(_ value: JSONValue, to list: inout [JSONValue]) { list.append(value) }
        func end(_ list: [JSONValue]) -> JSONValue { .array(list) }
    }
}
