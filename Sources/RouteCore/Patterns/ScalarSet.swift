/// A set of Unicode scalar values, stored as sorted, disjoint, non-adjacent ranges.
///
/// Every literal, `.`, escape and bracket expression of a pattern compiles to one of
/// these. Membership of ASCII scalars is answered from a 128-bit bitmap; other scalars
/// use a binary search over the ranges.
struct ScalarSet: Hashable, Sendable {
    /// The largest Unicode scalar value.
    static let maximumScalar: UInt32 = 0x10FFFF

    /// The ranges of the set in ascending order, with gaps of at least one value between them.
    let ranges: [ClosedRange<UInt32>]

    /// Membership bits for scalars `0..<64`.
    private let asciiLow: UInt64

    /// Membership bits for scalars `64..<128`.
    private let asciiHigh: UInt64

    /// Creates the set containing every value covered by `ranges`, which may be unsorted and overlapping.
    init(ranges unsorted: some Sequence<ClosedRange<UInt32>>) {
        var merged: [ClosedRange<UInt32>] = []
        for range in unsorted.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for range in merged where range.lowerBound < 128 {
            for value in range.lowerBound...min(range.upperBound, 127) {
                if value < 64 {
                    low |= 1 << UInt64(value)
                } else {
                    high |= 1 << UInt64(value - 64)
                }
            }
        }
        ranges = merged
        asciiLow = low
        asciiHigh = high
    }

    /// Creates the set containing exactly one scalar value.
    init(_ value: UInt32) {
        self.init(ranges: CollectionOfOne(value...value))
    }

    /// The set of values in `self`, `other`, or both.
    func union(_ other: ScalarSet) -> ScalarSet {
        ScalarSet(ranges: ranges + other.ranges)
    }

    /// The set of all Unicode scalar values not in `self`.
    var inverted: ScalarSet {
        var gaps: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next {
                gaps.append(next...(range.lowerBound - 1))
            }
            next = range.upperBound &+ 1
        }
        if next <= Self.maximumScalar {
            gaps.append(next...Self.maximumScalar)
        }
        return ScalarSet(ranges: gaps)
    }

    /// Whether `value` is a member of the set.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 {
            return asciiLow >> UInt64(value) & 1 != 0
        }
        if value < 128 {
            return asciiHigh >> UInt64(value - 64) & 1 != 0
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].lowerBound <= value
    }
}

extension ScalarSet {
    /// `\d`: the ASCII digits `0-9`, as in ECMAScript.
    static let digits = ScalarSet(ranges: [0x30...0x39])

    /// `\w`: the ASCII word characters `A-Z a-z 0-9 _`, as in ECMAScript.
    static let wordCharacters = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

    /// `\s`: the ECMAScript `WhiteSpace` and `LineTerminator` scalars.
    static let whitespace = ScalarSet(ranges: [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])

    /// `.`: every scalar except the ECMAScript line terminators `\n`, `\r`, U+2028 and U+2029.
    static let dot = ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).inverted
}
