extension TypedValue {
    /// The text a link writes for this value, before percent-encoding, such that reading it
    /// back with the same type gives this value.
    var linkText: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): JSONValue.format(value)
        case .bool(let value): value ? "true" : "false"
        case .string(let value): value
        case .json(let value): value.exactText
        case .list(let values): values.map(\.linkText).joined(separator: ",")
        }
    }

    /// The value as a parameter: lists keep their elements apart.
    var fieldValue: QueryField.Value {
        if case .list(let values) = self { return .list(values.map(\.linkText)) }
        return .text(linkText)
    }

    /// Whether a value of this kind is what `type` reads: a link built from a mismatched value
    /// may still be valid, but it would read back as a different value.
    func fits(_ type: ParamType) -> Bool {
        switch (self, type) {
        case (.int, .int), (.double, .double), (.bool, .bool), (.json, .json): true
        case (.string, .string), (.string, .enumeration), (.string, .url), (.string, .uuid), (.string, .date): true
        case (.list(let values), .list(let rule)): values.allSatisfy { $0.fits(rule.element) }
        case (.int, _), (.double, _), (.bool, _), (.string, _), (.json, _), (.list, _): false
        }
    }
}

extension JSONValue {
    /// Compact JSON in which a double always keeps its fraction or exponent (`1.0`, not `1`),
    /// so that parsing the text gives back this exact value.
    var exactText: String {
        switch self {
        case .double(let value): value.isFinite ? String(value) : "null"
        case .array(let values): "[" + values.map(\.exactText).joined(separator: ",") + "]"
        case .object(let pairs):
            "{" + pairs.map { JSONValue.string($0.key).exactText + ":" + $0.value.exactText }.joined(separator: ",") + "}"
        case .null, .bool, .int, .string: serialized()
        }
    }
}
