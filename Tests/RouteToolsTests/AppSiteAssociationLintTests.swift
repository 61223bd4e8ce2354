import RouteCore
import RouteTools
import TestSupport
import Testing

/// What `routescope aasa lint` finds in `json`: the loader's warnings and the linter's findings.
private func lint(_ json: String) throws -> [AppSiteAssociationWarning] {
    try AppSiteAssociationLoader.lint(bytes: Array(json.utf8), file: "aasa.json")
}

/// The linter compares rules as iOS tries them, and reports only what is certain: rules an
/// earlier rule always decides first, and excludes that change nothing.
@Suite("apple-app-site-association lint")
struct AppSiteAssociationLintTests {
    static func details(_ components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": "# + components + "}]}}"
    }

    @Test func aComponentAfterACatchAllNeverDecides() throws {
        let warnings = try expectAASAWarnings(
            Self.details(##"[{"/": "/a"}, {"/": "*"}, 1️⃣{"/": "/b", "exclude": true}, 2️⃣{"#": "x"}]"##),
            [(.unreachableRule, 1), (.unreachableRule, 2)], read: lint)
        #expect(warnings[0].path == "applinks.details[0].components[2]")
        #expect(warnings[0].message == #"details[0].components[1] ("*") comes first and matches every link this one matches, so this exclude never applies: iOS opens them in the app"#)
        #expect(warnings[1].message == #"details[0].components[1] ("*") comes first and matches every link this one matches, so this rule never decides"#)
    }

    /// The classic slip: the exclude written after the broader rule that already opens its links.
    @Test func anExcludeAfterTheBroaderRuleNeverApplies() throws {
        try expectAASAWarnings(
            Self.details(#"[{"/": "/help/*"}, 1️⃣{"/": "/help/website/*", "exclude": true}]"#), [(.unreachableRule, 1)], read: lint)
        try expectAASAWarnings(
            Self.details(#"[{"/": "/help/website/*", "exclude": true}, {"/": "/help/*"}]"#), [], read: lint)
    }

    @Test func shadowingFollowsWildcardsVariablesAndSlashes() throws {
        try expectAASAWarnings(
            Self.details(#"[{"/": "/shop/*/item"}, 1️⃣{"/": "/shop/big/item"}, 2️⃣{"/": "/shop/$(digit)/item"}, {"/": "/shop/item"}]"#),
            [(.unreachableRule, 1), (.unreachableRule, 2)], read: lint)
        try expectAASAWarnings(Self.details(#"[{"/": "/a/*"}, 1️⃣{"/": "/a/b/"}]"#), [(.unreachableRule, 1)], read: lint)
        try expectAASAWarnings(Self.details(##"[{"/": "/a/*", "#": "x"}, {"/": "/a/b", "#": "y"}]"##), [], read: lint)
        try expectAASAWarnings(Self.details(##"[{"/": "/a/*", "#": "x"}, {"/": "/a/b"}, 1️⃣{"/": "/a/b", "#": "y"}]"##), [(.unreachableRule, 1)], read: lint)
    }

    @Test func differentCaseRulesAreNotCompared() throws {
        try expectAASAWarnings(Self.details(#"[{"/": "/a/*", "caseSensitive": false}, {"/": "/a/b"}]"#), [], read: lint)
        try expectAASAWarnings(
            Self.details(#"[{"/": "/A/*", "caseSensitive": false}, 1️⃣{"/": "/a/b", "caseSensitive": false}]"#), [(.unreachableRule, 1)], read: lint)
    }

    @Test func anExcludeWithNothingAfterItToOpenIsWithoutEffect() throws {
        let warnings = try expectAASAWarnings(
            Self.details(#"[{"/": "/buy/*"}, 1️⃣{"/": "/admin/*", "exclude": true}, 2️⃣{"/": "/private/*", "exclude": true}]"#),
            [(.excludeWithoutEffect, 1), (.excludeWithoutEffect, 2)], read: lint)
        #expect(warnings[0].message == "no later rule of these apps opens a link this exclude matches, so those links open in Safari without it")
        try expectAASAWarnings(Self.details(#"[{"/": "/admin/*", "exclude": true}, {"/": "/*"}]"#), [], read: lint)
        // A query dictionary may overlap: unsure, so silent.
        try expectAASAWarnings(Self.details(#"[{"/": "/admin/*", "exclude": true}, {"?": {"id": "?*"}}]"#), [], read: lint)
        // The folder exclude covers the folder itself, so the include after it never decides.
        try expectAASAWarnings(
            Self.details(#"[{"/": "/admin/*", "exclude": true}, 1️⃣{"/": "/admin"}]"#), [(.unreachableRule, 1)], read: lint)
    }

    @Test func otherAppsDetailsNeitherShadowNorOpen() throws {
        try expectAASAWarnings(
            #"""
            {"applinks": {"details": [
              {"appIDs": ["A.one"], "components": [{"/": "*"}]},
              {"appIDs": ["A.two"], "components": [{"/": "/x/*", "exclude": true}, {"/": "*"}]},
              {"appIDs": ["A.one", "A.two"], "components": [1️⃣{"/": "/y"}]}
            ]}}
            """#, [(.unreachableRule, 1)], read: lint)
        try expectAASAWarnings(
            #"""
            {"applinks": {"details": [
              {"appIDs": ["A.one"], "components": [1️⃣{"/": "/x/*", "exclude": true}]},
              {"appIDs": ["A.two"], "components": [{"/": "*"}]}
            ]}}
            """#, [(.excludeWithoutEffect, 1)], read: lint)
    }

    @Test func legacyPathsAreLintedToo() throws {
        let warnings = try expectAASAWarnings(
            #"{"applinks": {"details": [{"appID": "A.b", "paths": ["*", 1️⃣"NOT /x/*"]}]}}"#, [(.unreachableRule, 1)], read: lint)
        #expect(warnings[0].path == "applinks.details[0].paths[1]")
    }

    /// A legacy path is named by its place in the file, past items iOS skips: it was named by
    /// its place among the paths read (`paths[1]`), at the skipped item's line and column.
    @Test func aLegacyPathIsFoundPastTheItemsSkippedBeforeIt() throws {
        let warnings = try expectAASAWarnings(
            #"{"applinks": {"details": [{"appID": "A.b", "paths": [1️⃣7, "*", 2️⃣"NOT /x/*"]}]}}"#, [(.wrongType, 1), (.unreachableRule, 2)],
            read: lint)
        #expect(warnings.map(\.path) == ["applinks.details[0].paths[0]", "applinks.details[0].paths[2]"])
        // The message names the earlier rule by its place in the file too: "*" is paths[1].
        #expect(warnings[1].message.hasPrefix(#"details[0].paths[1] ("*") comes first"#), "\(warnings[1].message)")
    }

    /// In the iOS 9 form, a detail is named by its app ID key, in the path and in the message.
    @Test func aDetailKeyedByAppIDIsNamedByItsKey() throws {
        let warnings = try expectAASAWarnings(
            #"{"applinks": {"details": 1️⃣{"A.b": {"paths": ["/a/*", 2️⃣"/a/b"]}}}}"#, [(.detailsByAppID, 1), (.unreachableRule, 2)], read: lint)
        #expect(warnings[1].path == #"applinks.details["A.b"].paths[1]"#)
        #expect(warnings[1].message == #"details["A.b"].paths[0] ("/a/*") comes first and matches every link this one matches, so this rule never decides"#)
    }

    @Test func loadWarningsAndFindingsComeInFileOrder() throws {
        try expectAASAWarnings(
            Self.details(#"[{"/": "*"}, 1️⃣{"/": "/x", 2️⃣"exlude": true}]"#), [(.unreachableRule, 1), (.unknownKey, 2)], read: lint)
    }
}

/// A file built to make the linter's comparisons expensive: the work is bounded by its budget,
/// and what it cannot settle it does not report.
@Suite("apple-app-site-association lint, hostile input")
struct AppSiteAssociationLintBudgetTests {
    /// 300 components that share a prefix and each expand `$(region)` and `$(lang)`: comparing
    /// every pair in full would take minutes.
    static func heavy() throws -> AppSiteAssociation {
        let components = (0..<300).map { #"{"/": "/shop/$(region)/*$(lang)*x\#($0)"}"# }.joined(separator: ", ")
        return try loadAASA(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": ["# + components + "]}]}}")
    }

    @Test func comparisonsStopWhenTheBudgetIsSpent() throws {
        let aasa = try Self.heavy()
        var budget = 50_000
        let findings = AppSiteAssociationLint.findings(in: aasa, budget: &budget) { "details[\($0)].components[\($1)]" }
        #expect(budget <= 0, "the file needs more than the budget")
        #expect(budget > -(2 * AppLinkPattern.maximumNodes + 1), "overdrawn by at most one charge")
        #expect(findings.isEmpty, "unsure comparisons report nothing")
    }

    @Test func aCatchAllNeedsNoBudget() throws {
        var aasa = try Self.heavy()
        aasa.details[0].components?.insert(AppLinkComponent(), at: 0)
        var budget = 0
        let findings = AppSiteAssociationLint.findings(in: aasa, budget: &budget) { "details[\($0)].components[\($1)]" }
        #expect(findings.count == 300)
        #expect(findings.allSatisfy { $0.code == .unreachableRule })
    }
}
