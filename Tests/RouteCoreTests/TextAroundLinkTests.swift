@testable import RouteCore
import Testing
import TestSupport

/// A link pasted or exported with text around it is read as the linkifiers people paste from
/// read it (GitHub's extended autolinks, Apple's data detectors): the link starts at its scheme
/// after prose, and ends before trailing punctuation and unpaired closing brackets and quotes.
/// Markers: 1️⃣ where the link starts, 2️⃣ where it ends.
@Suite("Text around a link")
struct TextAroundLinkTests {
    static let article = "myapp://home/articleDetail?userId=1&articleId=2"

    @Test(arguments: [
        // Prose or a label before the scheme, a sentence's full stop after the link.
        "see 1️⃣myapp://home/articleDetail?userId=1&articleId=22️⃣.",
        "Link: 1️⃣https://example.com/app/home/feed2️⃣",
        "Note: see 1️⃣myapp:home/feed2️⃣",
        // A scheme followed by a blank is a label only when a scheme follows it.
        "'1️⃣https: //example.com/app/home/feed2️⃣", "(see 1️⃣https: //example.com2️⃣)", "1️⃣myapp: //home/feed2️⃣",
        "\u{201D}1️⃣myapp:utm_source=x//setting2️⃣",
        "  1️⃣myapp://home/feed2️⃣",
        "\u{A0}1️⃣myapp://home/feed2️⃣",
        // Brackets and quotes around it.
        "(1️⃣myapp://home2️⃣)",
        "<1️⃣https://example.com/app/home/feed2️⃣>",
        "\"1️⃣https://example.com/a2️⃣\"",
        "'1️⃣myapp://home/feed2️⃣'",
        "\u{201C}1️⃣myapp://home/feed2️⃣\u{201D}",
        "\u{AB}1️⃣myapp://home/feed2️⃣\u{BB}",
        "(see 1️⃣myapp://home/feed2️⃣).",
        // Every character a sentence ends a link with, and runs of them.
        "1️⃣myapp://home/feed2️⃣.", "1️⃣myapp://home/feed2️⃣,", "1️⃣myapp://home/feed2️⃣;", "1️⃣myapp://home/feed2️⃣:",
        "1️⃣myapp://home/feed2️⃣!", "1️⃣myapp://home/feed2️⃣?", "1️⃣myapp://home/feed2️⃣)", "1️⃣myapp://home/feed2️⃣).",
        "1️⃣myapp://home/feed2️⃣\u{201D}.", "1️⃣myapp://home/feed2️⃣>\u{200B}", "1️⃣myapp://home/feed2️⃣.\u{A0}", "1️⃣myapp://home/feed2️⃣\u{2019}", "1️⃣myapp://home/feed2️⃣'.", "1️⃣myapp://home/feed2️⃣]",
        // Brackets the link opened stay; only the unpaired ones go.
        "1️⃣https://en.wikipedia.org/wiki/Foo_(bar)2️⃣",
        "(1️⃣https://en.wikipedia.org/wiki/Foo_(bar)2️⃣)",
        "1️⃣https://en.wikipedia.org/wiki/Foo_(bar)2️⃣).",
        "1️⃣myapp://search/results?q=(a)2️⃣",
        "1️⃣myapp://search/results?q=<b>tea</b>2️⃣", "1️⃣myapp://search/results?q=%3Ctag>2️⃣", "1️⃣myapp://search/results?q=<tag>2️⃣>",
        "1️⃣http://[::1]/app2️⃣",
        // Quotes the link holds the pair of are its own.
        "1️⃣myapp://search/results?q=\"hi\"2️⃣",
        "1️⃣myapp://search/results?q=it's'2️⃣",
        "1️⃣myapp://search/results?q=\u{201C}hi\u{201D}2️⃣",
        // Encoded once or more, a quote still pairs: the fixes that encode it keep the link whole.
        "1️⃣myapp://search/results?q=%22hi\"2️⃣", "1️⃣myapp://search/results?q=%2522hi\"2️⃣", "1️⃣myapp://search/results?q=%5Ba]2️⃣",
        "1️⃣myapp://search/results?q=%E2%80%9Chi\u{201D}2️⃣",
        // An HTML entity keeps its `;`, for html-escaped-separator.
        "1️⃣myapp://home/feed?a=1&amp;2️⃣",
        // Nothing is taken from right after `=`: that is the value.
        "1️⃣myapp://search/results?q=!2️⃣",
        "1️⃣myapp://search/results?q=.2️⃣",
        "1️⃣myapp://search/results?q=!2️⃣.",
        // A scheme after anything but prose is part of a link, not the start of one.
        "1️⃣myapp://home/feed?next=https://example.com/a2️⃣",
        "1️⃣home/feed?next=https://example.com/a2️⃣",
        "1️⃣x:https://example.com/a2️⃣",
        "1️⃣myapp:home/feed2️⃣",
        "1️⃣not a link at all2️⃣",
        // Words after a blank stay: a raw space in a value is the likelier mistake.
        "see 1️⃣myapp://search/results?q=summer sale2️⃣.",
        // Blanks at the end go, alone or before the sentence's end (a URL parser strips them).
        "1️⃣myapp://home/feed2️⃣ ", "1️⃣myapp://home/feed2️⃣ .", "see 1️⃣myapp://home/feed2️⃣\t.\r\n", "1️⃣myapp://search/results?q=tea2️⃣ )",
        // Never the whole input.
        "1️⃣.2️⃣", "1️⃣)2️⃣", "1️⃣2️⃣",
    ])
    func theLinkInside(_ marked: String) throws {
        let (input, offsets) = stripMarkers(marked)
        let (start, end) = (try #require(offsets[1]), try #require(offsets[2]))
        #expect(TextAroundLink.link(in: input) == start..<end, "\(input.debugDescription)")
    }

    @Test func longRunsAfterALinkAreReadInLinearTime() {
        let link = "myapp://home/feed"
        #expect(TextAroundLink.link(in: link + String(repeating: ")", count: 200_000)) == 0..<17)
        #expect(TextAroundLink.link(in: link + String(repeating: "\u{201D}", count: 100_000)) == 0..<17)
        #expect(TextAroundLink.link(in: link + "(" + String(repeating: ").", count: 100_000)) == 0..<19, "the first `)` closes the `(`")
    }

    @Test func invisibleCharactersAfterTheLinkAreNamedEscaped() {
        let analysis = expectDiagnostics("myapp://home/feed1️⃣>\u{200B}2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(analysis.diagnostics[0].message.hasPrefix(#"">\u{200b}" after the link"#))
        #expect(analysis.diagnostics[0].fix == Fix(span: 17..<21, replacement: "", .machineApplicable))
    }

    /// A quote is escaped inside the message's quotes, as every message quotes text: `"\""`, where
    /// `"""` read as an empty quotation or a stray mark.
    @Test func aQuoteAroundTheLinkIsNamedUnambiguously() {
        let analysis = expectDiagnostics("1️⃣\"2️⃣myapp://home/feed3️⃣\"4️⃣", [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4)])
        #expect(analysis.diagnostics[0].message.hasPrefix(#""\"" before the link is text"#))
        #expect(analysis.diagnostics[1].message.hasPrefix(#""\"" after the link is text"#))
        let long = LinkAnalyzer(routeMap: .sample).analyze(String(repeating: "word ", count: 30) + "myapp://home/feed").diagnostics[0]
        #expect(long.message.hasPrefix("\"word word"), "\(long.message)")
        #expect(long.message.contains("…\" before the link"), "a long text is shortened as every message shortens it")
    }

    @Test func aLinkPastedFromASentenceIsReadWithoutTheSentence() {
        let analysis = expectDiagnostics(
            "1️⃣see 2️⃣\(Self.article)3️⃣.4️⃣", [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4)])
        #expect(
            analysis.diagnostics.map(\.fix) == [
                Fix(span: 0..<4, replacement: "", .machineApplicable), Fix(span: 51..<52, replacement: "", .machineApplicable),
            ])
        #expect(analysis.diagnostics[0].message.hasPrefix("\"see \" before the link is text pasted or exported with it"))
        #expect(analysis.diagnostics[1].message.hasPrefix("\".\" after the link is text pasted or exported with it"))
        #expect(analysis.params.first { $0.name == "articleId" }?.value == .int(2), "not \"2.\", which expects an integer")
        #expect(analysis.url.scheme == 4..<9 && analysis.url.query == 31..<51)
    }

    /// A blank inside a mistyped scheme is not the end of a label: text before a link counts only
    /// when what follows it is a scheme that opens the app or names a web link.
    @Test func aBlankInsideAMistypedSchemeIsNoLabel() {
        for link in ["http s://example.com/app/home", "myap p://home", "ht tps://example.com/app/home/feed"] {
            let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
            #expect(!analysis.problems.contains { $0.code == .textAroundLink }, "\(link)")
            #expect(analysis.problems.first?.code == .unknownScheme && analysis.problems.first?.span.lowerBound == 0, "\(link)")
        }
        let typo = LinkAnalyzer(routeMap: .sample).analyze("http s://example.com/app/home").diagnostics[0]
        #expect(typo.message.hasSuffix("did you mean https?"))
        // The same blank after a label, before a scheme that opens the app, ends the label.
        expectDiagnostics("1️⃣http 2️⃣myapp://home", [diag(.textAroundLink, nil, 1, 2)])
        expectDiagnostics("1️⃣go to 2️⃣HTTPS://example.com/app/home", [diag(.textAroundLink, nil, 1, 2)])
    }

    @Test func bracketsAndQuotesAroundALink() {
        expectDiagnostics("1️⃣(2️⃣myapp://home/feed3️⃣)4️⃣", [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4)])
        expectDiagnostics("1️⃣<2️⃣https://example.com/app/home/feed3️⃣>4️⃣", [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4)])
        expectDiagnostics("1️⃣\u{201C}2️⃣myapp://home/feed3️⃣\u{201D}4️⃣", [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4)])
        expectDiagnostics("myapp://home/feed1️⃣).2️⃣", [diag(.textAroundLink, nil, 1, 2)])
    }

    @Test func problemsInsideTheLinkKeepTheirSpansInTheWholeInput() {
        let analysis = expectDiagnostics(
            "1️⃣Link: 2️⃣myapp://home/articleDetail?userId=1&articleId=3️⃣abc4️⃣5️⃣!6️⃣",
            [diag(.textAroundLink, nil, 1, 2), diag(.typeMismatch, "articleId", 3, 4), diag(.textAroundLink, nil, 5, 6)])
        // After the prose before it, the `!` is the sentence's, not the value's.
        #expect(analysis.diagnostics[2].fix?.applicability == .machineApplicable)
        // A fix at the end of the link goes before the text after it.
        let missing = expectDiagnostics(
            "1️⃣(2️⃣myapp://home/articleDetail?userId=13️⃣)4️⃣",
            [diag(.textAroundLink, nil, 1, 2), diag(.textAroundLink, nil, 3, 4), diag(.missingParam, "articleId", 3, 3)])
        #expect(missing.diagnostics[2].fix == Fix(span: 36..<36, replacement: "&articleId={articleId}", .hasPlaceholders))
    }

    @Test func punctuationThatFreeTextMayMeanIsAGuess() {
        // The value is text, and nothing says the link stands in a sentence.
        let text = expectDiagnostics("myapp://search/results?q=wow1️⃣!2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(text.diagnostics[0].fix == Fix(span: 28..<29, replacement: "", .maybeIncorrect))
        #expect(text.diagnostics[0].message.hasSuffix("remove it; if the link means it, percent-encode it as %21"))
        let undeclared = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/feed?category=tech&extra=x.")
        #expect(undeclared.diagnostics.map(\.code) == [.unknownParam, .textAroundLink])
        #expect(undeclared.diagnostics.last?.fix?.applicability == .maybeIncorrect)
        // A list's last element is free text too (`tags` is a list<string>).
        let list = expectDiagnostics("myapp://search/results?q=x&tags=a,wow1️⃣!2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(list.diagnostics[0].fix?.applicability == .maybeIncorrect)
        let fragment = expectDiagnostics("myapp://home/feed#top1️⃣?2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(fragment.diagnostics[0].fix?.applicability == .maybeIncorrect)
        // So may a quote that the link holds no pair of: `q=12"` is twelve inches.
        let inches = expectDiagnostics("myapp://search/results?q=121️⃣\"2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(inches.diagnostics[0].fix?.applicability == .maybeIncorrect)
        // Punctuation with a bracket after it may be meant too: `:)` ends text.
        let smiley = expectDiagnostics("myapp://search/results?q=smile1️⃣:)2️⃣", [diag(.textAroundLink, nil, 1, 2)])
        #expect(smiley.diagnostics[0].fix?.applicability == .maybeIncorrect)
        // Blanks at the end are no one's: deleted safely, never encoded into the path or value.
        for link in ["myapp://home/feed .", "myapp://search/results?q=tea ", "myapp://home/feed \u{200B}"] {
            let analyzer = LinkAnalyzer(routeMap: .sample)
            let analysis = analyzer.analyze(link)
            #expect(analysis.diagnostics.map(\.code) == [.textAroundLink], "\(link)")
            #expect(analysis.diagnostics.first?.fix?.applicability == .machineApplicable, "\(link)")
            #expect(analyzer.analyze(analyzer.everyFix(for: link).fixed).diagnostics.isEmpty, "\(link)")
        }
        // A number, a path or a bracket is certainly not the link's.
        for link in ["\(Self.article)!", "myapp://home/feed.", "myapp://search/results?q=wow)", "myapp://search/results?q=wow\u{201D}"] {
            let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
            #expect(analysis.diagnostics.map(\.code) == [.textAroundLink], "\(link)")
            #expect(analysis.diagnostics.first?.fix?.applicability == .machineApplicable, "\(link)")
        }
    }

    /// Words after a blank in the path stay in the link, but `%20` is only a guess there: in a
    /// path parameter's value the space is the value's, anywhere else it is likelier prose
    /// (`…/feed, thanks`), which the encoding would write into the path for good.
    @Test(arguments: [
        ("Link: https://example.com/app/home/feed, thanks", 40..<41, Fix.Applicability.maybeIncorrect),
        ("myapp://home/my feed", 15..<16, .maybeIncorrect),
        ("myapp://home/articles/4 2", 23..<24, .machineApplicable),
        ("myapp://search/results?q=a b", 26..<27, .machineApplicable),
    ])
    func aSpaceInThePathIsTheValuesOrAGuess(link: String, space: Range<Int>, applicability: Fix.Applicability) {
        let diagnostic = LinkAnalyzer(routeMap: .sample).analyze(link).diagnostics.first { $0.code == .invalidSyntax }
        #expect(diagnostic?.span == space)
        #expect(diagnostic?.fix == Fix(span: space, replacement: "%20", applicability))
    }
}
