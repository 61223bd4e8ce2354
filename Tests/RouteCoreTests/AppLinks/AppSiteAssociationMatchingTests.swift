import RouteCore
import TestSupport
import Testing

/// Apple's matching rules for `applinks`, one by one, and the examples of Apple's documentation
/// ("Supporting associated domains", "applinks") restated as cases.
@Suite("apple-app-site-association matching")
struct AppSiteAssociationMatchingTests {
    // MARK: Order and exclusion

    @Test func theFirstMatchingComponentDecides() throws {
        let aasa = try loadComponents(#"[{"/": "/help/*", "exclude": true}, {"/": "/*"}, {"/": "/help/faq"}]"#)
        #expect(aasa.verdict("/help/faq") == "excluded details[0].components[0]", "a later match never overrides an earlier one")
        #expect(aasa.verdict("/buy/1") == "match details[0].components[1]")
    }

    @Test func detailsAreTriedInOrder() throws {
        let aasa = try loadAASA(
            #"""
            {"applinks": {"details": [
              {"appIDs": ["A.one"], "components": [{"/": "/one/*"}]},
              {"appIDs": ["A.two"], "components": [{"/": "/two/*", "exclude": true}, {"/": "/*"}]}
            ]}}
            """#)
        #expect(aasa.verdict("/one/x") == "match details[0].components[0]")
        #expect(aasa.verdict("/two/x") == "excluded details[1].components[0]")
        #expect(aasa.verdict("/three") == "match details[1].components[1]")
    }

    @Test func nothingMatchingMeansSafari() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/*"}]"#)
        #expect(aasa.verdict("/sell/1") == "no-match")
        #expect(aasa.eligibility(of: "https://example.com/sell/1").opensApp == false)
    }

    // MARK: Keys

    @Test func anAbsentKeyMatchesAnythingIncludingAbsence() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/*"}]"#)
        #expect(aasa.verdict("/buy/1?ref=mail#top") == "match details[0].components[0]")
        let empty = try loadComponents(#"[{}]"#)
        #expect(empty.verdict("") == "match details[0].components[0]", "a component with no keys matches every link")
    }

    @Test func anEmptyPathIsMatchedAsSlash() throws {
        let aasa = try loadComponents(#"[{"/": "/"}]"#)
        #expect(aasa.verdict("") == "match details[0].components[0]")
        #expect(aasa.verdict("/") == "match details[0].components[0]")
    }

    @Test func queryStringPatternMatchesTheWholeQuery() throws {
        let aasa = try loadComponents(#"[{"/": "/search", "?": "q=*"}]"#)
        #expect(aasa.verdict("/search?q=shoes") == "match details[0].components[0]")
        #expect(aasa.verdict("/search?page=2&q=shoes") == "no-match", "the pattern sees the whole query text")
        #expect(aasa.verdict("/search") == "no-match", "an absent query is matched as empty")
    }

    @Test func fragmentPatternMatchesTheFragment() throws {
        let aasa = try loadComponents(##"[{"#": "nondeeplinking", "exclude": true}, {"/": "/*"}]"##)
        #expect(aasa.verdict("/page#nondeeplinking") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/page#other") == "match details[0].components[1]")
        #expect(aasa.verdict("/page") == "match details[0].components[1]")
    }

    // MARK: Query dictionaries

    @Test func queryDictionaryChecksOnlyTheNamedItems() throws {
        let aasa = try loadComponents(#"[{"/": "/buy/*", "?": {"size": "?*"}}]"#)
        #expect(aasa.verdict("/buy/1?size=L") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/1?color=red&size=L&utm_source=x") == "match details[0].components[0]", "other items are ignored")
    }

    @Test func everyOccurrenceOfARepeatedItemMustMatch() throws {
        let aasa = try loadComponents(#"[{"?": {"id": "$(digit)*"}}]"#)
        #expect(aasa.verdict("/?id=1&id=22") == "match details[0].components[0]")
        #expect(aasa.verdict("/?id=1&id=x") == "no-match")
    }

    /// Apple: an item the dictionary names but the link lacks is matched as an empty value. So
    /// `"*"` (or `""`) accepts a link without the item, and `"?*"` requires the item with a value.
    @Test func anAbsentItemIsMatchedAsAnEmptyValue() throws {
        let required = try loadComponents(#"[{"?": {"ref": "?*"}}]"#)
        #expect(required.verdict("/x") == "no-match")
        #expect(required.verdict("/x?ref=") == "no-match")
        #expect(required.verdict("/x?ref") == "no-match", "an item without = has an empty value")
        #expect(required.verdict("/x?ref=mail") == "match details[0].components[0]")
        let optional = try loadComponents(#"[{"?": {"ref": "*"}}]"#)
        #expect(optional.verdict("/x") == "match details[0].components[0]")
        let exact = try loadComponents(#"[{"?": {"ref": "mail"}}]"#)
        #expect(exact.verdict("/x") == "no-match")
    }

    // MARK: caseSensitive and percentEncoded

    @Test func caseSensitiveByDefaultAndOverridable() throws {
        let strict = try loadComponents(#"[{"/": "/Help"}]"#)
        #expect(strict.verdict("/help") == "no-match")
        let component = try loadComponents(#"[{"/": "/Help", "caseSensitive": false}]"#)
        #expect(component.verdict("/HELP") == "match details[0].components[0]")
        let file = try loadComponents(#"[{"/": "/Help"}, {"/": "/X", "caseSensitive": true}]"#, defaults: #"{"caseSensitive": false}"#)
        #expect(file.verdict("/help") == "match details[0].components[0]", "applinks.defaults applies")
        #expect(file.verdict("/x") == "no-match", "a component overrides the file's default")
        let detail = try loadAASA(
            #"""
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [
              {"appIDs": ["A.b"], "defaults": {"caseSensitive": true}, "components": [{"/": "/Help"}]}]}}
            """#)
        #expect(detail.verdict("/help") == "no-match", "a detail's defaults override the file's")
    }

    @Test func percentEncodedMatchesTheEncodedTextByDefault() throws {
        let encoded = try loadComponents(#"[{"/": "/caf%C3%A9"}]"#)
        #expect(encoded.verdict("/caf%C3%A9") == "match details[0].components[0]")
        let decoded = try loadComponents(#"[{"/": "/café/a b", "percentEncoded": false}]"#)
        #expect(decoded.verdict("/caf%C3%A9/a%20b") == "match details[0].components[0]")
        #expect(try loadComponents(#"[{"/": "/café"}]"#).verdict("/caf%C3%A9") == "no-match")
        let query = try loadComponents(#"[{"?": {"q": "a b"}}]"#, defaults: #"{"percentEncoded": false}"#)
        #expect(query.verdict("/?q=a%20b") == "match details[0].components[0]", "query values decode too")
        #expect(query.verdict("/?q=a%ZZb") == "no-match", "a malformed escape stays as written")
    }

    // MARK: Legacy paths

    @Test func legacyPathsNotExcludesAndTheFirstMatchDecides() throws {
        let aasa = try loadAASA(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]}]}}"#)
        #expect(aasa.verdict("/videos/wwdc/2010/intro") == "excluded details[0].paths[0]")
        #expect(aasa.verdict("/videos/wwdc/2015/intro") == "match details[0].paths[1]")
        #expect(aasa.verdict("/videos/wwdc/2020/intro") == "no-match")
        #expect(aasa.verdict("/videos/wwdc/2015/intro?x=1") == "match details[0].paths[1]", "legacy paths see the path only")
    }

    @Test func componentsWinOverLegacyPaths() throws {
        let aasa = try loadAASA(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/new"}], "paths": ["*"]}]}}"#)
        #expect(aasa.verdict("/old") == "no-match", "iOS ignores paths when a detail has components")
    }

    // MARK: Apple's examples

    /// `/buy/*` with a query item: any path under /buy/ whose `articleNumber` query item is four
    /// characters long, and a fragment rule alongside.
    @Test func appleExampleBuyWithQueryAndFragment() throws {
        let aasa = try loadComponents(
            ##"""
            [{"/": "/buy/*", "?": {"articleNumber": "????"}, "comment": "four-character article numbers"},
             {"/": "/help/*", "#": "*nondeeplinking*", "exclude": true},
             {"/": "/help/*"}]
            """##)
        #expect(aasa.verdict("/buy/shoes?articleNumber=1234") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/shoes?articleNumber=123") == "no-match")
        #expect(aasa.verdict("/help/faq#nondeeplinking-section") == "excluded details[0].components[1]")
        #expect(aasa.verdict("/help/faq#intro") == "match details[0].components[2]")
    }

    /// Keep the website's help pages in Safari, send the rest to the app.
    @Test func appleExampleExcludeHelpWebsite() throws {
        let aasa = try loadComponents(#"[{"/": "/help/website/*", "exclude": true}, {"/": "/help/*"}]"#)
        #expect(aasa.verdict("/help/website/cookies") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/help/app/settings") == "match details[0].components[1]")
    }

    /// `/*` with `caseSensitive: false` in the defaults: every path, in any case.
    @Test func appleExampleEverythingCaseInsensitive() throws {
        let aasa = try loadComponents(#"[{"/": "/Products/*", "exclude": true}, {"/": "/*"}]"#, defaults: #"{"caseSensitive": false}"#)
        #expect(aasa.verdict("/PRODUCTS/x") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/anything") == "match details[0].components[1]")
    }

    /// Localised paths with `$(lang)_$(region)` and a variable of the file's own.
    @Test func appleExampleSubstitutionVariables() throws {
        let aasa = try loadComponents(
            #"[{"/": "/$(lang)_$(region)/$(food)/"}]"#, variables: #"{"food": ["burrito", "pizza", "sushi", "samosa"]}"#)
        #expect(aasa.verdict("/en_US/pizza/") == "match details[0].components[0]")
        #expect(aasa.verdict("/ja_JP/sushi/") == "match details[0].components[0]")
        #expect(aasa.verdict("/en_US/salad/") == "no-match")
        #expect(aasa.verdict("/english_US/pizza/") == "no-match")
    }
}
