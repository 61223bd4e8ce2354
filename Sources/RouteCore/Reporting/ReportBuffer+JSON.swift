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
    mutating func append(jsonString utf8: LinkBytes) {
        guard !output.append(plainJSONString: utf8, 0..<utf8.count) else { return }
        guard utf8.mayStartJSONEscape else {
            output.append(utf8, between: UInt8(ascii: "\""))
            return
        }
        output.append(UInt8(ascii: "\""))
        appendEscapedJSON(utf8)
        output.append(UInt8(ascii: "\""))
    }

    /// The bytes of `utf8` with their escapes: each run of bytes that starts none
    /// (``LinkByte/startsJSONEscape``) is copied whole, so that a message with an em dash or a
    /// `›` in it is not copied byte by byte.
    private mutating func appendEscapedJSON(_ utf8: LinkBytes) {
        let table = LinkByte.table
        var index = 0
        var runStart = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard table[Int(byte)].contains(.startsJSONEscape) else {
                index += 1
                continue
            }
            if runStart < index { output.append(utf8[rebasing: runStart..<index]) }
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case 0..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte))
            case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                appendUnicodeEscape(UInt32(utf8[index + 1]))
                index += 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: output.append(byte)
            }
            index += 1
            runStart = index
        }
        if runStart < utf8.count { output.append(utf8[rebasing: runStart..<utf8.count]) }
    }

    /// `\u` and four lower-case hex digits.
    private mutating func appendUnicodeEscape(_ value: UInt32) {
        append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
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
