import TextBytes

/// `type: string`: any text, optionally limited by `min_length`, `max_length` and a `pattern`.
///
/// Lengths count characters as a person sees them (grapheme clusters), after percent-decoding.
public struct StringRule: Sendable, Hashable {
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression the whole value is tested against, matched in linear time.
    public var pattern: Pattern?

    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: Pattern? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    var expectation: String {
        var words = "text"
        switch (minLength, maxLength) {
        case let (min?, max?): words += " of \(min) to \(max) characters"
        case let (min?, nil): words += " of at least \(min) characters"
        case let (nil, max?): words += " of at most \(max) characters"
        case (nil, nil): break
        }
        if let pattern { words += " matching \(pattern.source)" }
        return words
    }

    func read(_ text: String) -> ValueReading {
        if minLength != nil || maxLength != nil {
            let length = text.count
            if let maxLength, length > maxLength {
                return .invalid(
                    ValueProblem(.tooLong) { .init(predicate: "must be at most \(maxLength) characters, found \(length)", expected: expectation) })
            }
            if let minLength, length < minLength {
                return .invalid(
                    ValueProblem(.tooShort) { .init(predicate: "must be at least \(minLength) characters, found \(length)", expected: expectation) })
            }
        }
        if let pattern, !pattern.matches(text) {
            return .invalid(
                ValueProblem(.patternMismatch) { .init(predicate: "must match \(pattern.source), found \(text.quotedForMessage)", expected: expectation) })
        }
        return .valid(.string(text))
    }
}
