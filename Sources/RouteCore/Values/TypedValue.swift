/// A parameter value after it has been read against its type.
///
/// URLs, UUIDs, dates and enum values keep their text, checked; JSON keeps its structure.
public enum TypedValue: Sendable, Hashable {
    /// An `int` value.
    case int(Int)
    /// A `double` value.
    case double(Double)
    /// A `bool` value.
    case bool(Bool)
    /// The checked text of a `string`, `enum`, `url`, `uuid`, `date` or `color` value, decoded.
    case string(String)
    /// A `json` value.
    case json(JSONValue)
    /// A `list`'s elements, each read against the element type.
    case list([TypedValue])

    /// The value as a JSON value, for `check --format json` (ints as numbers, bools as bools).
    public var jsonValue: JSONValue {
        switch self {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .string(let value): .string(value)
        case .json(let value): value
        case .list(let values): .array(values.map(\.jsonValue))
        }
    }

    /// A short rendering for panels and explanations: `200`, `"hello"`, `[1, 2]`; what
    /// ``ReportBuffer/append(displayText:)`` writes.
    package var displayText: String {
        var out = ReportBuffer(capacity: 32)
        out.append(displayText: self)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
