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

    /// What the bytes in `range` settle about reading the value: valid (every element non-empty
    /// and of the element type for a list, of the type and within the case policy otherwise),
    /// invalid, or undecided when only reading it can tell (an empty value, a type checked only
    /// by reading, a list that is not plain, text that is not ASCII unless a string's with no
    /// case policy). A valid value that is not a list comes with its typed value.
    ///
    /// - Parameter traits: the ``LinkByte/traits`` of the value's bytes, which the scan that found
    ///   the value gathered (``LinkByte/traits(of:_:)`` gathers them otherwise).
    @inline(__always)
    func verdict(on bytes: LinkBytes, _ range: Range<Int>, traits: LinkByte, rules: ValueRules) -> ValueVerdict {
        guard !range.isEmpty else { return .undecided }
        guard traits.isPlain(plusAsSpace: plusAsSpace) else { return isList ? .undecided : decodedVerdict(on: bytes, range, rules: rules) }
        if isList {
            var verdict = ValueVerdict.valid(nil)
            _ = ListRule.forEachElementRange(in: bytes, range) { element in
                verdict = element.isEmpty ? .invalid : typeVerdict(on: bytes, element, rules: rules).withoutValue
                return verdict.isValid
            }
            return verdict
        }
        let verdict = typeVerdict(on: bytes, range, rules: rules)
        return lowercase && traits.contains(.uppercase) && verdict.isValid ? .invalid : verdict
    }

    /// ``verdict(on:_:traits:rules:)`` for a value that is not plain, on its decoded bytes:
    /// invalid when they are not UTF-8 (so the value has no text); undecided for text that is
    /// not ASCII, unless the type is a string with no case policy. A valid value comes with the
    /// typed value of the text it decodes to, as a plain one does.
    private func decodedVerdict(on bytes: LinkBytes, _ range: Range<Int>, rules: ValueRules) -> ValueVerdict {
        ScratchList<UInt8>.withCapacity(range.count) { decoded in
            PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace, into: &decoded)
            let text = decoded.bytes
            let count = text.count
            if text.isASCII(0..<count) {
                let verdict = typeVerdict(on: text, 0..<count, rules: rules)
                return lowercase && verdict.isValid && LowercasePolicy.isBroken(by: text) ? .invalid : verdict
            }
            guard UTF8Decoding.invalidRanges(in: text).isEmpty else { return .invalid }
            guard !lowercase else { return .undecided }
            switch rule {
            case .anyText: return .valid(.text)
            case .string(let position): return ValueVerdict(rules.strings[Int(position)].check(text, buildingText: false)?.isValid)
            default: return .undecided
            }
        }
    }

    /// What ``ParamType/read(_:)`` makes of the text in `range` of `bytes`, valid UTF-8 (for a
    /// list type, `read` reads the text as one element): the type's rule, building no text, with
    /// the typed value the matcher records when valid; undecided when only reading it can tell
    /// (json, or a rule that needs the text: counting characters, comparing text that is not
    /// ASCII, scanning a link of other than the plain syntax).
    func typeVerdict(on bytes: LinkBytes, _ range: Range<Int>, rules: ValueRules) -> ValueVerdict {
        let text = bytes[rebasing: range]
        switch rule {
        case .int(let rule):
            guard case .valid(let value) = rule.check(text) else { return .invalid }
            return .valid(.int(value))
        case .double(let rule):
            guard case .valid(let value) = rule.check(text) else { return .invalid }
            return .valid(.double(value))
        case .bool:
            guard case .valid(let value) = BoolValue.check(text) else { return .invalid }
            return .valid(.bool(value))
        case .string(let position): return ValueVerdict(rules.strings[Int(position)].check(text, buildingText: false)?.isValid)
        case .anyText: return .valid(.text)
        case .enumeration(let position): return ValueVerdict(rules.enumerations[Int(position)].check(text, buildingText: false)?.isValid)
        case .uuid: return ValueVerdict(UUIDValue.check(text).isValid)
        case .color: return ValueVerdict(ColorValue.check(text).isValid)
        case .date: return ValueVerdict(DateValue.check(text).isValid)
        case .url(let position): return ValueVerdict(rules.urls[Int(position)].check(text).isValid)
        case .undecided: return .undecided
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
