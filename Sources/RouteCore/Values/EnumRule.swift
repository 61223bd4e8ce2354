import TextBytes

/// `type: enum`: one of a fixed list of `values`, compared case-sensitively.
public struct EnumRule: Sendable, Hashable {
    public var values: [String]

    public init(values: [String]) { self.values = values }

    var expectation: String { "one of " + values.joined(separator: ", ") }

    func read(_ text: String) -> ValueReading {
        if values.contains(text) { return .valid(.string(text)) }
        return .invalid(
            ValueProblem(.notInEnum) {
                let suggestion = Suggestions.closest(to: text, in: values)
                var predicate = "must be one of \(values.joined(separator: ", ")), found \(text.quotedForMessage)"
                if let suggestion { predicate += "; did you mean \(suggestion)?" }
                return .init(predicate: predicate, expected: expectation, suggestion: suggestion)
            })
    }
}
