/// The one reader of JSON text, strictly as RFC 8259 writes it: no comments, no trailing
/// commas, no leading zeros, no half of a surrogate pair, nesting no deeper than a limit. Every
/// rule of JSON's syntax is here; what is made of the values is the `Builder`'s, so RouteCore's
/// `json` parameter and JSON route maps, and PlatformLinks' apple-app-site-association files,
/// refuse the same texts, at the same offsets, as Foundation's `JSONDecoder` does. A builder
/// may ask for the JSON Android reads instead (``JSONDialect/androidStrict``), as PlatformLinks'
/// assetlinks.json files are read (`JSONReader+AndroidStrict.swift`).
///
/// A recursive descent over the bytes, which it reads in place; a string without escapes is
/// made from its bytes directly (``JSONStringLiteral``). Inlinable, so that the module of each
/// builder specializes the reader for it: called through the builder's witness table from
/// here, it took 9% more instructions for a `check` of links with `json` values.
@usableFromInline package struct JSONReader<Builder: JSONTreeBuilder> {
    @usableFromInline let bytes: LinkBytes
    @usableFromInline let maximumDepth: Int
    @usableFromInline var builder: Builder
    @usableFromInline var index = 0

    /// Reads the one value `bytes` hold, with nothing but white space around it, into
    /// `builder`'s values; nesting deeper than `maximumDepth` is refused, so hostile input
    /// cannot exhaust the stack.
    @inlinable package static func read(_ bytes: LinkBytes, maximumDepth: Int, with builder: Builder) throws(JSONSyntaxError) -> Builder.Value {
        var builder = builder
        return try read(bytes, maximumDepth: maximumDepth, into: &builder)
    }

    /// ``read(_:maximumDepth:with:)``, leaving `builder` as the reading left it, with whatever
    /// it recorded on the way.
    @inlinable package static func read(_ bytes: LinkBytes, maximumDepth: Int, into builder: inout Builder) throws(JSONSyntaxError) -> Builder.Value {
        var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, builder: builder)
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error(.empty) }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error(.textAfterValue) }
        builder = reader.builder
        return value
    }

    @inlinable init(bytes: LinkBytes, maximumDepth: Int, builder: Builder) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.builder = builder
    }

    @inlinable func error(_ reason: JSONSyntaxError.Reason, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: offset ?? index)
    }

    @inlinable func isByte(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    @inlinable mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The value after `index` and any white space; nesting deeper than `maximumDepth` is
    /// refused at its first byte.
    @inlinable mutating func value(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        skipWhitespace()
        guard index < bytes.count else { throw error(.endBeforeValue) }
        guard depth < maximumDepth else { throw error(.tooDeep(limit: maximumDepth)) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try list(depth: depth)
        case UInt8(ascii: "\""): return builder.string(try string(), at: start)
        case _ where builder.dialect == .androidStrict: return try androidValue()
        case UInt8(ascii: "t"): return try literal(.true)
        case UInt8(ascii: "f"): return try literal(.false)
        case UInt8(ascii: "n"): return try literal(.null)
        default: return try number()
        }
    }

    @inlinable mutating func literal(_ literal: JSONLiteral) throws(JSONSyntaxError) -> Builder.Value {
        let start = index
        for byte in literal.rawValue.utf8 {
            guard isByte(byte) else { throw error(.unexpectedCharacter, at: start) }
            index += 1
        }
        return builder.literal(literal, at: start)
    }

    @inlinable mutating func object(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        var object = builder.startObject(at: index)
        index += 1
        // The last comma between members: none while the first is to come.
        var comma: Int? = nil
        while true {
            skipWhitespace()
            if try closes(UInt8(ascii: "}"), afterComma: comma, else: .commaBeforeBrace) { return builder.end(object) }
            guard isByte(UInt8(ascii: "\"")) else { throw error(.expectedKey) }
            let keyStart = index
            let key = builder.key(try string(), at: keyStart)
            skipWhitespace()
            guard isByte(UInt8(ascii: ":")) else { throw error(.expectedColon(keyAt: keyStart)) }
            index += 1
            let member = try value(depth: depth + 1)
            builder.add(member, for: key, to: &object)
            if try endsAfterEntry(UInt8(ascii: "}"), comma: &comma, else: .unclosedObject, .expectedCommaOrBrace) { return builder.end(object) }
        }
    }

    @inlinable mutating func list(depth: Int) throws(JSONSyntaxError) -> Builder.Value {
        var list = builder.startList(at: index)
        index += 1
        // The last comma between items: none while the first is to come.
        var comma: Int? = nil
        while let item = try item(afterComma: comma, depth: depth + 1) {
            builder.add(item, to: &list)
            if try endsAfterItem(comma: &comma) { break }
        }
        return builder.end(list)
    }

    /// The item of a list that starts after `index` and any white space, nil when its `]` is
    /// there instead, read past; `comma` is the comma before it, none for the first.
    @inlinable mutating func item(afterComma comma: Int?, depth: Int) throws(JSONSyntaxError) -> Builder.Value? {
        skipWhitespace()
        if try closes(UInt8(ascii: "]"), afterComma: comma, else: .commaBeforeBracket) { return nil }
        if builder.dialect == .androidStrict { try androidItemStart() }
        return try value(depth: depth)
    }

    /// After an item: whether the list's `]` follows, read past; else the comma, noted.
    @inlinable mutating func endsAfterItem(comma: inout Int?) throws(JSONSyntaxError) -> Bool {
        try endsAfterEntry(UInt8(ascii: "]"), comma: &comma, else: .unclosedArray, .expectedCommaOrBracket)
    }

    /// After a member or an item: a `,` (or, in ``JSONDialect/androidStrict``, a `;` between
    /// members), read past and noted in `comma` (false), or `closing`, read past (true);
    /// `unclosed` is thrown at the end of the text, `unexpected` before anything else.
    @inlinable mutating func endsAfterEntry(
        _ closing: UInt8, comma: inout Int?, else unclosed: JSONSyntaxError.Reason, _ unexpected: JSONSyntaxError.Reason
    ) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw error(unclosed) }
        switch bytes[index] {
        case let byte where byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") && closing == UInt8(ascii: "}") && builder.dialect == .androidStrict:
            comma = index
            index += 1
            return false
        case closing:
            index += 1
            return true
        default: throw error(unexpected)
        }
    }

    /// Whether `closing` is at `index`, and is read past: at once in an empty container, and
    /// right after the comma at `comma` only when the builder accepts that trailing comma
    /// (`reason` is thrown otherwise).
    @inlinable mutating func closes(_ closing: UInt8, afterComma comma: Int?, else reason: JSONSyntaxError.Reason) throws(JSONSyntaxError) -> Bool {
        guard isByte(closing) else { return false }
        if let comma, !builder.acceptsTrailingComma(at: comma) { throw error(reason) }
        index += 1
        return true
    }

    /// The string whose opening quote is at `index`, read past, as the dialect writes it.
    @inlinable mutating func string() throws(JSONSyntaxError) -> String {
        switch builder.dialect {
        case .rfc8259: try JSONStringLiteral.read(bytes, at: &index)
        case .androidStrict: try JSONStringLiteral.readAndroidStrict(bytes, at: &index)
        }
    }

    /// A number as RFC 8259 §6 writes it: `-`, digits without a leading zero, a fraction, an
    /// exponent.
    @inlinable mutating func number() throws(JSONSyntaxError) -> Builder.Value {
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
    @inlinable mutating func digits() -> Int {
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - first
    }
}
