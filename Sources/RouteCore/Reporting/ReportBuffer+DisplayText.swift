import TextBytes

extension ReportBuffer {
    /// Appends a typed value as panels, explanations and `check`'s ok lines show it: `200`,
    /// `2.5`, `true`, `"hello"` (as ``String/quotedForMessage`` quotes it), JSON as it
    /// serializes, and a list as `[1, 2]`. ``TypedValue/displayText`` is this text.
    package mutating func append(displayText value: TypedValue) {
        switch value {
        case .int(let number): append(decimal: number)
        case .double(let number): append(jsonNumber: number)
        case .bool(let flag): append(flag ? "true" : "false")
        case .string(let text): text.withUTF8Bytes { append(quotedForMessage: $0) }
        case .json(let json): append(json: json)
        case .list(let values):
            append("[")
            for (index, element) in values.enumerated() {
                if index > 0 { append(", ") }
                append(displayText: element)
            }
            append("]")
        }
    }

    /// Appends the text of the UTF-8 bytes `utf8` as ``String/quotedForMessage`` quotes
    /// it: the usual value as it stands between quotes, without making a string.
    mutating func append(quotedForMessage utf8: LinkBytes) {
        guard utf8.isQuotedAsTheyStand else {
            append(String(decoding: utf8, as: UTF8.self).quotedForMessage)
            return
        }
        output.append(utf8, between: UInt8(ascii: "\""))
    }
}
