import Foundation
import RouteCore
import Testing

extension QueryKey where Value == String {
    fileprivate static var title: Self { Self("title") }
}

extension QueryKey where Value == Int {
    /// At most 100: a custom converter with its own rule.
    fileprivate static var batchSize: Self {
        Self("batchSize", expected: "an integer ≤ 100") { text in
            let limit = try Int(queryValue: text)
            guard limit <= 100 else { throw QueryValueError.rule(.outOfRange, expected: "an integer ≤ 100") }
            return limit
        }
    }
}

extension QueryKey where Value == Int? {
    fileprivate static var page: Self { Self("page") }
}

extension QueryKey where Value == URL {
    fileprivate static var url: Self { Self("url") }
}

private struct Unreadable: Error {}

@Suite struct QueryKeyTests {
    @Test func valuesAreTyped() throws {
        let link = DeepLink("myapp://home/open?title=Hello%20world&batchSize=20&url=https://example.com/1")
        #expect(try link.value(for: .title) == "Hello world")
        #expect(try link.value(for: .batchSize) == 20)
        #expect(try link.value(for: .url) == URL(string: "https://example.com/1"))
    }

    @Test func ifPresentIsNilOnlyWhenTheKeyIsMissing() throws {
        let link = DeepLink("myapp://home/open?batchSize=5")
        #expect(try link.value(ifPresent: .title) == nil)
        #expect(try link.value(ifPresent: .batchSize) == 5)
        let badLimit = DeepLink("myapp://home/open?batchSize=500")
        #expect(throws: DeepLinkError.self) { try badLimit.value(ifPresent: .batchSize) }
    }

    @Test func optionalKeysAreNotDoubleWrapped() throws {
        let page: Int? = try DeepLink("myapp://x?page=").value(ifPresent: .page)
        #expect(page == nil)
        #expect(try DeepLink("myapp://x?page=3").value(ifPresent: .page) == 3)
        #expect(try DeepLink("myapp://x?page").value(for: .page) == nil)
    }

    @Test func everyItemOfAKey() throws {
        let key = QueryKey<Int>("n")
        #expect(try DeepLink("myapp://x?n=1&m=2&n=3").values(for: key) == [1, 3])
        #expect(try DeepLink("myapp://x").values(for: key) == [])
    }

    @Test func missingKey() {
        let link = MarkedLink("myapp://x?batchSize=21️⃣")
        let diagnostic = expectDiagnostic(.missingParam, param: "title", span: link.point(1)) {
            _ = try DeepLink(link.text).value(for: .title)
        }
        #expect(diagnostic?.message == "the link has no title; expected title=<text>")
        #expect(diagnostic?.fix?.replacement == "&title=")
    }

    @Test func keyWithoutValue() {
        let link = MarkedLink("myapp://x?1️⃣batchSize2️⃣")
        expectDiagnostic(.missingValue, param: "batchSize", span: link.span(1, 2)) { _ = try DeepLink(link.text).value(for: .batchSize) }
    }

    @Test func keyWithEmptyValue() {
        let link = MarkedLink("myapp://x?batchSize=1️⃣")
        expectDiagnostic(.emptyValue, param: "batchSize", span: link.point(1)) { _ = try DeepLink(link.text).value(for: .batchSize) }
    }

    @Test func keyWithValueOfTheWrongType() {
        let link = MarkedLink("myapp://x?url=1️⃣example.com2️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "url", span: link.span(1, 2)) {
            _ = try DeepLink(link.text).value(for: .url)
        }
        #expect(diagnostic?.message == "url expects an absolute URL, found \"example.com\"")
    }

    @Test func customRule() {
        let link = MarkedLink("myapp://x?batchSize=1️⃣5002️⃣")
        let diagnostic = expectDiagnostic(.outOfRange, param: "batchSize", span: link.span(1, 2)) {
            _ = try DeepLink(link.text).value(for: .batchSize)
        }
        #expect(diagnostic?.message == "batchSize must be an integer ≤ 100, found \"500\"")
        #expect(diagnostic?.expected == "an integer ≤ 100")
    }

    @Test func repeatedKey() {
        let link = MarkedLink("myapp://x?batchSize=1&1️⃣batchSize2️⃣=2")
        let diagnostic = expectDiagnostic(.duplicateParam, param: "batchSize", span: link.span(1, 2)) {
            _ = try DeepLink(link.text).value(for: .batchSize)
        }
        #expect(diagnostic?.found == "2")
    }

    @Test func anyOtherConverterErrorIsATypeMismatch() {
        let key = QueryKey<Int>("code", expected: "a known code") { _ in throw Unreadable() }
        let link = MarkedLink("myapp://x?code=1️⃣A12️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "code", span: link.span(1, 2)) {
            _ = try DeepLink(link.text).value(for: key)
        }
        #expect(diagnostic?.expected == "a known code")
    }
}

/// A `QueryKey` read from an analysis reads through the route map.
@Suite struct QueryKeyThroughTheRouteMapTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    @Test func pathParametersDefaultsAndPlusAsSpace() throws {
        let article = Self.analyzer.analyze("myapp://home/articles/42")
        #expect(try article.value(for: QueryKey<Int>("articleId")) == 42)
        #expect(try article.value(for: QueryKey<Bool>("highlight")) == false)
        #expect(try article.value(ifPresent: QueryKey<String>("nothing")) == nil)
        #expect(try Self.analyzer.analyze("myapp://search/results?q=tea+cake").value(for: QueryKey<String>("q")) == "tea cake")
    }

    @Test func aLinkCheckRefusesThrowsChecksDiagnostics() throws {
        let analysis = Self.analyzer.analyze("myapp://home/articleDetail?userId=0&articleId=1")
        let error = try #require(throws: DeepLinkError.self) { try analysis.value(for: QueryKey<Int>("articleId")) }
        #expect(error.diagnostics == analysis.diagnostics)
    }

    @Test func theKeysOwnRuleStillApplies() throws {
        let atMostTen = QueryKey<Int>("page", expected: "an integer ≤ 10") { text in
            let page = try Int(queryValue: text)
            guard page <= 10 else { throw QueryValueError.rule(.outOfRange, expected: "an integer ≤ 10") }
            return page
        }
        let link = "myapp://search/results?q=x&page=20"
        let error = try #require(throws: DeepLinkError.self) { try Self.analyzer.analyze(link).value(for: atMostTen) }
        #expect(error.diagnostic.code == .outOfRange)
        #expect(error.diagnostic.span == 32..<34)
        #expect(throws: DeepLinkError.self) { try Self.analyzer.analyze("myapp://search/results?q=x").value(for: QueryKey<Int>("limit")) }
    }
}
