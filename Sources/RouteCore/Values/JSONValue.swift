import TextBytes

/// A JSON value with ordered object keys: the `json` parameter type (a Codable object carried in
/// one query value) and the writer behind `check --format json`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or exponent that fits an `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string, unescaped.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// Keys in the order they were written.
    case object([(key: String, value: JSONValue)])

    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 64

    /// The reading of a `json` parameter's value: the value, or why it is not JSON and where,
    /// or the first key written twice in one object (RFC 8259 §4: names SHOULD be unique;
    /// readers that meet a repeat disagree on which value they keep, most the last, some the
    /// first, so what `check` shows is not what every app reads).
    static func read(_ bytes: LinkBytes) -> ValueReading {
        var builder = Builder()
        do {
            let value = try JSONReader.read(bytes, maximumDepth: maximumDepth, into: &builder)
            if let repeated = builder.firstRepeatedKey {
                let literal = repeated.offset..<JSONStringLiteral.end(ofLiteralAt: repeated.offset, in: bytes)
                return .invalid(.duplicateKey(repeated.key, at: literal, firstAt: repeated.firstOffset))
            }
            return .valid(.json(value))
        } catch {
            return .invalid(.invalidJSON(error))
        }
    }

    /// Equal when of the same case with equal values; objects compare their keys in order.
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

    /// Hashes the value, an object's keys in order, as equality compares them.
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
    /// that fits an `Int` is an ``int(_:)``, any other one a finite ``double(_:)``. Keys keep
    /// where they are written, so the first one an object repeats is noted with both places.
    private struct Builder: JSONTreeBuilder {
        /// Of the keys an object repeats, the repeat written first: its text, where it is written
        /// and where the object's first key of that text is.
        var firstRepeatedKey: (key: String, offset: Int, firstOffset: Int)?

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

        func startObject(at offset: Int) -> Members { Members() }
        func key(_ text: String, at offset: Int) -> (text: String, offset: Int) { (text, offset) }

        mutating func add(_ value: JSONValue, for key: (text: String, offset: Int), to object: inout Members) {
            guard let first = object.append(value, for: key.text, at: key.offset) else { return }
            // A member is added after its value is read, so a repeat inside that value is
            // noted first though written later.
            if firstRepeatedKey.map({ key.offset < $0.offset }) ?? true {
                firstRepeatedKey = (key.text, key.offset, first)
            }
        }

        func end(_ object: Members) -> JSONValue { .object(object.pairs) }

        func startList(at offset: Int) -> [JSONValue] { [] }
        func add(_ value: JSONValue, to list: inout [JSONValue]) { list.append(value) }
        func end(_ list: [JSONValue]) -> JSONValue { .array(list) }
    }

    /// An object being read: its pairs, and where each key is written.
    private struct Members {
        /// Beyond this many pairs, keys are found by a dictionary rather than one by one, so a
        /// hostile object of many keys is not read in quadratic time.
        private static let searchLimit = 16

        var pairs: [(key: String, value: JSONValue)] = []
        /// The offset of each pair's key, by pair.
        private var keyOffsets: [Int] = []
        /// The first pair of each key, kept once the object has more than ``searchLimit`` pairs.
        private var firstPairs: [String: Int] = [:]

        /// Appends a pair whose key is written at `offset`; the offset of an earlier key of the
        /// same text (escapes decoded, compared as Swift compares strings: `é` written as one
        /// scalar or as `e` and an accent is one key to a Swift app's decoder), if any.
        mutating func append(_ value: JSONValue, for key: String, at offset: Int) -> Int? {
            let earlier: Int?
            if pairs.count < Self.searchLimit {
                earlier = pairs.firstIndex { $0.key == key }
            } else {
                if firstPairs.isEmpty {
                    for (position, pair) in pairs.enumerated().reversed() { firstPairs[pair.key] = position }
                }
                earlier = firstPairs[key]
                if earlier == nil { firstPairs[key] = pairs.count }
            }
            pairs.append((key, value))
            keyOffsets.append(offset)
            return earlier.map { keyOffsets[$0] }
        }
    }
}
