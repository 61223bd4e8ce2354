/// `type: enum`: one of a fixed list of `values`, compared case-sensitively.
public struct EnumRule: Sendable, Hashable {
    public var values: [String]

    public init(values: [String]) { self.values = values }

    var expectation: String { "one of " + values.joined(separator: ", ") }

    /// ``read(_:)``'s verdict on plain ASCII bytes; nil when some value is not ASCII, as such a
    /// value can equal ASCII text as a `String` (U+212A KELVIN SIGN equals "K").
    func fits(plain bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        // Equal bytes are equal text; unequal bytes are unequal text unless a value is not ASCII.
        for value in values where value.utf8.count == text.count && value.utf8.elementsEqual(text) { return true }
        return values.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? false : nil
    }

    func read(_ text: String) -> ValueReading {
        if values.contains(text) { return .valid(.string(text)) }
        let suggestion = Suggestions.closest(to: text, in: values)
        var predicate = "must be one of \(values.joined(separator: ", ")), found \(text.quotedForMessage)"
        if let suggestion { predicate += "; did you mean \(suggestion)?" }
        return .invalid(ValueProblem(.notInEnum, predicate, expected: expectation, suggestion: suggestion))
    }
}
