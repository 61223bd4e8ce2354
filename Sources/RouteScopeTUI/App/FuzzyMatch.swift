/// fzf-style matching: the query's characters appear in the candidate in order, ignoring case.
/// Lower scores are better: a match that starts early and runs contiguously beats one spread out.
public enum FuzzyMatch {
    /// The score of `query` in `candidate`, or nil when it does not match. An empty query
    /// matches everything with score 0.
    public static func score(_ query: String, in candidate: String) -> Int? {
        let needle = Array(query.lowercased().unicodeScalars)
        guard !needle.isEmpty else { return 0 }
        var position = 0
        var score = 0
        var previous: Int?
        for (index, scalar) in candidate.lowercased().unicodeScalars.enumerated() where scalar == needle[position] {
            // Gaps between matched characters cost; so does starting late.
            score += previous.map { index - $0 - 1 } ?? min(index, 10)
            previous = index
            position += 1
            if position == needle.count { return score }
        }
        return nil
    }

    /// The best score of `query` in any of `fields`, or nil when none matches.
    public static func score(_ query: String, inAnyOf fields: [String]) -> Int? {
        fields.compactMap { score(query, in: $0) }.min()
    }
}
