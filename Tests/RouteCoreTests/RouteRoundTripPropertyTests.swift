import PropertyBased
import RouteCore
import TestSupport
import Testing

/// `parse(build(route)) == route` for random routes of the sample map, in both forms, where
/// parse is what `check` does: ``LinkAnalyzer/analyze(_:)`` then ``LinkAnalysis/route``.
@Suite struct RouteRoundTripPropertyTests {
    static let cases = TestCorpus.size(1_000)
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    static func parse(_ link: String) -> Route? { analyzer.analyze(link).route }

    @Test(arguments: [LinkKind.customScheme, .webLink], QueryListStrategy.allCases)
    func buildThenParse(form: LinkKind, lists: QueryListStrategy) async {
        let builder = DeepLinkBuilder(routeMap: .sample, listStrategy: lists)
        await propertyCheck(count: Self.cases, input: Generators.route(in: .sample)) { route in
            let link = try builder.link(for: route, as: form)
            let analysis = Self.analyzer.analyze(link)
            #expect(analysis.route == route, "\(link)\n\(TextReport().render(analysis))")
            // Text holding `%2C` is written `%252C`, which reads as encoded twice: a warning on purpose.
            #expect(!analysis.diagnostics.contains { $0.severity != .note && $0.code != .doubleEncoded }, "\(link)")
        }
    }

    /// What stands after a link in a sentence, a bracket or quotes: `text-around-link` reads a
    /// link as ending before it, so the builder percent-encodes it at the end of the last value,
    /// and the link reads back whole.
    static let sentenceEnds = [".", ",", ";", ":", "!", "?", ")", "]", "'", "\"", ">", "\u{201D}", "\u{2019}", "\u{BB}", ").", "!?", "'."]

    @Test(arguments: [LinkKind.customScheme, .webLink])
    func lastValueEndingAsASentenceDoesBuildThenParse(form: LinkKind) async {
        let builder = DeepLinkBuilder(routeMap: .sample)
        await propertyCheck(count: Self.cases, input: Generators.nonEmptyText) { text in
            for end in Self.sentenceEnds {
                let route = Route(tab: "search", screen: "results", params: [RouteParam(name: "q", value: .string(text + end))])
                let link = try builder.link(for: route, as: form)
                let analysis = Self.analyzer.analyze(link)
                #expect(analysis.params.first { $0.name == "q" }?.value == .string(text + end), "\(link)\n\(TextReport().render(analysis))")
                #expect(TextAroundLink.link(in: link) == 0..<link.utf8.count, "\(link)")
                #expect(analysis.ok, "\(link)")
            }
        }
    }

    @Test func defaultsWrittenOnRequestReadTheSame() async {
        let builder = DeepLinkBuilder(routeMap: .sample, includesDefaults: true)
        await propertyCheck(count: Self.cases, input: Generators.route(in: .sample)) { route in
            let link = try builder.link(for: route)
            #expect(Self.parse(link) == route, "\(link)")
        }
    }

    @Test func parameterOrderDoesNotMatter() async {
        let builder = DeepLinkBuilder(routeMap: .sample)
        await propertyCheck(count: Self.cases, input: Generators.route(in: .sample)) { route in
            var shuffled = route
            shuffled.params.reverse()
            let link = try builder.link(for: shuffled)
            #expect(link == (try builder.link(for: route)))
            #expect(Self.parse(link) == shuffled)
        }
    }

    @Test func instructionsConvertBothWays() async {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let builder = DeepLinkBuilder(analyzer: analyzer)
        await propertyCheck(count: Self.cases, input: Generators.route(in: .sample)) { route in
            let custom = try Instruction(link: try builder.link(for: route), analyzer: analyzer)
            let web = try Instruction(link: try #require(custom.link(as: .webLink)), analyzer: analyzer)
            #expect(custom.kind == .customScheme)
            #expect(web.kind == .webLink)
            #expect(web.route == route)
            #expect(web.screenPathComponents == custom.screenPathComponents)
            #expect(web.link(as: .customScheme) == custom.link)
        }
    }
}
