import TextBytes

/// The type of a parameter, with its constraints. A closed set: `switch` over it is exhaustive.
///
/// A case with constraints carries them as a rule value (``IntRule``, ``StringRule``, …); a
/// route map names each case as its `type` (`int`, `enum`, `list`, …).
public indirect enum ParamType: Sendable, Hashable {
    /// `int`: a decimal integer (`42`), within the rule's bounds.
    case int(IntRule)
    /// `double`: a finite decimal number (`-33.86`), within the rule's bounds.
    case double(DoubleRule)
    /// `bool`: `true`, `false`, `1` or `0`.
    case bool
    /// `string`: any text, within the rule's lengths and pattern.
    case string(StringRule)
    /// `enum`: exactly one of the rule's values.
    case enumeration(EnumRule)
    /// `url`: an absolute URL, with one of the rule's schemes when it names any.
    case url(URLRule)
    /// `uuid`: `123e4567-e89b-12d3-a456-426614174000`.
    case uuid
    /// `date`: an ISO 8601 date (`2026-11-27`) or date-time with a time zone.
    case date
    /// `json`: strict JSON (RFC 8259) in one value.
    case json
    /// `list`: repeated items (`tag=a&tag=b`) or one separated value (`tags=a,b`), each element of
    /// the rule's element type.
    case list(ListRule)
    /// `color`: `#RRGGBB`, written `%23RRGGBB` in a link.
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

    /// The type each value is read with: the element type of a list (a list of lists reads
    /// its innermost element type), this type otherwise.
    var valueType: ParamType {
        guard case .list(let rule) = self else { return self }
        return rule.element.valueType
    }

    /// Reads one decoded value: a typed value, or the fault that keeps it from being one. The
    /// type's rule, on the text's UTF-8.
    ///
    /// Lists are split by the matcher, which reads each element with the element type.
    package func read(_ text: String) -> ValueReading {
        text.withUTF8Bytes { bytes in
            switch self {
            case .int(let rule): rule.check(bytes).reading { .int($0) }
            case .double(let rule): rule.check(bytes).reading { .double($0) }
            case .bool: BoolValue.check(bytes).reading { .bool($0) }
            case .string(let rule): rule.check(bytes).reading { .string(text) }
            case .enumeration(let rule): rule.check(bytes).reading { .string(text) }
            case .url(let rule): rule.check(bytes).reading { .string(text) }
            case .uuid: UUIDValue.check(bytes).reading { .string(text) }
            case .date: DateValue.check(bytes).reading { _ in .string(text) }
            case .color: ColorValue.check(bytes).reading { .string(text) }
            case .json: JSONValue.read(bytes)
            case .list(let rule): rule.element.read(text)
            }
        }
    }

    /// Whether a value of this type is text a person reads (a name, a number, a date), in which
    /// `%2520` is `%20` encoded twice; not a link or JSON, whose own escapes are written `%25`.
    package var readsText: Bool {
        switch self {
        case .url, .json: false
        case .list(let rule): rule.element.readsText
        default: true
        }
    }

    /// Whether an empty value (`name=`) is a legitimate value of this type.
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
    case invalid(ValueFault)

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }
}

extension RuleOutcome {
    /// The reading of a value whose text the rule found valid with `value`, or its fault.
    func reading(_ typed: (Value) -> TypedValue) -> ValueReading {
        switch self {
        case .valid(let value): .valid(typed(value))
        case .invalid(let fault): .invalid(fault)
        }
    }
}
