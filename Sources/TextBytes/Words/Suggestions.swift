/// "Did you mean …?": the closest known name to a misspelt one.
package enum Suggestions {
    /// The candidate closest to `word`, or nil when none is close enough to be a likely typo.
    ///
    /// A candidate qualifies when its optimal-string-alignment distance (Damerau-Levenshtein
    /// without repeated edits) is at most a third of the longer word, and either below the
    /// shorter one's length or made of letters added to it (`q/` for `q`; `p` is no typo of
    /// `q`), or when one word of three or more letters extends the other by a prefix or suffix
    /// (`articleIdText` → `articleId`).
    /// Comparison ignores case, so `UserID` finds `userId`. Ties keep declaration order.
    package static func closest(to word: some StringProtocol, in candidates: [String]) -> String? {
        closest(to: word, in: Candidates(candidates))
    }

    /// Names prepared once for many ``closest(to:in:)`` questions.
    package struct Candidates: Sendable {
        package let names: [String]
        /// Each name lower-cased, as scalars.
        let lowercased: [[Unicode.Scalar]]
        /// Each lower-cased name's ``ScalarCounts``.
        let counts: [ScalarCounts]

        package init(_ names: [String]) {
            self.names = names
            lowercased = names.map { Array($0.lowercased().unicodeScalars) }
            counts = lowercased.map(ScalarCounts.init)
        }
    }

    /// How often a word holds scalars of each of 64 groups (by the scalar's low six bits), for a
    /// quick lower bound of the edit distance between two words.
    package struct ScalarCounts: Sendable {
        private var counts: SIMD64<UInt8> = .zero
        /// No group holds more than 255 scalars, so the counts did not wrap.
        private let isExact: Bool

        init(_ scalars: [Unicode.Scalar]) {
            isExact = scalars.count < 256
            for scalar in scalars {
                let group = Int(scalar.value & 63)
                counts[group] = counts[group] &+ 1
            }
        }

        /// A lower bound of the edit distance between the two words: the scalars one holds beyond
        /// the other, on the side holding more. An edit removes at most one such scalar from each
        /// side (a transposition none), and grouping scalars only lowers the count. Zero when
        /// either word is too long to count.
        func distanceBound(to other: ScalarCounts) -> Int {
            guard isExact, other.isExact else { return 0 }
            var (more, less) = (0, 0)
            for group in 0..<64 {
                let (own, others) = (Int(counts[group]), Int(other.counts[group]))
                if own > others { more += own - others } else { less += others - own }
            }
            return max(more, less)
        }
    }

    /// ``closest(to:in:)`` among prepared candidates.
    package static func closest(to word: some StringProtocol, in candidates: Candidates) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return nil }
        let targetCounts = ScalarCounts(target)
        var best: (name: String, score: Int)? = nil
        for (offset, (candidate, other)) in zip(candidates.names, candidates.lowercased).enumerated() {
            let longer = max(target.count, other.count)
            let shorter = min(target.count, other.count)
            let limit = max(1, longer / 3)
            let extends =
                shorter >= 3
                && (target.starts(with: other) || other.starts(with: target)
                    || target.reversed().starts(with: other.reversed()) || other.reversed().starts(with: target.reversed()))
            // A candidate wins with a distance below the best so far, and within the limit unless it
            // extends the word. The distance is at least the difference in length, so most
            // candidates need no table.
            let bound = min(best.map { $0.score - 1 } ?? .max, extends ? .max : limit)
            guard longer - shorter <= bound, targetCounts.distanceBound(to: candidates.counts[offset]) <= bound else { continue }
            let distance = editDistance(target, other, bound: bound)
            // As many edits as the shorter word has letters may replace every one of them: a typo
            // then only adds letters around it (`q/` for `q`), or `p` would be a typo of `q`.
            guard distance <= bound, distance < shorter || isSubsequence(target.count < other.count ? target : other, of: target.count < other.count ? other : target)
            else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Whether every scalar of `short` appears in `long`, in order.
    private static func isSubsequence(_ short: [Unicode.Scalar], of long: [Unicode.Scalar]) -> Bool {
        var remaining = short[...]
        for scalar in long where remaining.first == scalar { remaining.removeFirst() }
        return remaining.isEmpty
    }

    /// Optimal string alignment distance between two scalar arrays, when it is at most `bound`;
    /// otherwise some number above `bound`, found as soon as every way on is longer.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the table in one buffer: the row before last, the last, the current.
        return ScratchList.withRepeating(0, count: 3 * width) { rows in
            var (beforeLast, last, current) = (0, width, 2 * width)
            for j in 0..<width { rows[last + j] = j }
            // No cell of a row is below the smaller of the last row's least cell and one more than
            // the least cell of the row before it, so once both exceed `bound`, the distance does.
            var (beforeLastLeast, lastLeast) = (Int.max - 1, 0)
            for i in 1...a.count {
                if lastLeast > bound, beforeLastLeast + 1 > bound { return bound &+ 1 }
                rows[current] = i
                var least = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[last + j] + 1, rows[current + j - 1] + 1, rows[last + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[beforeLast + j - 2] + 1)
                    }
                    rows[current + j] = value
                    least = min(least, value)
                }
                (beforeLast, last, current) = (last, current, beforeLast)
                (beforeLastLeast, lastLeast) = (lastLeast, least)
            }
            return rows[last + b.count]
        }
    }
}
