/// `type: int`: a decimal integer, optionally bounded by `min` and `max`.
public struct IntRule: Sendable, Hashable {
    public var min: Int?
    public var max: Int?

    public init(min: Int? = nil, max: Int? = nil) {
        self.min = min
        self.max = max
    }

    var expectation: String { "an integer" + Bounds.describe(min: min.map(String.init), max: max.map(String.init)) }

    func read(_ text: String) -> ValueReading {
        guard Self.looksNumeric(text) else { return .invalid(.mismatch("an integer", text)) }
        guard let value = Int(text) else {
            return .invalid(
                ValueProblem(.outOfRange) { .init(predicate: "is too large for an integer, found \(text.quotedForMessage)", expected: expectation) })
        }
        if let min, value < min {
            return .invalid(ValueProblem(.outOfRange) { .init(predicate: "must be at least \(min), found \(value)", expected: expectation) })
        }
        if let max, value > max {
            return .invalid(ValueProblem(.outOfRange) { .init(predicate: "must be at most \(max), found \(value)", expected: expectation) })
        }
        return .valid(.int(value))
    }

    /// Strict decimal: an optional `-`, then ASCII digits only (no `+`, spaces or underscores).
    static func looksNumeric(_ text: String) -> Bool {
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        return !utf8.isEmpty && utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

/// Words for numeric and length bounds.
enum Bounds {
    static func describe(min: String?, max: String?) -> String {
        switch (min, max) {
        case let (min?, max?): " from \(min) to \(max)"
        case let (min?, nil): " ≥ \(min)"
        case let (nil, max?): " ≤ \(max)"
        case (nil, nil): ""
        }
    }
}
