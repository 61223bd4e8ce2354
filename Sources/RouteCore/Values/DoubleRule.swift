/// `type: double`: a finite decimal number, optionally bounded by `min` and `max`.
public struct DoubleRule: Sendable, Hashable {
    public var min: Double?
    public var max: Double?

    public init(min: Double? = nil, max: Double? = nil) {
        self.min = min
        self.max = max
    }

    var expectation: String {
        "a number" + Bounds.describe(min: min.map(JSONValue.format), max: max.map(JSONValue.format))
    }

    func read(_ text: String) -> ValueReading {
        guard let value = Self.parse(text) else { return .invalid(.mismatch("a number", text)) }
        if let min, value < min {
            return .invalid(ValueProblem(.outOfRange, "must be at least \(JSONValue.format(min)), found \(text)", expected: expectation))
        }
        if let max, value > max {
            return .invalid(ValueProblem(.outOfRange, "must be at most \(JSONValue.format(max)), found \(text)", expected: expectation))
        }
        return .valid(.double(value))
    }

    /// Decimal notation only: digits, one `.`, an optional exponent. No `nan`, `inf` or hex.
    static func parse(_ text: String) -> Double? {
        let allowed = text.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        guard allowed, text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            text.utf8.first != UInt8(ascii: "+"), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }
}
