import RouteCore
import RouteMapYAML
import TestSupport
import Testing

@Suite struct UnknownParameterMessageTests {
    /// The hint lists the screen's own parameters, not the campaign ones every screen accepts.
    @Test(arguments: [
        ("myapp://setting/settings?x=1", "unknown parameter x; setting › settings takes no parameters"),
        ("myapp://home/articles/5?ref=1", "unknown parameter ref; home › article takes highlight"),
    ])
    func hintListsTheScreensParameters(link: String, message: String) {
        #expect(LinkAnalyzer(routeMap: .sample).analyze(link).diagnostics.map(\.message) == [message])
    }

    /// A screen inside navigators is named at its place, as the ok line names the route: the
    /// hint said `shop › item` for `shop › Reviews › item`, the tab's other screen of that name.
    @Test func aNestedScreenIsNamedAtItsPlace() throws {
        let analyzer = LinkAnalyzer(routeMap: try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape), requiresCampaign: false)
        #expect(analyzer.analyze("s://shop/reviews/3/top?zzzzzz=1").diagnostics.map(\.message) == ["unknown parameter zzzzzz; shop › Reviews › item takes no parameters"])
        #expect(analyzer.analyze("s://shop/reviews/3/photos/2?zzzzzz=1").diagnostics.map(\.message) == ["unknown parameter zzzzzz; shop › Reviews › Photos › gallery takes no parameters"])
        #expect(analyzer.analyze("s://shop/item/x?color=red&zzzzzz=1").diagnostics.map(\.message) == ["unknown parameter zzzzzz; shop › item takes color, size"])
    }

    /// A name that would leave its place in the message looking empty is quoted: an empty one,
    /// or one that starts or ends with a blank. Its span is the name as written.
    @Test(arguments: [
        ("myapp://setting/settings?=1", #"unknown parameter ""; setting › settings takes no parameters"#, 25..<25),
        ("myapp://setting/settings?%20=1", #"unknown parameter " "; setting › settings takes no parameters"#, 25..<28),
        ("myapp://setting/settings?a%20=1", #"unknown parameter "a "; setting › settings takes no parameters"#, 25..<29),
    ])
    func aNameThatLooksEmptyIsQuoted(link: String, message: String, span: Range<Int>) {
        let diagnostics = LinkAnalyzer(routeMap: .sample).analyze(link).diagnostics
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map(\.span) == [span])
        #expect(diagnostics.map(\.code) == [.unknownParam])
    }
}
