import Foundation
import RouteCore
import Testing

@Suite struct DeepLinkEncoderTests {
    struct Search: Encodable {
        var q: String
        var tags: [String]
        var page: Int?
    }

    @Test func valuesArePercentEncodedPerComponent() throws {
        let query = try DeepLinkEncoder().query(for: Search(q: "tea & cake=1+2 #3 /4 😀", tags: ["a,b", "c"], page: nil))
        #expect(query == "q=tea%20%26%20cake%3D1%2B2%20%233%20/4%20%F0%9F%98%80&tags=a%2Cb&tags=c")
    }

    @Test func commaSeparatedLists() throws {
        var encoder = DeepLinkEncoder()
        encoder.listStrategy = .commaSeparated
        #expect(try encoder.query(for: Search(q: "x", tags: ["a,b", "c"], page: 2)) == "q=x&tags=a%2Cb,c&page=2")
        #expect(try encoder.query(for: Search(q: "x", tags: [], page: nil)) == "q=x")
    }

    struct Account: Encodable {
        var userId: Int
        var articleURL: URL
        var createdAt: Date
        var isVerified: Bool
    }

    @Test func options() throws {
        var encoder = DeepLinkEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.boolSpellings = .numeric
        let account = Account(
            userId: 1, articleURL: URL(string: "https://example.com/a?b=c")!, createdAt: Date(timeIntervalSince1970: 1.5), isVerified: true)
        #expect(try encoder.query(for: account) == "user_id=1&article_url=https://example.com/a?b%3Dc&created_at=1500&is_verified=1")
        encoder.dateEncodingStrategy = .iso8601
        #expect(try encoder.query(for: account).contains("created_at=1970-01-01T00:00:01.500Z"))
    }

    @Test func appendingKeepsTheQueryAndFragment() throws {
        let encoder = DeepLinkEncoder()
        let search = Search(q: "a", tags: [], page: nil)
        #expect(try encoder.encode(search, appendingTo: "myapp://search/results") == "myapp://search/results?q=a")
        #expect(try encoder.encode(search, appendingTo: "myapp://search/results?x=1#top") == "myapp://search/results?x=1&q=a#top")
        #expect(try encoder.encode(search, appendingTo: "myapp://search/results?") == "myapp://search/results?q=a")
    }

    struct Article: Encodable {
        var title: String
    }

    struct Clash: Encodable {
        var title: String
        var article: Article
    }

    struct Shape: Encodable {
        var points: [Article]
    }

    struct Ratio: Encodable {
        var value: Double
    }

    @Test func whatAQueryCannotHoldIsAnEncodingError() {
        #expect(throws: EncodingError.self) { try DeepLinkEncoder().query(for: Clash(title: "a", article: Article(title: "b"))) }
        #expect(throws: EncodingError.self) { try DeepLinkEncoder().query(for: Shape(points: [Article(title: "a")])) }
        #expect(throws: EncodingError.self) { try DeepLinkEncoder().query(for: [[1]]) }
        #expect(throws: EncodingError.self) { try DeepLinkEncoder().query(for: 1) }
        #expect(throws: EncodingError.self) { try DeepLinkEncoder().query(for: Ratio(value: .infinity)) }
    }
}
