import Testing

@testable import RouteCore

/// One pattern/text pair and whether the pattern should match.
struct MatchCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let text: String
    let expected: Bool

    init(_ pattern: String, _ text: String, _ expected: Bool) {
        self.pattern = pattern
        self.text = text
        self.expected = expected
    }

    var testDescription: String {
        "\(pattern.debugDescription) ~ \(text.debugDescription) → \(expected)"
    }
}

/// One pattern source and the error compiling it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let message: String
    let offset: Int

    init(_ pattern: String, _ message: String, _ offset: Int) {
        self.pattern = pattern
        self.message = message
        self.offset = offset
    }

    var testDescription: String {
        "\(pattern.debugDescription) → \(message) @\(offset)"
    }
}

/// Compiles `pattern` twice, once allowing a DFA and once forcing NFA simulation.
private func bothEngines(_ pattern: String) throws -> [Pattern] {
    [try Pattern(pattern), try Pattern(pattern, maximumDFAStates: 0)]
}

/// Checks a case against both engines and all text entry points.
private func check(_ testCase: MatchCase) throws {
    for pattern in try bothEngines(testCase.pattern) {
        #expect(pattern.matches(testCase.text) == testCase.expected, "usesDFA: \(pattern.usesDFA)")
        #expect(pattern.matches(testCase.text[...]) == testCase.expected)
        #expect(pattern.matches(utf8: Array(testCase.text.utf8)) == testCase.expected)
    }
}


@Suite struct PatternTests {
    // MARK: Syntax

    static let literalAndAnchorCases: [MatchCase] = [
        MatchCase("abc", "abc", true),
        MatchCase("abc", "xxabcxx", true),
        MatchCase("abc", "ab", false),
        MatchCase("abc", "aBc", false),
        MatchCase("", "", true),
        MatchCase("", "anything", true),
        MatchCase("]", "]", true),
        MatchCase("}", "a}", true),
        MatchCase("^abc", "abcd", true),
        MatchCase("^abc", "xabc", false),
        MatchCase("abc$", "xabc", true),
        MatchCase("abc$", "abcx", false),
        MatchCase("^abc$", "abc", true),
        MatchCase("^abc$", "abc\n", false),
        MatchCase("^abc$", "\nabc", false),
        MatchCase("^$", "", true),
        MatchCase("^$", "a", false),
        MatchCase("$^", "", true),
        MatchCase("a^b", "a^b", false),
        MatchCase("$a", "a", false),
        MatchCase("(^a|b)", "ca", false),
        MatchCase("(^a|b)", "cb", true),
        MatchCase("(a|$)", "b", true),
        MatchCase("^(a|$)", "", true),
        MatchCase("^(a|$)", "b", false),
        MatchCase("(^)*a", "ba", true),
        MatchCase("^^a$$", "a", true),
    ]

    @Test(arguments: literalAndAnchorCases)
    func literalsAndAnchors(_ testCase: MatchCase) throws {
        try check(testCase)
    }

