import TextBytes

/// The words of values: what each type expects, and why a value does not fit its type.
extension ProblemRenderer {
    /// The words of a value's fault.
    struct ValueWords: Sendable, Hashable {
        /// Completes a sentence after the parameter name: `expects an integer, found "abc"`.
        var predicate: String
        /// What was expected, in words.
        var expected: String
        /// A replacement for the whole value that would fix it, when one is clear.
        var suggestion: String?
        /// Whether ``suggestion`` differs from the value in letter case alone and reads as valid:
        /// the one value it can have meant, a fix to apply unseen.
        var isCaseOnly = false
    }

    /// The words of `fault`, which reading `text` against `type` (``ParamType/valueType``) found.
    static func valueWords(_ fault: ValueFault, of type: ParamType, found text: String) -> ValueWords {
        let expected = type.expectation
        switch (fault, type) {
        case (.mismatch, .int): return mismatch("an integer", text)
        case (.mismatch, .double): return mismatch("a number", text)
        case (.mismatch, .bool):
            var words = mismatch(expected, text)
            words.suggestion =
                switch text.lowercased() {
                case "true", "yes", "on", "y": "true"
                case "false", "no", "off", "n": "false"
                default: nil
                }
            return words
        case (.tooLarge, _): return ValueWords(predicate: "is too large for an integer, found \(text.quotedForMessage)", expected: expected)
        case (.belowMinimum(let bound), _):
            return ValueWords(predicate: "must be at least \(bound.text), found \(found(text, for: bound))", expected: expected)
        case (.aboveMaximum(let bound), _):
            return ValueWords(predicate: "must be at most \(bound.text), found \(found(text, for: bound))", expected: expected)
        case (.tooLong(let maximum, let length), _):
            return ValueWords(predicate: "must be at most \(maximum) characters, found \(length)", expected: expected)
        case (.tooShort(let minimum, let length), _):
            return ValueWords(predicate: "must be at least \(minimum) characters, found \(length)", expected: expected)
        case (.patternMismatch, .string(let rule)):
            var words = ValueWords(predicate: "must match \(rule.pattern?.source ?? ""), found \(text.quotedForMessage)", expected: expected)
            // `Google` where the pattern allows only lower case: the value lower-cased is the fix.
            let lowercased = text.lowercased()
            if lowercased != text, type.read(lowercased).isValid {
                words.predicate += "; lower-cased it fits"
                words.suggestion = lowercased
                words.isCaseOnly = true
            }
            return words
        case (.notInEnum, .enumeration(let rule)):
            // `CPC` for `cpc`: the one value spelt the same but for case is what was meant.
            let sameLetters = rule.values.filter { $0.lowercased() == text.lowercased() }
            let isCaseOnly = sameLetters.count == 1
            let suggestion = isCaseOnly ? sameLetters[0] : Suggestions.closest(to: text, in: rule.values)
            var predicate = "must be one of \(rule.values.joined(separator: ", ")), found \(text.quotedForMessage)"
            if let suggestion { predicate += "; did you mean \(suggestion)?" }
            return ValueWords(predicate: predicate, expected: expected, suggestion: suggestion, isCaseOnly: isCaseOnly)
        case (.invalidJSON(let error), _):
            return ValueWords(predicate: "expects \(expected), but \(error.message) at offset \(error.offset)", expected: expected)
        case (.duplicateKey(let key, _, let first), _):
            return ValueWords(
                predicate:
                    "expects \(expected), but key \(key.quotedForMessage) is written twice in one object (first at offset \(first)); JSON readers disagree on which value the app gets",
                expected: expected)
        case (.mismatch, _), (.schemeNotAllowed, _), (.patternMismatch, _), (.notInEnum, _): return mismatch(expected, text)
        }
    }

    /// `expects <expected>, found "<text>"`.
    private static func mismatch(_ expected: String, _ text: String) -> ValueWords {
        ValueWords(predicate: "expects \(expected), found \(text.quotedForMessage)", expected: expected)
    }

    /// What a value out of `bound` is shown as: an integer as its value reads, a number as
    /// written.
    private static func found(_ text: String, for bound: ValueBound) -> String {
        guard case .integer = bound, case .integer(let value) = text.withUTF8Bytes({ IntRule.parse($0, as: Int.self) }) else {
            return text
        }
        return String(value)
    }
}

extension ValueBound {
    /// The bound as a route map writes it.
    var text: String {
        switch self {
        case .integer(let value): String(value)
        case .number(let value): JSONValue.format(value)
        }
    }
}

extension ParamType {
    /// What a value must look like, in words: "an integer ≥ 1".
    package var expectation: String {
        switch self {
        case .int(let rule): "an integer" + Self.bounds(min: rule.min.map(String.init), max: rule.max.map(String.init))
        case .double(let rule): "a number" + Self.bounds(min: rule.min.map(JSONValue.format), max: rule.max.map(JSONValue.format))
        case .bool: BoolSpellings.standard.expectation
        case .string(let rule):
            "text"
                + {
                    switch (rule.minLength, rule.maxLength) {
                    case let (min?, max?): " of \(min) to \(max) characters"
                    case let (min?, nil): " of at least \(min) characters"
                    case let (nil, max?): " of at most \(max) characters"
                    case (nil, nil): ""
                    }
                }() + (rule.pattern.map { " matching \($0.source)" } ?? "")
        case .enumeration(let rule): "one of " + rule.values.joined(separator: ", ")
        case .url(let rule): rule.schemes.isEmpty ? "an absolute URL" : "an absolute \(rule.schemes.joined(separator: " or ")) URL"
        case .uuid: "a UUID"
        case .date: "an ISO 8601 date (2026-11-22 or 2026-11-22T09:30:00Z)"
        case .json: "a JSON value"
        case .list(let rule): "a list of " + rule.element.expectation
        case .color: "a colour #RRGGBB"
        }
    }

    /// Words for numeric bounds: " from 1 to 5", " ≥ 1", " ≤ 5", or nothing.
    static func bounds(min: String?, max: String?) -> String {
        switch (min, max) {
        case let (min?, max?): " from \(min) to \(max)"
        case let (min?, nil): " ≥ \(min)"
        case let (nil, max?): " ≤ \(max)"
        case (nil, nil): ""
        }
    }
}
