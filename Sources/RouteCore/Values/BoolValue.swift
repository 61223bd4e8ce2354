/// `type: bool`: `true`, `false`, `1` or `0`.
enum BoolValue {
    static let expectation = "true, false, 1 or 0"

    /// The texts that are values, with the value each spells.
    static let spellings: [(text: String, value: Bool)] = [("true", true), ("1", true), ("false", false), ("0", false)]

    /// The value that plain ASCII bytes spell (ASCII text equals a spelling exactly when its bytes do).
    static func value(plain bytes: LinkBytes) -> Bool? {
        spellings.first { $0.text.utf8.elementsEqual(bytes) }?.value
    }

    static func read(_ text: String) -> ValueReading {
        if let spelling = spellings.first(where: { $0.text == text }) { return .valid(.bool(spelling.value)) }
        return .invalid(
            ValueProblem(.typeMismatch) {
                var words = ValueProblem.mismatch(expectation, text).words
                words.suggestion =
                    switch text.lowercased() {
                    case "true", "yes", "on", "y": "true"
                    case "false", "no", "off", "n": "false"
                    default: nil
                    }
                return words
            })
    }
}
