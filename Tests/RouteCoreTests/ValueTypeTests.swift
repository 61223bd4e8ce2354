import RouteCore
import Testing

/// Every parameter type and constraint, read through the sample route map.
@Suite("Parameter types and constraints")
struct ValueTypeTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    static func value(_ link: String, _ name: String) -> TypedValue? {
        let analysis = analyzer.analyze(link)
        #expect(analysis.ok, "\(link): \(analysis.diagnostics.map(\.message))")
        return analysis.route?[name]
    }

    @Test func intAcceptsDecimalWithinBounds() {
        #expect(Self.value("myapp://home/articleDetail?userId=1&articleId=2147483648", "articleId") == .int(2_147_483_648))
        #expect(Self.value("myapp://search/results?q=x&page=500", "page") == .int(500))
    }

    @Test(arguments: ["+1", " 1", "1.0", "1e3", "0x10", "١", "1_000"])
    func intRejectsEverythingButPlainDigits(_ text: String) {
        let link = "myapp://home/articleDetail?userId=1&articleId=" + PercentEncoding.encode(text, for: .queryValue)
        #expect(Self.analyzer.analyze(link).diagnostics.contains { $0.code == .typeMismatch && $0.param == "articleId" })
    }

    @Test func doubleAcceptsDecimalAndExponent() {
        #expect(Self.value("myapp://search/map?lat=-33.8688&lng=151.2093", "lat") == .double(-33.8688))
        #expect(Self.value("myapp://search/map?lat=1e1&lng=0", "lat") == .double(10))
        #expect(Self.value("myapp://search/map?lat=0&lng=0&zoom=21", "zoom") == .double(21))
    }

    @Test(arguments: ["nan", "inf", "0x1p3", "1,5", "."])
    func doubleRejectsNonDecimal(_ text: String) {
        let codes = Self.analyzer.analyze("myapp://search/map?lat=\(text)&lng=0").diagnostics.map(\.code)
        #expect(codes == [.typeMismatch])
    }

    @Test func doubleBounds() {
        #expect(Self.analyzer.analyze("myapp://search/map?lat=0&lng=-180.5").diagnostics.map(\.code) == [.outOfRange])
        #expect(Self.analyzer.analyze("myapp://search/map?lat=0&lng=0&zoom=-1").diagnostics.map(\.code) == [.outOfRange])
    }

    @Test(arguments: [("true", true), ("false", false), ("1", true), ("0", false)])
    func boolSpellings(_ text: String, _ expected: Bool) {
        #expect(Self.value("myapp://setting/notifications?enabled=\(text)", "enabled") == .bool(expected))
    }

    @Test func boolSuggestsTheCanonicalSpelling() {
        let analysis = Self.analyzer.analyze("myapp://setting/notifications?enabled=YES")
        #expect(analysis.diagnostics.first?.fix?.replacement == "true")
    }

    @Test func stringIsPercentDecodedAndKeepsPlus() {
        #expect(Self.value("myapp://home/articleDetail?userId=1&articleId=2&searchText=a%20b+c", "searchText") == .string("a b+c"))
    }

    @Test func plusAsSpaceOnlyWhereTheMapSaysSo() {
        #expect(Self.value("myapp://search/results?q=swift+ui", "q") == .string("swift ui"))
    }

    @Test func emptyStringIsAValueButEmptyIntIsNot() {
        #expect(Self.value("myapp://home/articleDetail?userId=1&articleId=2&searchText=", "searchText") == .string(""))
        #expect(Self.analyzer.analyze("myapp://search/results?q=").diagnostics.map(\.code) == [.emptyValue])
    }

    @Test func enumIsCaseSensitive() {
        #expect(Self.value("myapp://home/articleDetail?userId=1&articleId=2&mode=webView", "mode") == .string("webView"))
        #expect(Self.analyzer.analyze("myapp://home/articleDetail?userId=1&articleId=2&mode=webview").diagnostics.map(\.code) == [.notInEnum])
    }

    @Test func defaultsApplyWhenAbsent() {
        let analysis = Self.analyzer.analyze("myapp://home/articleDetail?userId=1&articleId=2")
        #expect(analysis.route?["mode"] == .string("safari"))
        #expect(analysis.params.first { $0.name == "mode" }?.source == .defaulted)
        #expect(Self.value("myapp://search/results?q=x", "page") == .int(1))
    }

    @Test func urlMustBeAbsoluteWithAnAllowedScheme() {
        #expect(Self.value("myapp://myPage/webView?url=https://example.org/a?b=c", "url") == .string("https://example.org/a?b=c"))
        #expect(Self.value("myapp://myPage/webView?url=https%3A%2F%2Fexample.org%2F", "url") == .string("https://example.org/"))
        #expect(Self.analyzer.analyze("myapp://myPage/webView?url=http://example.org").diagnostics.map(\.code) == [.typeMismatch])
    }

    @Test func uuidInEitherCase() {
        let link = "myapp://myPage/orders/6BA7B810-9DAD-11D1-80B4-00c04fd430c8"
        #expect(Self.value(link, "orderId") == .string("6BA7B810-9DAD-11D1-80B4-00c04fd430c8"))
    }

    @Test(arguments: ["2026-11-22", "2024-02-29", "2026-11-22T09:30:00Z", "2026-11-22T09:30:00.250+09:00", "2026-11-22T09:30Z"])
    func dateAcceptsISO8601(_ text: String) {
        let link = "myapp://home/archive?from=" + PercentEncoding.encode(text, for: .queryValue)
        #expect(Self.value(link, "from") == .string(text))
    }

    @Test(arguments: ["2023-02-29", "2026-13-01", "2026-11-31", "22/11/2026", "2026-11-22T25:00:00Z", "2026-11-22T09:30:00", "2026-1-2"])
    func dateRejectsImpossibleOrLocalDates(_ text: String) {
        let link = "myapp://home/archive?from=" + PercentEncoding.encode(text, for: .queryValue)
        #expect(Self.analyzer.analyze(link).diagnostics.map(\.code) == [.typeMismatch])
    }

    @Test func jsonIsParsedWithItsStructure() {
        let payload = PercentEncoding.encode(#"{"title":"Hi","ids":[1,2],"on":true}"#, for: .queryValue)
        let value = Self.value("myapp://setting/promo?payload=\(payload)", "payload")
        #expect(value == .json(.object([("title", .string("Hi")), ("ids", .array([.int(1), .int(2)])), ("on", .bool(true))])))
    }

    @Test func jsonRefusesDeepNesting() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let link = "myapp://setting/promo?payload=" + PercentEncoding.encode(deep, for: .queryValue)
        #expect(Self.analyzer.analyze(link).diagnostics.map(\.code) == [.typeMismatch])
    }

    @Test func listFromCommasAndRepeatedKeys() {
        #expect(Self.value("myapp://search/results?q=x&tags=a,b&tags=c", "tags") == .list([.string("a"), .string("b"), .string("c")]))
        #expect(Self.value("myapp://search/results?q=x&tags=a%2Cb", "tags") == .list([.string("a,b")]))
    }

    @Test func listElementErrorsPointAtTheElement() {
        expectDiagnostics(
            "myapp://setting/notifications?enabled=1&channels=push,1️⃣mail2️⃣",
            [diag(.notInEnum, "channels", 1, 2)])
        expectDiagnostics(
            "myapp://setting/notifications?enabled=1&channels=push,1️⃣2️⃣,sms",
            [diag(.emptyValue, "channels", 1, 2)])
    }

    @Test func pathParametersAreTyped() {
        #expect(Self.value("myapp://home/articles/42", "articleId") == .int(42))
        #expect(Self.value("myapp://home/articles/42?highlight=true", "highlight") == .bool(true))
    }

    @Test func webLinksReadTheSameRoute() {
        let analysis = Self.analyzer.analyze("https://www.example.com/app/home/articleDetail?userId=1&articleId=2")
        #expect(analysis.kind == .webLink)
        #expect(analysis.route == Route(tab: "home", screen: "articleDetail", params: [
            RouteParam(name: "userId", value: .int(1)), RouteParam(name: "articleId", value: .int(2)),
            RouteParam(name: "mode", value: .string("safari")),
        ]))
    }

    @Test func tabRootsAndCaseInsensitiveSchemes() {
        #expect(expectClean("myapp://home")?.screen == "feed")
        #expect(expectClean("myapp://home/")?.screen == "feed")
        #expect(expectClean("MyApp://search")?.screen == "searchHome")
        #expect(expectClean("https://EXAMPLE.com/app/setting")?.screen == "settings")
    }

    @Test func clickIDsAreAcceptedEverywhere() {
        for id in ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid", "dclid"] {
            expectClean("myapp://home/feed?\(id)=abc123")
        }
    }
}
