/// Why a text is not JSON, and where: what ``JSONReader`` found wrong, at a UTF-8 offset into
/// the text it read. ``message`` words it for the `json` parameter's fault, and
/// ``routeMapMessage(in:)`` for a file's problem (a JSON route map, an
/// apple-app-site-association file); PlatformLinks words those of ``JSONDialect/androidStrict``
/// for an assetlinks.json's rejection.
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
        /// After the key whose opening quote is at `keyAt`.
        case expectedColon(keyAt: Int)
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
        /// At the first byte after `\u`; at the `\` in ``JSONDialect/androidStrict``.
        case unfinishedUnicodeEscape
        /// At the first byte after `\u`; at the `\` in ``JSONDialect/androidStrict``.
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
        /// Not a `[` where the text must start with one (``JSONArrayItemReader``).
        case expectedArray
        /// `,` or `;` where a list item should start, in ``JSONDialect/androidStrict``.
        case emptyItem
        /// `'` where a value should start, in ``JSONDialect/androidStrict``.
        case singleQuotedString
        /// `/` or `#` where a value should start, in ``JSONDialect/androidStrict``.
        case comment
        /// `/`, `#`, `\`, `;` or `=` inside an unquoted value (or `\`, `;`, `=` starting one), in
        /// ``JSONDialect/androidStrict``.
        case characterInUnquotedValue
        /// An unquoted value of `length` bytes that is neither `true`, `false`, `null` nor a
        /// number, in ``JSONDialect/androidStrict``.
        case unquotedValue(length: Int)
    }
}
