import RouteCore
import Testing

/// Apple's pattern syntax: `*`, `?`, `?*`, substitution variables, case and encoding.
@Suite("apple-app-site-association patterns")
struct AppLinkPatternTests {
    static func matches(_ pattern: String, _ text: String, caseSensitive: Bool = true) throws -> Bool {
        try AppLinkPattern(pattern, variables: .predefined).matches(text, caseSensitive: caseSensitive)
    }

    @Test func literalTextMatchesItselfOnly() throws {
        #expect(try Self.matches("/buy", "/buy"))
        #expect(try !Self.matches("/buy", "/buy/"))
        #expect(try !Self.matches("/buy", "/bu"))
        #expect(try Self.matches("", ""))
        #expect(try !Self.matches("", "/"))
    }

    @Test func starMatchesAnyRunIncludingEmpty() throws {
        #expect(try Self.matches("*", ""))
        #expect(try Self.matches("*", "/anything/at/all"))
        #expect(try Self.matches("/buy/*", "/buy/"))
        #expect(try Self.matches("/buy/*", "/buy/42/size/large"))
        #expect(try !Self.matches("/buy/*", "/buy"))
        #expect(try Self.matches("/a*b*c", "/abc"))
        #expect(try Self.matches("/a*b*c", "/a-xb-yb-c"))
        #expect(try !Self.matches("/a*b*c", "/a-xb-yb-cd"))
        #expect(try Self.matches("**", "x"), "consecutive stars are one star")
    }

    @Test func questionMarkMatchesExactlyOneCharacter() throws {
        #expect(try Self.matches("/201?", "/2019"))
        #expect(try !Self.matches("/201?", "/201"))
        #expect(try !Self.matches("/201?", "/20199"))
        #expect(try Self.matches("/caf?", "/café"), "one character is one Unicode scalar, not one byte")
    }

    @Test func questionMarkStarMatchesAtLeastOneCharacter() throws {
        #expect(try Self.matches("/buy/?*", "/buy/1"))
        #expect(try Self.matches("/buy/?*", "/buy/12345"))
        #expect(try !Self.matches("/buy/?*", "/buy/"))
    }

    @Test func caseInsensitiveFoldsASCIILetters() throws {
        #expect(try !Self.matches("/Help/*", "/help/faq"))
        #expect(try Self.matches("/Help/*", "/HELP/faq", caseSensitive: false))
        #expect(try !Self.matches("/É", "/é", caseSensitive: false), "only ASCII letters fold")
    }

    @Test func predefinedCharacterClassesMatchOneCharacter() throws {
        #expect(try Self.matches("/$(digit)$(digit)", "/42"))
        #expect(try !Self.matches("/$(digit)", "/x"))
        #expect(try Self.matches("/$(alpha)$(upper)$(lower)", "/qQq"))
        #expect(try !Self.matches("/$(upper)", "/q"))
        #expect(try !Self.matches("/$(lower)", "/Q"))
        #expect(try Self.matches("/$(alnum)$(alnum)", "/a1"))
        #expect(try Self.matches("/$(xdigit)$(xdigit)", "/fA"))
        #expect(try !Self.matches("/$(xdigit)", "/g"))
    }

    @Test func regionAndLanguageAreTheISOLists() throws {
        #expect(ISORegionCodes.all.count == 249)
        #expect(ISOLanguageCodes.all.count == 183)
        #expect(Set(ISORegionCodes.all).count == 249 && ISORegionCodes.all == ISORegionCodes.all.sorted())
        #expect(Set(ISOLanguageCodes.all).count == 183 && ISOLanguageCodes.all == ISOLanguageCodes.all.sorted())
        #expect(try Self.matches("/$(lang)_$(region)/", "/en_US/"))
        #expect(try Self.matches("/$(lang)_$(region)/", "/fr_CA/"))
        #expect(try !Self.matches("/$(lang)_$(region)/", "/xx_US/"), "xx is not a language")
        #expect(try !Self.matches("/$(lang)_$(region)/", "/en_UK/"), "the United Kingdom is GB")
        #expect(try !Self.matches("/$(lang)_$(region)/", "/EN_US/"), "case-sensitive by default")
    }

    @Test func definedVariablesMatchAnyOfTheirValuesWithWildcards() throws {
        let variables = AppLinkSubstitutionVariables(["food": ["burgers", "pizza*", "?ce cream"]])
        let pattern = try AppLinkPattern("/menu/$(food)/", variables: variables)
        #expect(pattern.matches("/menu/burgers/"))
        #expect(pattern.matches("/menu/pizza/") && pattern.matches("/menu/pizzas-and-more/"))
        #expect(pattern.matches("/menu/ice cream/"))
        #expect(!pattern.matches("/menu/salad/"))
        let empty = try AppLinkPattern("/x/$(none)", variables: AppLinkSubstitutionVariables(["none": []]))
        #expect(!empty.matches("/x/"), "a variable with no values matches nothing")
    }

    @Test func variableErrorsSayWhereAndSuggest() {
        #expect(throws: AppLinkPattern.SyntaxError(message: "unknown substitution variable $(langs); did you mean $(lang)?", offset: 1)) {
            try AppLinkPattern("/$(langs)", variables: .predefined)
        }
        #expect(throws: AppLinkPattern.SyntaxError(message: "\"$(\" has no closing \")\"", offset: 3)) {
            try AppLinkPattern("/é$(lang", variables: .predefined)
        }
    }

    @Test func patternSizeIsBounded() {
        #expect(throws: AppLinkPattern.SyntaxError.self) {
            try AppLinkPattern(String(repeating: "a", count: AppLinkPattern.maximumLength + 1), variables: .predefined)
        }
        let many = AppLinkSubstitutionVariables(["v": (0..<400).map { "value\($0)" }])
        #expect(throws: AppLinkPattern.SyntaxError.self, "each use of a large variable expands in place") {
            try AppLinkPattern(String(repeating: "$(v)", count: 20), variables: many)
        }
    }

    /// 40 `*a` segments against a long path that almost matches: a backtracking glob would take
    /// exponential time; the automaton does one pass of at most (text × pattern) steps.
    @Test func starHeavyPatternsDoNotBacktrack() throws {
        let pattern = try AppLinkPattern(String(repeating: "*a", count: 40) + "b", variables: .predefined)
        #expect(!pattern.matches(String(repeating: "a", count: 10_000)))
        #expect(pattern.matches(String(repeating: "a", count: 10_000) + "b"))
        let lang = try AppLinkPattern(String(repeating: "$(lang)*", count: 8) + "!", variables: .predefined)
        #expect(!lang.matches(String(repeating: "en", count: 500)))
    }
}
