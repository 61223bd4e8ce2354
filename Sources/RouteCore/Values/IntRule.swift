import TextBytes

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
        switch text.withUTF8Bytes(Self.parse) {
        case .notAnInteger: return .invalid(.mismatch("an integer", text))
        case .tooLarge:
            return .invalid(
                ValueProblem(.outOfRange) { .init(predicate: "is too large for an integer, found \(text.quotedForMessage)", expected: expectation) })
        case .integer(let value):
            if let min, value < min {
                return .invalid(ValueProblem(.outOfRange) { .init(predicate: "must be at least \(min), found \(value)", expected: expectation) })
            }
            if let max, value > max {
                return .invalid(ValueProblem(.outOfRange) { .init(predicate: "must be at most \(max), found \(value)", expected: expectation) })
            }
            return .valid(.int(value))
        }
    }

    /// Whether `value` is within the bounds.
    func contains(_ value: Int) -> Bool { value >= (min ?? .min) && value <= (max ?? .max) }

    /// What a text spells as an integer.
    enum Parsed {
        case integer(Int)
        /// Integer syntax, but beyond `Int`.
        case tooLarge
        case notAnInteger
    }

    /// The integer that the UTF-8 `bytes` spell in strict decimal: an optional `-`, then ASCII
    /// digits only (no `+`, spaces or underscores). The one definition of the syntax.
    static func parse(_ bytes: LinkBytes) -> Parsed {
        var index = 0
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count else { return .notAnInteger }
        var value = 0
        var overflowed = false
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return .notAnInteger }
            if !overflowed {
                let (shifted, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowPlus) =
                    negative ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
                overflowed = overflowTimes || overflowPlus
                value = next
            }
            index += 1
        }
        return overflowed ? .tooLarge : .integer(value)
    }

    /// Whether `text` has the syntax of an integer, whatever its size.
    static func looksNumeric(_ text: String) -> Bool {
        if case .notAnInteger = text.withUTF8Bytes(parse) { return false }
        return true
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
