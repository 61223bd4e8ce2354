import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A navigator's (or tab's) path parameter whose name its screen repeats is named as it is read,
/// `Foo.id` (`other.id` for a tab's), in every message, `param` field, fix and placeholder that
/// names it, as type errors already did; the screen's own keeps its plain name.
@Suite("A repeated parameter name in messages")
struct RepeatedParameterNamingTests {
    static let map = try! RouteMapLoader.load(yaml: SmallRouteMaps.repeatedParameterName)
    static let analyzer = LinkAnalyzer(routeMap: map)

    /// Code, message, span, param, expected and fix of each diagnostic, on one line.
    static func described(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            "\(diagnostic.code.rawValue) \(diagnostic.span) \(diagnostic.param ?? "-") (\(diagnostic.expected ?? "-")): \(diagnostic.message)"
                + (diagnostic.fix.map { " | fix \($0.span) \($0.replacement.debugDescription)" } ?? "")
        }
    }

    @Test func aLinkToTheTabAloneNamesEachLevelsParameter() {
        #expect(Self.described(Self.analyzer.analyze("p://main").diagnostics) == [
            #"missing-param 8..<8 Foo.id (an integer): Bar, the root of tab main, requires Foo.id (an integer) in its path foo/{id}/{id}, which a link to the tab alone leaves out | fix 8..<8 "/foo/{Foo.id}/{id}""#,
            #"missing-param 8..<8 id (text): Bar, the root of tab main, requires id (text) in its path foo/{id}/{id}, which a link to the tab alone leaves out | fix 8..<8 "/foo/{Foo.id}/{id}""#,
        ])
    }

    @Test func aPathThatStopsShortNamesEachLevelsParameter() {
        #expect(Self.described(Self.analyzer.analyze("p://main/foo").diagnostics) == [
            #"missing-param 12..<12 Foo.id (an integer): Bar requires Foo.id (an integer) in its path foo/{id}/{id} | fix 12..<12 "/{Foo.id}/{id}""#,
            #"missing-param 12..<12 id (text): Bar requires id (text) in its path foo/{id}/{id} | fix 12..<12 "/{Foo.id}/{id}""#,
        ])
    }

    @Test func theScreensOwnParameterKeepsItsName() {
        #expect(Self.described(Self.analyzer.analyze("p://main/foo/5").diagnostics) == [
            #"missing-param 14..<14 id (text): Bar, where navigator Foo opens, requires id (text) in its path main/foo/{id}/{id}, which a link to the navigator alone leaves out | fix 14..<14 "/{id}""#
        ])
        #expect(Self.described(Self.analyzer.analyze("p://t/1").diagnostics) == [
            #"missing-param 7..<7 id (text): Leaf, the root of tab other, requires id (text) in its path {id}, which a link to the tab alone leaves out | fix 7..<7 "/{id}""#
        ])
        #expect(Self.described(Self.analyzer.analyze("p://main/foo/x/y").diagnostics) == [
            #"type-mismatch 13..<14 Foo.id (an integer): Foo.id expects an integer, found "x""#
        ])
    }

    /// What `routescope build` writes: each level's placeholder under the name it is read, and
    /// each level's type.
    @Test func theBuilderNamesEachPlaceholderAsItIsRead() throws {
        let builder = DeepLinkBuilder(routeMap: Self.map)
        let bare = try builder.analyzeLink(to: "main/Bar", parameters: [])
        #expect(bare.input == "p://main/foo/{Foo.id}/{id}")
        #expect(Self.described(bare.diagnostics) == [
            "missing-param 13..<21 Foo.id (an integer): Bar requires Foo.id (an integer) in its path foo/{id}/{id}",
            "missing-param 22..<26 id (text): Bar requires id (text) in its path foo/{id}/{id}",
        ])
        let empty = try builder.analyzeLink(to: "main/Bar", parameters: [("Foo.id", ""), ("id", "y")])
        #expect(empty.input == "p://main/foo/{Foo.id}/y")
        #expect(Self.described(empty.diagnostics) == [
            "empty-value 13..<21 Foo.id (an integer): Foo.id is empty; the path foo/{id}/{id} needs an integer there"
        ])
        let screensOwn = try builder.analyzeLink(to: "main/Bar", parameters: [("Foo.id", "5"), ("id", "")])
        #expect(Self.described(screensOwn.diagnostics) == ["empty-value 15..<19 id (text): id is empty; the path foo/{id}/{id} needs text there"])
        let tab = try builder.analyzeLink(to: "other/Leaf", parameters: [])
        #expect(tab.input == "p://t/{other.id}/{id}")
        #expect(Self.described(tab.diagnostics) == [
            "missing-param 6..<16 other.id (an integer): Leaf requires other.id (an integer) in its path {id}",
            "missing-param 17..<21 id (text): Leaf requires id (text) in its path {id}",
        ])
    }

    struct Bar: RouteDestination {
        static let screen = ScreenAddress(tab: "main", screen: "Bar")
        var fooID: Int
        var id: String

        enum CodingKeys: String, CodingKey {
            case fooID = "Foo.id"
            case id
        }
    }

    @Test func theAppLibrarySaysWhatCheckSays() throws {
        let decoder = DeepLinkDecoder(analyzer: Self.analyzer)
        let error = try #require(throws: DeepLinkError.self) { try decoder.decode(Bar.self, from: "p://main/foo") }
        #expect(error.diagnostics == Self.analyzer.analyze("p://main/foo").diagnostics)
        #expect(error.diagnostic.message == "Bar requires Foo.id (an integer) in its path foo/{id}/{id}")
        let bar = try decoder.decode(Bar.self, from: "p://main/foo/5/abc")
        #expect((bar.fooID, bar.id) == (5, "abc"))
    }

    /// `routes` lists the names and writes the link with them: worked out once, then handed in.
    @Test func aPathIsReadUnderTheNamesItIsGiven() throws {
        let tab = try #require(Self.map.tab(named: "main"))
        let bar = try #require(tab.screen(named: "Bar", in: ["Foo"]))
        let names = bar.readingNames(in: tab)
        #expect(names == ["Foo.id", "id"])
        #expect(PathTemplate.linkText(bar.readingPath(tab.linkPath(of: bar), names: names).segments) == "main/foo/{Foo.id}/{id}")
        #expect(bar.readingPath(tab.linkPath(of: bar), names: names) == bar.readingPath(in: tab))
    }
}
