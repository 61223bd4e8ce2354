import TextBytes

extension JSONSyntaxError {
    /// The reason as an assetlinks.json's rejection says it, about the text `bytes` read in
    /// ``JSONDialect/androidStrict`` (``JSONNode/androidStatements(_:)``): what Android's strict
    /// reader refuses that a lenient one takes says so ("a comma before "]", which Android's
    /// strict JSON reader does not accept").
    func androidMessage(in bytes: [UInt8]) -> String {
        let atEnd = offset >= bytes.count
        switch reason {
        case .empty: return "the file is empty"
        case .expectedArray:
            if bytes[offset] == UInt8(ascii: "{") { return "the file holds a JSON object; Android's verifier reads an array of statements" }
            if bytes[offset...].starts(with: [0xEF, 0xBB, 0xBF]) {
                return "the file starts with a byte-order mark, which Android's JSON reader takes for an unquoted value"
            }
            return "the file must be a JSON array of statements; it starts with \(found(in: bytes))"
        case .unclosedArray: return "the file ends inside a list"
        case .unclosedObject, .endBeforeValue: return "the file ends inside an object"
        case .expectedKey:
            if atEnd { return "the file ends inside an object" }
            return notAccepted(bytes[offset] == UInt8(ascii: "'") ? "a single-quoted name" : "an unquoted name")
        case .expectedColon(let keyAt):
            if atEnd { return "the file ends inside an object" }
            var index = keyAt
            let key = bytes.withLinkBytes { (try? JSONStringLiteral.readAndroidStrict($0, at: &index)) ?? "" }
            if bytes[offset] == UInt8(ascii: "=") { return notAccepted("\"=\" instead of \":\" after the name \(key.quotedForMessage)") }
            return "expected \":\" after the name \(key.quotedForMessage), found \(found(in: bytes))"
        case .expectedCommaOrBracket:
            if bytes[offset] == UInt8(ascii: ";") { return notAccepted("\";\" between list items instead of \",\"") }
            return "expected \",\" or \"]\" after a list item, found \(found(in: bytes))"
        case .expectedCommaOrBrace: return "expected \",\" or \"}\" after an object's member, found \(found(in: bytes))"
        case .commaBeforeBracket: return notAccepted(#"a comma before "]""#)
        case .commaBeforeBrace: return notAccepted(#"a comma before "}""#)
        case .emptyItem: return notAccepted("an empty list item")
        case .singleQuotedString: return notAccepted("a single-quoted string")
        case .comment: return notAccepted("a comment")
        case .characterInUnquotedValue: return notAccepted("\(found(in: bytes)) in an unquoted value")
        case .unquotedValue(let length):
            return notAccepted("the unquoted value \(String(decoding: bytes[offset..<offset + length], as: UTF8.self).quotedForMessage)")
        case .unexpectedCharacter: return "expected a value, found \(found(in: bytes))"
        case .tooDeep(let limit): return "lists and objects nest more than \(limit) deep"
        case .unfinishedUnicodeEscape: return "the file ends inside a \\u escape"
        case .badUnicodeEscape: return "\\u\(String(decoding: bytes[offset + 2..<offset + 6], as: UTF8.self)) is not a \\u escape with four hex digits"
        case .unclosedString: return "the string opened here has no closing quote"
        case .textAfterValue, .unfinishedEscape, .unknownEscape, .controlCharacter, .loneHighSurrogate, .loneLowSurrogate, .leadingZero,
            .digitAfterDecimalPoint, .digitAfterExponent, .badNumber:
            // Reasons of RFC 8259 alone.
            return message
        }
    }

    /// The character at the offset, quoted.
    private func found(in bytes: [UInt8]) -> String {
        character(in: bytes, at: offset)
    }

    /// What only a lenient reader accepts.
    private func notAccepted(_ what: String) -> String {
        "\(what), which Android's strict JSON reader does not accept"
    }
}
