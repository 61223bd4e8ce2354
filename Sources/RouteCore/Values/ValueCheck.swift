import TextBytes

/// A parameter's type prepared once for checking many values on their bytes: whether reading a
/// value against the type would succeed, told without building its text or its typed value.
///
/// It answers for the types whose rules it can apply to bytes (int, double, string, enum, bool,
/// uuid, date, url, and lists of them), on plain values (ASCII without `%`, and without `+` when
/// `+` means a space), whose bytes are their own decoded text, and on other values once decoded
/// into scratch memory, when their text is ASCII (or any text, for a string with no rule). For
/// anything else it answers nil, and reading the value decides. `PlainValueTypingTests` checks
/// that it agrees with ``ParamType/read(_:)`` and with the matcher's reading whenever it answers.
///
/// A class, so that the matcher borrows the prepared rule instead of copying it (and its pattern
/// and values) for every value.
final class ValueCheck: Sendable {
    /// A type's rule, with what checking bytes needs prepared. Its payloads are plain numbers, so
    /// that switching over it copies nothing that is reference counted; a pattern and enum
    /// values are stored beside it.
    private enum Rule {
        case int(IntRule)
        case double(DoubleRule)
        /// Also the ``ValueCheck/pattern``, if any.
        case string(minLength: Int?, maxLength: Int?)
        /// The ``ValueCheck/values``; `allASCII` when every value is ASCII, so that unequal bytes
        /// mean unequal text (a non-ASCII value can equal ASCII text: U+212A KELVIN SIGN equals "K").
        case enumeration(allASCII: Bool)
        case bool
        case uuid
        case color
        case date
        /// Also the ``ValueCheck/schemes``.
        case url
        /// Only reading the value can tell (json, a list of lists).
        case undecided

        init(_ type: ParamType) {
            switch type {
            case .int(let rule): self = .int(rule)
            case .double(let rule): self = .double(rule)
            case .string(let rule): self = .string(minLength: rule.minLength, maxLength: rule.maxLength)
            case .enumeration(let rule): self = .enumeration(allASCII: rule.values.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
            case .bool: self = .bool
            case .uuid: self = .uuid
            case .color: self = .color
            case .date: self = .date
            case .url: self = .url
            case .json, .list: self = .undecided
            }
        }
    }

    /// The rule of the value, or of each element of a list.
    private let rule: Rule
    /// A string rule's pattern.
    private let pattern: Pattern?
    /// An enum rule's values, as UTF-8.
    private let values: [[UInt8]]
    /// A url rule's schemes (lower-cased; none allows any).
    private let schemes: NameKeys
    /// Whether values are comma-separated lists (``ListRule``).
    private let isList: Bool
    /// Whether `+` in a value means a space (``ParamSpec/plusAsSpace``).
    private let plusAsSpace: Bool
    /// Whether an upper-case letter breaks the campaign lower-case policy.
    private let lowercase: Bool

    /// Prepares the check of values of `type`.
    ///
    /// - Parameters:
    ///   - plusAsSpace: `+` in a value means a space, so a value holding one is not plain.
    ///   - lowercase: the campaign lower-case policy applies; it never applies to lists.
    init(_ type: ParamType, plusAsSpace: Bool = false, lowercase: Bool = false) {
        var valueType = type
        if case .list(let rule) = type {
            valueType = rule.element
            isList = true
        } else {
            isList = false
        }
        rule = Rule(valueType)
        switch valueType {
        case .string(let rule): (pattern, values) = (rule.pattern, [])
        case .enumeration(let rule): (pattern, values) = (nil, rule.values.map { Array($0.utf8) })
        default: (pattern, values) = (nil, [])
        }
        if case .url(let rule) = valueType {
            schemes = NameKeys(rule.schemes)
        } else {
            schemes = NameKeys([])
        }
        self.plusAsSpace = plusAsSpace
        self.lowercase = lowercase
    }

    /// Prepares the check of `spec`'s values, with the campaign lower-case policy when `lowercase`.
    convenience init(_ spec: ParamSpec, lowercase: Bool = false) {
        self.init(spec.type, plusAsSpace: spec.plusAsSpace, lowercase: lowercase)
    }

    /// Whether the value in `range` of `bytes` reads as valid: every element non-empty and of the
    /// element type for a list, of the type and within the case policy otherwise; nil when only
    /// reading it can tell (an empty value, a type checked only by reading, a list that is not
    /// plain, text that is not ASCII under a rule or the case policy).
    ///
    /// - Parameter traits: the ``LinkByte/traits`` of the value's bytes, which the scan that found
    ///   the value gathered (``LinkByte/traits(of:_:)`` gathers them otherwise).
    func verdict(on bytes: LinkBytes, _ range: Range<Int>, traits: LinkByte) -> Bool? {
        guard !range.isEmpty else { return nil }
        guard traits.isPlain(plusAsSpace: plusAsSpace) else { return isList ? nil : decodedVerdict(on: bytes, range) }
        if isList {
            var verdict: Bool? = true
            _ = ListRule.forEachElementRange(in: bytes, range) { element in
                verdict = element.isEmpty ? false : typeVerdict(on: bytes, element)
                return verdict == true
            }
            return verdict
        }
        guard let fits = typeVerdict(on: bytes, range) else { return nil }
        return fits && !(lowercase && traits.contains(.uppercase))
    }

