import RouteCore
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
}
