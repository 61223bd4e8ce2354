/// `type: string`: any text, optionally limited by `min_length`, `max_length` and a `pattern`.
///
/// Lengths count characters as a person sees them (grapheme clusters), after percent-decoding.
package struct StringRule: Sendable, Hashable {
    package var minLength: Int?
    package var maxLength: Int?
    /// A regular expression the whole value is tested against, matched in linear time.
    package var pattern: Pattern?

    package init(minLength: Int? = nil, maxLength: Int? = nil, pattern: Pattern? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
    }

    /// The rule, on a value's text as valid UTF-8: the length bounds, then the pattern.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        if minLength != nil || maxLength != nil, let fault = lengthFault(bytes) { return .invalid(fault) }
        // Borrowed in place: binding the pattern would copy it, retaining its source and automaton.
        if pattern?.matches(utf8: bytes) == false { return .invalid(.patternMismatch) }
        return .valid(())
    }

    /// The length bound that the text breaks, if any. Characters are counted only when the bytes
    /// do not settle it: printable ASCII is one character a byte, and text that is not empty has
    /// at least one character and at most one a scalar.
    private func lengthFault(_ bytes: LinkBytes) -> ValueFault? {
        let length: Int
        if bytes.isPrintableASCII {
            length = bytes.count
        } else if !bytes.isEmpty, (minLength ?? 0) <= 1, Self.scalarCount(bytes) <= (maxLength ?? .max) {
            return nil
        } else {
            length = bytes.text(0..<bytes.count).count
        }
        if let maxLength, length > maxLength { return .tooLong(maximum: maxLength, length: length) }
        if let minLength, length < minLength { return .tooShort(minimum: minLength, length: length) }
        return nil
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that do not continue a scalar.
    private static func scalarCount(_ bytes: LinkBytes) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
