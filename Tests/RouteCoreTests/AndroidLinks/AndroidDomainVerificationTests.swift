import RouteCore
import Testing

/// Which hosts Android 12+ verifies (`DomainVerificationCollector`) and which links a verified
/// domain approves (`DomainVerificationService.approvalLevelForDomainInternal`,
/// `filterToApprovedApp`).
@Suite("Android domain verification")
struct AndroidDomainVerificationTests {
    static let app = AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA])
    static let approving = AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: "org.example.shop", fingerprints: [fingerprintA])])

    static func decide(_ link: String, _ xml: String, _ domains: [String] = ["example.org"]) throws -> AndroidLinkEligibility {
        let manifest = try AndroidManifestLoader.load(xml: xml)
        return AndroidLinkDecision.decide(
            link, manifest: manifest, assetLinks: Dictionary(uniqueKeysWithValues: domains.map { ($0, approving) }), app: app)
    }

    static func activities(_ bodies: [String]) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
          <application>
        \(bodies.joined(separator: "\n"))
          </application>
        </manifest>
        """
    }

    static func activity(_ name: String, _ attributes: String = #"android:exported="true""#, autoVerify: Bool, hosts: [String]) -> String {
        let data = hosts.map { #"<data android:scheme="https" android:host="\#($0)"/>"# }.joined()
        return #"<activity android:name="\#(name)" \#(attributes)><intent-filter\#(autoVerify ? #" android:autoVerify="true""# : "")>\#(linkable)\#(data)</intent-filter></activity>"#
    }

    /// The approval tests `host.endsWith` the `*.` domain without its `*.`: the bare domain is
    /// approved, though the `*.` filter itself does not take it.
    @Test func aWildcardDomainApprovesTheBareDomainForAnotherFilter() throws {
        let xml = Self.activities([
            Self.activity(".Wild", autoVerify: true, hosts: ["*.example.org"]),
            Self.activity(".Bare", autoVerify: false, hosts: ["example.org", "myexample.org"]),
        ])
        let bare = try Self.decide("https://example.org/", xml)
        #expect(bare.result == .opensApp)
        #expect(bare.activity == "org.example.shop.Bare")
        #expect(bare.reason.contains("for the declared domain \"*.example.org\""))
        #expect(try Self.decide("https://myexample.org/", xml).result == .opensApp)
        #expect(try Self.decide("https://shop.example.org/", xml).activity == "org.example.shop.Wild")
    }

    /// The collector reads every activity, enabled or not.
    @Test func aDisabledActivityStillDeclaresItsDomains() throws {
        let xml = Self.activities([
            Self.activity(".Verifier", #"android:enabled="false" android:exported="true""#, autoVerify: true, hosts: ["example.org"]),
            Self.activity(".Main", autoVerify: false, hosts: ["example.org"]),
        ])
        let verdict = try Self.decide("https://example.org/", xml)
        #expect(verdict.result == .opensApp)
        #expect(verdict.activity == "org.example.shop.Main")
    }

    /// `Patterns.DOMAIN_NAME`, with the collector's optional `*.`.
    @Test(arguments: [
        ("example.org", true), ("*.example.org", true), ("a-b.example.org", true), ("пример.jp", true),
        // Android's good host characters leave out the CJK ideographs U+4E00–U+9FA5.
        ("例え.jp", false),
        ("192.168.0.10", true), ("010.1.1.1", true), ("0.1.1.1", false), ("256.1.1.1", false),
        ("localhost", false), ("example.xn--p1ai", false), ("example.c", false), ("-a.org", false),
        ("a_b.org", false), ("*.*.example.org", false), ("example..org", false), ("", false),
    ]) func whichHostsAreVerified(_ host: String, _ verified: Bool) {
        #expect(AndroidDomainName.isVerifiable(host) == verified)
    }

    @Test func aHostThatIsNoDomainNameIsNeverVerified() throws {
        let xml = Self.activities([Self.activity(".Main", autoVerify: true, hosts: ["localhost"])])
        let manifest = try AndroidManifestLoader.load(xml: xml)
        #expect(manifest.warnings.map(\.code) == [.unverifiableHost])
        let verdict = try Self.decide("https://localhost/", xml, ["localhost"])
        #expect(verdict.result == .browser)
        #expect(verdict.reason.contains("the declared domain \"localhost\" is not a domain name to Android"))
    }

    /// `handleAllWebDataURI`: an activity whose filter takes every web link of every host goes
    /// to the browsers' list, never to domain approval.
    @Test func anActivityTakingEveryWebLinkIsABrowser() throws {
        let xml = Self.activities([
            Self.activity(".Verifier", autoVerify: true, hosts: ["example.org"]),
            #"<activity android:name=".Browser" android:exported="true"><intent-filter>\#(linkable)<data android:scheme="https"/></intent-filter></activity>"#,
        ])
        let verdict = try Self.decide("https://other.org/", xml)
        #expect(verdict.result == .browser)
        #expect(verdict.activity == "org.example.shop.Browser")
        #expect(verdict.reason.contains("takes every https link of every host, so Android counts the activity as a browser"))
        // On a verified host the app's own filter still wins.
        #expect(try Self.decide("https://example.org/", xml).activity == "org.example.shop.Verifier")
    }

    /// Verified domains compare with Java's `equals`: exactly, case included.
    @Test func approvalIsCaseSensitive() throws {
        let xml = Self.activities([Self.activity(".Main", autoVerify: true, hosts: ["example.org"])])
        let verdict = try Self.decide("https://EXAMPLE.org/", xml)
        #expect(verdict.result == .browser)
        #expect(verdict.filter == 0)
        #expect(verdict.reason.contains("differs in case"))
    }
}
