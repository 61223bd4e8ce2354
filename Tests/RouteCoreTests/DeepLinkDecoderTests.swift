import Foundation
import RouteCore
import Testing

/// `DeepLinkDecoder` reads a link through the route map: the same verdict, values and problems
/// as `check`, into the app's own types.
@Suite struct DeepLinkDecoderTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    static let decoder = DeepLinkDecoder(analyzer: analyzer)

    enum Mode: String, Codable, CaseIterable {
        case safari, webView
    }

    struct ArticleDetail: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "home", screen: "articleDetail")
        var userId: Int
        var articleId: Int
        var searchText: String?
        var mode: Mode
    }

    struct Article: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "home", screen: "article")
        var articleId: Int?
        var highlight: Bool
    }

    struct Results: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "search", screen: "results")
        var q: String
        var tags: [String]
        var page: Int
    }

    struct Order: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "myPage", screen: "order")
        var orderId: UUID?
    }

    struct WebPage: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "myPage", screen: "webView")
        var url: URL
    }

    struct Archive: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "home", screen: "archive")
        var from: Date
        var to: Date?
    }

    enum Channel: String, Codable { case push, email, sms }

    struct Notifications: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "setting", screen: "notifications")
        var enabled: Bool
        var channels: [Channel]
    }

    struct Payload: Codable, Equatable, QueryValueConvertible {
        var id: Int
    }

    struct Promo: RouteDestination, Equatable {
        static let screen = ScreenAddress(tab: "setting", screen: "promo")
        var payload: Payload
    }

    @Test func defaultsFillWhatTheLinkLeavesOut() throws {
        let detail = try Self.decoder.decode(ArticleDetail.self, from: "myapp://home/articleDetail?userId=1&articleId=2")
        #expect(detail == ArticleDetail(userId: 1, articleId: 2, searchText: nil, mode: .safari))
    }

    @Test func pathParametersAreRead() throws {
        #expect(try Self.decoder.decode(Article.self, from: "myapp://home/articles/42") == Article(articleId: 42, highlight: false))
        #expect(
            try Self.decoder.decode(Article.self, from: "https://example.com/app/home/articles/7?highlight=true")
                == Article(articleId: 7, highlight: true))
    }

    @Test func plusAsSpaceAndListRulesAreTheMaps() throws {
        #expect(
            try Self.decoder.decode(Results.self, from: "myapp://search/results?q=tea+cake&tags=a,b&tags=c")
                == Results(q: "tea cake", tags: ["a", "b", "c"], page: 1))
    }

    @Test func typedValuesReadTheCheckedText() throws {
        let id = UUID()
        #expect(try Self.decoder.decode(Order.self, from: "myapp://myPage/orders/\(id.uuidString)") == Order(orderId: id))
        #expect(
            try Self.decoder.decode(WebPage.self, from: "myapp://myPage/webView?url=https://example.com/a%3Fb%3Dc")
                == WebPage(url: URL(string: "https://example.com/a?b=c")!))
        #expect(
            try Self.decoder.decode(Archive.self, from: "myapp://home/archive?from=1970-01-02")
                == Archive(from: Date(timeIntervalSince1970: 86_400), to: nil))
        #expect(
            try Self.decoder.decode(Notifications.self, from: "myapp://setting/notifications?enabled=true&channels=push,sms")
                == Notifications(enabled: true, channels: [.push, .sms]))
        #expect(
            try Self.decoder.decode(Promo.self, from: #"myapp://setting/promo?payload=%7B%22id%22:3%7D"#) == Promo(payload: Payload(id: 3)))
    }

    @Test func aURLReadsAsItsText() throws {
        let url = try #require(URL(string: "myapp://search/results?q=x&page=3"))
        #expect(try Self.decoder.decode(Results.self, from: url) == Results(q: "x", tags: [], page: 3))
    }

    @Test(arguments: [
        "myapp://home/articleDetail?userId=0&articleId=2",
        "myapp://home/articleDetail?userId=1",
        "myapp://home/articleDetail?userId=1&articleId=2&mode=webview",
        "myapp://home/articleDetail?userId=1&articleId=%FF",
        "myapp://home/articleDetail?userId=1&articleId=2&searchText=a b",
        "myapp://home/articleDetail?userId=1&userId=1&articleId=2",
        "myapp://hom/articleDetail?userId=1&articleId=2",
    ])
    func failuresAreChecksDiagnostics(link: String) throws {
        let error = try #require(throws: DeepLinkError.self) { try Self.decoder.decode(ArticleDetail.self, from: link) }
        let analysis = Self.analyzer.analyze(link)
        #expect(!analysis.ok)
        #expect(error.input == link)
        #expect(error.diagnostics == analysis.diagnostics)
    }

    @Test func aFailureNamesItsParameterExpectationAndText() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try Self.decoder.decode(ArticleDetail.self, from: "myapp://home/articleDetail?userId=1&articleId=0")
        }
        let diagnostic = error.diagnostic
        #expect(diagnostic.code == .outOfRange)
        #expect(diagnostic.param == "articleId")
        #expect(diagnostic.expected == "an integer ≥ 1")
        #expect(diagnostic.found == "0")
        #expect(diagnostic.span == 46..<47)
    }

    @Test func warningsDoNotStopTheDecode() throws {
        let link = "myapp://search/results?q=x&extra=1"
        #expect(Self.analyzer.analyze(link).hasWarnings)
        #expect(try Self.decoder.decode(Results.self, from: link).q == "x")
    }

    @Test func aDestinationOfAnotherScreenIsUnrouted() throws {
        let error = try #require(throws: UnroutedLinkError.self) {
            try Self.decoder.decode(Results.self, from: "myapp://home/articles/42")
        }
        #expect(error.route.screen == "article")
        #expect(error.destinations == [Results.screen])
    }

    @Test func dispatchPicksTheDestinationOfTheLinksScreen() throws {
        let destinations: [any RouteDestination.Type] = [ArticleDetail.self, Article.self, Results.self]
        let opened = try Self.decoder.destination(from: "myapp://home/articles/42", among: destinations)
        #expect(opened as? Article == Article(articleId: 42, highlight: false))
        let searched = try Self.decoder.destination(from: "https://example.com/app/search/results?q=tea", among: destinations)
        #expect(searched as? Results == Results(q: "tea", tags: [], page: 1))
        #expect(throws: UnroutedLinkError.self) { try Self.decoder.destination(from: "myapp://myPage/profile", among: destinations) }
        #expect(throws: DeepLinkError.self) { try Self.decoder.destination(from: "myapp://home/nowhere", among: destinations) }
    }

    @Test func campaignValuesStayOutOfTheRoute() throws {
        let link = "myapp://search/results?q=x&utm_source=mail&utm_medium=email&utm_campaign=spring&gclid=abc"
        let analysis = Self.analyzer.analyze(link)
        #expect(
            analysis.campaignValues == [
                CampaignValue(name: "utm_source", value: "mail"), CampaignValue(name: "utm_medium", value: "email"),
                CampaignValue(name: "utm_campaign", value: "spring"), CampaignValue(name: "gclid", value: "abc"),
            ])
        #expect(try Self.decoder.decode(Results.self, from: analysis) == Results(q: "x", tags: [], page: 1))
    }

    struct Account: Decodable, Equatable {
        var userId: Int
        var isVerified: Bool
    }

    @Test func snakeCaseNames() throws {
        let routes = try RouteMapLoader.load(
            yaml: """
                app: A
                schemes: [a]
                tabs:
                  - name: me
                    root: account
                    screens:
                      account:
                        params:
                          user_id: {type: int, required: true}
                          is_verified: {type: bool, default: "false"}
                """)
        var decoder = DeepLinkDecoder(routeMap: routes)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Account.self, from: "a://me?user_id=7") == Account(userId: 7, isVerified: false))
    }

    struct Event: Decodable, Equatable {
        var at: Date
    }

    @Test func dateStrategies() throws {
        let routes = try RouteMapLoader.load(
            yaml: """
                app: A
                schemes: [a]
                tabs:
                  - name: t
                    root: event
                    screens:
                      event:
                        params:
                          at: {type: double, required: true}
                """)
        var decoder = DeepLinkDecoder(routeMap: routes)
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(Event.self, from: "a://t?at=60.5").at == Date(timeIntervalSince1970: 60.5))
        decoder.dateDecodingStrategy = .millisecondsSince1970
        #expect(try decoder.decode(Event.self, from: "a://t?at=60500").at == Date(timeIntervalSince1970: 60.5))
    }

    /// A type that disagrees with its route map is a programming error, as JSON of another shape is.
    @Test func aTypeThatDisagreesWithItsMapIsADecodingError() throws {
        struct NeedsSearchText: Decodable { var userId: Int; var searchText: String }
        struct WrongKind: Decodable { var searchText: Int }
        #expect(throws: DecodingError.self) {
            try Self.decoder.decode(NeedsSearchText.self, from: "myapp://home/articleDetail?userId=1&articleId=2")
        }
        #expect(throws: DecodingError.self) {
            try Self.decoder.decode(WrongKind.self, from: "myapp://home/articleDetail?userId=1&articleId=2&searchText=abc")
        }
    }

    /// A type that looks at the whole analysis, as a screen that logs its campaign would.
    struct Tracked: Decodable {
        var q: String
        var source: String?

        init(from decoder: any Decoder) throws {
            q = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .q)
            source = decoder.linkAnalysis?.campaignValues.first { $0.name == "utm_source" }?.value
        }

        enum CodingKeys: CodingKey { case q }
    }

    @Test func typesCanReadTheAnalysis() throws {
        #expect(try Self.decoder.decode(Tracked.self, from: "myapp://search/results?q=a&utm_source=mail&utm_medium=email&utm_id=7").source == "mail")
    }

    @Test func allKeysListsTheRoute() throws {
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
        #expect(try Self.decoder.decode(Keys.self, from: "myapp://search/results?q=a").names == ["page", "q"])
    }
}
