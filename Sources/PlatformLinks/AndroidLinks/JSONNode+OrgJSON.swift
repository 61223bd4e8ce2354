/// A statement's values as Android's statement parser sees them through org.json's
/// `JSONObject`.
extension JSONNode {
    /// The value of the last member called `key`, for an object, as `JSONObject.put` keeps it.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = content else { return nil }
        return members.last { $0.key == key }?.value
    }

    var isObject: Bool {
        if case .object = content { true } else { false }
    }

    /// org.json's `optString`: a string as it is, any other value as its JSON text (`true`,
    /// `["a"]`), nothing as the empty string.
    var optString: String {
        switch content {
        case .string(let text): text
        default: jsonText
        }
    }

    /// The value as org.json writes it: no spaces, strings quoted with `"` and `\` escaped.
    var jsonText: String {
        switch content {
        case .string(let text): Self.jsonText(ofString: text)
        case .number(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.jsonText(ofString: $0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        }
    }

    private static func jsonText(ofString text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
