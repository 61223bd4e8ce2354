import TextBytes

/// A parameter's type prepared once for checking many values on their bytes: whether reading a
/// value against the type would succeed, told without building its text or its typed value.
///
/// It applies the type's rule (the one ``ParamType/read(_:)`` applies) to plain values (ASCII
/// without `%`, and without `+` when `+` means a space), whose bytes are their own decoded text,
/// and to other values once decoded into scratch memory, when their text is ASCII (or any text,
/// for a string). It builds no text, and allocates nothing but the scan of a url value: where
/// the rule would need the text (json, a list of lists, counting characters, comparing text that
/// is not ASCII, text that is not ASCII under the case policy) it answers nil, and reading the
/// value decides.
///
/// A plain row of ``CompiledRouteMap/checks``: numbers and flags, copied and dropped without
/// counting a reference. The rules that hold arrays or a pattern (string, enum and url rules)
/// sit in ``ValueRules``, and the row names its rule there by position.
struct ValueCheck: Sendable {
    /// A type's rule. Its payloads are plain numbers: bounds, or a position in ``ValueRules``.
    private enum Rule {
        case int(IntRule)
        case double(DoubleRule)
        /// A string rule, at this position of ``ValueRules/strings``.
        case string(Int32)
        /// A string rule that accepts any text (``StringRule/acceptsAnyText``).
        case anyText
        /// An enum rule, at this position of ``ValueRules/enumerations``.
        case enumeration(Int32)
        case bool
        case uuid
        case color
        case date
        /// A url rule, at this position of ``ValueRules/urls``.
        case url(Int32)
        /// Only reading the value can tell (json, a list of lists).
        case undecided

        /// The rule of `type`, adding the rule it holds to `rules`.
        init(_ type: ParamType, rules: inout ValueRules) {
            switch type {
            case .int(let rule): self = .int(rule)
            case .double(let rule): self = .double(rule)
            case .string(let rule):
                if rule.acceptsAnyText {
                    self = .anyText
                } else {
                    rules.strings.append(rule)
                    self = .string(Int32(rules.strings.count - 1))
                }
            case .enumeration(let rule):
                rules.enumerations.append(rule)
                self = .enumeration(Int32(rules.enumerations.count - 1))
            case .bool: self = .bool
            case .uuid: self = .uuid
            case .color: self = .color
            case .date: self = .date
            case .url(let rule):
                rules.urls.append(rule)
                self = .url(Int32(rules.urls.count - 1))
            case .json, .list: self = .undecided
            }
        }
    }

    /// The rule of the value, or of each element of a list.
    private let rule: Rule
    /// Whether values are comma-separated lists (``ListRule``).
    private let isList: Bool
    /// Whether `+` in a value means a space (``ParamSpec/plusAsSpace``).
    private let plusAsSpace: Bool
    /// Whether an upper-case letter breaks the campaign lower-case policy.
    private let lowercase: Bool

    /// Prepares the check of `spec`'s values, with the campaign lower-case policy when
    /// `lowercase` (it never applies to lists), adding the rule it holds to `rules`.
    init(_ spec: ParamSpec, lowercase: Bool = false, rules: inout ValueRules) {
        var valueType = spec.type
        if case .list(let rule) = spec.type {
            valueType = rule.element
            isList = true
        } else {
            isList = false
        }
        rule = Rule(valueType, rules: &rules)
        plusAsSpace = spec.plusAsSpace
        self.lowercase = lowercase
    }

