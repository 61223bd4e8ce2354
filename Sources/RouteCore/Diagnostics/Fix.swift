/// A machine-applicable edit that resolves a ``Diagnostic``.
///
/// The span is a UTF-8 byte range of the analysed input; an empty span is an insertion.
public struct Fix: Sendable, Hashable, Codable {
    /// The bytes to replace, as UTF-8 offsets into the input.
    public var span: Range<Int>
    /// The text that replaces them.
    public var replacement: String

    package init(span: Range<Int>, replacement: String) {
        self.span = span
        self.replacement = replacement
    }

    /// Returns `input` with this edit applied.
    ///
    /// A span that does not fit the input leaves it unchanged.
    public func applied(to input: String) -> String {
        var bytes = Array(input.utf8)
        guard span.lowerBound >= 0, span.upperBound <= bytes.count else { return input }
        bytes.replaceSubrange(span, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    enum CodingKeys: String, CodingKey { case start, end, replacement }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(Int.self, forKey: .start)
        let end = try container.decode(Int.self, forKey: .end)
        span = start..<max(start, end)
        replacement = try container.decode(String.self, forKey: .replacement)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(span.lowerBound, forKey: .start)
        try container.encode(span.upperBound, forKey: .end)
        try container.encode(replacement, forKey: .replacement)
    }
}
