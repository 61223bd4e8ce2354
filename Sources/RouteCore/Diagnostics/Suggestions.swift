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
            let distance = editDistance(target, other)
            let longer = max(target.count, other.count)
            let shorter = min(target.count, other.count)
            let extends =
                shorter >= 3
                && (target.starts(with: other) || other.starts(with: target)
                    || target.reversed().starts(with: other.reversed()) || other.reversed().starts(with: target.reversed()))
            guard distance <= max(1, longer / 3) || extends else { continue }
            if best == nil || distance < best!.score { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