    static let dotAndEscapeCases: [MatchCase] = [
        MatchCase(".", "", false),
        MatchCase(".", "a", true),
        MatchCase(".", "\n", false),
        MatchCase(".", "\r", false),
        MatchCase(".", "\u{2028}", false),
        MatchCase(".", "\u{2029}", false),
        MatchCase(".", "\t", true),
        MatchCase(".", "\u{85}", true),
        MatchCase("^.$", "é", true),
        MatchCase("^.$", "😀", true),
        MatchCase("^.$", "e\u{301}", false),
        MatchCase("^..$", "e\u{301}", true),
        MatchCase("\\d", "5", true),
        MatchCase("\\d", "a", false),
        MatchCase("\\d", "٣", false),
        MatchCase("\\D", "5", false),
        MatchCase("\\D", "a", true),
        MatchCase("\\w", "_", true),
        MatchCase("\\w", "Z", true),
        MatchCase("\\w", "é", false),
        MatchCase("\\W", "-", true),
        MatchCase("\\W", "é", true),
        MatchCase("\\W", "a", false),
        MatchCase("\\s", " ", true),
        MatchCase("\\s", "\u{A0}", true),
        MatchCase("\\s", "\u{3000}", true),
        MatchCase("\\s", "\u{FEFF}", true),
        MatchCase("\\s", "\u{85}", false),
        MatchCase("\\S", " ", false),
        MatchCase("\\S", "x", true),
        MatchCase("^\\t\\n\\r\\f\\v$", "\t\n\r\u{0C}\u{0B}", true),
        MatchCase("\\u0041", "A", true),
        MatchCase("\\u00e9", "é", true),
        MatchCase("\\u00E9", "é", true),
        MatchCase("\\u{1F600}", "😀", true),
        MatchCase("\\x41", "A", true),
        MatchCase("\\x{e9}", "é", true),
        MatchCase(#"^\.\\\/\-\^\$\|\(\)\[\]\{\}\*\+\?$"#, #".\/-^$|()[]{}*+?"#, true),
        MatchCase("a\\.b", "axb", false),
        MatchCase("a\\.b", "a.b", true),
        MatchCase("\\ \\#\\:", " #:", true),
    ]

    @Test(arguments: dotAndEscapeCases)
    func dotAndEscapes(_ testCase: MatchCase) throws {
        try check(testCase)
    }

    static let bracketCases: [MatchCase] = [
        MatchCase("^[abc]$", "b", true),
        MatchCase("^[abc]$", "d", false),
        MatchCase("^[a-z]+$", "hello", true),
        MatchCase("^[a-z]+$", "Hello", false),
        MatchCase("^[^a-z]+$", "ABC", true),
        MatchCase("^[^a-z]+$", "aBC", false),
        MatchCase("[^a]", "\n", true),
        MatchCase("^[^a]$", "é", true),
        MatchCase("^[-a]$", "-", true),
        MatchCase("^[a-]$", "-", true),
        MatchCase("^[a-c-]$", "-", true),
        MatchCase("^[^-]$", "-", false),
        MatchCase("^[--/]$", ".", true),
        MatchCase("^[\\w.-]+$", "a.b-c_9", true),
        MatchCase("^[\\w.-]+$", "a b", false),
        MatchCase("^[\\d\\s]+$", "1 2", true),
        MatchCase("^[\\D]$", "1", false),
        MatchCase("^[^\\W]$", "a", true),
        MatchCase("^[\\]\\[]+$", "][", true),
        MatchCase("^[\\-]$", "-", true),
        MatchCase("^[\\^]$", "^", true),
        MatchCase("^[a^]$", "^", true),
        MatchCase("^[.]$", "x", false),
        MatchCase("^[.]$", ".", true),
        MatchCase("^[*+?{}()|$]+$", "*+?{}()|$", true),
        MatchCase("^[é-ë]$", "ê", true),
        MatchCase("^[é-ë]$", "e", false),
        MatchCase("^[\\u0041-\\u0043]+$", "ABC", true),
        MatchCase("^[\\x00-\\x7F]+$", "abc", true),
        MatchCase("^[\\x00-\\x7F]+$", "é", false),
        MatchCase("^[^\\n]+$", "a\rb", true),
        MatchCase("^[^\\n]+$", "a\nb", false),
        MatchCase("^[😀-😂]$", "😁", true),
        MatchCase("^[😀-😂]$", "😃", false),
        MatchCase("^[\\t ]$", "\t", true),
    ]

    @Test(arguments: bracketCases)
    func bracketExpressions(_ testCase: MatchCase) throws {
        try check(testCase)
    }

    static let groupAndAlternationCases: [MatchCase] = [
        MatchCase("^(ab)+$", "abab", true),
        MatchCase("^(ab)+$", "aba", false),
        MatchCase("^(?:ab|cd)+$", "abcdab", true),
        MatchCase("^(?<word>ab)c$", "abc", true),
        MatchCase("^(?<Word_1>a)(?<b>b)$", "ab", true),
        MatchCase("^(a|b|c)$", "c", true),
        MatchCase("^(a|b|c)$", "d", false),
        MatchCase("^(|a)$", "", true),
        MatchCase("^(a|)$", "a", true),
        MatchCase("^()$", "", true),
        MatchCase("^(?:)+$", "", true),
        MatchCase("cat|dog", "hotdog", true),
        MatchCase("^cat|dog$", "catfish", true),
        MatchCase("^cat|dog$", "hotdogs", false),
        MatchCase("^(a(b(c)))$", "abc", true),
        MatchCase("^(a*)*$", "aaa", true),
        MatchCase("^(a*)*b$", "aaac", false),
        MatchCase("^(a|ab)(c|bcd)(d*)$", "abcd", true),
        MatchCase("a|b|", "zzz", true),
    ]

    @Test(arguments: groupAndAlternationCases)
    func groupsAndAlternation(_ testCase: MatchCase) throws {
        try check(testCase)
    }

    static let quantifierCases: [MatchCase] = [
        MatchCase("^a*$", "", true),
        MatchCase("^a*$", "aaa", true),
        MatchCase("^a*$", "aab", false),
        MatchCase("^a+$", "", false),
        MatchCase("^a+$", "aa", true),
        MatchCase("^ab?c$", "ac", true),
        MatchCase("^ab?c$", "abc", true),
        MatchCase("^ab?c$", "abbc", false),
        MatchCase("^a{3}$", "aa", false),
        MatchCase("^a{3}$", "aaa", true),
        MatchCase("^a{3}$", "aaaa", false),
        MatchCase("^a{2,}$", "a", false),
        MatchCase("^a{2,}$", "aa", true),
        MatchCase("^a{2,}$", "aaaaa", true),
        MatchCase("^a{2,4}$", "a", false),
        MatchCase("^a{2,4}$", "aa", true),
        MatchCase("^a{2,4}$", "aaaa", true),
        MatchCase("^a{2,4}$", "aaaaa", false),
        MatchCase("^a{0}$", "", true),
        MatchCase("^a{0}$", "a", false),
        MatchCase("^a{0,1}$", "a", true),
        MatchCase("^a{0,}$", "aaa", true),
        MatchCase("^a{1000}$", String(repeating: "a", count: 1000), true),
        MatchCase("^a{1000}$", String(repeating: "a", count: 999), false),
        MatchCase("^a{1000}$", String(repeating: "a", count: 1001), false),
        MatchCase("^a{0,1000}$", String(repeating: "a", count: 1000), true),
        MatchCase("^a{0,1000}$", String(repeating: "a", count: 1001), false),
        MatchCase("^(ab){2}$", "abab", true),
        MatchCase("^é{2}$", "éé", true),
        MatchCase("^😀+$", "😀😀", true),
        MatchCase("a{2}", "xaax", true),
        MatchCase("^a*?$", "aaa", true),
        MatchCase("^a+?b$", "aab", true),
        MatchCase("^a??b$", "ab", true),
        MatchCase("^a{2,3}?$", "aaa", true),
        MatchCase("^a{2,}?$", "a", false),
    ]

    @Test(arguments: quantifierCases)
    func quantifiers(_ testCase: MatchCase) throws {
        try check(testCase)
    }

    @Test func deepestAllowedNestingCompiles() throws {
        let depth = PatternParser.maximumNestingDepth
        let source = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        let pattern = try Pattern(source)
        #expect(pattern.matches("a"))
        #expect(!pattern.matches("b"))
    }

    // MARK: Errors

    static let errorCases: [ErrorCase] = [
        ErrorCase("(", "unbalanced parenthesis: missing ')'", 0),
        ErrorCase("a(b(c)", "unbalanced parenthesis: missing ')'", 1),
        ErrorCase("é(", "unbalanced parenthesis: missing ')'", 2),
        ErrorCase("a)", "unbalanced parenthesis: unexpected ')'", 1),
        ErrorCase("(a))", "unbalanced parenthesis: unexpected ')'", 3),
        ErrorCase("*a", "nothing to repeat", 0),
        ErrorCase("a|+", "nothing to repeat", 2),
        ErrorCase("(?:*)", "nothing to repeat", 3),
        ErrorCase("^*", "nothing to repeat", 1),
        ErrorCase("a$+", "nothing to repeat", 2),
        ErrorCase("a**", "nothing to repeat", 2),
        ErrorCase("a*??", "nothing to repeat", 3),
        ErrorCase("a{2}{3}", "nothing to repeat", 4),
        ErrorCase("{2}", "nothing to repeat", 0),
        ErrorCase("a*+", "possessive quantifiers are not supported", 2),
        ErrorCase("a{2}+", "possessive quantifiers are not supported", 4),
        ErrorCase("[abc", "unterminated character class", 0),
        ErrorCase("x[a-", "unterminated character class", 1),
        ErrorCase("[\\]", "unterminated character class", 0),
        ErrorCase("日本[", "unterminated character class", 6),
        ErrorCase("[]", "empty character class; escape a literal ']' as \\]", 0),
        ErrorCase("a[^]", "empty character class; escape a literal ']' as \\]", 1),
        ErrorCase("[z-a]", "invalid range z-a", 1),
        ErrorCase("é[é-a]", "invalid range é-a", 3),
        ErrorCase("[\\x7a-a]", "invalid range \\x7a-a", 1),
        ErrorCase("[\\d-z]", "invalid range: a class escape cannot be a range endpoint", 1),
        ErrorCase("[a-\\w]", "invalid range: a class escape cannot be a range endpoint", 3),
        ErrorCase("[a-c-e]", "ambiguous '-' in character class; escape it as \\-", 4),
        ErrorCase("[\\w-.]", "invalid range: a class escape cannot be a range endpoint", 1),
        ErrorCase("[[a]]", "nested '[' in a character class is not supported; escape it as \\[", 1),
        ErrorCase("[a&&b]", "'&&' in a character class is not supported; escape '&' as \\&", 2),
        ErrorCase("(a)\\1", "backreferences are not supported (matching must stay linear-time)", 3),
        ErrorCase("(?<n>a)\\k<n>", "backreferences are not supported (matching must stay linear-time)", 7),
        ErrorCase("(?=a)", "lookahead assertions are not supported (matching must stay linear-time)", 0),
        ErrorCase("x(?!a)", "lookahead assertions are not supported (matching must stay linear-time)", 1),
        ErrorCase("(?<=a)b", "lookbehind assertions are not supported (matching must stay linear-time)", 0),
        ErrorCase("(?<!a)", "lookbehind assertions are not supported (matching must stay linear-time)", 0),
        ErrorCase("(?>a)", "atomic groups are not supported", 0),
        ErrorCase("(?i)a", "unsupported group syntax '(?i'", 0),
        ErrorCase("(?", "unsupported group syntax '(?'", 0),
        ErrorCase("(?<1a>x)", "invalid group name", 3),
        ErrorCase("(?<a-b>x)", "invalid group name", 4),
        ErrorCase("(?<>x)", "invalid group name", 3),
        ErrorCase("(?<ab", "unterminated group name", 0),
        ErrorCase("(?<n>a)(?<n>b)", "duplicate group name 'n'", 10),
        ErrorCase("a\\", "incomplete escape at end of pattern", 1),
        ErrorCase("\\q", "unsupported escape \\q", 0),
        ErrorCase("\\0", "unsupported escape \\0", 0),
        ErrorCase("\\k", "unsupported escape \\k", 0),
        ErrorCase("[\\1]", "unsupported escape \\1", 1),
        ErrorCase("[\\b]", "unsupported escape \\b", 1),
        ErrorCase("\\é", "unsupported escape \\é", 0),
        ErrorCase("a\\b", "word-boundary assertions (\\b, \\B) are not supported", 1),
        ErrorCase("\\B", "word-boundary assertions (\\b, \\B) are not supported", 0),
        ErrorCase("\\p{L}", "Unicode property escapes (\\p, \\P) are not supported", 0),
        ErrorCase("[\\P{L}]", "Unicode property escapes (\\p, \\P) are not supported", 1),
        ErrorCase("\\u12", "invalid escape \\u: expected 4 hex digits or {hex digits}", 0),
        ErrorCase("\\u{}", "invalid escape \\u: expected 4 hex digits or {hex digits}", 0),
        ErrorCase("\\u{1234567}", "invalid escape \\u: expected 4 hex digits or {hex digits}", 0),
        ErrorCase("é\\x4", "invalid escape \\x: expected 2 hex digits or {hex digits}", 2),
        ErrorCase("\\uD800", "invalid Unicode scalar value in escape \\u", 0),
        ErrorCase("\\u{110000}", "invalid Unicode scalar value in escape \\u", 0),
        ErrorCase("{", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 0),
        ErrorCase("a{", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 1),
        ErrorCase("a{x}", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 1),
        ErrorCase("a{1,x}", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 1),
        ErrorCase("a{,3}", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 1),
        ErrorCase("a{1 }", "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", 1),
        ErrorCase("a{1001}", "repetition count 1001 exceeds the maximum of 1000", 2),
        ErrorCase("a{1,1001}", "repetition count 1001 exceeds the maximum of 1000", 4),
        ErrorCase(
            "a{99999999999999999999}",
            "repetition count 99999999999999999999 exceeds the maximum of 1000", 2),
        ErrorCase("a{3,2}", "invalid repetition range {3,2}: minimum exceeds maximum", 1),
        ErrorCase("(a{1000}){20}", "pattern is too complex: it would compile to more than 10000 instructions", 9),
        ErrorCase(
            "(a{1000}){9}b{1000}", "pattern is too complex: it would compile to more than 10000 instructions", 13),
        ErrorCase(
            String(repeating: "a", count: 10_000),
            "pattern is too complex: it would compile to more than 10000 instructions", 0),
        ErrorCase(
            String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101),
            "groups nest more than 100 levels deep", 100),
    ]

