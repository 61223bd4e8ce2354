import RouteCore
import Testing

/// The query of `myapp://home/articleDetail?userId=…&articleId=…`, by property name.
struct ArticleLink: Decodable {
    var userId: Int
    var articleId: Int
}

@Test func decodeALinkIntoAStruct() throws {
    let link = try DeepLinkDecoder().decode(ArticleLink.self, from: "myapp://home/articleDetail?userId=7&articleId=9")
    #expect(link.userId == 7 && link.articleId == 9)

    let error = try #require(throws: DeepLinkError.self) {
        try DeepLinkDecoder().decode(ArticleLink.self, from: "myapp://home/articleDetail?userId=7&articleId=nine")
    }
    #expect(error.diagnostic.code == .typeMismatch && error.diagnostic.param == "articleId")
}
