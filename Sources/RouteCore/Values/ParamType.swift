import TextBytes

/// The type of a parameter, with its constraints. A closed set: `switch` over it is exhaustive.
///
/// Each case's rules live in their own file (`IntRule.swift`, `StringRule.swift`, …).
public indirect enum ParamType: Sendable, Hashable {
    case int(IntRule)
    case double(DoubleRule)
    case bool
    case string(StringRule)
    case enumeration(EnumRule)
    case url(URLRule)
    case uuid
    case date
    case json
    case list(ListRule)
    case color

    /// The kinds of type, by the name a route map gives them (`type: int`): a closed set, so the
    /// loader reads a type name once and then switches over its kind.
    package enum Kind: String, Sendable, CaseIterable {
        case int, double, bool, string
        case enumeration = "enum"
        case url, uuid, date, json, list, color
    }

    /// The kind of this type.
    package var kind: Kind {
        switch self {
        case .int: .int
        case .double: .double
        case .bool: .bool
        case .string: .string
        case .enumeration: .enumeration
        case .url: .url
        case .uuid: .uuid
        case .date: .date
        case .json: .json
        case .list: .list
        case .color: .color
        }
    }

    /// The name used in route maps: `int`, `enum`, `list<int>`…
    package var name: String {
        guard case .list(let rule) = self else { return kind.rawValue }
        return "list<\(rule.element.name)>"
    }

    /// What a value must look like, in words: "an integer ≥ 1".
    package var expectation: String {
        switch self {
        case .int(let rule): rule.expectation
        case .double(let rule): rule.expectation
        case .bool: BoolValue.expectation
        case .string(let rule): rule.expectation
        case .enumeration(let rule): rule.expectation
        case .url(let rule): rule.expectation
        case .uuid: UUIDValue.expectation
        case .date: DateValue.expectation
        case .json: JSONValue.expectation
        case .list(let rule): rule.expectation
        case .color: ColorValue.expectation
        }
    }

    /// Reads one decoded value: a typed value, or the reason it does not fit.
    ///
    /// Lists are split by the matcher, which reads each element with the element type.
    package func read(_ text: String) -> ValueReading {
        switch self {
        case .int(let rule): rule.read(text)
        case .double(let rule): rule.read(text)
        case .bool: BoolValue.read(text)
        case .string(let rule): rule.read(text)
        case .enumeration(let rule): rule.read(text)
        case .url(let rule): rule.read(text)
        case .uuid: UUIDValue.read(text)
        case .date: DateValue.read(text)
        case .json: JSONValue.read(text)
        case .list(let rule): rule.element.read(text)
        case .color: ColorValue.read(text)
        }
    }

    /// Whether an empty value (`name=`) is a legitimate value of this type.
    /// Whether a value of this type is text a person reads (a name, a number, a date), in which
    /// `%2520` is `%20` encoded twice; not a link or JSON, whose own escapes are written `%25`.
    package var readsText: Bool {
        switch self {
        case .url, .json: false
        case .list(let rule): rule.element.readsText
        default: true
        }
    }

    package var acceptsEmpty: Bool {
        switch self {
        case .string(let rule): rule.minLength ?? 0 == 0
        default: false
        }
    }
}

/// The outcome of reading one value against its type.
package enum ValueReading: Sendable, Hashable {
    case valid(TypedValue)
    case invalid(ValueProblem)

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }
}

/// Why a value does not fit its type: the code and a predicate that completes "`name` …".
///
/// A rule that finds a problem does not know whether anyone will read its words (a run that only
/// counts problems never does), so the rules' own problems write them when they are read.
package struct ValueProblem: Sendable, Hashable, CustomReflectable {
    /// One of the value codes: type-mismatch, out-of-range, not-in-enum, pattern-mismatch,
    /// too-long or too-short.
    package var code: DiagnosticCode
    /// Completes a sentence after the parameter name: `expects an integer, found "abc"`.
    package var predicate: String {
        get { words.predicate }
        set { modifyWords { $0.predicate = newValue } }
    }
    /// What was expected, in words.
    package var expected: String {
        get { words.expected }
        set { modifyWords { $0.expected = newValue } }
    }
    /// A replacement value for the whole value that would fix it, when one is clear.
    package var suggestion: String? {
        get { words.suggestion }
        set { modifyWords { $0.suggestion = newValue } }
    }
    private var wording: Wording

    /// The words of a problem, as written.
    struct Words: Sendable, Hashable {
        var predicate: String
        var expected: String
        var suggestion: String?
    }

    /// The words, or what writes them.
    private enum Wording: Sendable {
        case written(Words)
        /// `expects <expected>, found "<found>"`.
        case mismatch(expected: String, found: String)
        case deferred(@Sendable () -> Words)
    }

    package init(_ code: DiagnosticCode, _ predicate: String, expected: String, suggestion: String? = nil) {
        self.code = code
        wording = .written(Words(predicate: predicate, expected: expected, suggestion: suggestion))
    }

    /// A problem whose words `words` writes, each time they are read.
    init(_ code: DiagnosticCode, words: @escaping @Sendable () -> Words) {
        self.init(code, wording: .deferred(words))
    }

    private init(_ code: DiagnosticCode, wording: Wording) {
        self.code = code
        self.wording = wording
    }

    /// The common "expects X, found "text"" problem.
    static func mismatch(_ expected: String, _ text: String) -> ValueProblem {
        ValueProblem(.typeMismatch, wording: .mismatch(expected: expected, found: text))
    }

    /// The words, written now; read them once when using several.
    var words: Words {
        switch wording {
        case .written(let words): words
        case .mismatch(let expected, let found):
            Words(predicate: "expects \(expected), found \(found.quotedForMessage)", expected: expected)
        case .deferred(let write): write()
        }
    }

    private mutating func modifyWords(_ change: (inout Words) -> Void) {
        var words = words
        change(&words)
        wording = .written(words)
    }

    /// Two problems are equal when their code and words are, however the words are held.
    package static func == (lhs: ValueProblem, rhs: ValueProblem) -> Bool {
        lhs.code == rhs.code && lhs.words == rhs.words
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(words)
    }

    /// The properties in declaration order, as if every one were stored.
    package var customMirror: Mirror {
        let words = words
        return Mirror(
            self,
            children: [
                "code": code, "predicate": words.predicate, "expected": words.expected, "suggestion": words.suggestion as Any,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}
