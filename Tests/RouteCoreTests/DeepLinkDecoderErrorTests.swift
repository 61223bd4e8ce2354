import Foundation
import RouteCore
import Testing

/// Every way ``DeepLinkDecoder`` refuses a link: the code, the parameter and the exact bytes,
/// marked in the link with keycap emoji.
@Suite struct DeepLinkDecoderErrorTests {
    struct Article: Decodable {
        var title: String
        var url: URL
    }

    enum Mode: String, Decodable, CaseIterable {
        case safari, webView
    }

    struct OpenArticle: Decodable {
        var article: Article
        var mode: Mode
    }

    struct Scalars: Decodable {
        var count: Int?
        var ratio: Double?
        var isOn: Bool?
        var url: URL?
        var id: UUID?
        var when: Date?
        var small: Int8?
        var unsigned: UInt?
    }

    struct Page: Decodable {
        var page: Int
    }

    struct Numbers: Decodable {
        var n: [Int]
    }

    /// An enum that is not `CaseIterable`: its own `init(from:)` rejects unknown raw values.
    enum Flavor: String, Decodable {
        case vanilla
    }

    struct Scoop: Decodable {
        var flavor: Flavor
    }

    /// A type that validates in `init(from:)`.
    struct EvenNumber: Decodable {
        var value: Int

