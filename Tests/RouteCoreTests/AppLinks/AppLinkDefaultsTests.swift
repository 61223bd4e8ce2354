import RouteCore
import TestSupport
import Testing

/// `defaults` is "a subclass of components" (Apple's `applinks.Defaults`): at the file's level
/// and at a detail's, it may hold any key of a component, and each component takes from it what
/// it does not set itself.
@Suite("apple-app-site-association defaults")
struct AppLinkDefaultsTests {
    @Test func fileDefaultsGiveComponentsTheirMissingPatterns() throws {
        let aasa = try loadComponents(
            ##"[{"/": "/buy/*"}, {"/": "/help/*", "#": "*"}]"##, defaults: ##"{"#": "app", "?": {"ref": "?*"}}"##)
        #expect(aasa.verdict("/buy/1?ref=mail#app") == "match details[0].components[0]")
        #expect(aasa.verdict("/buy/1?ref=mail#web") == "no-match", "the fragment rule comes from the defaults")
        #expect(aasa.verdict("/buy/1#app") == "no-match", "so does the query rule")
        #expect(aasa.verdict("/help/x?ref=a#web") == "match details[0].components[1]", "a component's own key wins")
    }

    @Test func anExcludeInTheDefaultsAppliesUntilAComponentSaysOtherwise() throws {
        let aasa = try loadComponents(#"[{"/": "/private/*"}, {"/": "*", "exclude": false}]"#, defaults: #"{"exclude": true}"#)
        #expect(aasa.verdict("/private/x") == "excluded details[0].components[0]")
        #expect(aasa.verdict("/public") == "match details[0].components[1]")
    }

    @Test func aDetailsDefaultsOverrideTheFilesAndApplyToItsComponentsOnly() throws {
        let aasa = try loadAASA(
            #"""
            {"applinks": {"defaults": {"/": "/shop/*"}, "details": [
              {"appIDs": ["A.one"], "defaults": {"/": "/one/*", "caseSensitive": false}, "components": [{"?": "x"}]},
              {"appIDs": ["A.two"], "components": [{"?": "y"}]}
            ]}}
            """#)
        #expect(aasa.verdict("/ONE/a?x") == "match details[0].components[0]")
        #expect(aasa.verdict("/shop/a?x") == "no-match", "the detail's path replaces the file's")
        #expect(aasa.verdict("/shop/a?y") == "match details[1].components[0]")
        #expect(aasa.verdict("/SHOP/a?y") == "no-match", "the other detail keeps the file's case rule")
    }

    @Test func defaultsWithComponentKeysLoadWithoutWarnings() throws {
        let aasa = try loadComponents(
            ##"[{}]"##, defaults: ##"{"/": "/x/*", "?": "*", "#": "*", "exclude": false, "caseSensitive": true, "percentEncoded": true, "comment": "all"}"##)
        #expect(aasa.warnings.isEmpty)
        #expect(aasa.verdict("/x/1") == "match details[0].components[0]")
        #expect(aasa.verdict("/y") == "no-match")
    }
}
