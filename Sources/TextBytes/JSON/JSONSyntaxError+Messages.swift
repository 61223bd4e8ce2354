extension JSONSyntaxError {
    /// The reason as a `json` value's fault (and a linking config's problem) says it: "the array
    /// is not closed".
    package var message: String {
        switch reason {
        case .textAfterValue: "unexpected text after the value"
        case .tooDeep(let limit): "nesting is deeper than \(limit)"
        case .empty, .endBeforeValue: "the text ends where a value should start"
        case .unexpectedCharacter, .commaBeforeBracket: "unexpected character"
        case .expectedKey, .commaBeforeBrace: "expected a key in quotes"
        case .expectedColon: "expected \":\" after a key"
        case .unclosedObject: "the object is not closed"
        case .expectedCommaOrBrace: "expected \",\" or \"}\""
        case .unclosedArray: "the array is not closed"
        case .expectedCommaOrBracket: "expected \",\" or \"]\""
        case .unfinishedEscape: "unfinished escape"
        case .unknownEscape: "unknown escape"
        case .controlCharacter: "control character inside a string"
        case .unclosedString: "the string is not closed"
        case .unfinishedUnicodeEscape: "unfinished \\u escape"
        case .badUnicodeEscape: "bad \\u escape"
        case .loneHighSurrogate: "a high surrogate without its low surrogate"
        case .loneLowSurrogate: "a low surrogate without its high surrogate"
        case .leadingZero: "a number cannot start with 0"
        case .digitAfterDecimalPoint: "a digit must follow the decimal point"
        case .digitAfterExponent: "a digit must follow the exponent"
        case .badNumber: "bad number"
        case .expectedArray: "expected \"[\""
        case .emptyItem: "an empty list item"
        case .singleQuotedString: "a single-quoted string"
        case .comment: "a comment"
        case .characterInUnquotedValue, .unquotedValue: "an unquoted value"
        }
    }

    /// The reason as a file's problem says it (a JSON route map's, an
    /// apple-app-site-association file's), about the text `bytes`: ``message``, more precisely
    /// where a file's reader can show the character at fault ("a comma before "]"").
    package func routeMapMessage(in bytes: [UInt8]) -> String {
        switch reason {
        case .empty: "the file is empty"
        case .unexpectedCharacter: "unexpected character \(character(in: bytes, at: offset))"
        case .commaBeforeBrace: #"a comma before "}""#
        case .commaBeforeBracket: #"a comma before "]""#
        case .unknownEscape: "unknown escape \"\\\(character(in: bytes, at: offset + 1, quoted: false))\""
        case .controlCharacter: "a control character inside a string; write it as an escape such as \\n"
        case .badUnicodeEscape: "a \\u escape needs four hex digits"
        case .tooDeep, .textAfterValue, .endBeforeValue, .expectedKey, .expectedColon, .unclosedObject, .expectedCommaOrBrace, .unclosedArray,
            .expectedCommaOrBracket, .unfinishedEscape, .unclosedString, .unfinishedUnicodeEscape, .loneHighSurrogate, .loneLowSurrogate,
            .leadingZero, .digitAfterDecimalPoint, .digitAfterExponent, .badNumber, .expectedArray, .emptyItem, .singleQuotedString, .comment,
            .characterInUnquotedValue, .unquotedValue:
            message
        }
    }

    /// The character at `offset` for a message: `"x"`, or `at the end of the text`.
    package func character(in bytes: [UInt8], at offset: Int, quoted: Bool = true) -> String {
        guard offset < bytes.count else { return "at the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        return quoted ? character.quotedForMessage : character
    }
}
