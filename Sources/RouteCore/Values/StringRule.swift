import TextBytes

/// `type: string`: any text, optionally limited by `min_length`, `max_length` and a `pattern`.
///
/// Lengths count characters as a person sees them (grapheme clusters), after percent-decoding.
public struct StringRule: Sendable, Hashable {
    /// The fewest characters allowed (`min_length:`); nil for no lower bound.
    public var minLength: Int?
    /// The most characters allowed (`max_length:`); nil for no upper bound.
    public var maxLength: Int?
    /// A regular expression the whole value is tested against, matched in linear time.
    public var pattern: Pattern?

    /// A rule with these limits; with none, any text fits.
    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: Pattern? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    /// Whether the rule has no bound and no pattern, so that any text fits it.
    var acceptsAnyText: Bool { minLength == nil && maxLength == nil && pattern == nil }

    /// The rule, on a value's text as valid UTF-8: the length bounds, then the pattern.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        // Building the text, the rule always tells.
        check(bytes, buildingText: true)!
    }

    /// ``check(_:)``; nil when only counting the text's characters can tell and `buildingText`
    /// is false (a verdict builds no text).
    @inline(__always)
    func check(_ bytes: LinkBytes, buildingText: Bool) -> RuleOutcome<Void>? {
        if minLength != nil || maxLength != nil {
            switch length(of: bytes, buildingText: buildingText) {
            case .fits: break
            case .breaks(let fault): return .invalid(fault)
            case .needsCounting: return nil
            }
        }
        // Borrowed in place: binding the pattern would copy it, retaining its source and automaton.
        if pattern?.matches(utf8: bytes) == false { return .invalid(.patternMismatch) }
        return .valid(())
    }

    /// Whether a length is within the bounds.
    private enum LengthCheck {
        case fits
        case breaks(ValueFault)
        /// Only counting the characters can tell.
        case needsCounting
    }

    /// Whether the text's length is within the bounds. Characters are counted (building the text,
    /// when `buildingText`) only when the bytes do not settle it: printable ASCII is one character
    /// a byte, and text that is not empty has at least one character and at most one a scalar.
    private func length(of bytes: LinkBytes, buildingText: Bool) -> LengthCheck {
        let length: Int
        if bytes.isPrintableASCII {
            length = bytes.count
        } else if !bytes.isEmpty, (minLength ?? 0) <= 1, Self.scalarCount(bytes) <= (maxLength ?? .max) {
            return .fits
        } else if buildingText {
            length = bytes.text(0..<bytes.count).count
        } else {
            return .needsCounting
        }
        if let maxLength, length > maxLength { return .breaks(.tooLong(maximum: maxLength, length: length)) }
        if let minLength, length < minLength { return .breaks(.tooShort(minimum: minLength, length: length)) }
        return .fits
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that do not continue a scalar.
    private static func scalarCount(_ bytes: LinkBytes) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
