import RouteCore
import TestSupport
import Testing

/// How iOS reads a path pattern: trailing slashes do not count, and a pattern without a leading
/// slash is read as if it had one. The cases are the ones `swcutil` records and the examples of
/// Apple's `applinks` documentation, in our own words.
@Suite("apple-app-site-association path rules")
struct AppLinkPathRuleTests {
    @Test func aStarAfterASlashAlsoTakesThePathWithoutIt() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/*"}]"#)
        #expect(aasa.verdict("/buy") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/42") == "match details[0].components[0]")
        #expect(aasa.verdict("/buyer") == "no-match", "only a slash may be left out, not the start of a segment")
    }

    @Test func aPatternWithoutTrailingSlashTakesThePathWithOne() throws {
        let aasa = try loadComponents(#"[{"/": "/buy"}]"#)
        #expect(aasa.verdict("/buy/") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy//") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/1") == "no-match")
    }

    @Test func aPatternWithTrailingSlashTakesThePathWithoutOrWithMore() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/"}]"#)
        #expect(aasa.verdict("/buy") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy//") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/x") == "no-match")
    }

    @Test func anExcludeOfAFolderAlsoExcludesTheFolderItself() throws {
        let aasa = try loadComponents(#"[{"/": "/api/*", "exclude": true}, {"/": "*"}]"#)
        #expect(aasa.verdict("/api") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/api/") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/apis") == "match details[0].components[1]")
    }

    /// The overview of Apple's `applinks` documentation: `"/buy/*"` opens
    /// `https://example.com/buy` in the app.
    @Test func appleOverviewBuyCoversTheBareFolder() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/*", "comment": "Matches any URL whose path starts with /buy/"}]"#)
        #expect(aasa.eligibility(of: "https://example.com/buy").result == .match)
    }

    @Test func theRootAndTheEmptyPathAreOnePath() throws {
        let aasa = try loadComponents(#"[{"/": "/"}]"#)
        #expect(aasa.verdict("") == "match details[0].components[0]")
        #expect(aasa.verdict("/") == "match details[0].components[0]")
        #expect(aasa.verdict("//") == "match details[0].components[0]")
        #expect(aasa.verdict("/x") == "no-match")
    }

    @Test func legacyPathsFollowTheSameSlashRules() throws {
        let aasa = try loadAASA(#"{"applinks": {"details": [{"appID": "A.b", "paths": ["NOT /api/*", "videos/*"]}]}}"#)
        #expect(aasa.verdict("/api") == "excluded details[0].paths[0]")
        #expect(aasa.verdict("/videos") == "match details[0].paths[1]")
    }

    /// Apple's `applinks.Details.Components` reference: `{"/": "abc", "?": "def", "#": "*"}`
    /// matches `https://www.example.com/abc?def`.
    @Test func aPatternWithoutLeadingSlashIsReadWithOne() throws {
        let aasa = try loadComponents(##"[{"/": "abc", "?": "def", "#": "*"}]"##)
        #expect(aasa.eligibility(of: "https://www.example.com/abc?def").result == .match)
        #expect(aasa.verdict("/abc?def#top") == "match details[0].components[0]")
        #expect(aasa.verdict("/xabc?def") == "no-match")
        let wildcard = try loadComponents(#"[{"/": "?*"}]"#)
        #expect(wildcard.verdict("/") == "no-match", "\"?*\" is read as \"/?*\": the root has nothing after its slash")
        #expect(wildcard.verdict("/a") == "match details[0].components[0]")
    }

    /// `swcutil` matches `{"/": "//abc"}` against `https://example.com/abc`: a path pattern
    /// starts with exactly one slash, so extra leading slashes are read as one, as a missing one
    /// is read as there.
    @Test func leadingSlashesAreReadAsOne() throws {
        let aasa = try loadComponents(#"[{"/": "//abc"}, {"/": "///shop/*", "exclude": true}]"#)
        #expect(aasa.verdict("/abc") == "match details[0].components[0]")
        #expect(aasa.verdict("/abc/") == "match details[0].components[0]")
        #expect(aasa.verdict("/shop/1") == "excluded details[0].components[1]")
        #expect(aasa.verdict("/xabc") == "no-match")
        let legacy = try loadAASA(#"{"applinks": {"details": [{"appID": "A.b", "paths": ["NOT //api/*", "//videos"]}]}}"#)
        #expect(legacy.verdict("/api/1") == "excluded details[0].paths[0]")
        #expect(legacy.verdict("/videos") == "match details[0].paths[1]")
        // The warning still points at the `$(` as written, after both slashes (column 94).
        let unreadable = try loadComponents(#"[{"/": "//$(x"}]"#)
        #expect(unreadable.warnings.map(\.description) == [
            #"aasa.json:1:94: warning[unreadable-pattern]: applinks.details[0].components[0]["/"]: "$(" has no closing ")"; iOS cannot read the pattern, so it matches nothing"#
        ])
    }

    @Test func theMessageKeepsThePatternAsWritten() throws {
        var map = RouteMap.sample
        map.web?.appSiteAssociation = try loadComponents(#"[{"/": "app/setting/*", "exclude": true}, {"/": "*"}]"#)
        let analysis = LinkAnalyzer(routeMap: map).analyze("https://example.com/app/setting")
        #expect(analysis.diagnostics.first?.message == #""app/setting/*" in detail 1, component 1 excludes this path, so iOS opens it in Safari"#)
    }
}
