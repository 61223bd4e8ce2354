/// An edit that resolves a ``Diagnostic``, and how safe it is to apply unseen.
///
/// The span is a UTF-8 byte range of the analysed input; an empty span is an insertion.
public struct Fix: Sendable, Hashable, Codable {
    /// How far a tool may trust a fix, as rustc's `Applicability` says it.
    public enum Applicability: String, Sendable, Hashable, Codable, CaseIterable {
        /// Safe to apply unseen: applied alone, it removes a problem of its code and adds no
        /// error that no machine-applicable fix mends next. `check --fix`, Alt-X and
        /// ``LinkAnalyzer/everyFix(for:)`` apply only these.
        case machineApplicable = "machine-applicable"
        /// Needs a value that only a person knows: it inserts a named placeholder to fill in.
        case hasPlaceholders = "has-placeholders"
        /// A guess, such as a did-you-mean between close names: look before applying it.
        case maybeIncorrect = "maybe-incorrect"
    }

    /// The bytes to replace, as UTF-8 offsets into the input.
    public var span: Range<Int>
    /// The text that replaces them.
    public var replacement: String
    /// How safe the edit is to apply unseen.
    public var applicability: Applicability

    package init(span: Range<Int>, replacement: String, _ applicability: Applicability) {
        self.span = span
        self.replacement = replacement
        self.applicability = applicability
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

    enum CodingKeys: String, CodingKey { case start, end, replacement, applicability }

    /// Reads a fix as ``encode(to:)`` writes it; one without `applicability` is
    /// ``Applicability-swift.enum/maybeIncorrect``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(Int.self, forKey: .start)
        let end = try container.decode(Int.self, forKey: .end)
        span = start..<max(start, end)
        replacement = try container.decode(String.self, forKey: .replacement)
        applicability = try container.decodeIfPresent(Applicability.self, forKey: .applicability) ?? .maybeIncorrect
    }

    /// Writes `start` and `end` (the span's UTF-8 byte offsets), `replacement` and
    /// `applicability`, as `check --format json` does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(span.lowerBound, forKey: .start)
        try container.encode(span.upperBound, forKey: .end)
        try container.encode(replacement, forKey: .replacement)
        try container.encode(applicability, forKey: .applicability)
    }
}
