import RouteCore
import Testing

/// Android's path attributes, case by case as AOSP's `PatternMatcher` behaves.
@Suite("Android path patterns")
struct AndroidPathPatternTests {
    struct Case: CustomTestStringConvertible {
        let pattern: String
        let path: String
        let matches: Bool
        let sourceLocation: SourceLocation
        var testDescription: String { "\(pattern) ~ \(path)" }
    }

    static func glob(_ pattern: String, _ path: String, _ matches: Bool, _ sourceLocation: SourceLocation = #_sourceLocation) -> Case {
        Case(pattern: pattern, path: path, matches: matches, sourceLocation: sourceLocation)
    }

    /// Patterns as Android sees them, after aapt2 turned the XML's `\\` into `\`.
    static let simpleGlob: [Case] = [
        glob("/a.c", "/abc", true),
        glob("/a.c", "/ac", false),
        glob("/ab*c", "/ac", true),
        glob("/ab*c", "/abbbc", true),
        glob("/ab*c", "/abxc", false),
        glob(".*", "", true),
        glob("/a.*", "/a", true),
        glob("/a.*", "/abc/def", true),
        glob("", "", true),
        glob("", "/", false),
        // `.*` skips only to the first occurrence of what follows it: no backtracking.
        glob("/.*/details", "/shop/details", true),
        glob("/.*/details", "/shop/item/details", false),
        glob(#"/.*\.html"#, "/index.html", true),
        glob(#"/.*\.html"#, "/a.b.html", false),
        // An escaped `.` not followed by `*` is still any character.
        glob(#"/a\.b"#, "/a.b", true),
        glob(#"/a\.b"#, "/axb", true),
        // An escaped `.` followed by `*` is a run of literal dots.
        glob(#"/a\.*"#, "/a...", true),
        glob(#"/a\.*"#, "/ax", false),
        // Other escapes make the character literal.
        glob(#"/a\*"#, "/a*", true),
        glob(#"/a\*"#, "/aa", false),
        // The whole path must be consumed.
        glob("/a", "/ab", false),
        glob("/ab", "/a", false),
    ]

    @Test(arguments: simpleGlob) func pathPattern(_ row: Case) throws {
        let rule = try AndroidPattern(kind: .simpleGlob, value: row.pattern)
        #expect(rule.matches(row.path) == row.matches, sourceLocation: row.sourceLocation)
    }

    static let advanced: [Case] = [
        glob("/item/[0-9]+", "/item/42", true),
        glob("/item/[0-9]+", "/item/", false),
        glob("/item/[0-9]+", "/item/4a", false),
        glob("/[a-z]{2,3}/x", "/ab/x", true),
        glob("/[a-z]{2,3}/x", "/abc/x", true),
        glob("/[a-z]{2,3}/x", "/abcd/x", false),
        glob("/[a-z]{2,3}/x", "/a/x", false),
        glob("/[a-z]{2}", "/ab", true),
        glob("/[a-z]{2,}", "/abcdef", true),
        glob("/p/[^/]+", "/p/x", true),
        glob("/p/[^/]+", "/p/x/y", false),
        // Greedy without backtracking: `.*` eats the `.html` it should leave.
        glob(#"/.*\.html"#, "/a.html", false),
        glob("/a.*", "/abc", true),
        // `matchAdvancedPattern` goes on through the pattern after the path ran out: a trailing
        // token that may match nothing does, one that needs a character does not.
        glob("/a.*", "/a", true),
        glob("/ab*", "/a", true),
        glob("/ab{0,2}c*", "/a", true),
        glob("/ab+", "/a", false),
        glob("/ab{1}", "/a", false),
        // The path must be used up.
        glob("/a", "/ab", false),
        // Escapes, inside and outside sets.
        glob(#"/a\.b"#, "/a.b", true),
        glob(#"/a\.b"#, "/axb", false),
        glob(#"/[\]]"#, "/]", true),
        glob("/[.*+]", "/+", true),
        // A `}` outside a range is dropped; a reversed range matches nothing.
        glob("/a}", "/a", true),
        glob("/[z-a]", "/m", false),
        glob("/[a-]", "/-", true),
    ]

    @Test(arguments: advanced) func pathAdvancedPattern(_ row: Case) throws {
        let rule = try AndroidPattern(kind: .advancedGlob, value: row.pattern)
        #expect(rule.matches(row.path) == row.matches, sourceLocation: row.sourceLocation)
    }

    @Test func literalPrefixAndSuffixCompareExactly() throws {
        #expect(try AndroidPattern(kind: .literal, value: "/shop").matches("/shop"))
        #expect(try !AndroidPattern(kind: .literal, value: "/shop").matches("/Shop"))
        #expect(try AndroidPattern(kind: .prefix, value: "/shop").matches("/shopping"))
        #expect(try !AndroidPattern(kind: .prefix, value: "/shop").matches("/sho"))
        #expect(try AndroidPattern(kind: .suffix, value: ".pdf").matches("/doc.pdf"))
        #expect(try !AndroidPattern(kind: .suffix, value: ".pdf").matches("pdf"))
    }

    @Test(arguments: [
        ("*a", 0, "a modifier (`*`, `+` or `{…}`) must follow a token"),
        ("a**", 2, "a modifier (`*`, `+` or `{…}`) must follow a token"),
        ("a{2}+", 4, "a modifier (`*`, `+` or `{…}`) must follow a token"),
        ("/[]", 2, "the set has no characters; Android requires at least one"),
        ("/[^]", 3, "the set has no characters; Android requires at least one"),
        ("/[abc", 1, "the set `[` is not closed with `]`"),
        ("a{3,1}", 1, "the range `{3,1}` has its minimum above its maximum"),
        ("a{x}", 1, "the range `{x}` is not `{n}`, `{m,n}` or `{m,}` with whole numbers"),
        ("a{2", 1, "the range `{` is not closed with `}`"),
        (#"a\"#, 1, "the pattern ends with an escape `\\`"),
    ]) func advancedPatternsAndroidRefuses(_ pattern: String, _ offset: Int, _ message: String) {
        #expect(throws: AndroidAdvancedPattern.SyntaxError(offset: offset, message: message)) {
            try AndroidAdvancedPattern(pattern)
        }
    }

    @Test func oversizedAdvancedPatternIsRefused() {
        #expect(throws: AndroidAdvancedPattern.SyntaxError.self) {
            try AndroidAdvancedPattern(String(repeating: "a", count: 3000))
        }
        #expect(throws: Never.self) { try AndroidAdvancedPattern(String(repeating: "a", count: 2000)) }
    }

    /// `parseAndVerifyAdvancedPattern` checks the size at every character, the `}` that closes a
    /// range included: three slots before it (start, minimum, maximum) can tip the pattern over.
    @Test func theSizeCheckAlsoRunsAtTheClosingBrace() {
        let limit = "the pattern is too large for Android (more than 2048 parsed slots)"
        #expect(throws: AndroidAdvancedPattern.SyntaxError(offset: 2045, message: limit)) {
            try AndroidAdvancedPattern(String(repeating: "a", count: 2043) + "{1}")
        }
        #expect(throws: Never.self) { try AndroidAdvancedPattern(String(repeating: "a", count: 2042) + "{1}") }
    }

    /// Inputs that make a backtracking matcher take exponential time finish at once here.
    @Test func hostileInputsStayLinear() throws {
        let path = "/" + String(repeating: "a", count: 200_000)
        let glob = try AndroidPattern(kind: .simpleGlob, value: "/" + String(repeating: "a*", count: 500) + "b")
        #expect(!glob.matches(path))
        let anyRun = try AndroidPattern(kind: .simpleGlob, value: "/" + String(repeating: ".*a", count: 500) + "b")
        #expect(!anyRun.matches(path))
        let advanced = try AndroidPattern(kind: .advancedGlob, value: "/" + String(repeating: "a*", count: 500) + "b")
        #expect(!advanced.matches(path))
        let sets = try AndroidPattern(kind: .advancedGlob, value: "/[a-z]+")
        #expect(sets.matches(path))
    }
}
