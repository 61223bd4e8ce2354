/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, seedable generator, so that the generated
/// links are the same on every machine and every run, and a failure can be reproduced.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    mutating func pick(_ choices: [String]) -> String { choices[Int(next() % UInt64(choices.count))] }

    /// A piece from `bad` with probability `badRate`, otherwise one from `good`.
    mutating func piece(_ good: [String], _ bad: [String], badRate: Double) -> String {
        chance(badRate) ? pick(bad) : pick(good)
    }
}
