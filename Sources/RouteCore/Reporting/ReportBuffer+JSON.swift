import TextBytes

extension ReportBuffer {
    /// Appends a JSON string literal with the escapes ``JSONValue/serialized()`` uses: `\"`,
    /// `\\`, `\n`, `\r`, `\t`, and `\u00XX` (lower-case hex) for the other C0 controls, DEL, the
    /// C1 controls and U+2028/U+2029, so that a line of JSON Lines is never split or hidden.
    ///
    /// Works on the UTF-8 bytes: a string with none of the bytes that can start an escape (the
    /// usual link) is copied whole, an ASCII one in the same pass that looks at it.
    package mutating func append(jsonString text: String) {
        text.withUTF8Bytes { append(jsonString: $0) }
    }

    /// Appends the text of the UTF-8 bytes `utf8` as a JSON string literal, as
    /// the `String` overload does.
    ///
    /// Text that is not plain ASCII is escaped in one pass after the plain attempt stops: the
    /// bytes between two escapes (``LinkBytes/firstJSONEscapeStart(from:)``) are copied as one
    /// run, so that a message with an em dash or a `›` in it is not copied byte by byte.
    mutating func append(jsonString utf8: LinkBytes) {
        guard !output.append(plainJSONString: utf8, 0..<utf8.count) else { return }
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while let start = utf8.firstJSONEscapeStart(from: index) {
            index = start + 1
            let escaped: UInt32
            switch utf8[start] {
            case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
                escaped = UInt32(utf8[index])
                index += 1
            case 0xE2 where index + 1 < utf8.count && utf8[index] == 0x80 && (utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9):
                escaped = utf8[index + 1] == 0xA8 ? 0x2028 : 0x2029
                index += 2
            // The lead byte of a scalar that is not escaped: the run goes on.
            case 0xC2, 0xE2: continue
            case let byte: escaped = UInt32(byte)
            }
            output.append(utf8[rebasing: runStart..<start])
            appendEscape(of: escaped)
            runStart = index
        }
        output.append(utf8[rebasing: runStart..<utf8.count])
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of `scalar`: `\"`, `\\`, `\n`, `\r`, `\t`, or `\u` and four lower-case hex
    /// digits.
    private mutating func appendEscape(of scalar: UInt32) {
        switch scalar {
        case 0x22: append("\\\"")
        case 0x5C: append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        default:
            append("\\u")
            for shift in stride(from: 12, through: 0, by: -4) {
                let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
                output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            }
        }
    }

    /// Appends a number as ``JSONValue/format(_:)`` writes it, an integral one without making a
    /// string.
    mutating func append(jsonNumber value: Double) {
        if let integral = JSONValue.integral(value) { append(decimal: integral) } else { append(JSONValue.format(value)) }
    }

    /// Appends `true` or `false`.
    mutating func append(jsonBool flag: Bool) { append(flag ? "true" : "false") }

    /// Appends a JSON value as ``JSONValue/serialized()`` writes it: compact, keys in order.
    package mutating func append(json value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(jsonBool: flag)
        case .int(let number): append(decimal: number)
        case .double(let number): append(jsonNumber: number)
        case .string(let text): append(jsonString: text)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(json: element)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let pairs):
            output.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(jsonString: pair.key)
                output.append(UInt8(ascii: ":"))
                append(json: pair.value)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a typed value as its ``TypedValue/jsonValue`` serializes, without building it.
    package mutating func append(json value: TypedValue) {
        switch value {
        case .int(let number): append(decimal: number)
        case .double(let number): append(jsonNumber: number)
        case .bool(let flag): append(jsonBool: flag)
        case .string(let text): append(jsonString: text)
        case .json(let json): append(json: json)
        case .list(let values):
            output.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(json: element)
            }
            output.append(UInt8(ascii: "]"))
        }
    }
}
