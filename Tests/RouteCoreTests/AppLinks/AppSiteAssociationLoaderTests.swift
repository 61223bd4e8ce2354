import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A broken apple-app-site-association is a user error: every problem with its line, column and
/// JSON path.
@Suite("apple-app-site-association loading")
struct AppSiteAssociationLoaderTests {
    @Test func malformedJSONPointsAtTheCharacter() {
        #expect(aasaProblems("{\n  \"applinks\": {\"details\": [1,, 2]}\n}") == [#"2:30: not valid JSON: unexpected character ",""#])
        #expect(aasaProblems("") .count == 1)
        #expect(aasaProblems("{\"applinks\": ") .first?.hasPrefix("1:") == true)
    }

    /// Only a missing object where one must be stops the file from loading, as it stops iOS.
    @Test func aMissingObjectIsAProblemWithItsPath() {
        #expect(aasaProblems("[]") == [#"1:1: an apple-app-site-association file is a JSON object, like {"applinks": {"details": [...]}}"#])
        #expect(aasaProblems(#"{"applinks": []}"#) == ["1:14: applinks: expected an object, found a list"])
        #expect(aasaProblems(
            """
            {"applinks": {"details": [
              {"appIDs": ["A.b"], "components": ["/x", {"/": "/y"}]},
              7
            ]}}
            """) == [
                "2:38: applinks.details[0].components[0]: expected an object, found a string",
                "3:3: applinks.details[1]: expected an object, found a number",
            ])
        #expect(aasaProblems(#"{"applinks": {"defaults": "*", "details": []}}"#) == ["1:27: applinks.defaults: expected an object, found a string"])
        #expect(aasaProblems(#"{"applinks": {"substitutionVariables": [], "details": []}}"#) == [
            "1:40: applinks.substitutionVariables: expected an object, found a list"
        ])
    }

    /// A slip iOS skips loads, with a warning that names the path and says what iOS does.
    @Test func slipsAreWarningsThatSayWhatIOSDoes() throws {
        let warnings = try loadAASA(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/x", "exlude": true}]}]}}"#).warnings
        #expect(warnings.map(\.description) == [
            #"aasa.json:1:74: warning[unknown-key]: applinks.details[0].components[0].exlude: iOS ignores the unknown key "exlude"; did you mean "exclude"?"#
        ])
        let variable = try loadAASA(
            """
            {"applinks": {
              "details": [{"appIDs": ["A.b"], "components": [{"/": "/x/$(lang)/$(fod)/"}]}],
              "substitutionVariables": {"food": ["pizza"]}
            }}
            """)
        #expect(variable.warnings.map(\.description) == [
            #"aasa.json:2:68: warning[unreadable-pattern]: applinks.details[0].components[0]["/"]: unknown substitution variable $(fod); did you mean $(food)?; iOS cannot read the pattern, so it matches nothing"#
        ])
        #expect(variable.verdict("/x/en/pizza/") == "no-match")
        let nested = try loadAASA(#"{"applinks": {"substitutionVariables": {"v": ["a$(lang)", "b"]}, "details": [{"appIDs": ["A.b"], "components": [{"/": "/$(v)"}]}]}}"#)
        #expect(nested.warnings.map(\.description) == [
            "aasa.json:1:49: warning[unreadable-pattern]: applinks.substitutionVariables.v[0]: a substitution variable's value cannot use another variable, $(lang); iOS cannot read this value, so it matches nothing"
        ])
        #expect(nested.verdict("/b") == "match details[0].components[0]", "the variable keeps its other values")
        #expect(nested.verdict("/aen") == "no-match")
    }

    @Test func filesOverAppleSizeLimitAreRefused() {
        let big = #"{"applinks": {"details": []}, "pad": ""# + String(repeating: "x", count: AppSiteAssociationLoader.maximumBytes) + "\"}"
        #expect(aasaProblems(big).first?.contains("the file is over 128 KB") == true)
    }

    @Test func aRouteMapLoadsItsAASARelativeToItself() throws {
        try withTemporaryDirectory(prefix: "aasa") { directory in
            try #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/app/*"}]}]}}"#
                .write(to: directory.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
            let yaml = """
                web: {hosts: [example.com], prefix: /app, aasa: aasa.json}
                tabs: [{name: home, root: feed, screens: {feed: {}}}]
                """
            let routes = directory.appendingPathComponent("routes.yml")
            try yaml.write(to: routes, atomically: true, encoding: .utf8)
            let map = try RouteMapLoader.load(contentsOf: routes.path)
            #expect(map.web?.appSiteAssociation?.details.count == 1)

            try yaml.replacingOccurrences(of: "aasa.json", with: "missing.json").write(to: routes, atomically: true, encoding: .utf8)
            #expect(throws: RouteMapError.self) { try RouteMapLoader.load(contentsOf: routes.path) }
            do throws(RouteMapError) {
                _ = try RouteMapLoader.load(contentsOf: routes.path)
            } catch {
                #expect(error.problems.map(\.message) == ["cannot load the apple-app-site-association file \((directory.path + "/missing.json").quotedForMessage): no such file"])
                #expect(error.problems.first?.line == 1)
            }

            try "{".write(to: directory.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
            try yaml.write(to: routes, atomically: true, encoding: .utf8)
            do throws(RouteMapError) {
                _ = try RouteMapLoader.load(contentsOf: routes.path)
                Issue.record("a broken AASA must fail the route map")
            } catch {
                #expect(error.problems.first?.file == directory.appendingPathComponent("aasa.json").path, "the problem is in the AASA file")
            }
        }
    }

    /// An AASA file the route map names through a symbolic link is read as the file it leads to.
    @Test func aLinkToTheFileIsReadAsTheFile() throws {
        try withTemporaryDirectory(prefix: "aasa") { directory in
            let file = directory.appendingPathComponent("aasa.json").path
            try #"{"applinks": {"details": []}}"#.write(toFile: file, atomically: true, encoding: .utf8)
            let link = directory.appendingPathComponent("link.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "aasa.json")
            #expect(try AppSiteAssociationLoader.readFile(link) == Array(#"{"applinks": {"details": []}}"#.utf8))
        }
    }

    @Test func theSampleAssetLoadsAndFitsTheSampleHosts() throws {
        let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/apple-app-site-association.json")
        let aasa = try AppSiteAssociationLoader.load(contentsOf: asset.path)
        #expect(aasa.eligibility(of: "https://example.com/app/home/feed").result == .match)
        #expect(aasa.eligibility(of: "https://example.com/app/setting/changeAccount").result == .excluded)
        #expect(aasa.eligibility(of: "https://example.com/blog/2024").result == .noMatch)
    }
}
