@testable import RouteCore
@testable import TextBytes
import Testing

@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("articleIdText", ["userId", "articleId", "searchText"], "articleId"),
        ("UserID", ["userId", "articleId"], "userId"),
        ("serchText", ["userId", "searchText"], "searchText"),
        ("utm_souce", ["utm_source", "utm_medium"], "utm_source"),
        ("abc", ["xyz", "userId"], nil),
        // A word with every letter changed is no typo: `p` names neither `q` nor `page`.
        ("p", ["q", "tags", "page"], nil), ("Q", ["q"], "q"), ("id", ["ix"], "ix"), ("id", ["q"], nil),
        // Letters added around a short one keep it: `q/`, `Kq` and `qé` are typos of `q`, `q` of `qr`.
        ("q/", ["q"], "q"), ("Kq", ["q"], "q"), ("qé", ["q"], "q"), ("q", ["qr"], "qr"),
        ("", ["userId"], nil),
    ] as [(String, [String], String?)])
    func closestName(word: String, candidates: [String], expected: String?) {
        #expect(Suggestions.closest(to: word, in: candidates) == expected)
    }

    /// Equal distances keep the order the candidates were declared in.
    @Test func tiesKeepDeclarationOrder() {
        #expect(Suggestions.closest(to: "cat", in: ["bat", "cot", "car"]) == "bat")
        #expect(Suggestions.closest(to: "cat", in: ["car", "bat"]) == "car")
    }

    @Test(arguments: [
        ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("ca", "ac", 1), ("abcdef", "abdcef", 1),
        ("flaw", "lawn", 2), ("café", "cafe", 1),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == distance)
    }

    /// The table agrees with the definition (insert, delete, substitute, swap two neighbours,
    /// no substring edited twice) on random words over a small alphabet, where edits collide often.
    @Test func editDistanceAgreesWithTheDefinition() {
        var random = SplitMix64(seed: 0x5EED_0D15)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "é"]
        for _ in 0..<2_000 {
            let a = (0..<Int(random.next() % 7)).map { _ in alphabet[Int(random.next() % 4)] }
            let b = (0..<Int(random.next() % 7)).map { _ in alphabet[Int(random.next() % 4)] }
            var memo: [Int: Int] = [:]
            let distance = Self.definition(a, b, a.count, b.count, &memo)
            #expect(Suggestions.editDistance(a, b) == distance, "\(a) \(b)")
            // With a bound, the distance when within it, and a number above it otherwise.
            for bound in 0...7 {
                let bounded = Suggestions.editDistance(a, b, bound: bound)
                #expect(distance <= bound ? bounded == distance : bounded > bound, "\(a) \(b) bound \(bound)")
            }
        }
    }

    /// The counting bound never exceeds the distance: on random words whose scalars share groups
    /// ("a" and "!" both have low bits 33), and on words too long to count.
    @Test func countingBoundIsALowerBound() {
        var random = SplitMix64(seed: 0xB0_0D)
        let alphabet: [Unicode.Scalar] = ["a", "!", "b", "é", "\u{1F600}"]
        var bounded = 0
        for _ in 0..<2_000 {
            let a = (0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % 5)] }
            let b = (0..<Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % 5)] }
            let bound = Suggestions.ScalarCounts(a).distanceBound(to: Suggestions.ScalarCounts(b))
            #expect(bound <= Suggestions.editDistance(a, b), "\(a) \(b)")
            if bound > abs(a.count - b.count) { bounded += 1 }
        }
        // The bound often says more than the difference in length, so it prunes.
        #expect(bounded > 200)
        let long = Array(repeating: Unicode.Scalar("a"), count: 256)
        #expect(Suggestions.ScalarCounts(long).distanceBound(to: Suggestions.ScalarCounts([])) == 0)
        #expect(Suggestions.closest(to: String(repeating: "a", count: 300), in: [String(repeating: "a", count: 299)]) != nil)
    }

    /// Optimal string alignment distance of the first `i` scalars of `a` and the first `j` of
    /// `b`, written as its recursive definition (memoized, so it stays fast).
    static func definition(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], _ i: Int, _ j: Int, _ memo: inout [Int: Int]) -> Int {
        if i == 0 { return j }
        if j == 0 { return i }
        if let known = memo[i * 64 + j] { return known }
        var best = min(
            definition(a, b, i - 1, j, &memo) + 1, definition(a, b, i, j - 1, &memo) + 1,
            definition(a, b, i - 1, j - 1, &memo) + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            best = min(best, definition(a, b, i - 2, j - 2, &memo) + 1)
        }
        memo[i * 64 + j] = best
        return best
    }
}