    /// Whether the value in `range` of `bytes` reads as valid: every element non-empty and of the
    /// element type for a list, of the type and within the case policy otherwise; nil when only
    /// reading it can tell (an empty value, a type checked only by reading, a list that is not
    /// plain, text that is not ASCII unless a string's with no case policy).
    ///
    /// - Parameter traits: the ``LinkByte/traits`` of the value's bytes, which the scan that found
    ///   the value gathered (``LinkByte/traits(of:_:)`` gathers them otherwise).
    @inline(__always)
    func verdict(on bytes: LinkBytes, _ range: Range<Int>, traits: LinkByte, rules: ValueRules) -> Bool? {
        guard !range.isEmpty else { return nil }
        guard traits.isPlain(plusAsSpace: plusAsSpace) else { return isList ? nil : decodedVerdict(on: bytes, range, rules: rules) }
        if isList {
            var verdict: Bool? = true
            _ = ListRule.forEachElementRange(in: bytes, range) { element in
                verdict = element.isEmpty ? false : typeVerdict(on: bytes, element, rules: rules)
                return verdict == true
            }
            return verdict
        }
        guard let fits = typeVerdict(on: bytes, range, rules: rules) else { return nil }
        return fits && !(lowercase && traits.contains(.uppercase))
    }

    /// ``verdict(on:_:traits:)`` for a value that is not plain, on its decoded bytes: false when they are
    /// not UTF-8 (so the value has no text); nil for text that is not ASCII, unless the type is a
    /// string with no case policy.
    private func decodedVerdict(on bytes: LinkBytes, _ range: Range<Int>, rules: ValueRules) -> Bool? {
        ScratchList<UInt8>.withCapacity(range.count) { decoded in
            PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace, into: &decoded)
            let text = decoded.bytes
            let count = text.count
            if text.isASCII(0..<count) {
                guard let fits = typeVerdict(on: text, 0..<count, rules: rules) else { return nil }
                return fits && !(lowercase && LowercasePolicy.isBroken(by: text))
            }
            guard UTF8Decoding.invalidRanges(in: text).isEmpty else { return false }
            guard !lowercase else { return nil }
            switch rule {
            case .anyText: return true
            case .string(let position): return rules.strings[Int(position)].check(text, buildingText: false)?.isValid
            default: return nil
            }
        }
    }

    /// The typed value of the plain text in `range` of `bytes`, which ``verdict(on:_:traits:)``
    /// found valid, as the matcher records it; nil for a list or a type only reading can tell.
    func plainValue(on bytes: LinkBytes, _ range: Range<Int>) -> ParamRecord.Value? {
        guard !isList else { return nil }
        let text = bytes[rebasing: range]
        switch rule {
        case .int(let rule):
            guard case .valid(let value) = rule.check(text) else { return nil }
            return .int(value)
        case .double(let rule):
            guard case .valid(let value) = rule.check(text) else { return nil }
            return .double(value)
        case .bool:
            guard case .valid(let value) = BoolValue.check(text) else { return nil }
            return .bool(value)
        case .string, .anyText, .enumeration, .uuid, .color, .date, .url: return .text
        case .undecided: return nil
        }
    }

    /// Whether ``ParamType/read(_:)`` finds the text in `range` of `bytes`, valid UTF-8, valid
    /// (for a list type, `read` reads the text as one element): the type's rule, building no
    /// text; nil when only reading it can tell (json, or a rule that needs the text: counting
    /// characters, comparing text that is not ASCII, scanning a link of other than the plain
    /// syntax).
    func typeVerdict(on bytes: LinkBytes, _ range: Range<Int>, rules: ValueRules) -> Bool? {
        let text = bytes[rebasing: range]
        switch rule {
        case .int(let rule): return rule.check(text).isValid
        case .double(let rule): return rule.check(text).isValid
        case .string(let position): return rules.strings[Int(position)].check(text, buildingText: false)?.isValid
        case .anyText: return true
        case .enumeration(let position): return rules.enumerations[Int(position)].check(text, buildingText: false)?.isValid
        case .bool: return BoolValue.check(text).isValid
        case .uuid: return UUIDValue.check(text).isValid
        case .color: return ColorValue.check(text).isValid
        case .date: return DateValue.check(text).isValid
        case .url(let position): return rules.urls[Int(position)].check(text).isValid
        case .undecided: return nil
        }
    }
}

/// The rules of ``ValueCheck`` rows that hold arrays or a pattern, by position: the compiled map
/// keeps them beside its plain rows (``CompiledRouteMap/valueRules``).
struct ValueRules: Sendable {
    var strings: [StringRule] = []
    var enumerations: [EnumRule] = []
    var urls: [URLRule] = []
}
