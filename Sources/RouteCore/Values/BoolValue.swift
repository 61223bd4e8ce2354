import TextBytes

/// `type: bool`: `true`, `false`, `1` or `0`.
enum BoolValue {
    static let expectation = "true, false, 1 or 0"

    /// The texts that are values, with the value each spells.
    static let spellings: [(text: String, value: Bool)] = [("true", true), ("1", true), ("false", false), ("0", false)]

    /// Each spelling's length and bytes as ``LinkBytes/head(_:)`` reads them (every spelling is
    /// shorter than eight bytes, so its head is all of it).
    private static let spellingHeads: [(count: Int, head: UInt64, value: Bool)] = spellings.map { spelling in
        let bytes = Array(spelling.text.utf8)
        return (bytes.count, bytes.withLinkBytes { $0.head(0..<$0.count) }, spelling.value)
    }

    /// The value that plain ASCII bytes spell (ASCII text equals a spelling exactly when its bytes do).
    static func value(plain bytes: LinkBytes) -> Bool? {
        let head = bytes.head(0..<bytes.count)
        return spellingHeads.first { $0.count == bytes.count && $0.head == head }?.value
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
