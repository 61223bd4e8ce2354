import Foundation
import RouteCore
import Testing

@Suite struct DeepLinkTests {
    @Test func componentsAreDecoded() {
        let link = DeepLink("MyApp://home/articles/caf%C3%A9/?q=a%20b&flag&empty=&q=%F0%9F%98%80#sec%201")
        #expect(link.scheme == "myapp")
        #expect(link.host == "home")
        #expect(link.pathComponents == ["articles", "café"])
        #expect(link.fragment == "sec 1")
        #expect(link.queryItems.map(\.name) == ["q", "flag", "empty", "q"])
        #expect(link.queryItems.map(\.value) == ["a b", nil, "", "😀"])
        #expect(link.queryItems(named: "q").map(\.value) == ["a b", "😀"])
        #expect(link.diagnostics.isEmpty)
    }

    @Test func documentedExample() {
        let link = DeepLink("myapp://home/openArticle?title=Hello%20world&mode=0")
        #expect(link.host == "home")
        #expect(link.pathComponents == ["openArticle"])
        #expect(link.queryItems[0].value == "Hello world")
        #expect(link.queryItems[0].span.value == 31..<44)
    }

    @Test func itemsKeepTheirBytes() {
        let marked = MarkedLink("myapp://x?1️⃣name2️⃣=3️⃣a%20b4️⃣&&5️⃣plus+6️⃣")
        let link = DeepLink(marked.text)
        #expect(link.queryItems.count == 2)
        #expect(link.queryItems[0].span.name == marked.span(1, 2))
        #expect(link.queryItems[0].span.value == marked.span(3, 4))
        #expect(link.queryItems[1].name == "plus+")
        #expect(link.queryItems[1].span.item == marked.span(5, 6))
    }

    @Test func syntaxProblemsAreKeptButDoNotStopReading() {
        let link = DeepLink("myapp://x?q=a b")
        #expect(link.diagnostics.map(\.code) == [.invalidSyntax])
        #expect(link.queryItems.first?.value == "a b")
    }

    @Test func foundationURLsAreReadThroughTheirText() throws {
        let link = DeepLink(try #require(URL(string: "https://example.com/app/home?x=1")))
        #expect(link.host == "example.com")
        #expect(link.pathComponents == ["app", "home"])
    }
}
