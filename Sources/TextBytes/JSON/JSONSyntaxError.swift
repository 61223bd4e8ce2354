/// Why a text is not JSON, and where: what ``JSONReader`` found wrong, at a UTF-8 offset into
/// the text it read. ``message`` words it for the `json` parameter's fault, and
/// ``routeMapMessage(in:)`` for a file's problem (a JSON route map, an
/// apple-app-site-association file).
@usableFromInline package struct JSONSyntaxError: Error, Sendable, Hashable {
    @usableFromInline package var reason: Reason
    /// UTF-8 offset into the read text.
    @usableFromInline package var offset: Int

    @inlinable package init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// What the reader found wrong (RFC 8259).
    @usableFromInline package enum Reason: Sendable, Hashable {
        /// Nothing but white space.
        case empty
        case textAfterValue
        /// Nesting deeper than the reader's limit, `limit` levels.
        case tooDeep(limit: Int)
        case endBeforeValue
        case unexpectedCharacter
        case expectedKey
        /// `{"a": 1,}`.
        case commaBeforeBrace
        case expectedColon
        case unclosedObject
        case expectedCommaOrBrace
        /// `[1,]`.
        case commaBeforeBracket
        case unclosedArray
        case expectedCommaOrBracket
        /// A `\` that ends the text.
        case unfinishedEscape
        case unknownEscape
        case controlCharacter
        /// At the string's opening quote.
        case unclosedString
        case unfinishedUnicodeEscape
        case badUnicodeEscape
        /// `\uD800` without a `\uDC00`…`\uDFFF` after it, at the first escape: half a UTF-16
        /// pair is no character (RFC 8259 §8.2).
        case loneHighSurrogate
        /// `\uDC00`…`\uDFFF` without a high surrogate before it, at the escape.
        case loneLowSurrogate
        /// `01`, `-00`: at the number's start (RFC 8259 §6).
        case leadingZero
        /// `1.`, `1.e5`.
        case digitAfterDecimalPoint
        /// `1e`, `1e+`.
        case digitAfterExponent
        /// A number whose builder has no value for it (none beyond `Double`'s range).
        case badNumber
    }
}
