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
        let rule = try AndroidPathRule(kind: .pathPattern, value: row.pattern)
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
        // The pattern must run out with the path: a trailing `x*` does not match nothing.
        glob("/a.*", "/a", false),
        glob("/ab*", "/a", false),
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
        let rule = try AndroidPathRule(kind: .pathAdvancedPattern, value: row.pattern)
        #expect(rule.matches(row.path) == row.matches, sourceLocation: row.sourceLocation)
    }

    @Test func literalPrefixAndSuffixCompareExactly() throws {
        #expect(try AndroidPathRule(kind: .path, value: "/shop").matches("/shop"))
        #expect(try !AndroidPathRule(kind: .path, value: "/shop").matches("/Shop"))
        #expect(try AndroidPathRule(kind: .pathPrefix, value: "/shop").matches("/shopping"))
        #expect(try !AndroidPathRule(kind: .pathPrefix, value: "/shop").matches("/sho"))
        #expect(try AndroidPathRule(kind: .pathSuffix, value: ".pdf").matches("/doc.pdf"))
        #expect(try !AndroidPathRule(kind: .pathSuffix, value: ".pdf").matches("pdf"))
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

    /// Inputs that make a backtracking matcher take exponential time finish at once here.
    @Test func hostileInputsStayLinear() throws {
        let path = "/" + String(repeating: "a", count: 200_000)
        let glob = try AndroidPathRule(kind: .pathPattern, value: "/" + String(repeating: "a*", count: 500) + "b")
        #expect(!glob.matches(path))
        let anyRun = try AndroidPathRule(kind: .pathPattern, value: "/" + String(repeating: ".*a", count: 500) + "b")
        #expect(!anyRun.matches(path))
        let advanced = try AndroidPathRule(kind: .pathAdvancedPattern, value: "/" + String(repeating: "a*", count: 500) + "b")
        #expect(!advanced.matches(path))
        let sets = try AndroidPathRule(kind: .pathAdvancedPattern, value: "/[a-z]+")
        #expect(sets.matches(path))
    }
}
