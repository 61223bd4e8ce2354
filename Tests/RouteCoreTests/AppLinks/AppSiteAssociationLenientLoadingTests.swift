import RouteCore
import TestSupport
import Testing

/// iOS loads a file with slips in it and skips what it does not understand. RouteScope loads it
/// the same way, matches it as iOS does, and reports each slip as a warning at its position.
@Suite("apple-app-site-association lenient loading")
struct AppSiteAssociationLenientLoadingTests {
    @Test func unknownKeysAreIgnoredWithDidYouMean() throws {
        let warnings = try expectAASAWarnings(
            #"{"applinks": {1️⃣"detials": [], "details": [{"appIDs": ["A.b"], 2️⃣"component": [], "components": [{"/": "/x/*", 3️⃣"exlude": true}, {"/": "*"}]}]}}"#,
            [(.unknownKey, 1), (.unknownKey, 2), (.unknownKey, 3)])
        #expect(warnings.map(\.message) == [
            #"iOS ignores the unknown key "detials"; did you mean "details"?"#,
            #"iOS ignores the unknown key "component"; did you mean "components"?"#,
            #"iOS ignores the unknown key "exlude"; did you mean "exclude"?"#,
        ])
        let aasa = try loadAASA(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/x/*", "exlude": true}, {"/": "*"}]}]}}"#)
        #expect(aasa.verdict("/x/1") == "match details[0].components[0]", "a misspelt exclude is simply absent")
    }

    @Test func valuesOfTheWrongTypeAreAsIfAbsent() throws {
        let warnings = try expectAASAWarnings(
            #"""
            {"applinks": {"details": [{"appIDs": ["A.b", 1️⃣7], "components": [
              {"/": 2️⃣5, "exclude": 3️⃣1, "caseSensitive": 4️⃣"no", "#": "top"},
              {"/": "/x", "?": 5️⃣[]}
            ]}]}}
            """#,
            [(.wrongType, 1), (.wrongType, 2), (.wrongType, 3), (.wrongType, 4), (.wrongType, 5)])
        #expect(warnings[1].description == #"aasa.json:2:9: warning[wrong-type]: applinks.details[0].components[0]["/"]: expected a string, found a number; iOS ignores it"#)
        let aasa = try loadAASA(##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": 5, "exclude": 1, "#": "top"}]}]}}"##)
        #expect(aasa.verdict("/anything#top") == "match details[0].components[0]", "no path rule and no exclude: only the fragment counts")
    }

    /// A `?` dictionary with a value that is not a string is ignored as a whole; the component's
    /// other keys still apply.
    @Test func aQueryDictionaryWithANonStringValueIsIgnoredWhole() throws {
        let json = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/buy/*", "?": {"size": "?*", "qty": 1️⃣2}}]}]}}"#
        try expectAASAWarnings(json, [(.ignoredQueryItems, 1)])
        let aasa = try loadAASA(stripMarkers(json).input)
        #expect(aasa.verdict("/buy/1") == "match details[0].components[0]", "the size rule went with the dictionary")
        #expect(aasa.verdict("/sell/1?size=L") == "no-match", "the path rule still applies")
    }

    /// Apple's WWDC 2015 example: `details` as an object keyed by app ID, with legacy paths.
    @Test func theIOS9DetailsObjectIsRead() throws {
        let json = #"""
            {"applinks": {"apps": [], "details": 1️⃣{
              "9JA89QQLNQ.com.apple.wwdc": {"paths": ["/wwdc/news/", "/videos/wwdc/2015/*"]},
              "ABCDE12345.com.example.other": {"paths": ["NOT /wwdc/*", "*"]}
            }}}
            """#
        try expectAASAWarnings(json, [(.detailsByAppID, 1)])
        let aasa = try loadAASA(stripMarkers(json).input)
        #expect(aasa.details.map(\.appIDs) == [["9JA89QQLNQ.com.apple.wwdc"], ["ABCDE12345.com.example.other"]], "in file order")
        #expect(aasa.verdict("/videos/wwdc/2015/platforms-state-of-the-union") == "match details[0].paths[1]")
        #expect(aasa.verdict("/wwdc/news") == "match details[0].paths[0]")
    }

    @Test func appIDsWinsOverAppIDEvenEmpty() throws {
        let json = #"{"applinks": {"details": [{"appIDs": 1️⃣[], 2️⃣"appID": "A.b", "components": [{"/": "*"}]}, {"appIDs": ["A.c"], "components": [{"/": "/c"}]}]}}"#
        let warnings = try expectAASAWarnings(json, [(.noAppIDs, 1), (.appIDIgnored, 2)])
        #expect(warnings[0].message == "appIDs is empty, so no app opens this detail's links and iOS never consults its rules")
        let aasa = try loadAASA(stripMarkers(json).input)
        #expect(aasa.verdict("/a") == "no-match", "the empty appIDs claims nothing, and appID is not read")
        #expect(aasa.verdict("/c") == "match details[1].components[0]")
        let both = try loadAASA(#"{"applinks": {"details": [{"appIDs": ["A.x"], "appID": "A.y", "components": [{"/": "*"}]}]}}"#)
        #expect(both.details[0].appIDs == ["A.x"])
    }

    @Test func aDetailWithoutAppsOrRulesIsAWarning() throws {
        try expectAASAWarnings(
            #"{"applinks": {"details": [1️⃣{"components": [{"/": "*"}]}, 2️⃣{"appIDs": ["A.b"]}]}}"#, [(.noAppIDs, 1), (.noRules, 2)])
        let aasa = try loadAASA(#"{"applinks": {"details": [{"components": [{"/": "*"}]}]}}"#)
        #expect(aasa.verdict("/x") == "no-match")
    }

    @Test func aFileWithoutDetailsLoadsAndOpensNothing() throws {
        try expectAASAWarnings(#"1️⃣{"webcredentials": {"apps": []}}"#, [(.noDetails, 1)])
        try expectAASAWarnings(#"{"applinks": 1️⃣{"apps": []}}"#, [(.noDetails, 1)])
        try expectAASAWarnings(#"{"applinks": {"details": 1️⃣"all"}}"#, [(.wrongType, 1)])
        #expect(try loadAASA(#"{"webcredentials": {}}"#).verdict("/") == "no-match")
    }

    @Test func anUnreadablePatternMatchesNothing() throws {
        let json = ##"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/x/1️⃣$(nope)", "exclude": true}, {"#": "a2️⃣$(lang"}, {"/": "*"}]}]}}"##
        try expectAASAWarnings(json, [(.unreadablePattern, 1), (.unreadablePattern, 2)])
        let aasa = try loadAASA(stripMarkers(json).input)
        #expect(aasa.verdict("/x/$(nope)") == "match details[0].components[2]", "not even its own text")
        #expect(aasa.verdict("/y#a$(lang") == "match details[0].components[2]")
    }

    @Test func patternsPastTheSizeLimitsStillStopTheFile() {
        let long = String(repeating: "a", count: AppLinkPattern.maximumLength + 1)
        #expect(aasaProblems(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "\#(long)"}]}]}}"#).count == 1)
    }

    @Test func everyCodeIsStableKebabCase() {
        #expect(AppSiteAssociationWarning.Code.allCases.map(\.rawValue) == [
            "unknown-key", "wrong-type", "ignored-query-items", "details-by-app-id", "app-id-ignored", "no-app-ids", "no-rules",
            "no-details", "unreadable-pattern", "trailing-comma", "unreachable-rule", "exclude-without-effect",
        ])
    }
}
