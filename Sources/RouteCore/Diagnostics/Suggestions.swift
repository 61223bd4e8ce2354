/// "Did you mean …?": the closest known name to a misspelt one.
public enum Suggestions {
    /// The candidate closest to `word`, or nil when none is close enough to be a likely typo.
    ///
    /// A candidate qualifies when its optimal-string-alignment distance (Damerau-Levenshtein
    /// without repeated edits) is at most a third of the longer word, or when one word of three
    /// or more letters extends the other by a prefix or suffix (`articleIdText` → `articleId`).
    /// Comparison ignores case, so `UserID` finds `userId`. Ties keep declaration order.
    public static func closest(to word: some StringProtocol, in candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return nil }
        var best: (name: String, score: Int)? = nil
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let longer = max(target.count, other.count)
            let shorter = min(target.count, other.count)
            let limit = max(1, longer / 3)
            let extends =
                shorter >= 3
                && (target.starts(with: other) || other.starts(with: target)
                    || target.reversed().starts(with: other.reversed()) || other.reversed().starts(with: target.reversed()))
            // The distance is at least the difference in length, so most candidates need no table.
            guard extends || longer - shorter <= limit else { continue }
            if let best, longer - shorter >= best.score { continue }
            let distance = editDistance(target, other)
            guard distance <= limit || extends else { continue }
            if best == nil || distance < best!.score { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the table in one buffer: the row before last, the last, the current.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var (beforeLast, last, current) = (0, width, 2 * width)
            for j in 0..<width {
                rows[beforeLast + j] = 0
                rows[last + j] = j
            }
            for i in 1...a.count {
                rows[current] = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[last + j] + 1, rows[current + j - 1] + 1, rows[last + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[beforeLast + j - 2] + 1)
                    }
                    rows[current + j] = value
                }
                (beforeLast, last, current) = (last, current, beforeLast)
            }
            return rows[last + b.count]
        }
    }
}