        init(from decoder: any Decoder) throws {
            value = try decoder.singleValueContainer().decode(Int.self)
            guard value.isMultiple(of: 2) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "odd"))
            }
        }
    }

    struct Even: Decodable {
        var even: EvenNumber
    }

    struct Filter: Codable, QueryValueConvertible {
        var tags: [String]
    }

    struct Filtered: Decodable {
        var filter: Filter
    }

    struct Maybe: Decodable {
        var article: Article?
    }

    struct Snake: Decodable {
        var userId: Int
    }

    static func decode<T: Decodable>(_ type: T.Type, _ link: MarkedLink, _ decoder: DeepLinkDecoder = DeepLinkDecoder()) throws {
        _ = try decoder.decode(type, from: link.text)
    }

    // MARK: missing-param

    @Test func missingParameterPointsWhereItWouldGo() {
        let link = MarkedLink("myapp://home/openArticle?title=Hi&mode=safari1️⃣#top")
        let diagnostic = expectDiagnostic(.missingParam, param: "url", span: link.point(1)) {
            try Self.decode(OpenArticle.self, link)
        }
        #expect(diagnostic?.message == "Article requires url (an absolute URL)")
        #expect(diagnostic?.expected == "an absolute URL")
        #expect(diagnostic?.fix?.replacement == "&url=")
    }

    @Test func missingParameterWithoutQueryInsertsTheQuestionMark() {
        let link = MarkedLink("myapp://home/page1️⃣")
        let diagnostic = expectDiagnostic(.missingParam, param: "page", span: link.point(1)) {
            try Self.decode(Page.self, link)
        }
        #expect(diagnostic?.message == "Page requires page (an integer)")
        #expect(diagnostic?.fix?.replacement == "?page=")
    }

    @Test func missingEnumNamesItsCases() {
        let link = MarkedLink("myapp://home/openArticle?title=Hi&url=https://example.com&1️⃣")
        let diagnostic = expectDiagnostic(.missingParam, param: "mode", span: link.point(1)) {
            try Self.decode(OpenArticle.self, link)
        }
        #expect(diagnostic?.expected == "one of safari, webView")
        #expect(diagnostic?.fix?.replacement == "mode=")
    }

    @Test func missingParameterUsesTheLinkSpelling() {
        var decoder = DeepLinkDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let link = MarkedLink("myapp://home/x?user=11️⃣")
        expectDiagnostic(.missingParam, param: "user_id", span: link.point(1)) { try Self.decode(Snake.self, link, decoder) }
    }

    @Test func optionalStructWithSomeItemsNeedsTheRest() {
        let link = MarkedLink("myapp://home/x?url=https://example.com1️⃣")
        let diagnostic = expectDiagnostic(.missingParam, param: "title", span: link.point(1)) {
            try Self.decode(Maybe.self, link)
        }
        #expect(diagnostic?.message == "Article requires title (text)")
    }

    // MARK: missing-value and empty-value

    @Test func itemWithoutEqualsHasNoValue() {
        let link = MarkedLink("myapp://home/x?1️⃣page2️⃣&other=1")
        let diagnostic = expectDiagnostic(.missingValue, param: "page", span: link.span(1, 2)) { try Self.decode(Page.self, link) }
        #expect(diagnostic?.message == "page has no value; expected page=<an integer>")
    }

    @Test func itemWithEmptyValueIsEmpty() {
        let link = MarkedLink("myapp://home/x?page=1️⃣&other=1")
        let diagnostic = expectDiagnostic(.emptyValue, param: "page", span: link.point(1)) { try Self.decode(Page.self, link) }
        #expect(diagnostic?.found == "")
    }

    // MARK: type-mismatch

    @Test(arguments: [
        ("myapp://x?count=1️⃣abc2️⃣", "count", "abc", "an integer"),
        ("myapp://x?count=1️⃣1.52️⃣", "count", "1.5", "an integer"),
        ("myapp://x?ratio=1️⃣1%2C52️⃣", "ratio", "1,5", "a number"),
        ("myapp://x?isOn=1️⃣yes2️⃣", "isOn", "yes", "true, false, 1 or 0"),
        ("myapp://x?url=1️⃣not%20a%20link2️⃣", "url", "not a link", "an absolute URL"),
        ("myapp://x?id=1️⃣1234-56782️⃣", "id", "1234-5678", "a UUID"),
        ("myapp://x?when=1️⃣2026-02-302️⃣", "when", "2026-02-30", "an ISO 8601 date (2026-11-22 or 2026-11-22T09:30:00Z)"),
    ])
    func valueOfTheWrongType(marked: String, param: String, found: String, expected: String) {
        let link = MarkedLink(marked)
        let diagnostic = expectDiagnostic(.typeMismatch, param: param, span: link.span(1, 2)) {
            try Self.decode(Scalars.self, link)
        }
        #expect(diagnostic?.found == found)
        #expect(diagnostic?.expected == expected)
        #expect(diagnostic?.message == "\(param) expects \(expected), found \"\(found)\"")
    }

    @Test func optionalValueOfTheWrongTypeStillFails() {
        let link = MarkedLink("myapp://x?small=1&count=1️⃣x2️⃣")
        expectDiagnostic(.typeMismatch, param: "count", span: link.span(1, 2)) { try Self.decode(Scalars.self, link) }
    }

    @Test func dateStrategyNamesItsFormat() {
        var decoder = DeepLinkDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let link = MarkedLink("myapp://x?when=1️⃣2026-11-222️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "when", span: link.span(1, 2)) {
            try Self.decode(Scalars.self, link, decoder)
        }
        #expect(diagnostic?.expected == "a number of seconds since 1970")
    }

    @Test func boolSpellingsNameTheirWords() {
        var decoder = DeepLinkDecoder()
        decoder.boolSpellings = .yesNo
        let link = MarkedLink("myapp://x?isOn=1️⃣maybe2️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "isOn", span: link.span(1, 2)) {
            try Self.decode(Scalars.self, link, decoder)
        }
        #expect(diagnostic?.expected == "yes, no, true, false, 1 or 0")
    }

    @Test func enumWithoutCaseListIsATypeMismatch() {
        let link = MarkedLink("myapp://x?flavor=1️⃣mint2️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "flavor", span: link.span(1, 2)) {
            try Self.decode(Scoop.self, link)
        }
        #expect(diagnostic?.expected == "a valid Flavor")
    }

    @Test func typeThatRejectsItsValueIsATypeMismatch() {
        let link = MarkedLink("myapp://x?even=1️⃣72️⃣")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "even", span: link.span(1, 2)) {
            try Self.decode(Even.self, link)
        }
        #expect(diagnostic?.message == "even expects a valid EvenNumber, found \"7\" (odd)")
    }

    @Test func jsonValueThatDoesNotParse() {
        let link = MarkedLink(#"myapp://x?filter=1️⃣%7B%22tags%22:12️⃣"#)
        let diagnostic = expectDiagnostic(.typeMismatch, param: "filter", span: link.span(1, 2)) {
            try Self.decode(Filtered.self, link)
        }
        #expect(diagnostic?.expected == "Filter as JSON")
        #expect(diagnostic?.found == #"{"tags":1"#)
    }

    // MARK: out-of-range and not-in-enum

    @Test(arguments: [
        ("myapp://x?small=1️⃣3002️⃣", "small", "an integer from -128 to 127"),
        ("myapp://x?count=1️⃣999999999999999999992️⃣", "count", "an integer"),
        ("myapp://x?unsigned=1️⃣-12️⃣", "unsigned", "an integer from 0 to 18446744073709551615"),
    ])
    func integerThatDoesNotFit(marked: String, param: String, expected: String) {
        let link = MarkedLink(marked)
        let diagnostic = expectDiagnostic(.outOfRange, param: param, span: link.span(1, 2)) { try Self.decode(Scalars.self, link) }
        #expect(diagnostic?.expected == expected)
    }

    @Test func unknownCaseSuggestsTheClosest() {
        let link = MarkedLink("myapp://home/openArticle?title=Hi&url=https://example.com&mode=1️⃣webview2️⃣")
        let diagnostic = expectDiagnostic(.notInEnum, param: "mode", span: link.span(1, 2)) {
            try Self.decode(OpenArticle.self, link)
        }
        #expect(diagnostic?.message == "mode must be one of safari, webView, found \"webview\"; did you mean webView?")
        #expect(diagnostic?.fix == Fix(span: link.span(1, 2), replacement: "webView", .maybeIncorrect))
    }

    // MARK: duplicate-param

    @Test func repeatedSingleValueIsADuplicate() {
        let link = MarkedLink("myapp://x?page=11️⃣&3️⃣page2️⃣=2")
        let diagnostic = expectDiagnostic(.duplicateParam, param: "page", span: link.span(3, 2)) {
            try Self.decode(Page.self, link)
        }
        #expect(diagnostic?.fix == Fix(span: link.offset(1)..<link.text.utf8.count, replacement: "", .maybeIncorrect))
    }

    // MARK: Lists

    @Test func repeatedKeyElementOfTheWrongType() {
        let link = MarkedLink("myapp://x?n=1&n=1️⃣x2️⃣&n=3")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "n", span: link.span(1, 2)) { try Self.decode(Numbers.self, link) }
        #expect(diagnostic?.message == "n expects an integer, found \"x\"")
    }

    @Test func commaSeparatedElementOfTheWrongType() {
        var decoder = DeepLinkDecoder()
        decoder.listStrategy = .commaSeparated
        let link = MarkedLink("myapp://x?n=1,1️⃣x2️⃣,3")
        let diagnostic = expectDiagnostic(.typeMismatch, param: "n", span: link.span(1, 2)) {
            try Self.decode(Numbers.self, link, decoder)
        }
        #expect(diagnostic?.message == "n element expects an integer, found \"x\"")
    }

    @Test func emptyCommaSeparatedElement() {
        var decoder = DeepLinkDecoder()
        decoder.listStrategy = .commaSeparated
        let link = MarkedLink("myapp://x?n=1,1️⃣,3")
        let diagnostic = expectDiagnostic(.emptyValue, param: "n", span: link.point(1)) {
            try Self.decode(Numbers.self, link, decoder)
        }
        #expect(diagnostic?.message == "n has an empty list element; expected an integer")
    }

    @Test func listItemWithoutValue() {
        let link = MarkedLink("myapp://x?n=1&1️⃣n2️⃣")
        expectDiagnostic(.missingValue, param: "n", span: link.span(1, 2)) { try Self.decode(Numbers.self, link) }
    }

    // MARK: Shapes a query cannot hold

    struct Point: Decodable {
        var x: Int
    }

    struct Polygon: Decodable {
        var points: [Point]
    }

    struct Grid: Decodable {
        var rows: [[Int]]
    }

    @Test func shapesAQueryCannotHoldAreDecodingErrors() {
        #expect(throws: DecodingError.self) { try DeepLinkDecoder().decode(Int.self, from: "myapp://x?value=1") }
        #expect(throws: DecodingError.self) { try DeepLinkDecoder().decode(Polygon.self, from: "myapp://x?points=1") }
        #expect(throws: DecodingError.self) { try DeepLinkDecoder().decode(Grid.self, from: "myapp://x?rows=1") }
    }

    @Test func errorDescriptionReadsLikeACompiler() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try DeepLinkDecoder().decode(Page.self, from: "myapp://x?page=abc")
        }
        #expect(
            error.description == """
                error[type-mismatch]: page expects an integer, found "abc"
                  myapp://x?page=abc
                                 ^^^

                """)
    }
}
