import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// iOS consults only the details that list the app being asked about. With `web.app_id` (or
/// `--app-id`), RouteScope does the same; without it, every detail that names an app is tried.
@Suite("apple-app-site-association app IDs")
struct AppLinkAppIDTests {
    static let twoApps = #"""
        {"applinks": {"details": [
          {"appIDs": ["ABCDE12345.com.example.other"], "components": [{"/": "/x/*", "exclude": true}]},
          {"appIDs": ["ABCDE12345.com.example.reader"], "components": [{"/": "*"}]}
        ]}}
        """#

    @Test func onlyTheAppsOwnDetailsDecide() throws {
        var aasa = try loadAASA(Self.twoApps)
        #expect(aasa.verdict("/x/1") == "excluded details[0].components[0]", "without an app ID, every detail is tried")
        aasa.appID = "ABCDE12345.com.example.reader"
        #expect(aasa.verdict("/x/1") == "match details[1].components[0]")
        aasa.appID = "ABCDE12345.com.example.missing"
        #expect(aasa.verdict("/x/1") == "no-match")
        #expect(aasa.ruleCount == 0)
    }

    @Test func theRouteMapNamesTheApp() throws {
        try withTemporaryDirectory(prefix: "aasa-app") { directory in
            try Self.twoApps.write(to: directory.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
            let routes = directory.appendingPathComponent("routes.yml")
            try """
                web: {hosts: [example.com], aasa: aasa.json, app_id: ABCDE12345.com.example.reader}
                tabs: [{name: x, root: feed, screens: {feed: {}}}]
                """.write(to: routes, atomically: true, encoding: .utf8)
            let map = try RouteMapLoader.load(contentsOf: routes.path)
            #expect(map.web?.appID == "ABCDE12345.com.example.reader")
            #expect(LinkAnalyzer(routeMap: map).analyze("https://example.com/x/1").appLinkEligibility?.result == .match)

            try """
                web: {hosts: [example.com], app_id: "com.example reader"}
                tabs: [{name: x, root: feed, screens: {feed: {}}}]
                """.write(to: routes, atomically: true, encoding: .utf8)
            #expect(throws: RouteMapError.self) { try RouteMapLoader.load(contentsOf: routes.path) }
            do throws(RouteMapError) {
                _ = try RouteMapLoader.load(contentsOf: routes.path)
            } catch {
                #expect(error.problems.map { "\($0.line):\($0.column): \($0.message)" } == [
                    #"1:37: "com.example reader" is not an app ID; write the team ID and the bundle ID, like ABCDE12345.com.example.app"#
                ])
            }
        }
    }
}
