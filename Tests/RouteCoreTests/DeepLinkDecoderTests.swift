import Foundation
import RouteCore
import Testing

@Suite struct DeepLinkDecoderTests {
    struct Article: Decodable, Equatable {
        var title: String
        var url: URL
    }

    enum Mode: String, Decodable, CaseIterable {
        case safari, webView
    }

    struct OpenArticle: Decodable, Equatable {
        var article: Article
        var mode: Mode
    }

    @Test func nestedStructsReadTheSameQuery() throws {
        let open = try DeepLinkDecoder().decode(
            OpenArticle.self, from: "myapp://home/openArticle?title=Tea%20%26%20cake&url=https://example.com/a?b%3Dc&mode=webView")
        #expect(open == OpenArticle(article: Article(title: "Tea & cake", url: URL(string: "https://example.com/a?b=c")!), mode: .webView))
    }

    struct Optionals: Decodable, Equatable {
        var count: Int?
        var name: String?
        var article: Article?
        var tags: [String]?
    }

    @Test(arguments: ["myapp://x", "myapp://x?count&name=", "myapp://x?count=&tags="])
    func nothingReadsAsNil(link: String) throws {
        #expect(try DeepLinkDecoder().decode(Optionals.self, from: link) == Optionals())
    }

    @Test func presentOptionalsAreRead() throws {
        let value = try DeepLinkDecoder().decode(
            Optionals.self, from: "myapp://x?count=2&name=a&url=https://example.com&title=t&tags=x&tags=y")
        #expect(value == Optionals(count: 2, name: "a", article: Article(title: "t", url: URL(string: "https://example.com")!), tags: ["x", "y"]))
    }

    struct Account: Decodable, Equatable {
        var userId: Int
        var displayName: String
        var isVerified: Bool
    }

    @Test func snakeCaseNames() throws {
        var decoder = DeepLinkDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let account = try decoder.decode(Account.self, from: "myapp://x?user_id=7&display_name=Ann&is_verified=1")
        #expect(account == Account(userId: 7, displayName: "Ann", isVerified: true))
    }

    struct Event: Decodable, Equatable {
        var at: Date
    }

    @Test func dateStrategies() throws {
        var decoder = DeepLinkDecoder()
        #expect(try decoder.decode(Event.self, from: "myapp://x?at=1970-01-01T00:01:00Z").at == Date(timeIntervalSince1970: 60))
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(Event.self, from: "myapp://x?at=60.5").at == Date(timeIntervalSince1970: 60.5))
        decoder.dateDecodingStrategy = .millisecondsSince1970
        #expect(try decoder.decode(Event.self, from: "myapp://x?at=60500").at == Date(timeIntervalSince1970: 60.5))
    }

    struct Tags: Decodable, Equatable {
        var tags: [String]
    }

    @Test func listStrategies() throws {
        var decoder = DeepLinkDecoder()
        #expect(try decoder.decode(Tags.self, from: "myapp://x?tags=a,b&tags=c").tags == ["a,b", "c"])
        #expect(try decoder.decode(Tags.self, from: "myapp://x").tags == [])
        decoder.listStrategy = .commaSeparated
        #expect(try decoder.decode(Tags.self, from: "myapp://x?tags=a,b%2Cc&tags=d").tags == ["a", "b,c", "d"])
    }

    struct Flag: Decodable {
        var on: Bool
    }

    @Test func boolSpellings() throws {
        var decoder = DeepLinkDecoder()
        decoder.boolSpellings = .yesNo
        #expect(try decoder.decode(Flag.self, from: "myapp://x?on=yes").on)
        #expect(try !decoder.decode(Flag.self, from: "myapp://x?on=0").on)
        decoder.boolSpellings = BoolSpellings(true: ["on"], false: ["off"])
        #expect(throws: DeepLinkError.self) { try decoder.decode(Flag.self, from: "myapp://x?on=true") }
    }

    struct Filter: Codable, Equatable, QueryValueConvertible {
        var tags: [String]
    }

    struct Search: Decodable, Equatable {
        var filter: Filter
    }

    @Test func convertibleCodableTypesTravelAsJSON() throws {
        let search = try DeepLinkDecoder().decode(Search.self, from: #"myapp://x?filter=%7B%22tags%22:%5B%22a%22%5D%7D"#)
        #expect(search == Search(filter: Filter(tags: ["a"])))
    }

    /// A type that checks where the link points, as seed 000's `OpenArticle` checked its path.
    struct Checked: Decodable {
        var title: String

        init(from decoder: any Decoder) throws {
            guard let link = decoder.deepLink, link.host == "home", link.pathComponents == ["openArticle"] else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an openArticle link"))
            }
            title = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .title)
        }

        enum CodingKeys: CodingKey { case title }
    }

    @Test func typesCanReadTheHostAndPath() throws {
        #expect(try DeepLinkDecoder().decode(Checked.self, from: "myapp://home/openArticle?title=a").title == "a")
        #expect(throws: DecodingError.self) { try DeepLinkDecoder().decode(Checked.self, from: "myapp://home/other?title=a") }
    }

    @Test func allKeysListsTheQuery() throws {
        struct Keys: Decodable {
            var names: [String]
            init(from decoder: any Decoder) throws {
                names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        #expect(try DeepLinkDecoder().decode(Keys.self, from: "myapp://x?b=1&a=2&b=3").names == ["b", "a"])
    }
}
