import RouteCore
import Testing

/// `IntentFilter.matchData` and `AuthorityEntry.match`, rule by rule, for a plain link (no MIME
/// type).
@Suite("Android intent filter data")
struct AndroidIntentFilterDataTests {
    func decide(_ link: String, _ data: String) throws -> AndroidLinkEligibility {
        let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + data]))
        return AndroidLinkDecision.decide(link, manifest: manifest, assetLinks: [:], app: nil)
    }

    /// Without a scheme (and without a type) a filter matches only intents without data: never
    /// a link, not even `content:` or `file:` ones.
    @Test func aFilterWithoutSchemeTakesNoLink() throws {
        for link in ["content://x/y", "file:///a", "myapp://x"] {
            #expect(try decide(link, #"<data android:host="x"/>"#).result == .noFilter)
        }
        // With a type, `content:` passes the scheme test and fails on the type.
        #expect(try decide("content://x/y", #"<data android:mimeType="text/plain"/>"#).reason.contains("MIME type"))
    }

    /// A matching `ssp…` rule takes the link whatever the host and path; with none matching, a
    /// filter with hosts still tries them, one without fails.
    @Test func schemeSpecificPartsTakeLinksOnTheirOwn() throws {
        let sspOnly = #"<data android:scheme="myapp" android:sspPrefix="//promo/"/>"#
        #expect(try decide("myapp://promo/summer", sspOnly).result == .opensApp)
        let missed = try decide("myapp://other/", sspOnly)
        #expect(missed.result == .noFilter)
        #expect(missed.decidingPart == .schemeSpecificPart)
        #expect(missed.reason.contains("has no android:ssp rule matching \"//other/\""))
        let both = #"<data android:scheme="myapp" android:ssp="//promo/x"/><data android:host="shop" android:path="/cart"/>"#
        #expect(try decide("myapp://promo/x", both).result == .opensApp)
        #expect(try decide("myapp://shop/cart", both).result == .opensApp)
        #expect(try decide("myapp://shop/list", both).result == .noFilter)
        // The scheme-specific part is decoded, and ends at the fragment.
        #expect(try decide("mailto:a%40e.org#x", #"<data android:scheme="mailto" android:ssp="a@e.org"/>"#).result == .opensApp)
    }

    /// `compareToIgnoreCase` with Java's one-character case mappings.
    @Test func hostsCompareIgnoringCaseAsJavaDoes() throws {
        #expect(try decide("myapp://SHOP/", #"<data android:scheme="myapp" android:host="shop"/>"#).result == .opensApp)
        #expect(try decide("myapp://ſhop/", #"<data android:scheme="myapp" android:host="shop"/>"#).result == .opensApp)
        #expect(try decide("myapp://straße/", #"<data android:scheme="myapp" android:host="STRASSE"/>"#).result == .noFilter)
    }

    /// A host starting with `*` matches every host ending with the rest; `*` alone any host, even
    /// an empty one.
    @Test func wildcardHostsAreSuffixes() throws {
        #expect(try decide("myapp://myexample.org/", #"<data android:scheme="myapp" android:host="*example.org"/>"#).result == .opensApp)
        #expect(try decide("myapp://anything/", #"<data android:scheme="myapp" android:host="*"/>"#).result == .opensApp)
        // `myapp:///path` has an empty host, which `*` matches; `myapp:/path` has none.
        #expect(try decide("myapp:///path", #"<data android:scheme="myapp" android:host="*"/>"#).result == .opensApp)
        #expect(try decide("myapp:/path", #"<data android:scheme="myapp" android:host="*"/>"#).result == .noFilter)
    }

    /// A negative port is no port to `AuthorityEntry`; an opaque link has no path for path rules.
    @Test func negativePortsAndOpaqueLinks() throws {
        #expect(try decide("myapp://x:9/", #"<data android:scheme="myapp" android:host="x" android:port="-1"/>"#).result == .opensApp)
        #expect(try decide("myapp:x", #"<data android:scheme="myapp" android:host="*" android:pathPrefix="/"/>"#).result == .noFilter)
    }

    @Test func malformedMimeTypesAndNamelessActionsFailTheInstall() {
        let (badType, at) = markedManifest(manifest(filters: [linkable + #"<data android:scheme="myapp" android:mimeType="text" 1️⃣/>"#]))
        #expect(manifestProblems(badType) == ["\(at[1]!): android:mimeType \"text\" is not a MIME type (type/subtype); Android refuses to install the app"])
        let (nameless, at2) = markedManifest(manifest(filters: [#"<action android:name="" 1️⃣/>"#]))
        #expect(manifestProblems(nameless) == ["\(at2[1]!): <action> has no android:name; Android refuses to install the app"])
    }
}
