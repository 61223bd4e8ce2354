import TextBytes

/// `type: double`: a finite decimal number, optionally bounded by `min` and `max`.
public struct DoubleRule: Sendable, Hashable {
    /// The smallest value allowed (`min:`); nil for no lower bound.
    public var min: Double?
    /// The largest value allowed (`max:`); nil for no upper bound.
    public var max: Double?

    /// A rule with these bounds, both inclusive.
    public init(min: Double? = nil, max: Double? = nil) {
        self.min = min
        self.max = max
    }

    /// The rule, on the UTF-8 of a value: its number, or the fault.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Double> {
        guard let value = Self.parse(utf8: bytes) else { return .invalid(.mismatch(at: nil)) }
        if let min, value < min { return .invalid(.belowMinimum(.number(min))) }
        if let max, value > max { return .invalid(.aboveMaximum(.number(max))) }
        return .valid(value)
    }

    /// Decimal notation only, in the UTF-8 `bytes`: digits, one `.`, an optional exponent. No
    /// `nan`, `inf` or hex.
    static func parse(utf8 bytes: LinkBytes) -> Double? {
        if let value = shortDecimal(bytes) { return value }
        let allowed = bytes.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        guard allowed, bytes.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            bytes.first != UInt8(ascii: "+"), let value = Double(bytes.text(0..<bytes.count)), value.isFinite
        else { return nil }
        return value
    }

    /// The value of a short decimal (an optional `-`, then at most 15 digits with at most one
    /// `.` between them), exactly as `Double(_:)` reads it; nil for any other text.
    ///
    /// The digits make an integer below 2^53 and the fraction a power of ten up to 10^15, both
    /// exact as `Double`s, so one division rounds correctly, as parsing does, without the
    /// `String` and the `strtod` call.
    private static func shortDecimal(_ bytes: LinkBytes) -> Double? {
        var index = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if negative { index += 1 }
        var digits: UInt64 = 0
        var count = 0
        var point: Int? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), point == nil, count > 0 {
                point = count
            } else {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                digits = digits * 10 + UInt64(digit)
                count += 1
                guard count <= 15 else { return nil }
            }
            index += 1
        }
        guard count > 0, point.map({ $0 < count }) ?? true else { return nil }
        let value = Double(digits) / powerOfTen(count - (point ?? count))
        return negative ? -value : value
    }

    /// 10^`exponent`, for `exponent` in 0...15: exact, as every product on the way is. Computed,
    /// not a stored table, which every call would reach through a lazy global's check.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