    /// ``verdict(on:_:traits:)`` for a value that is not plain, on its decoded bytes: false when they are
    /// not UTF-8 (so the value has no text); nil for text that is not ASCII, unless the type is a
    /// string with no pattern, no case policy, and length bounds that the number of scalars
    /// settles.
    private func decodedVerdict(on bytes: LinkBytes, _ range: Range<Int>) -> Bool? {
        ScratchList<UInt8>.withCapacity(range.count) { decoded in
            PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace, into: &decoded)
            let text = decoded.bytes
            let count = text.count
            if text.isASCII(0..<count) {
                guard let fits = typeVerdict(on: text, 0..<count) else { return nil }
                return fits && !(lowercase && text.containsASCIIUppercase(0..<count))
            }
            guard UTF8Decoding.invalidRanges(in: text).isEmpty else { return false }
            guard case .string(let minLength, let maxLength) = rule, pattern == nil, !lowercase else { return nil }
            // Text that is not empty has at least one character, and at most one per scalar.
            guard (minLength ?? 0) <= 1, (maxLength ?? .max) >= Self.scalarCount(text) else { return nil }
            return true
        }
    }

    /// The typed value of the plain text in `range` of `bytes`, which ``verdict(on:_:traits:)``
    /// found valid, as the matcher records it; nil for a list or a type only reading can tell.
    func plainValue(on bytes: LinkBytes, _ range: Range<Int>) -> ParamRecord.Value? {
        guard !isList else { return nil }
        let text = bytes[rebasing: range]
        switch rule {
        case .int:
            guard case .integer(let value) = IntRule.parse(text) else { return nil }
            return .int(value)
        case .double: return DoubleRule.parse(utf8: text).map { .double($0) }
        case .bool: return BoolValue.value(plain: text).map { .bool($0) }
        case .string, .enumeration, .uuid, .color, .date, .url: return .text
        case .undecided: return nil
        }
    }

    /// Whether ``ParamType/read(_:)`` finds the plain text in `range` of `bytes` valid (for a
    /// list type, `read` reads the text as one element); nil when only reading it can tell.
    func typeVerdict(on bytes: LinkBytes, _ range: Range<Int>) -> Bool? {
        switch rule {
        case .int(let rule):
            guard case .integer(let value) = IntRule.parse(bytes[rebasing: range]) else { return false }
            return rule.contains(value)
        case .double(let rule):
            guard let value = DoubleRule.parse(utf8: bytes[rebasing: range]) else { return false }
            return rule.contains(value)
        case .string(let minLength, let maxLength):
            if minLength != nil || maxLength != nil {
                // Printable ASCII is one character per byte; only reading counts the grapheme
                // clusters of control characters.
                guard range.allSatisfy({ bytes[$0] >= 0x20 && bytes[$0] < 0x7F }) else { return nil }
                if let maxLength, range.count > maxLength { return false }
                if let minLength, range.count < minLength { return false }
            }
            // Borrowed in place: binding the pattern would copy it, retaining its source and automaton.
            return pattern?.matches(utf8: bytes[rebasing: range]) ?? true
        case .enumeration(let allASCII):
            // Equal bytes are equal text; unequal bytes are unequal text unless a value is not ASCII.
            for value in values where bytes.bytesEqual(range, value) { return true }
            return allASCII ? false : nil
        case .bool: return BoolValue.value(plain: bytes[rebasing: range]) != nil
        case .uuid: return UUIDValue.isUUID(utf8: bytes[rebasing: range])
        case .color: return ColorValue.isColor(utf8: bytes[rebasing: range])
        case .date: return DateValue.isDate(bytes[rebasing: range])
        case .url: return urlVerdict(on: bytes[rebasing: range])
        case .undecided: return nil
        }
    }

    /// The number of Unicode scalars in valid UTF-8: the bytes that do not continue a scalar.
    private static func scalarCount(_ text: LinkBytes) -> Int {
        text.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Whether ``URLRule`` reads `text` as valid: nil unless it has the plain syntax of a link,
    /// which the scanner reads with a scheme and no error (and unless a scheme is not ASCII); then
    /// whether one of ``schemes`` is its scheme lower-cased.
    private func urlVerdict(on text: LinkBytes) -> Bool? {
        guard !schemes.hasNonASCIIKeys else { return nil }
        // The segments and items are not needed: room for none is enough.
        var layout = PlainLinkSyntax.Layout(segments: ScratchList(), items: ScratchList())
        guard PlainLinkSyntax(bytes: text).scan(into: &layout) else { return nil }
        return schemes.count == 0 || text.lowercasedIndex(of: layout.scheme, in: schemes) != nil
    }
}
