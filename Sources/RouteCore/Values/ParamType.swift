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

    /// The name used in route maps: `int`, `enum`, `list`…
    public var name: String {
        switch self {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .string: "string"
        case .enumeration: "enum"
        case .url: "url"
        case .uuid: "uuid"
        case .date: "date"
        case .json: "json"
        case .list(let rule): "list<\(rule.element.name)>"
        }
    }

    /// What a value must look like, in words: "an integer ≥ 1".
    public var expectation: String {
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
        }
    }

    /// Reads one decoded value: a typed value, or the reason it does not fit.
    ///
    /// Lists are split by the matcher, which reads each element with the element type.
    public func read(_ text: String) -> ValueReading {
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
        }
    }

    /// Whether an empty value (`name=`) is a legitimate value of this type.
    public var acceptsEmpty: Bool {
        switch self {
        case .string(let rule): rule.minLength ?? 0 == 0
        default: false
        }
    }
}

/// The outcome of reading one value against its type.
public enum ValueReading: Sendable, Hashable {
    case valid(TypedValue)
    case invalid(ValueProblem)

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }
}

/// Why a value does not fit its type: the code and a predicate that completes "`name` …".
public struct ValueProblem: Sendable, Hashable {
    /// One of the value codes: type-mismatch, out-of-range, not-in-enum, pattern-mismatch,
    /// too-long or too-short.
    public var code: DiagnosticCode
    /// Completes a sentence after the parameter name: `expects an integer, found "abc"`.
    public var predicate: String
    /// What was expected, in words.
    public var expected: String
    /// A replacement value for the whole value that would fix it, when one is clear.
    public var suggestion: String?

    public init(_ code: DiagnosticCode, _ predicate: String, expected: String, suggestion: String? = nil) {
        self.code = code
        self.predicate = predicate
        self.expected = expected
        self.suggestion = suggestion
    }

    /// The common "expects X, found "text"" problem.
    static func mismatch(_ expected: String, _ text: String) -> ValueProblem {
        ValueProblem(.typeMismatch, "expects \(expected), found \(text.quotedForMessage)", expected: expected)
    }
}

extension String {
    /// The text in double quotes for a message, shortened when long, with controls, bidi and
    /// invisible characters escaped as ``DisplayWidth/escaped(_:)`` shows them.
    var quotedForMessage: String {
        // Controls, bidi and invisible characters use the one escaping rule of the reports, so a
        // message is safe in JSON, JUnit and a terminal alike.
        // The usual value, short printable ASCII with no quote, is shown as it is.
        if utf8.count <= 60, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") }) {
            return "\"" + self + "\""
        }
        var shown = ""
        for scalar in unicodeScalars.prefix(60) {
            if scalar == "\"" {
                shown += "\\\""
            } else if let escape = DisplayWidth.escaped(scalar) {
                shown += escape
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        if !unicodeScalars.dropFirst(60).isEmpty { shown += "…" }
        return "\"\(shown)\""
    }
}
