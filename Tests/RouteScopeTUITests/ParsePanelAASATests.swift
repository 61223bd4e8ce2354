import Navigator
import RouteCore
import Testing

@testable import RouteScopeTUI

/// The parse panel's AASA line: the verdict and the deciding rule, only when a file is loaded.
@Suite("Parse panel: apple-app-site-association")
struct ParsePanelAASATests {
    static func map() throws -> RouteMap {
        var map = RouteMap.sample
        map.web?.appSiteAssociation = try AppSiteAssociationLoader.load(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/app/setting/*", "exclude": true}, {"/": "/app/*"}]}]}}"#)
        return map
    }

    @Test func showsTheVerdictAndTheRule() throws {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"), map: try Self.map())
        #expect(terminal.frame.textLines.contains { $0.hasPrefix(" AASA    match · detail 1, component 2") })
        let (_, excluded) = runExplorer(typing("https://example.com/app/setting/settings"), map: try Self.map())
        #expect(excluded.row(startingWith: " AASA    excluded · detail 1, component 1") != nil)
    }

    @Test func showsTheDecidingRuleAsTheFileWritesIt() throws {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"), map: try Self.map())
        #expect(terminal.row(startingWith: #" AASA    match · detail 1, component 2 "/app/*""#) != nil)
        let (_, bare) = runExplorer(typing("https://example.com/app"), map: try Self.map())
        #expect(bare.row(startingWith: #" AASA    match · detail 1, component 2 "/app/*""#) != nil, "trailing slashes do not count")
        let (_, other) = runExplorer(typing("https://example.com/other"), map: try Self.map())
        #expect(other.row(startingWith: " AASA    no-match") != nil)
    }

    @Test func staysWithinTheSmallestLayout() throws {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"), rows: 16, columns: 60, map: try Self.map())
        let row = try #require(terminal.row(startingWith: " AASA"))
        #expect(terminal.frame.textLines[row].count <= 60)
    }

    @Test func absentWithoutAnAASA() {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"))
        #expect(terminal.row(startingWith: " AASA") == nil)
    }
}
