import RouteCore
import Testing

/// The parameters of `myapp://home/articleDetail?userId=…&articleId=…`, by property name.
struct ArticleLink: Decodable {
    var userId: Int
    var articleId: Int
}

@Test func decodeALinkIntoAStruct() throws {
    let decoder = DeepLinkDecoder(analyzer: LinkAnalyzer(routeMap: .sample))  // one, kept for the app's lifetime
    let link = try decoder.decode(ArticleLink.self, from: "myapp://home/articleDetail?userId=7&articleId=9")
    #expect(link.userId == 7 && link.articleId == 9)

    let error = try #require(throws: DeepLinkError.self) {
        try decoder.decode(ArticleLink.self, from: "myapp://home/articleDetail?userId=7&articleId=nine")
    }
    #expect(error.diagnostic.code == .typeMismatch && error.diagnostic.param == "articleId")
}
