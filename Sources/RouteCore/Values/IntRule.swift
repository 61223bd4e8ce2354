import TextBytes

/// `type: int`: a decimal integer, optionally bounded by `min` and `max`.
public struct IntRule: Sendable, Hashable {
    /// The smallest value allowed (`min:`); nil for no lower bound.
    public var min: Int?
    /// The largest value allowed (`max:`); nil for no upper bound.
    public var max: Int?

    /// A rule with these bounds, both inclusive.
    public init(min: Int? = nil, max: Int? = nil) {
        self.min = min
        self.max = max
    }

    /// The rule, on the UTF-8 of a value: its integer, or the fault.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Int> {
        switch Self.parse(bytes, as: Int.self) {
        case .notAnInteger(let part): return .invalid(.mismatch(at: part))
        case .tooLarge: return .invalid(.tooLarge)
        case .integer(let value):
            if let min, value < min { return .invalid(.belowMinimum(.integer(min))) }
            if let max, value > max { return .invalid(.aboveMaximum(.integer(max))) }
            return .valid(value)
        }
    }

    /// What a text spells as an integer of some width.
    enum Parsed<Integer: FixedWidthInteger> {
        case integer(Integer)
        /// Integer syntax, but beyond `Integer`.
        case tooLarge
        /// Not integer syntax; the byte that breaks it, or nil when the text ends too early
        /// (empty, or `-` alone).
        case notAnInteger(Range<Int>?)
    }

    /// The integer that the UTF-8 `bytes` spell in strict decimal: an optional `-`, then ASCII
    /// digits only (no `+`, spaces or underscores), as an `Integer`. The one definition of the
    /// syntax; a narrower or unsigned `Integer` bounds it (`-0` is 0 in any).
    @inline(__always)
    static func parse<Integer: FixedWidthInteger>(_ bytes: LinkBytes, as type: Integer.Type) -> Parsed<Integer> {
        var index = 0
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count else { return .notAnInteger(nil) }
        var value: Integer = 0
        var overflowed = false
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return .notAnInteger(index..<index + 1) }
            if !overflowed {
                let (shifted, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowPlus) =
                    negative
                    ? shifted.subtractingReportingOverflow(Integer(digit)) : shifted.addingReportingOverflow(Integer(digit))
                overflowed = overflowTimes || overflowPlus
                value = next
            }
            index += 1
        }
        return overflowed ? .tooLarge : .integer(value)
    }

    /// Whether the UTF-8 `bytes` have the syntax of an integer, whatever its size.
    static func looksNumeric(_ bytes: LinkBytes) -> Bool {
        if case .notAnInteger = parse(bytes, as: Int.self) { return false }
        return true
    }
}
