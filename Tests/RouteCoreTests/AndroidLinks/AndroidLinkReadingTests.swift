import RouteCore
import Testing

/// Links read as `android.net.Uri.parse` reads them (`StringUri`), parts decoded as
/// `UriCodec.decode` decodes them.
@Suite("Android link reading")
struct AndroidLinkReadingTests {
    func text(_ units: [UInt16]?) -> String? { units.map { String(decoding: $0, as: UTF16.self) } }

    @Test func splitsLikeStringUri() throws {
        let link = try #require(AndroidLink("https://user@Shop.example.org:8080/a/b?q=1#top"))
        #expect(link.scheme == "https")
        #expect(link.host == "Shop.example.org")
        #expect(link.port == 8080)
        #expect(text(link.path) == "/a/b")
        #expect(text(link.query) == "q=1")
        #expect(text(link.fragment) == "top")
        #expect(text(link.schemeSpecificPart) == "//user@Shop.example.org:8080/a/b?q=1")
    }

    /// `parseAuthority` ends the authority at a backslash too, and the path starts with it.
    @Test func aBackslashEndsTheAuthority() throws {
        let link = try #require(AndroidLink(#"https://example.org\shop?x"#))
        #expect(link.host == "example.org")
        #expect(text(link.path) == #"\shop"#)
    }

    /// `findPortSeparator` looks back from the end over digits only; `getPort` is -1 when they do
    /// not make an `int`.
    @Test func portsAreTheDigitsAfterAFinalColon() throws {
        #expect(AndroidLink("https://e.org:/")?.port == nil)
        #expect(AndroidLink("https://e.org:/")?.host == "e.org")
        #expect(AndroidLink("https://e.org:99999999999/")?.port == nil)
        #expect(AndroidLink("https://e.org:0080/")?.port == 80)
        #expect(AndroidLink("https://a:1@e.org/")?.host == "e.org")
        #expect(AndroidLink("https://[::1]:8/")?.host == "[::1]")
    }

    /// An opaque link (no `/` after the `:`) has no path; the query is still found.
    @Test func opaqueLinksHaveNoPath() throws {
        let link = try #require(AndroidLink("mailto:a@e.org?subject=hi"))
        #expect(link.path == nil)
        #expect(link.host == nil)
        #expect(text(link.query) == "subject=hi")
        #expect(AndroidLink("no scheme") == nil)
        // After an authority, a `?` before any `/` leaves the path empty.
        #expect(text(AndroidLink("https://e.org?x=1")?.path) == "")
        #expect(text(AndroidLink("myapp:/only/path")?.path) == "/only/path")
    }

    /// `UriCodec.decode` without `throwOnFailure`: a broken escape is U+FFFD, and the byte of the
    /// digits read so far goes on with the next escapes; `+` stays.
    @Test(arguments: [
        ("/a%20b", "/a b"),
        ("/caf%C3%A9", "/café"),
        ("/a+b", "/a+b"),
        ("/%zz", "/\u{FFFD}\u{0}z"),
        ("/%4z", "/\u{FFFD}\u{4}"),
        ("/a%4", "/a\u{FFFD}"),
        ("/%FF", "/\u{FFFD}"),
        ("/%C3", "/\u{FFFD}"),
    ]) func pathsDecodeAsUriCodecDoes(_ path: String, _ decoded: String) throws {
        let link = try #require(AndroidLink("myapp://host" + path))
        #expect(text(link.path) == decoded)
    }

    @Test func spansAreWhereAndroidSplits() throws {
        let link = try #require(AndroidLink("https://e.org:8/p?q#f"))
        #expect(link.schemeSpan == 0..<5)
        #expect(link.hostSpan == 8..<13)
        #expect(link.pathSpan == 15..<17)
        #expect(link.querySpan == 18..<19)
        #expect(link.fragmentSpan == 20..<21)
    }
}
