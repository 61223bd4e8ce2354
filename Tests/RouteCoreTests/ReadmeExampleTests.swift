import Foundation
import RouteCore
import Testing

// MARK: The app's types, as the link carries them

/// How an article opens.
enum ArticleMode: String, Codable, CaseIterable, QueryValueConvertible {
    case safari, webView
}

/// An article: `title=…&url=…`.
struct Article: Codable, Equatable {
    var title: String
    var url: URL
}

/// `reader://home/openArticle?title=…&url=…&mode=…`. The article's properties sit in the same
/// flat query as `mode`.
struct OpenArticle: Codable, Equatable {
    var article: Article
    var mode: ArticleMode
}

// MARK: Typed keys, to read one value without a struct

extension QueryKey where Value == ArticleMode {
    static var mode: Self { Self("mode") }
}

extension QueryKey where Value == Int {
    /// A custom rule: at most 100 results.
    static var limit: Self {
        Self("limit", expected: "an integer ≤ 100") { text in
            let limit = try Int(queryValue: text)
            guard limit <= 100 else { throw QueryValueError.rule(.outOfRange, expected: "an integer ≤ 100") }
            return limit
        }
    }
}

// MARK: The app's route map (an app would load its .routescope.yml)

let readerRoutes = try! RouteMapLoader.load(
    yaml: """
        app: Reader
        schemes: [reader]
        web: {hosts: [reader.example], prefix: /open}
        tabs:
          - name: home
            root: feed
            screens:
              feed:
                params:
                  limit: {type: int, min: 1, max: 100}
              openArticle:
                params:
                  title: {type: string, required: true}
                  url:   {type: url, required: true, schemes: [https]}
                  mode:  {type: enum, values: [safari, webView], default: safari}
        """)

@Test func usingRouteCoreInYourApp() throws {
    // 1. Parse an incoming link into a struct, as JSONDecoder would parse JSON…
    let incoming = "reader://home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea&mode=webView"
    let open = try DeepLinkDecoder().decode(OpenArticle.self, from: incoming)
    #expect(open.article == Article(title: "Tea & cake", url: URL(string: "https://example.com/tea")!))
    #expect(open.mode == .webView)

    // …or read one typed value at a time.
    let link = DeepLink(incoming)
    #expect(link.pathComponents == ["openArticle"])
    #expect(try link.value(for: .mode) == .webView)
    #expect(try DeepLink("reader://home?limit=20").value(ifPresent: .limit) == 20)

    // 2. Learn exactly why a link fails: which parameter, what was expected, what was found,
    //    and where. The same diagnostics as `routescope check` and the explorer.
    let typo = "reader://home/openArticle?title=Tea&url=https://example.com/tea&mode=webview"
    let error = try #require(throws: DeepLinkError.self) {
        try DeepLinkDecoder().decode(OpenArticle.self, from: typo)
    }
    #expect(error.diagnostic.code == .notInEnum)
    #expect(error.diagnostic.param == "mode")
    #expect(error.diagnostic.found == "webview")
    #expect(
        error.description == """
            error[not-in-enum]: mode must be one of safari, webView, found "webview"; did you mean webView?
              reader://home/openArticle?title=Tea&url=https://example.com/tea&mode=webview
                                                                                   ^^^^^^^
              fix (maybe-incorrect): replace "webview" with "webView"

            """)
    let tooMany = try #require(throws: DeepLinkError.self) { try DeepLink("reader://home?limit=500").value(for: .limit) }
    #expect(tooMany.diagnostic.code == .outOfRange)

    // 3. Build links: every value is percent-encoded for its place, defaults are left out,
    //    and the route map checks the link before you get it.
    let builder = DeepLinkBuilder(routeMap: readerRoutes)
    let tea = OpenArticle(article: Article(title: "Tea & cake", url: URL(string: "https://example.com/tea")!), mode: .safari)
    #expect(
        try builder.link(to: "home/openArticle", with: tea)
            == "reader://home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea")
    #expect(
        try builder.link(to: "home/openArticle", with: tea, as: .webLink)
            == "https://reader.example/open/home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea")
    #expect(throws: DeepLinkError.self) { try builder.link(to: "home/openArticel", with: tea) }

    // 4. Bridge a link from any source into one instruction, and convert it.
    let shared = try Instruction(
        link: "https://reader.example/open/home/openArticle?title=Tea&url=https://example.com/tea&utm_source=mail"
            + "&utm_medium=email&utm_campaign=spring", routeMap: readerRoutes)
    #expect(shared.kind == .webLink)
    #expect(shared.route?.screen == "openArticle")
    #expect(shared.extras.map(\.name) == ["utm_source", "utm_medium", "utm_campaign"])
    #expect(
        shared.url(as: .customScheme)
            == "reader://home/openArticle?title=Tea&url=https://example.com/tea&utm_source=mail&utm_medium=email&utm_campaign=spring")
    #expect(try Instruction(link: "https://example.com/tea", routeMap: readerRoutes).kind == .other)
}
