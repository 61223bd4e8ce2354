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
        guard let value = Self.parse(text) else {
            if Self.looksNumeric(text) {
                return .invalid(ValueProblem(.outOfRange, "is too large for an integer, found \(text.quotedForMessage)", expected: expectation))
            }
            return .invalid(.mismatch("an integer", text))
        }
        if let min, value < min {
            return .invalid(ValueProblem(.outOfRange, "must be at least \(min), found \(value)", expected: expectation))
        }
        if let max, value > max {
            return .invalid(ValueProblem(.outOfRange, "must be at most \(max), found \(value)", expected: expectation))
        }
        return .valid(.int(value))
    }

    /// Strict decimal: an optional `-`, then ASCII digits only (no `+`, spaces or underscores).
    static func parse(_ text: String) -> Int? {
        guard looksNumeric(text) else { return nil }
        return Int(text)
    }

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
