import RouteCore
import Testing

@Suite struct RouteTests {
    @Test func equalityIgnoresParameterOrder() {
        let a = Route(tab: "home", screen: "articleDetail", params: [
            RouteParam(name: "userId", value: .int(1)), RouteParam(name: "articleId", value: .int(2)),
        ])
        var b = a
        b.params.reverse()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.params[0].value = .int(3)
        #expect(a != b)
    }
}
