import Foundation
import RouteCore
import Testing

// MARK: The app's route map (an app would load its routes.json, or its YAML with RouteMapYAML)

let readerRoutes = try! RouteMapLoader.load(
    json: """
        {
          "app": "Reader",
          "schemes": ["reader"],
          "web": {"hosts": ["reader.example"], "prefix": "/open"},
          "tabs": [{
            "name": "home",
            "root": "feed",
            "screens": {
              "feed": {
                "params": {"limit": {"type": "int", "min": 1, "max": 100, "default": "20"}}
              },
              "openArticle": {
                "params": {
                  "title": {"type": "string", "required": true},
                  "url":   {"type": "url", "required": true, "schemes": ["https"]},
                  "mode":  {"type": "enum", "values": ["safari", "webView"], "default": "safari"}
                }
              }
            }
          }],
          "campaign": {
            "params": {
              "utm_source":   {"type": "string"},
              "utm_medium":   {"type": "string"},
              "utm_campaign": {"type": "string"}
            }
          }
        }
        """)

/// One analyzer for the app's lifetime: it holds the route map prepared for matching, and the
/// decoder, the builder and the bridge share it.
let readerAnalyzer = LinkAnalyzer(routeMap: readerRoutes)

// MARK: The app's destinations, one type per screen

/// How an article opens.
enum ArticleMode: String, Codable, CaseIterable {
    case safari, webView
}

/// An article: `title=…&url=…`.
struct Article: Codable, Equatable {
    var title: String
    var url: URL
}

/// `reader://home/openArticle?title=…&url=…&mode=…`. The article's properties sit in the same
/// flat query as `mode`; a link without `mode` gets the route map's default.
struct OpenArticle: RouteDestination, Equatable {
    static let screen = ScreenAddress(tab: "home", screen: "openArticle")
    var article: Article
    var mode: ArticleMode
}

/// `reader://home?limit=…`.
struct Feed: RouteDestination, Equatable {
    static let screen = ScreenAddress(tab: "home", screen: "feed")
    var limit: Int
}

@Test func usingRouteCoreInYourApp() throws {
    let decoder = DeepLinkDecoder(analyzer: readerAnalyzer)

    // 1. Read an incoming link (a String or a URL) into the screen's type, with the route map's
    //    rules and defaults: the same answer as `routescope check`.
    let incoming = URL(string: "reader://home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea")!
    let open = try decoder.decode(OpenArticle.self, from: incoming)
    #expect(open == OpenArticle(article: Article(title: "Tea & cake", url: URL(string: "https://example.com/tea")!), mode: .safari))

    // …or let the link pick its screen among the app's destinations.
    switch try decoder.destination(from: "https://reader.example/open/home?limit=5", among: [Feed.self, OpenArticle.self]) {
    case let feed as Feed: #expect(feed.limit == 5)
    default: Issue.record("the link opens the feed")
    }

    // 2. Learn exactly why a link fails: the code, parameter, expected and found text, and the
    //    bytes, in the words `routescope check` and the explorer use.
    let typo = "reader://home/openArticle?title=Tea&url=https://example.com/tea&mode=webview"
    let error = try #require(throws: DeepLinkError.self) { try decoder.decode(OpenArticle.self, from: typo) }
    #expect(error.diagnostic.code == .notInEnum)
    #expect(error.diagnostic.param == "mode")
    #expect(error.diagnostic.found == "webview")
    #expect(error.diagnostics == readerAnalyzer.analyze(typo).diagnostics)
    #expect(
        error.description == """
            error[not-in-enum]: mode must be one of safari, webView, found "webview"; did you mean webView?
              reader://home/openArticle?title=Tea&url=https://example.com/tea&mode=webview
                                                                                   ^^^^^^^
              fix (machine-applicable): replace "webview" with "webView"

            """)
    let tooMany = try #require(throws: DeepLinkError.self) { try decoder.decode(Feed.self, from: "reader://home?limit=500") }
    #expect(tooMany.diagnostic.code == .outOfRange)

    // 3. Build the link back: every value is percent-encoded for its place, defaults are left
    //    out (decoding fills them in again), and the route map checks the link first.
    let builder = DeepLinkBuilder(analyzer: readerAnalyzer)
    let link = try builder.link(to: open)
    #expect(link == "reader://home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea")
    #expect(try decoder.decode(OpenArticle.self, from: link) == open)
    #expect(
        try builder.url(to: open, as: .webLink)
            == URL(string: "https://reader.example/open/home/openArticle?title=Tea%20%26%20cake&url=https://example.com/tea"))

    // 4. Campaign values are for analytics, never part of the route.
    let shared = "https://reader.example/open/home/openArticle?title=Tea&url=https://example.com/tea&utm_source=mail"
        + "&utm_medium=email&utm_campaign=spring"
    let analysis = readerAnalyzer.analyze(shared)
    #expect(analysis.campaignValues.map(\.name) == ["utm_source", "utm_medium", "utm_campaign"])
    #expect(try decoder.decode(OpenArticle.self, from: analysis).article.title == "Tea")

    // 5. Bridge a link from any source into one instruction, and convert it.
    let instruction = try Instruction(analysis, analyzer: readerAnalyzer)
    #expect(instruction.kind == .webLink)
    #expect(instruction.route?.screen == "openArticle")
    #expect(
        instruction.link(as: .customScheme)
            == "reader://home/openArticle?title=Tea&url=https://example.com/tea&utm_source=mail&utm_medium=email&utm_campaign=spring")
    #expect(try Instruction(link: "https://example.com/tea", analyzer: readerAnalyzer).kind == .other)
}
