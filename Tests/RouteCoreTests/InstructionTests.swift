import Foundation
import RouteCore
import Testing

@Suite struct InstructionTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    static func instruction(_ link: String) throws -> Instruction {
        try Instruction(link: link, analyzer: analyzer)
    }

    @Test func theFragmentSurvivesTheBridge() throws {
        let instruction = try Self.instruction("https://example.com/app/search/results?q=x#section%202")
        #expect(instruction.fragment == "section 2")
        #expect(instruction.link(as: .customScheme) == "myapp://search/results?q=x#section%202")
        #expect(try Self.instruction("myapp://search/results?q=x").link(as: .webLink) == "https://example.com/app/search/results?q=x")
    }

    /// A fragment that ends with punctuation a link does not end with is written encoded, as the
    /// builder writes its last piece: the converted link is what `check` passes.
    @Test func aFragmentEndingInPunctuationIsWrittenEncoded() throws {
        let instruction = try Self.instruction("https://example.com/app/search/results?q=x#top%2E")
        #expect(instruction.fragment == "top.")
        let link = try #require(instruction.link(as: .customScheme))
        #expect(link == "myapp://search/results?q=x#top%2E")
        #expect(Self.analyzer.analyze(link).problems.isEmpty)
    }

    @Test func aURLBridgesAsItsText() throws {
        let url = try #require(URL(string: "myapp://home/articles/42"))
        #expect(try Instruction(url: url, analyzer: Self.analyzer).screen == "article")
    }

    /// A `URL` in, a `URL` out: the converted link as a `URL` is its text, escapes and fragment
    /// kept, and nil where there is no text.
    @Test func aURLComesBackAsAURL() throws {
        let instruction = try Instruction(url: try #require(URL(string: "https://example.com/app/search/results?q=tea%20cake#top")), analyzer: Self.analyzer)
        let custom = try #require(instruction.url(as: .customScheme))
        #expect(custom.absoluteString == instruction.link(as: .customScheme))
        #expect(custom.absoluteString == "myapp://search/results?q=tea%20cake#top")
        #expect(custom.scheme == "myapp" && custom.fragment == "top")
        #expect(try Instruction(url: custom, analyzer: Self.analyzer).url(as: .webLink)?.absoluteString == "https://example.com/app/search/results?q=tea%20cake#top")
        #expect(try Self.instruction("https://example.com/tea").url(as: .customScheme) == nil)
    }

    @Test func customSchemeLink() throws {
        let instruction = try Self.instruction(
            "myapp://home/articles/42?highlight=true&utm_source=mail&utm_medium=email&utm_campaign=tea&ref=x%20y")
        #expect(instruction.kind == .customScheme)
        #expect(instruction.host == "home")
        #expect(instruction.tab == "home")
        #expect(instruction.screen == "article")
        #expect(instruction.screenPathComponents == ["articles", "42"])
        #expect(instruction.params == [RouteParam(name: "articleId", value: .int(42)), RouteParam(name: "highlight", value: .bool(true))])
        #expect(instruction.extras.map(\.name) == ["utm_source", "utm_medium", "utm_campaign", "ref"])
        #expect(instruction.extras.last == Instruction.Extra(name: "ref", value: "x y"))
    }

    @Test func documentedExample() throws {
        let instruction = try Self.instruction("https://example.com/app/home/articleDetail?userId=1&articleId=2&gclid=x")
        #expect(instruction.kind == .webLink)
        #expect(instruction.route?.description == #"articleDetail(userId: 1, articleId: 2, mode: "safari")"#)
        #expect(instruction.extras == [Instruction.Extra(name: "gclid", value: "x")])
        #expect(instruction.link(as: .customScheme) == "myapp://home/articleDetail?userId=1&articleId=2&gclid=x")
    }

    @Test func universalLinkUnderThePrefix() throws {
        let instruction = try Self.instruction("https://www.example.com/app/myPage/orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(instruction.kind == .webLink)
        #expect(instruction.host == "www.example.com")
        #expect(instruction.route?.screen == "order")
        #expect(instruction.screenPathComponents == ["orders", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
        #expect(instruction.pathComponents == ["app", "myPage", "orders", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
        #expect(instruction.pathComponents == DeepLink(instruction.link).pathComponents)
    }

    @Test func tabRootHasNoPathComponents() throws {
        #expect(try Self.instruction("myapp://home").screenPathComponents == [])
        #expect(try Self.instruction("https://example.com/app/home/").route == Route(tab: "home", screen: "feed"))
    }

    @Test(arguments: [
        "https://blog.example.org/2026/tea?x=1", "https://example.com/about", "http://example.com/app/home/articleDetail",
    ])
    func websiteOnlyLinksOpenInTheBrowser(link: String) throws {
        let instruction = try Self.instruction(link)
        #expect(instruction.kind == .other)
        #expect(instruction.route == nil)
        #expect(instruction.link(as: .webLink) == link)
        #expect(instruction.link(as: .customScheme) == nil)
    }

    @Test func websiteLinkKeepsItsParts() throws {
        let instruction = try Self.instruction("https://blog.example.org/2026/t%C3%A9a?x=1&y")
        #expect(instruction.host == "blog.example.org")
        #expect(instruction.pathComponents == ["2026", "téa"])
        #expect(instruction.screenPathComponents == [])
        #expect(instruction.extras == [Instruction.Extra(name: "x", value: "1"), Instruction.Extra(name: "y", value: nil)])
    }

    /// A link to a website with text around it opens in the browser as the analysis read it:
    /// host, path, query and fragment are the link's own, without the prose before it or the
    /// punctuation after it; the link a browser is given is the link alone.
    @Test(arguments: [
        ("see https://blog.example.org/2026/tea?x=1.", nil), ("Link: https://blog.example.org/2026/tea?x=1#top.", "top"),
        ("(https://blog.example.org/2026/tea?x=1#top)", "top"),
    ])
    func aWebsiteLinkWithTextAroundItKeepsOnlyItsOwnParts(link: String, fragment: String?) throws {
        let instruction = try Self.instruction(link)
        let alone = "https://blog.example.org/2026/tea?x=1" + (fragment.map { "#" + $0 } ?? "")
        #expect(instruction.kind == .other)
        #expect(instruction.link == alone)
        #expect(instruction.link(as: .webLink) == alone)
        #expect(instruction.url(as: .webLink)?.absoluteString == alone)
        #expect(instruction.host == "blog.example.org")
        #expect(instruction.pathComponents == ["2026", "tea"])
        #expect(instruction.extras == [Instruction.Extra(name: "x", value: "1")])
        #expect(instruction.fragment == fragment)
    }

    @Test func brokenAppLinksThrowTheirDiagnostics() throws {
        let error = try #require(throws: DeepLinkError.self) { try Self.instruction("myapp://home/articleDetail?userId=abc") }
        #expect(error.diagnostics.map(\.code) == [.typeMismatch, .missingParam])
        #expect(error.diagnostic.param == "userId")
    }

    /// A browser cannot open a malformed link either: the link is not handed to it, and its
    /// diagnostics stand, as the navigator rejects it.
    @Test(arguments: [
        ("https://blog.example.org/tea cake", DiagnosticCode.invalidSyntax), ("https://blog.example.org/%zz", .badPercentEncoding),
    ])
    func malformedLinksToAnotherHostThrow(link: String, code: DiagnosticCode) throws {
        let error = try #require(throws: DeepLinkError.self) { try Self.instruction(link) }
        #expect(error.diagnostics.map(\.code).contains(.notAnAppLink))
        #expect(error.diagnostics.map(\.code).contains(code))
    }

    @Test func otherSchemesAreNotLinks() throws {
        let error = try #require(throws: DeepLinkError.self) { try Self.instruction("mailto:team@example.com") }
        #expect(error.diagnostic.code == .unknownScheme)
    }

    @Test func convertsBetweenForms() throws {
        let campaign = "utm_source=mail&utm_medium=email&utm_campaign=tea&gclid=abc"
        let web = try Self.instruction("https://example.com/app/search/results?q=tea%20cake&page=1&" + campaign)
        let custom = try #require(web.link(as: .customScheme))
        #expect(custom == "myapp://search/results?q=tea%20cake&" + campaign)
        let back = try Self.instruction(custom)
        #expect(back.kind == .customScheme)
        #expect(back.route == web.route)
        #expect(back.extras == web.extras)
        #expect(back.link(as: .webLink) == "https://example.com/app/search/results?q=tea%20cake&" + campaign)
    }
}
