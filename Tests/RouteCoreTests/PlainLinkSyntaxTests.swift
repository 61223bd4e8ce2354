import PropertyBased
@testable import RouteCore
@testable import TextBytes
import Testing
import TestSupport

/// The one-pass read of the usual link (``PlainLinkSyntax``), with which ``ValueCheck`` settles
/// `url` values, gives exactly the scanner's components, and takes only links the scanner finds
/// nothing wrong with.
@Suite struct PlainLinkSyntaxTests {
    /// The one-pass components of `link` (nil when it is not of the plain syntax, or has more
    /// than 64 segments or items), checked against the scanner's.
    @discardableResult
    static func expectAgreement(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) -> ScannedURL? {
        return link.withUTF8Bytes { bytes in
            let full = URLScanner.scan(bytes: bytes)
            let plain = ScratchList<Range<Int>>.withCapacity(64) { segments in
                ScratchList<PlainLinkSyntax.Item>.withCapacity(64) { items -> ScannedURL? in
                    var layout = PlainLinkSyntax.Layout(segments: segments, items: items)
                    guard PlainLinkSyntax(bytes: bytes).scan(into: &layout), !layout.segments.overflowed, !layout.items.overflowed
                    else { return nil }
                    return ScannedURL(
                        scheme: layout.scheme, authority: layout.host, host: layout.host, path: layout.path,
                        pathSegments: Array(layout.segments), query: layout.query, queryItems: layout.items.map(\.span),
                        fragment: layout.fragment)
                }
            }
            // `&` and `=` are plain in a path (RFC 3986), but the scanner reads a query glued to the
            // path with `&` as the query it was meant to be, and reports it.
            if full.problems.items.contains(where: { $0.code == .missingQueryMark }) { return plain }
            if let plain {
                #expect(plain == full.url, "\(link)", sourceLocation: sourceLocation)
                #expect(full.problems.items.isEmpty, "\(link): \(full.problems.items)", sourceLocation: sourceLocation)
            }
            return plain
        }
    }

    @Test(arguments: [
        "myapp://home", "myapp://home/", "MyApp://home/feed?category=tech", "myapp://home/articleDetail?userId=100&articleId=200",
        "myapp://home/articleDetail?userId=1&articleId=2&mode=webView&searchText=caf%C3%A9%20au%20lait",
        "myapp://home/articles/42?highlight=true#", "myapp://home/archive?from=2026-01-31&to=2026-02-01",
        "myapp://search/results?q=deep+links&tags=ios,android&page=3&&", "myapp://search/map?lat=35.6&lng=139.7&zoom=12",
        "myapp://myPage/webView?url=https%3A%2F%2Fexample.com%2Fhelp", "myapp://search?", "myapp://home//feed//",
        "https://example.com/app/home/articleDetail?userId=5&articleId=77&utm_source=google&utm_medium=cpc&utm_campaign=spring_sale",
        "HTTPS://WWW.Example.com/app/search/results?q=a&gclid=EAIa&fbclid=IwAR&msclkid=1&utm_source=x&utm_medium=email&utm_id=7",
        "myapp://home/feed?utm_source=x", "myapp://home/feed?category", "myapp://home/feed?category=", "otherapp://home",
    ])
    func readsTheUsualLinkInOnePass(link: String) {
        #expect(Self.expectAgreement(link) != nil)
    }

    @Test(arguments: [
        // Problems the scanner reports.
        "myapp://home/feed?q=a b", "myapp://home/feed?category=te%2", "myapp://home/f\u{E9}ed", "1app://home",
        // Clean, but not of the plain syntax: an escape in a name, a fragment, a port, no
        // authority, an empty host.
        "myapp://home/feed?%63ategory=tech", "myapp://home/feed#top", "myapp://home:80/feed", "myapp:home/feed", "myapp:///home",
        "home/feed", "",
    ])
    func takesNoOtherLink(link: String) {
        #expect(Self.expectAgreement(link) == nil)
    }

    @Test(arguments: [LinkKind.customScheme, .webLink])
    func agreesOnEveryBuiltLink(form: LinkKind) async {
        let builder = DeepLinkBuilder(routeMap: .sample)
        await propertyCheck(count: 300, input: Generators.route(in: .sample)) { route in
            Self.expectAgreement(try builder.link(for: route, as: form))
        }
    }

    /// Built links with random damage: whatever it reads, it reads as the scanner does.
    @Test func agreesOnDamagedLinks() throws {
        var read = 0
        let links = try DamagedLinks.make(TestCorpus.size(3_000))
        for link in links where Self.expectAgreement(link) != nil { read += 1 }
        // Most damage leaves some links plain; a pass that never reads would pass the loop above.
        #expect(read > links.count / 10)
    }
}
