import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

extension Route {
    /// An `Endpoint`-style factory, as an app would declare its destinations.
    fileprivate static func articleDetail(userId: Int, articleId: Int, searchText: String? = nil, mode: String? = nil) -> Route {
        var params = [RouteParam(name: "userId", value: .int(userId)), RouteParam(name: "articleId", value: .int(articleId))]
        if let searchText { params.append(RouteParam(name: "searchText", value: .string(searchText))) }
        if let mode { params.append(RouteParam(name: "mode", value: .string(mode))) }
        return Route(tab: "home", screen: "articleDetail", params: params)
    }
}

@Suite struct DeepLinkBuilderTests {
    let builder = DeepLinkBuilder(routeMap: .sample)

    @Test func bothForms() throws {
        let route = Route.articleDetail(userId: 100, articleId: 200)
        #expect(try builder.link(for: route) == "myapp://home/articleDetail?userId=100&articleId=200")
        #expect(try builder.link(for: route, as: .webLink) == "https://example.com/app/home/articleDetail?userId=100&articleId=200")
    }

    @Test func valuesAreEncodedAndReadBack() throws {
        let text = "hello world & more = 1+1 #2 /3 🇯🇵 café"
        let link = try builder.link(for: .articleDetail(userId: 1, articleId: 2, searchText: text))
        #expect(link == "myapp://home/articleDetail?userId=1&articleId=2&searchText=hello%20world%20%26%20more%20%3D%201%2B1%20%232%20/3%20%F0%9F%87%AF%F0%9F%87%B5%20caf%C3%A9")
        #expect(LinkAnalyzer(routeMap: .sample).analyze(link).route?["searchText"] == .string(text))
    }

    @Test func defaultsAreLeftOutUnlessAsked() throws {
        let route = Route.articleDetail(userId: 1, articleId: 2, mode: "safari")
        #expect(try builder.link(for: route) == "myapp://home/articleDetail?userId=1&articleId=2")
        #expect(try builder.link(for: .articleDetail(userId: 1, articleId: 2, mode: "webView")).hasSuffix("&mode=webView"))
        let verbose = DeepLinkBuilder(routeMap: .sample, includesDefaults: true)
        #expect(try verbose.link(for: .articleDetail(userId: 1, articleId: 2)) == "myapp://home/articleDetail?userId=1&articleId=2&mode=safari")
    }

    @Test func pathParametersFillTheTemplate() throws {
        let route = Route(tab: "home", screen: "article", params: [RouteParam(name: "articleId", value: .int(42))])
        #expect(try builder.link(for: route) == "myapp://home/articles/42")
        #expect(try builder.link(for: route, as: .webLink) == "https://example.com/app/home/articles/42")
    }

    @Test func rootScreensAreTheTabAlone() throws {
        #expect(try builder.link(for: Route(tab: "home", screen: "feed")) == "myapp://home")
        let category = Route(tab: "home", screen: "feed", params: [RouteParam(name: "category", value: .string("tech"))])
        #expect(try builder.link(for: category, as: .webLink) == "https://example.com/app/home?category=tech")
    }

    @Test func listsFollowTheStrategy() throws {
        let route = Route(
            tab: "search", screen: "results",
            params: [RouteParam(name: "q", value: .string("a b")), RouteParam(name: "tags", value: .list([.string("x,y"), .string("z")]))])
        #expect(try builder.link(for: route) == "myapp://search/results?q=a%20b&tags=x%2Cy&tags=z")
        let commas = DeepLinkBuilder(routeMap: .sample, listStrategy: .commaSeparated)
        #expect(try commas.link(for: route) == "myapp://search/results?q=a%20b&tags=x%2Cy,z")
    }

    @Test func nonASCIIPathSegmentsAndDotSegmentsRoundTrip() throws {
        let map = try RouteMapLoader.load(yaml: """
            app: Paths
            schemes: [paths]
            tabs:
              - name: files
                root: list
                screens:
                  list: {}
                  file:
                    path: "files/{name}"
                    params:
                      name: {type: string}
            """)
        let paths = DeepLinkBuilder(routeMap: map)
        for name in ["日本語 ファイル", "a/b", "..", ".", "100%", "#1?"] {
            let route = Route(tab: "files", screen: "file", params: [RouteParam(name: "name", value: .string(name))])
            let link = try paths.link(for: route)
            #expect(LinkAnalyzer(routeMap: map).analyze(link).route == route, "\(link)")
        }
        let dots = Route(tab: "files", screen: "file", params: [RouteParam(name: "name", value: .string(".."))])
        #expect(try paths.link(for: dots) == "paths://files/files/%2E%2E")
    }