    @Test(arguments: errorCases)
    func errors(_ testCase: ErrorCase) {
        #expect(throws: PatternError(message: testCase.message, offset: testCase.offset)) {
            try Pattern(testCase.pattern)
        }
    }

    @Test func largestProgramCompiles() throws {
        let longest = try Pattern("^" + String(repeating: "a", count: 9_998))
        #expect(longest.matches(String(repeating: "a", count: 9_998)))
        #expect(!longest.matches(String(repeating: "a", count: 9_997)))
        let repeated = try Pattern("^(a{1000}){8}b{998}$")
        #expect(repeated.matches(String(repeating: "a", count: 8_000) + String(repeating: "b", count: 998)))
        #expect(!repeated.matches(String(repeating: "a", count: 8_000) + String(repeating: "b", count: 997)))
    }

    @Test func errorDescriptionIncludesOffset() {
        let error = PatternError(message: "nothing to repeat", offset: 3)
        #expect(error.description == "nothing to repeat (at byte offset 3)")
    }

    // MARK: Linear time

    /// Patterns that make backtracking engines take exponential time on `filler × 30 000 + "b"`.
    static let catastrophicCases: [(pattern: String, filler: String)] = [
        ("^(a+)+$", "a"), ("^(a*)*$", "a"), ("^(a|a)*$", "a"), ("^(a|aa)+$", "a"),
        ("(x+x+)+y", "x"), ("^(\\w+\\s?)*$", "a "), ("^(.*a){12}$", "a"),
    ]

    @Test(arguments: catastrophicCases)
    func catastrophicBacktrackingCasesFinish(_ source: String, _ filler: String) throws {
        let text = String(repeating: filler, count: 30_000) + "b!"
        for pattern in try bothEngines(source) {
            #expect(!pattern.matches(text))
        }
    }

    @Test func largeProgramsFallBackToNFASimulation() throws {
        // Subset construction would need 2^13 states: the DFA is abandoned.
        let pattern = try Pattern("(a|b)*a(a|b){12}")
        #expect(!pattern.usesDFA)
        #expect(pattern.matches("bba" + String(repeating: "b", count: 12)))
        #expect(!pattern.matches("bba" + String(repeating: "b", count: 11)))
        #expect(try Pattern("^[a-z0-9_.-]+$").usesDFA)
    }

    // MARK: Entry points

    @Test func substringsAreMatchedOnTheirOwnBounds() throws {
        let pattern = try Pattern("^abc$")
        let text = "xxabcxx"
        let slice = text.dropFirst(2).prefix(3)
        #expect(pattern.matches(slice))
        #expect(!pattern.matches(text))
    }

    @Test func byteEntryPoints() throws {
        let pattern = try Pattern("^abé$")
        let bytes = Array("abé".utf8)
        #expect(pattern.matches(utf8: bytes))
        #expect(pattern.matches(utf8: bytes[...]))
        #expect(pattern.matches(utf8: bytes.lazy.map { $0 }))
        #expect(!pattern.matches(utf8: bytes.reversed()))
        #expect(bytes.withLinkBytes { pattern.matches(utf8: $0) })
    }

    static let illFormedUTF8: [[UInt8]] = [
        [0xFF], [0x80], [0xC0, 0xAF], [0xC2], [0xE2, 0x82], [0xE2, 0x82, 0x41], [0xED, 0xA0, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0x61, 0xF8, 0x62],
        [0xE0, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80, 0xC3],
    ]

    @Test(arguments: illFormedUTF8)
    func illFormedUTF8DecodesLikeTheStandardLibrary(_ bytes: [UInt8]) throws {
        let repaired = String(decoding: bytes, as: UTF8.self)
        let sources = ["^\\uFFFD$", "^\\uFFFD\\uFFFD$", "^\\uFFFD{3}$", "^\\uFFFD+A$", "^a.b$", "^.{4}$", "😀"]
        for source in sources {
            for pattern in try bothEngines(source) {
                #expect(pattern.matches(utf8: bytes) == pattern.matches(repaired), "\(source)")
            }
        }
    }

    @Test func equalityAndHashingFollowTheSource() throws {
        let pattern = try Pattern("^[a-z]+$")
        #expect(pattern.source == "^[a-z]+$")
        #expect(pattern.description == "^[a-z]+$")
        #expect(pattern == (try Pattern("^[a-z]+$")))
        #expect(pattern != (try Pattern("^[a-z]*$")))
        #expect(Set([pattern, try Pattern("^[a-z]+$"), try Pattern("x")]).count == 2)
    }

    // MARK: Differential testing against Swift Regex

    /// Patterns, a matching seed text, and tokens for mutating it or building texts from scratch.
    static let differentialCases: [(pattern: String, seed: String, tokens: [String])] = [
        ("^[a-z0-9_.-]+$", "ab_9.c-d", ["a", "z", "0", "_", ".", "-", "A", "é", "/"]),
        ("^(a+)+$", "aaa", ["a", "b"]),
        ("(a|b)*abb", "babb", ["a", "b", "c"]),
        ("^\\d{3}-\\d{4}$", "123-4567", ["1", "9", "-", "a"]),
        ("^[^/]+$", "aé", ["a", "/", "é"]),
        ("colou?r", "color", ["colo", "u", "r", "x"]),
        ("^(?:[a-z]+\\.)*[a-z]+$", "ab.c.d", ["a", "b", ".", "-"]),
        ("^\\w+@\\w+\\.(com|org)$", "a_b@c.org", ["a", "@", ".", "com", "org", "_"]),
        ("^.{2,4}$", "a日", ["a", "é", "日", "\n", "😀"]),
        ("x*y+z?", "xyyz", ["x", "y", "z"]),
        ("^(ab|a)(bc|c)?$", "abc", ["a", "b", "c"]),
        ("[é-ü]+$", "éñ", ["é", "ñ", "ü", "e", "ÿ"]),
        ("^\\s*\\S+\\s*$", " a\t", [" ", "\t", "a", "\n"]),
        ("a{2,3}b{0,2}", "aab", ["a", "b"]),
        ("^(a|b){3,}$", "abab", ["a", "b", "c"]),
        ("(^a|b$)", "ab", ["a", "b", "c"]),
        ("^$|x", "x", ["x", "y"]),
        ("\\.\\*\\+", ".*+", [".", "*", "+"]),
        ("[\\d\\-]+$", "1-2", ["1", "-", "a"]),
        ("^[^\\d\\s]{1,3}$", "aé", ["1", " ", "a", "é"]),
        ("(?:ab)*?c", "abc", ["a", "b", "c"]),
        ("^(a*b*)*c$", "abbac", ["a", "b", "c"]),
        ("^\\u00e9+$", "éé", ["é", "e", "\u{301}"]),
        ("^(?<x>ab)+$", "abab", ["a", "b", "ab"]),
        ("a.c", "abc", ["a", "b", "c", "\n", "\u{2028}"]),
        ("^[A-Fa-f0-9]{2}(:[A-Fa-f0-9]{2}){2}$", "a0:FF:19", ["a", "F", "0", ":", "g"]),
        ("(a|ab)(c|bcd)(d*)", "abcd", ["a", "b", "c", "d"]),
        ("^(?:|a|b)+$", "ab", ["a", "b", "c"]),
        ("\\W\\w", " a", [" ", "a", "-", "_"]),
        ("^[\\]\\[]+", "][", ["[", "]", "a"]),
        ("(a|b)*a(a|b){11}", "abbbbbbbbbbb", ["a", "b"]),
        ("^[a-z]{1,8}(-[a-z0-9]{1,8})*$", "en-us-x1", ["a", "z", "-", "9", "abcdefgh"]),
    ]

    @Test(arguments: differentialCases)
    func agreesWithSwiftRegex(_ pattern: String, _ seed: String, _ tokens: [String]) throws {
        let reference = try Regex(pattern).matchingSemantics(.unicodeScalar).asciiOnlyCharacterClasses()
        let engines = try bothEngines(pattern)
        let tokens = tokens.map { Array($0.unicodeScalars) }
        var generator = SplitMix64(seed: pattern.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) })
        var matchCount = 0
        for round in 0..<300 {
            var scalars: [Unicode.Scalar]
            if round.isMultiple(of: 2) {
                // Mutate the seed a little: texts near the boundary of the language.
                scalars = Array(seed.unicodeScalars)
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let index = Int.random(in: 0...scalars.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0:
                        scalars.insert(contentsOf: tokens.randomElement(using: &generator)!, at: index)
                    case 1 where index < scalars.count:
                        scalars.remove(at: index)
                    default:
                        scalars.replaceSubrange(
                            index..<min(index + 1, scalars.count), with: tokens.randomElement(using: &generator)!)
                    }
                }
            } else {
                scalars = (0..<Int.random(in: 0...14, using: &generator)).flatMap { _ in
                    tokens.randomElement(using: &generator)!
                }
            }
            let text = String(String.UnicodeScalarView(scalars))
            let expected = try reference.firstMatch(in: text) != nil
            matchCount += expected ? 1 : 0
            for engine in engines {
                #expect(engine.matches(text) == expected, "\(text.debugDescription), usesDFA: \(engine.usesDFA)")
            }
        }
        // The generated inputs must exercise both outcomes.
        #expect(matchCount > 0 && matchCount < 300, "\(matchCount) of 300 inputs match")
    }
}
