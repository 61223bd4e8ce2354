/// Compares what two ``AppLinkPattern``s match, for the linter: whether one matches every text
/// the other does, and whether any text matches both.
///
/// Both automata are run together over every text at once, as pairs of state sets reached by the
/// same text (a product of their subset constructions). Texts are drawn from a small alphabet that
/// stands for every character: the characters the patterns name (in both cases), and one
/// character of each class they do not name (a digit, a hex letter, another letter, anything
/// else). The exploration stops at ``maximumPairs``, or when the caller's budget of state steps
/// runs out; the answer is then nil, "unsure".
///
/// For paths (`trailingSlash`), a pattern is taken to match a text when it matches the text or
/// the text followed by one `/`, as ``AppLinkComponent`` matches a path with its trailing slashes
/// trimmed. Texts ending in `/` are explored too, so ``isSubset(_:of:caseSensitive:trailingSlash:)``
/// can miss a subset but never claims a false one, and ``intersects(_:_:caseSensitive:trailingSlash:)``
/// can claim an overlap that is not there but never misses one.
package struct AppLinkPatternRelation {
    let first: AppLinkPattern
    let second: AppLinkPattern
    let caseSensitive: Bool
    let trailingSlash: Bool

    /// The most state-set pairs explored before answering "unsure".
    static let maximumPairs = 20_000

    /// Whether every text `inner` matches, `outer` matches too; nil when unsure.
    package static func isSubset(
        _ inner: AppLinkPattern, of outer: AppLinkPattern, caseSensitive: Bool, trailingSlash: Bool, budget: inout Int
    ) -> Bool? {
        if outer.matchesEverything { return true }
        let relation = AppLinkPatternRelation(first: inner, second: outer, caseSensitive: caseSensitive, trailingSlash: trailingSlash)
        return relation.search(budget: &budget) { innerAccepts, outerAccepts in innerAccepts && !outerAccepts }.map { !$0 }
    }

    /// Whether some text matches both patterns; nil when unsure.
    package static func intersects(
        _ first: AppLinkPattern, _ second: AppLinkPattern, caseSensitive: Bool, trailingSlash: Bool, budget: inout Int
    ) -> Bool? {
        let relation = AppLinkPatternRelation(first: first, second: second, caseSensitive: caseSensitive, trailingSlash: trailingSlash)
        return relation.search(budget: &budget) { $0 && $1 }
    }

    /// Whether some text reaches a pair where `found(first accepts, second accepts)`; nil when
    /// the search is cut short. Reading the patterns spends their sizes from `budget`, and each
    /// character tried from a pair the number of states it steps (plus one).
    func search(budget: inout Int, _ found: (Bool, Bool) -> Bool) -> Bool? {
        if literalPrefixesDiffer { return found(true, false) }
        // Reading both automata for their alphabet is paid for too. A spent budget stays spent:
        // it is overdrawn by at most one charge.
        guard budget > 0 else { return nil }
        budget -= first.nodes.count + second.nodes.count
        guard budget > 0 else { return nil }
        let alphabet = self.alphabet()
        let start = Pair(first: closure(of: [0], in: first), second: closure(of: [0], in: second))
        var seen: Set<Pair> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let pair = queue[index]
            index += 1
            if found(accepts(pair.first, in: first), accepts(pair.second, in: second)) { return true }
            for scalar in alphabet {
                guard budget > 0 else { return nil }
                budget -= pair.first.count + pair.second.count + 1
                let next = Pair(first: step(pair.first, scalar, in: first), second: step(pair.second, scalar, in: second))
                if next.first.isEmpty { continue }
                if seen.insert(next).inserted {
                    guard seen.count <= Self.maximumPairs else { return nil }
                    queue.append(next)
                }
            }
        }
        return false
    }

    /// Whether the literal text both patterns start with differs at a character that each
    /// follows with at more literal text (`/p2/*` and `/p21/*`): then no text matches both, and
    /// neither matches a text of the other, trailing slash or not. Settles most pairs of a large
    /// file without running the automata.
    var literalPrefixesDiffer: Bool {
        Self.differ(Self.literalPrefix(of: first, caseSensitive: caseSensitive), Self.literalPrefix(of: second, caseSensitive: caseSensitive))
    }

    /// The characters a pattern starts with before its first wildcard or variable, folded when
    /// not `caseSensitive`.
    package static func literalPrefix(of pattern: AppLinkPattern, caseSensitive: Bool) -> [UInt32] {
        var prefix: [UInt32] = []
        for node in pattern.nodes {
            guard case .scalar(let value) = node else { break }
            prefix.append(caseSensitive ? value : AppLinkPattern.fold(value))
        }
        return prefix
    }

    /// Whether two literal prefixes differ at a character that each follows with more of itself.
    package static func differ(_ first: [UInt32], _ second: [UInt32]) -> Bool {
        let shared = min(first.count, second.count) - 1
        guard shared > 0 else { return false }
        for index in 0..<shared where first[index] != second[index] { return true }
        return false
    }

    struct Pair: Hashable {
        var first: [Int32]
        var second: [Int32]
    }

    /// Whether a state set accepts, or (for paths) accepts after one more `/`.
    func accepts(_ states: [Int32], in pattern: AppLinkPattern) -> Bool {
        if states.contains(where: { pattern.nodes[Int($0)] == .accept }) { return true }
        guard trailingSlash else { return false }
        return step(states, UInt32(UInt8(ascii: "/")), in: pattern).contains { pattern.nodes[Int($0)] == .accept }
    }

    /// The states after reading `scalar`, as ``AppLinkPattern/matches(_:caseSensitive:orWithSlash:)`` reads it.
    func step(_ states: [Int32], _ scalar: UInt32, in pattern: AppLinkPattern) -> [Int32] {
        let folded = caseSensitive ? scalar : AppLinkPattern.fold(scalar)
        var next: [Int32] = []
        for state in states {
            let node = Int(state)
            switch pattern.nodes[node] {
            case .scalar(let expected):
                if (caseSensitive ? expected : AppLinkPattern.fold(expected)) == folded { next.append(Int32(node + 1)) }
            case .any: next.append(Int32(node + 1))
            case .characterClass(let characterClass): if characterClass.contains(scalar) { next.append(Int32(node + 1)) }
            case .star: next.append(Int32(node))
            case .fork, .jump, .accept: break
            }
        }
        return closure(of: next, in: pattern)
    }

    /// `states` and every node reachable from them without reading, sorted.
    func closure(of states: [Int32], in pattern: AppLinkPattern) -> [Int32] {
        var reached = Set<Int32>()
        var stack = states
        while let state = stack.popLast() {
            guard reached.insert(state).inserted else { continue }
            switch pattern.nodes[Int(state)] {
            case .fork(let start, let count): stack.append(contentsOf: pattern.branches[Int(start)..<Int(start + count)])
            case .jump(let target): stack.append(target)
            case .star: stack.append(state + 1)
            case .scalar, .any, .characterClass, .accept: break
            }
        }
        return reached.sorted()
    }

    /// The characters the patterns name, in both cases, plus one unnamed character of each class.
    func alphabet() -> [UInt32] {
        var named = Set<UInt32>([UInt32(UInt8(ascii: "/"))])
        for pattern in [first, second] {
            for node in pattern.nodes {
                guard case .scalar(let value) = node else { continue }
                named.insert(value)
                if let scalar = Unicode.Scalar(value), scalar.isASCII, scalar.properties.isAlphabetic {
                    named.insert(AppLinkPattern.fold(value))
                    named.insert(value >= 0x61 && value <= 0x7A ? value - 0x20 : value)
                }
            }
        }
        let classes: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x46, 0x61...0x66, 0x47...0x5A, 0x67...0x7A, 0xE000...0xE0FF]
        var letters = named
        for range in classes {
            if let spare = range.first(where: { !named.contains($0) }) { letters.insert(spare) }
        }
        return letters.sorted()
    }
}
