/// A partition of all Unicode scalars into equivalence classes for a program's scalar sets.
///
/// Two scalars are in the same class exactly when every set of the program either contains
/// both or neither, so a DFA needs one transition per class instead of one per scalar.
/// ASCII scalars are classified by table lookup, others by binary search over the
/// boundaries of the sets' ranges.
struct PatternAlphabet: Sendable {
    /// The number of classes.
    let classCount: Int

    /// The class of each ASCII scalar.
    let asciiClasses: [Int32]

    /// The sorted first scalars of the intervals partitioning `0x80...0x10FFFF`; the first is `0x80`.
    let intervalStarts: [UInt32]

    /// The class of each interval in `intervalStarts`.
    let intervalClasses: [Int32]

    /// For each class, a bit set over the program's set indices: bit `i` is set when `sets[i]` contains the class.
    let membership: [[UInt64]]

    /// Partitions the scalars by membership in `sets`.
    init(sets: [ScalarSet]) {
        var boundaries: Set<UInt32> = [0x80]
        for set in sets {
            for range in set.ranges {
                boundaries.insert(max(range.lowerBound, 0x80))
                if range.upperBound < ScalarSet.maximumScalar {
                    boundaries.insert(max(range.upperBound + 1, 0x80))
                }
            }
        }
        var classBySignature: [[UInt64]: Int32] = [:]
        var membership: [[UInt64]] = []
        func classify(_ scalar: UInt32) -> Int32 {
            var signature = [UInt64](repeating: 0, count: (sets.count + 63) / 64)
            for (index, set) in sets.enumerated() where set.contains(scalar) {
                signature[index / 64] |= 1 << UInt64(index % 64)
            }
            if let known = classBySignature[signature] {
                return known
            }
            let newClass = Int32(membership.count)
            classBySignature[signature] = newClass
            membership.append(signature)
            return newClass
        }
        asciiClasses = (0..<128).map { classify($0) }
        intervalStarts = boundaries.sorted()
        intervalClasses = intervalStarts.map { classify($0) }
        classCount = membership.count
        self.membership = membership
    }

    /// The class of a scalar of at least `0x80`.
    @inline(__always)
    func classOf(nonASCII scalar: UInt32) -> Int32 {
        var low = 0
        var high = intervalStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if intervalStarts[middle] <= scalar {
                low = middle
            } else {
                high = middle
            }
        }
        return intervalClasses[low]
    }

    /// Whether the scalars of class `scalarClass` are members of the program set with index `set`.
    @inline(__always)
    func contains(_ scalarClass: Int, inSet set: Int) -> Bool {
        membership[scalarClass][set / 64] >> UInt64(set % 64) & 1 != 0
    }
}
