import TextBytes

/// The one reader of JSON text, strictly as RFC 8259 writes it: no comments, no trailing
/// commas, no leading zeros, no half of a surrogate pair, nesting no deeper than a limit. Every
/// rule of JSON's syntax is here; what is made of the values is the `Builder`'s, so the `json`
/// parameter (``JSONValue``) and JSON route maps (``JSONDocument``) refuse the same texts, at the
/// same offsets, as Foundation's `JSONDecoder` does.
///
/// A recursive descent over the bytes, which it reads in place; a string without escapes is
/// made from its bytes directly.
struct JSONReader<Builder: JSONTreeBuilder> {
    private let bytes: LinkBytes
    private let maximumDepth: Int
    private var builder: Builder
    private var index = 0

    /// Reads the one value `bytes` hold, with nothing but white space around it, into
    /// `builder`'s values; nesting deeper than `maximumDepth` is refused, so hostile input
    /// cannot exhaust the stack.
    static func read(_ bytes: LinkBytes, maximumDepth: Int, with builder: Builder) throws(JSONSyntaxError) -> Builder.Value {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, builder: builder)
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error(.empty) }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error(.textAfterValue) }
        return value
    }

    private init(bytes: LinkBytes, maximumDepth: Int, builder: Builder) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.builder = builder
    }

    private func error(_ reason: JSONSyntaxError.Reason, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: offset ?? index)
    }

    private func isByte(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        guard depth < maximumDepth else { throw error(.tooDeep) }
        skipWhitespace()
        guard index < bytes.count else { throw error(.endBeforeValue) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try list(depth: depth)
        case UInt8(ascii: "\""): return builder.string(try string(), at: start)
        case UInt8(ascii: "t"): return try literal(.true)
        case UInt8(ascii: "f"): return try literal(.false)
        case UInt8(ascii: "n"): return try literal(.null)
        default: return try number()
        }
    }

    private mutating func literal(_ literal: JSONLiteral) throws(JSONSyntaxError) -> Builder.Value {
        let start = index
        for byte in literal.rawValue.utf8 {
            guard isByte(byte) else { throw error(.unexpectedCharacter, at: start) }
            index += 1
        }
        return builder.literal(literal, at: start)
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        var object = builder.startObject(at: index)
        index += 1
        skipWhitespace()
        if isByte(UInt8(ascii: "}")) {
            index += 1
            return builder.end(object)
        }
        while true {
            skipWhitespace()
            guard isByte(UInt8(ascii: "\"")) else { throw error(isByte(UInt8(ascii: "}")) ? .commaBeforeBrace : .expectedKey) }
            let keyStart = index
            let key = builder.key(try string(), at: keyStart)
            skipWhitespace()
            guard isByte(UInt8(ascii: ":")) else { throw error(.expectedColon) }
            index += 1
            let member = try value(depth: depth + 1)
            builder.add(member, for: key, to: &object)
            skipWhitespace()
            guard index < bytes.count else { throw error(.unclosedObject) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return builder.end(object)
            default: throw error(.expectedCommaOrBrace)
            }
        }
    }

    private mutating func list(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        var list = builder.startList(at: index)
        index += 1
        skipWhitespace()
        if isByte(UInt8(ascii: "]")) {
            index += 1
            return builder.end(list)
        }
        while true {
            skipWhitespace()
            if isByte(UInt8(ascii: "]")) { throw error(.commaBeforeBracket) }
            let item = try value(depth: depth + 1)
            builder.add(item, to: &list)
            skipWhitespace()
            guard index < bytes.count else { throw error(.unclosedArray) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return builder.end(list)
            default: throw error(.expectedCommaOrBracket)
            }
        }
    }

    /// A string from its opening quote, escapes decoded (RFC 8259 §7). Bytes that are not
    /// UTF-8 read as U+FFFD.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        // Most strings have no escape: they are their bytes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        if isByte(UInt8(ascii: "\"")) {
            index += 1
            return String(decoding: bytes[rebasing: start + 1..<index - 1], as: UTF8.self)
        }
        var out = Array(bytes[rebasing: start + 1..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &out)
            case 0..<0x20: throw error(.controlCharacter)
            default:
                out.append(byte)
                index += 1
            }
        }
        throw error(.unclosedString, at: start)
    }

    /// Appends the UTF-8 of the escape at `index` (its `\`) to `out`.
    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else { throw error(.unfinishedEscape) }
        let decoded: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = bytes[index + 1]
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            UTF8.encode(try unicodeEscape()) { out.append($0) }
            return
        default: throw error(.unknownEscape)
        }
        out.append(decoded)
        index += 2
    }

    /// The character of the `\u` escape at `index`, joining a surrogate pair written as two
    /// escapes; half a pair is refused, as it is no character.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = index
        index += 2
        var value = try hex4()
        if (0xD800..<0xDC00).contains(value) {
            guard isByte(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(.loneHighSurrogate, at: escapeStart)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error(.loneHighSurrogate, at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(value) {
            throw error(.loneLowSurrogate, at: escapeStart)
        }
        // Neither half of a pair: a scalar.
        return Unicode.Scalar(value)!
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unfinishedUnicodeEscape) }
        var value: UInt32 = 0
        for offset in index..<index + 4 {
            guard let digit = PercentEncoding.hexValue(bytes[offset]) else { throw error(.badUnicodeEscape) }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// A number as RFC 8259 §6 writes it: `-`, digits without a leading zero, a fraction, an
    /// exponent.
    private mutating func number() throws(JSONSyntaxError) -> Builder.Value {
        let start = index
        if isByte(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error(.unexpectedCharacter, at: start) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error(.leadingZero, at: start) }
        var isInteger = true
        if isByte(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw error(.digitAfterDecimalPoint) }
        }
        if isByte(UInt8(ascii: "e")) || isByte(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if isByte(UInt8(ascii: "+")) || isByte(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error(.digitAfterExponent) }
        }
        return try builder.number(bytes[rebasing: start..<index], isInteger: isInteger, at: start)
    }

    /// Moves past a run of decimal digits, and says how many there were.
    private mutating func digits() -> Int {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - first
    }
}