    @Test func encodableValues() throws {
        struct ArticleDetail: Encodable {
            var userId: Int
            var articleId: Int
            var searchText: String?
        }
        struct Article: Encodable {
            var articleId: Int
            var highlight: Bool
        }
        #expect(
            try builder.link(to: "home/articleDetail", with: ArticleDetail(userId: 1, articleId: 2, searchText: "tea & cake"))
                == "myapp://home/articleDetail?userId=1&articleId=2&searchText=tea%20%26%20cake")
        #expect(try builder.link(to: "home/article", with: Article(articleId: 9, highlight: true), as: .webLink) == "https://example.com/app/home/articles/9?highlight=true")
    }

    // MARK: Errors

    /// The first problem with building `route`, and the link it was found in.
    func problem(_ route: Route, as form: LinkKind = .customScheme) throws -> (Diagnostic, MarkedLink) {
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: route, as: form) }
        return (error.diagnostic, MarkedLink(error.input))
    }

    @Test func noRouteIsBuiltAsALinkOfKindOther() throws {
        let (diagnostic, _) = try problem(Route(tab: "home", screen: "feed"), as: .other)
        #expect(diagnostic.code == .unknownScheme)
        #expect(diagnostic.found == "other")
    }

    @Test func unknownTabSuggestsOne() throws {
        let (diagnostic, link) = try problem(Route(tab: "hme", screen: "feed"))
        #expect(diagnostic.code == .unknownTab)
        #expect(diagnostic.fix?.replacement == "home")
        #expect(link.text == "myapp://hme/feed")
        #expect(diagnostic.span == 8..<11)
    }

    @Test func unknownScreenSuggestsOne() throws {
        let (diagnostic, _) = try problem(Route(tab: "home", screen: "articleDetial"))
        #expect(diagnostic.code == .unknownScreen)
        #expect(diagnostic.fix?.replacement == "articleDetail")
    }

    @Test func missingRequiredParameter() throws {
        let error = try #require(throws: DeepLinkError.self) {
            try builder.link(for: Route(tab: "home", screen: "articleDetail", params: [RouteParam(name: "userId", value: .int(1))]))
        }
        let link = MarkedLink("myapp://home/articleDetail?userId=11️⃣")
        #expect(error.input == link.text)
        #expect(error.diagnostic.code == .missingParam)
        #expect(error.diagnostic.param == "articleId")
        #expect(error.diagnostic.span == link.point(1))
    }

    @Test func missingPathParameterIsShownAsAPlaceholder() throws {
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: Route(tab: "home", screen: "article")) }
        let link = MarkedLink("myapp://home/articles/1️⃣{articleId}2️⃣")
        #expect(error.input == link.text)
        #expect(error.diagnostics.map(\.code) == [.missingParam])
        #expect(error.diagnostic.span == link.span(1, 2))
    }

    /// A screen whose own path is empty takes its parameter from the tab's path, which the
    /// message names (it named the screen's empty path, and ended in a space).
    @Test func aParameterOfTheTabsPathIsNamedInThatPath() throws {
        let builder = DeepLinkBuilder(routeMap: try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape))
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: Route(tab: "store", screen: "front")) }
        let link = MarkedLink("s://stores/1️⃣{store}2️⃣")
        #expect(error.input == link.text)
        #expect(error.diagnostic.code == .missingParam)
        #expect(error.diagnostic.span == link.span(1, 2))
        #expect(error.diagnostic.message == "front requires store (text) in its path stores/{store}")
    }

    @Test func unknownParameterIsRefused() throws {
        var route = Route.articleDetail(userId: 1, articleId: 2)
        route.params.append(RouteParam(name: "articleIdText", value: .string("x")))
        let (diagnostic, _) = try problem(route)
        #expect(diagnostic.code == .unknownParam)
        #expect(diagnostic.fix?.replacement == "articleId")
    }

    @Test func valueOfTheWrongKind() throws {
        let route = Route(
            tab: "home", screen: "articleDetail",
            params: [RouteParam(name: "userId", value: .string("1")), RouteParam(name: "articleId", value: .int(2))])
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: route) }
        let link = MarkedLink("myapp://home/articleDetail?userId=1️⃣12️⃣&articleId=2")
        #expect(error.diagnostic.code == .typeMismatch)
        #expect(error.diagnostic.param == "userId")
        #expect(error.diagnostic.span == link.span(1, 2))
        #expect(error.diagnostic.message == "userId expects an integer ≥ 1, but the route gives \"1\"")
    }

    /// A text the map's type refuses is one problem, the analyzer's, not also the builder's.
    @Test func aValueOfTheWrongKindThatDoesNotReadIsReportedOnce() throws {
        let route = Route(
            tab: "home", screen: "articleDetail",
            params: [RouteParam(name: "userId", value: .string("abc")), RouteParam(name: "articleId", value: .int(2))])
        let error = try #require(throws: DeepLinkError.self) { try builder.link(for: route) }
        #expect(error.diagnostics.map(\.code) == [.typeMismatch])
    }

    @Test func valueOutOfRange() throws {
        let (diagnostic, link) = try problem(.articleDetail(userId: 0, articleId: 2))
        #expect(diagnostic.code == .outOfRange)
        #expect(diagnostic.span == MarkedLink("myapp://home/articleDetail?userId=1️⃣02️⃣&articleId=2").span(1, 2))
        #expect(link.text == "myapp://home/articleDetail?userId=0&articleId=2")
    }

    @Test func webLinksNeedWebHosts() throws {
        let map = try RouteMapLoader.load(yaml: "app: Bare\nschemes: [bare]\ntabs:\n  - name: home\n    root: feed\n    screens:\n      feed: {}\n")
        let error = try #require(throws: DeepLinkError.self) {
            try DeepLinkBuilder(routeMap: map).link(for: Route(tab: "home", screen: "feed"), as: .webLink)
        }
        #expect(error.diagnostic.code == .notAnAppLink)
    }

    // MARK: Texts, as routescope build gives them

    @Test func textsAreEncodedAndChecked() throws {
        let analysis = try builder.analyzeLink(
            to: "search/results", parameters: [("q", "a+b c"), ("tags", "x,y"), ("page", "1"), ("other", "2")])
        #expect(analysis.input == "myapp://search/results?q=a%2Bb%20c&tags=x&tags=y&other=2")
        #expect(analysis.diagnostics.map(\.code) == [.unknownParam])
        #expect(analysis.route?["q"] == .string("a+b c"))
    }

    /// A name given alone is a flag when a bool parameter of the screen (or the campaign) has
    /// it: `true`, since a bool written without `=` is `missing-value` to `check`. It counts on
    /// a screen reached by a path too.
    @Test func aBoolGivenByItsNameAloneIsTrue() throws {
        let enabled = try builder.analyzeLink(to: "setting/notifications", parameters: [("enabled", nil)])
        #expect(enabled.input == "myapp://setting/notifications?enabled=true")
        #expect(enabled.ok && enabled.diagnostics.isEmpty)
        #expect(enabled.route?["enabled"] == .bool(true))
        let highlight = try builder.analyzeLink(to: "home/articles/42", parameters: [("highlight", nil)])
        #expect(highlight.input == "myapp://home/articles/42?highlight=true")
        #expect(highlight.ok && highlight.diagnostics.isEmpty)
        let campaign = try DeepLinkBuilder(routeMap: RouteMap(
            app: "T", schemes: ["t"], tabs: [Tab(name: "home", root: "feed", screens: [Screen(name: "feed")])],
            campaign: CampaignRules(params: [ParamSpec(name: "test", type: .bool)])))
            .analyzeLink(to: "home/feed", parameters: [("test", nil)])
        #expect(campaign.input == "t://home?test=true", "\(campaign.input)")
        #expect(campaign.ok, "\(campaign.diagnostics.map(\.message))")
    }

    /// Any other name given alone is refused, against the name, with what to write: it was
    /// written as `&name`, a bare key that no type reads.
    @Test func anyOtherNameAloneNeedsAValue() throws {
        let undeclared = try #require(throws: DeepLinkError.self) { try builder.analyzeLink(to: "home/feed", parameters: [("novalue", nil)]) }
        #expect(undeclared.input == "novalue")
        #expect(undeclared.diagnostics == [
            Diagnostic(.missingValue, "novalue has no value; write novalue=<value>", span: 0..<7, param: "novalue")
        ])
        let declared = try #require(throws: DeepLinkError.self) { try builder.analyzeLink(to: "home/feed", parameters: [("category", nil)]) }
        #expect(declared.diagnostic.message == "category has no value; write category=<one of news, tech, sports, culture>")
        #expect(declared.diagnostic.expected == "one of news, tech, sports, culture")
        // A destination that leads nowhere is said first.
        let nowhere = try #require(throws: DeepLinkError.self) { try builder.analyzeLink(to: "home/zzz", parameters: [("novalue", nil)]) }
        #expect(nowhere.input == "home/zzz" && nowhere.diagnostic.code == .unknownScreen)
    }

    @Test func textsForAPathWithoutAScreen() throws {
        let analysis = try builder.analyzeLink(to: "home/articles/7", parameters: [])
        #expect(analysis.input == "myapp://home/articles/7")
        #expect(analysis.route == Route(tab: "home", screen: "article", params: [
            RouteParam(name: "articleId", value: .int(7)), RouteParam(name: "highlight", value: .bool(false)),
        ]))
    }
}
