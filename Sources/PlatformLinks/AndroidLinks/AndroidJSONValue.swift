/// A JSON value as Android's statement verifier reads it (``AndroidJSONReader``), with where it
/// starts in the file.
struct AndroidJSONValue: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case string(String)
        /// A number, kept as written: the verifier rejects every number, so none is ever read.
        case number(String)
        case boolean(Bool)
        case null
        case array([AndroidJSONValue])
        /// The members in file order, duplicates included (``subscript(_:)`` finds the last, as
        /// `JSONObject.put` keeps it).
        case object([Member])
    }

    struct Member: Sendable, Hashable {
        let key: String
        let value: AndroidJSONValue
    }

    let kind: Kind
    /// The UTF-8 byte offset of its first character.
    let offset: Int

    /// The value of the last member called `key`, for an object.
    subscript(key: String) -> AndroidJSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = kind { text } else { nil }
    }

    var array: [AndroidJSONValue]? {
        if case .array(let items) = kind { items } else { nil }
    }

    var isObject: Bool {
        if case .object = kind { true } else { false }
    }

    /// org.json's `optString`: a string as it is, any other value as its JSON text (`true`,
    /// `["a"]`), nothing as the empty string.
    var optString: String {
        switch kind {
        case .string(let text): text
        default: jsonText
        }
    }

    /// The value as org.json writes it: no spaces, strings quoted with `"` and `\` escaped.
    var jsonText: String {
        switch kind {
        case .string(let text):
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { AndroidJSONValue(kind: .string($0.key), offset: 0).jsonText + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
        }
    }
}
