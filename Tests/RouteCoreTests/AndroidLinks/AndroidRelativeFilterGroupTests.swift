import RouteCore
import Testing

/// `<uri-relative-filter-group>` as Android 15 evaluates it (`IntentFilter.matchRelRefGroups`,
/// `UriRelativeFilterGroup`, `UriRelativeFilter`), with the documentation's examples in our words.
@Suite("Android URI relative filter groups")
struct AndroidRelativeFilterGroupTests {
    static let host = #"<data android:scheme="https" android:host="deals.example.org"/>"#

    func result(_ link: String, _ body: String) throws -> AndroidLinkEligibility.Result {
        try eligibility(link, body).result
    }

    func eligibility(_ link: String, _ body: String) throws -> AndroidLinkEligibility {
        let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + Self.host + body]))
        let app = AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA])
        let links = AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: "org.example.shop", fingerprints: [fingerprintA])])
        return AndroidLinkDecision.decide(link, manifest: manifest, assetLinks: ["deals.example.org": links], app: app)
    }

    /// Every rule of a group must match, in any order; the link may hold more.
    @Test func aGroupNeedsAllItsRules() throws {
        let group = """
            <uri-relative-filter-group>
              <data android:query="color=red"/>
              <data android:query="size=m"/>
            </uri-relative-filter-group>
            """
        #expect(try result("https://deals.example.org/any/where?size=m&color=red&page=2", group) == .browser)
        #expect(try result("https://deals.example.org/any/where?color=red", group) == .noFilter)
    }

    /// Path attributes outside a group are alternatives; inside one they must all hold.
    @Test func outsideGroupsRulesAreAlternativesInsideTheyCombine() throws {
        let outside = #"<data android:pathPrefix="/sale"/><data android:pathSuffix=".html"/>"#
        #expect(try result("https://deals.example.org/sale/x", outside) == .browser)
        #expect(try result("https://deals.example.org/x.html", outside) == .browser)
        let inside = #"<uri-relative-filter-group><data android:pathPrefix="/sale"/><data android:pathSuffix=".html"/></uri-relative-filter-group>"#
        #expect(try result("https://deals.example.org/sale/x", inside) == .noFilter)
        #expect(try result("https://deals.example.org/sale/x.html", inside) == .browser)
    }

    /// The first group whose rules all match decides; a block group only blocks what comes
    /// before the group that would allow it, and never what a path attribute takes.
    @Test func theFirstMatchingGroupDecides() throws {
        let blockFirst = """
            <uri-relative-filter-group android:allow="false"><data android:pathPrefix="/sale"/><data android:fragment="terms"/></uri-relative-filter-group>
            <uri-relative-filter-group><data android:pathPrefix="/sale"/></uri-relative-filter-group>
            """
        let blocked = try eligibility("https://deals.example.org/sale/x#terms", blockFirst)
        #expect(blocked.result == .noFilter)
        #expect(blocked.decidingPart == .fragment)
        #expect(blocked.reason.contains("has <uri-relative-filter-group android:allow=\"false\"> (group 0"))
        #expect(blocked.reason.contains("android:pathPrefix=\"/sale\", android:fragment=\"terms\", which blocks the link"))
        #expect(try result("https://deals.example.org/sale/x#intro", blockFirst) == .browser)
        let allowFirst = """
            <uri-relative-filter-group><data android:pathPrefix="/sale"/></uri-relative-filter-group>
            <uri-relative-filter-group android:allow="false"><data android:pathPrefix="/sale"/><data android:fragment="terms"/></uri-relative-filter-group>
            """
        #expect(try result("https://deals.example.org/sale/x#terms", allowFirst) == .browser)
        let pathWins = #"<data android:pathPrefix="/sale"/><uri-relative-filter-group android:allow="false"><data android:pathPrefix="/sale"/></uri-relative-filter-group>"#
        #expect(try result("https://deals.example.org/sale/x", pathWins) == .browser)
    }

    /// `matchQuery` splits the decoded query at `&`, or at `;` when that leaves one piece, with
    /// Java's `split` dropping trailing empty pieces.
    @Test func queryRulesMatchOneParameterOfTheDecodedQuery() throws {
        let group = #"<uri-relative-filter-group><data android:query="id=7"/></uri-relative-filter-group>"#
        #expect(try result("https://deals.example.org/p?a=1;id=7", group) == .browser)
        #expect(try result("https://deals.example.org/p?a=1%26id=7", group) == .browser)
        #expect(try result("https://deals.example.org/p?id=7&", group) == .noFilter)
        #expect(try result("https://deals.example.org/p?x&id=7&", group) == .browser)
        #expect(try result("https://deals.example.org/p", group) == .noFilter)
        let prefix = #"<uri-relative-filter-group><data android:queryPrefix="utm_"/><data android:fragmentAdvancedPattern="s[0-9]+"/></uri-relative-filter-group>"#
        #expect(try result("https://deals.example.org/p?utm_source=x#s12", prefix) == .browser)
        #expect(try result("https://deals.example.org/p?utm_source=x#s1a", prefix) == .noFilter)
    }

    /// `parseRelRefGroup` adds a group only when it holds a rule; other `<data>` attributes in a
    /// group are ignored, and an advanced pattern Android cannot compile matches nothing.
    @Test func emptyGroupsAndUnusablePatterns() throws {
        let emptyGroup = #"<uri-relative-filter-group><data android:host="other.org"/></uri-relative-filter-group>"#
        let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + Self.host + emptyGroup]))
        #expect(manifest.components[0].filters[0].relativeFilterGroups.isEmpty)
        #expect(manifest.warnings.isEmpty)
        #expect(try result("https://deals.example.org/anything", emptyGroup) == .browser)
        let broken = #"<uri-relative-filter-group><data android:pathAdvancedPattern="[]"/></uri-relative-filter-group>"#
        #expect(try result("https://deals.example.org/[]", broken) == .noFilter)
    }
}
