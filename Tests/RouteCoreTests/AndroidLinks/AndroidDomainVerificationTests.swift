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

    /// A file Android's verifier rejects verifies nothing (`DomainVerifier.verifyHost` catches
    /// the exception), so a link the app's filter takes goes to the browser, and the reason says
    /// what Android rejects and where. Each file holds a statement that would approve the app.
    @Test(arguments: [
        // A statement with a numeric field.
        (#"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}, "version": 2}]"#, "1:279: [0].version: a number"),
        // A namespace other than android_app and web, in another statement.
        (#"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}}, {"relation": [], "target": {"namespace": "ios_app"}}]"#, #"1:310: [1].target.namespace: namespace must be android_app or web, found "ios_app""#),
        // A top-level object instead of an array.
        (#"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}}"#, "1:1: the file holds a JSON object"),
        // A web target whose site has a path.
        (#"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}}, {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "https://example.org/shop"}}]"#, #"1:369: [1].target.site: the site "https://example.org/shop" has a path"#),
        // Malformed JSON: a trailing comma, then a comment.
        (#"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}},]"#, #"1:268: a comma before "]""#),
        ("// the shop\n" + #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["FP"]}}]"#, "1:1: the file must be a JSON array of statements"),
    ]) func aFileAndroidRejectsSendsItsLinksToTheBrowser(_ json: String, _ located: String) throws {
        let xml = Self.activities([Self.activity(".Main", autoVerify: true, hosts: ["example.org"])])
        let links = AssetLinksLoader.load(json: json.replacingOccurrences(of: "FP", with: fingerprintA), file: "example.org.json")
        let verdict = AndroidLinkDecision.decide(
            "https://example.org/", manifest: try AndroidManifestLoader.load(xml: xml), assetLinks: ["example.org": links], app: Self.app)
        #expect(verdict.result == .browser)
        #expect(verdict.reason.contains(#"but Android's verifier rejects the assetlinks.json of "example.org" whole (example.org.json:"# + located), "\(verdict.reason)")
        #expect(links.statements.isEmpty)
    }

    /// A host that is not a domain name is never verified, and a link to it is no App Link
    /// (`DomainVerificationUtils.isDomainVerificationIntent` wants `Patterns.DOMAIN_NAME`): the
    /// resolver keeps the app's matching activities beside the browsers, so Android asks.
    @Test func aHostThatIsNoDomainNameGetsTheChooser() throws {
        let xml = Self.activities([Self.activity(".Main", autoVerify: true, hosts: ["localhost"])])
        let manifest = try AndroidManifestLoader.load(xml: xml)
        #expect(manifest.warnings.map(\.code) == [.unverifiableHost])
        let verdict = try Self.decide("https://localhost/", xml, ["localhost"])
        #expect(verdict.result == .chooser)
        #expect(verdict.activity == "org.example.shop.Main")
        #expect(verdict.reason == #""localhost" is not a domain name to Android, so the link is no App Link and nothing verifies it: Android offers intent filter 1 of org.example.shop.Main beside the browser"#)
    }

    /// The reference cases: what Android 12+ does with links to `localhost`, IP literals and
    /// other hosts, for one filter that takes them (verified or not).
    @Test(arguments: [
        // http://localhost:8080/x on an autoVerify filter for localhost with that port.
        ("http://localhost:8080/x", #"<data android:scheme="http" android:host="localhost" android:port="8080"/>"#, true, AndroidLinkEligibility.Result.chooser),
        // An IPv6 literal's host keeps its brackets, which no domain name has.
        ("https://[::1]/x", #"<data android:scheme="https" android:host="[::1]"/>"#, false, .chooser),
        // An underscore is no host name character.
        ("https://my_host.example.org/x", #"<data android:scheme="https" android:host="*"/>"#, false, .chooser),
        // An empty host is no domain name either.
        ("https:///x", #"<data android:scheme="https" android:host="*"/>"#, false, .chooser),
        // An IPv4 address is a domain name to Android: the link is an App Link, and nothing
        // verified the address, so the browser opens it.
        ("https://10.0.2.2/x", #"<data android:scheme="https" android:host="10.0.2.2"/>"#, false, .browser),
        ("https://10.0.2.2/x", #"<data android:scheme="https" android:host="10.0.2.2"/>"#, true, .opensApp),
        // A dotted name is a domain name: not verified, the browser.
        ("https://other.org/x", #"<data android:scheme="https" android:host="*"/>"#, false, .browser),
        // A single label is none: `localhost` without autoVerify gets the chooser too.
        ("https://intranet/x", #"<data android:scheme="https" android:host="intranet"/>"#, false, .chooser),
    ]) func linksToHostsThatAreNoDomainNames(_ link: String, _ data: String, _ autoVerify: Bool, _ result: AndroidLinkEligibility.Result) throws {
        let xml = Self.activities([
            #"<activity android:name=".Main" android:exported="true"><intent-filter\#(autoVerify ? #" android:autoVerify="true""# : "")>\#(linkable)\#(data)</intent-filter></activity>"#
        ])
        #expect(try Self.decide(link, xml, ["localhost", "10.0.2.2"]).result == result)
    }

    /// A filter that takes every web link is still a browser: with only such a filter, the
    /// browser opens a link to `localhost`.
    @Test func aBrowserFilterAloneStillSendsLocalhostToTheBrowser() throws {
        let xml = Self.activities([
            #"<activity android:name=".Browser" android:exported="true"><intent-filter>\#(linkable)<data android:scheme="http"/></intent-filter></activity>"#
        ])
        #expect(try Self.decide("http://localhost:8080/x", xml).result == .browser)
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
