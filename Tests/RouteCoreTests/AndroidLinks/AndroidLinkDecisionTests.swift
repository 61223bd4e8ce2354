import RouteCore
import Testing

/// Where Android 12+ opens a link, rule by rule as AOSP's resolver and domain verifier decide.
@Suite("Android link decision")
struct AndroidLinkDecisionTests {
    static let shop = AndroidAppIdentity(packageName: "org.example.shop", fingerprints: [fingerprintA])

    static func approving(_ packageName: String = "org.example.shop", _ fingerprint: String = fingerprintA) -> AssetLinks {
        AssetLinks(statements: [AssetLinks.Statement(index: 0, packageName: packageName, fingerprints: [fingerprint])])
    }

    static func load(_ filters: [String], autoVerify: Bool = false) throws -> AndroidManifest {
        try AndroidManifestLoader.load(xml: manifest(filters: filters, autoVerify: autoVerify))
    }

    static let verifiedShop = """
        <action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/>
        <category android:name="android.intent.category.BROWSABLE"/>
        <data android:scheme="https" android:host="shop.example.org" android:pathPrefix="/product/"/>
        """

    func decide(
        _ link: String, _ manifest: AndroidManifest, _ assetLinks: [String: AssetLinks] = ["shop.example.org": approving()],
        app: AndroidAppIdentity? = shop
    ) -> AndroidLinkEligibility {
        AndroidLinkDecision.decide(link, manifest: manifest, assetLinks: assetLinks, app: app)
    }

    @Test func verifiedHostOpensTheApp() throws {
        let manifest = try Self.load(["<action android:name=\"android.intent.action.MAIN\"/>", Self.verifiedShop], autoVerify: true)
        let verdict = decide("https://shop.example.org/product/42", manifest)
        #expect(verdict.result == .opensApp)
        #expect(verdict.activity == "org.example.shop.MainActivity")
        #expect(verdict.filter == 1)
        #expect(verdict.decidingPart == .host)
        #expect(decide("https://shop.example.org/cart", manifest).result == .noFilter)
    }

    @Test func withoutAutoVerifyTheBrowserOpens() throws {
        let verdict = decide("https://shop.example.org/product/42", try Self.load([Self.verifiedShop]))
        #expect(verdict.result == .browser)
        #expect(verdict.reason.contains("is not declared by any autoVerify filter"))
    }

    @Test func hostsMatchIgnoringCaseButApprovalIsExact() throws {
        let manifest = try Self.load([Self.verifiedShop], autoVerify: true)
        let verdict = decide("https://Shop.example.org/product/42", manifest)
        #expect(verdict.result == .browser)
        #expect(verdict.filter == 0)
        #expect(verdict.reason.contains("differs in case from the declared domain"))
    }

    @Test func schemesCompareCaseSensitively() throws {
        let verdict = decide("HTTPS://shop.example.org/product/42", try Self.load([Self.verifiedShop], autoVerify: true))
        #expect(verdict.result == .noFilter)
        #expect(verdict.decidingPart == .scheme)
        #expect(verdict.reason.contains("compares schemes case-sensitively"))
    }

    @Test func wildcardHostsCoverSubdomainsOnly() throws {
        let filter = linkable + #"<data android:scheme="https" android:host="*.example.org"/>"#
        let manifest = try Self.load([filter], autoVerify: true)
        let links = ["example.org": Self.approving()]
        #expect(decide("https://a.example.org/", manifest, links).result == .opensApp)
        let bare = decide("https://example.org/", manifest, links)
        #expect(bare.result == .noFilter)
        #expect(bare.reason.contains("does not declare the host \"example.org\""))
    }

    @Test func everyDataElementCombines() throws {
        let filter = linkable + """
            <data android:scheme="myapp" android:host="alpha" android:path="/one"/>
            <data android:scheme="otherapp" android:host="beta" android:path="/two"/>
            """
        let manifest = try Self.load([filter])
        #expect(decide("otherapp://alpha/one", manifest).result == .opensApp)
        #expect(decide("myapp://beta/two", manifest).result == .opensApp)
        #expect(decide("myapp://beta/three", manifest).result == .noFilter)
    }

    @Test func attributesIgnoredWithoutSchemeOrHost() throws {
        // Without a host the path is ignored: every myapp: link matches.
        let noHost = try Self.load([linkable + #"<data android:scheme="myapp" android:path="/only"/>"#])
        #expect(decide("myapp://anything/else", noHost).result == .opensApp)
        // Without a scheme, the host does not make a link match.
        let noScheme = try Self.load([linkable + #"<data android:host="alpha"/>"#])
        #expect(decide("myapp://alpha/", noScheme).result == .noFilter)
    }

    @Test func portsMustBeExplicitAndEqual() throws {
        let manifest = try Self.load([linkable + #"<data android:scheme="myapp" android:host="alpha" android:port="8080"/>"#])
        #expect(decide("myapp://alpha:8080/", manifest).result == .opensApp)
        let verdict = decide("myapp://alpha/", manifest)
        #expect(verdict.result == .noFilter)
        #expect(verdict.reason.contains("another port"))
    }

    @Test func mimeTypeFiltersCannotTakeLinks() throws {
        let manifest = try Self.load([linkable + #"<data android:scheme="myapp" android:mimeType="text/plain"/>"#])
        let verdict = decide("myapp://x/", manifest)
        #expect(verdict.result == .noFilter)
        #expect(verdict.reason.contains("MIME type"))
    }

    @Test func missingActionOrCategoriesAreNamed() throws {
        let data = #"<data android:scheme="myapp"/>"#
        let noBrowsable = try Self.load(["<action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.DEFAULT\"/>" + data])
        #expect(decide("myapp://x", noBrowsable).reason.contains("lacks the category android.intent.category.BROWSABLE"))
        let noDefault = try Self.load(["<action android:name=\"android.intent.action.VIEW\"/><category android:name=\"android.intent.category.BROWSABLE\"/>" + data])
        #expect(decide("myapp://x", noDefault).reason.contains("lacks the category android.intent.category.DEFAULT"))
        let noView = try Self.load(["<category android:name=\"android.intent.category.BROWSABLE\"/>" + data])
        #expect(decide("myapp://x", noView).reason.contains("lacks the action android.intent.action.VIEW"))
    }

    @Test func lastDeclaredActivityWinsForAVerifiedLink() throws {
        let filter = Self.verifiedShop
        let manifest = try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
              <application>
                <activity android:name=".First"><intent-filter android:autoVerify="true">\(filter)</intent-filter></activity>
                <activity android:name=".Second"><intent-filter android:autoVerify="true">\(filter)</intent-filter></activity>
              </application>
            </manifest>
            """)
        #expect(decide("https://shop.example.org/product/1", manifest).activity == "org.example.shop.Second")
        // A custom scheme two activities take makes Android ask.
        #expect(decide("myapp://x", try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p">
              <application>
                <activity android:name=".A"><intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter></activity>
                <activity android:name=".B"><intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter></activity>
              </application>
            </manifest>
            """)).result == .chooser)
    }

    @Test func verificationIsPerDomain() throws {
        let filter = linkable + """
            <data android:scheme="https"/>
            <data android:host="a.example.org"/>
            <data android:host="b.example.org"/>
            """
        let manifest = try Self.load([filter], autoVerify: true)
        let links = ["a.example.org": Self.approving()]
        #expect(decide("https://a.example.org/", manifest, links).result == .opensApp)
        let other = decide("https://b.example.org/", manifest, links)
        #expect(other.result == .browser)
        #expect(other.reason.contains("no assetlinks.json was given for \"b.example.org\""))
    }

    @Test func aFilterMixingSchemesIsNotVerified() throws {
        let filter = linkable + #"<data android:scheme="https" android:host="shop.example.org"/><data android:scheme="myapp"/>"#
        let manifest = try Self.load([filter], autoVerify: true)
        #expect(manifest.warnings.map(\.code) == [.autoVerifyIneffective])
        #expect(decide("https://shop.example.org/", manifest).result == .browser)
    }

    @Test func approvalNeedsPackageAndCertificate() throws {
        let manifest = try Self.load([Self.verifiedShop], autoVerify: true)
        let link = "https://shop.example.org/product/1"
        #expect(decide(link, manifest, ["shop.example.org": Self.approving("org.other")]).reason.contains("has no handle_all_urls statement for org.example.shop"))
        #expect(decide(link, manifest, ["shop.example.org": Self.approving("org.example.shop", fingerprintB)]).reason.contains("none of its certificate fingerprints"))
        let unchecked = decide(link, manifest, app: AndroidAppIdentity(packageName: "org.example.shop"))
        #expect(unchecked.result == .opensApp)
        #expect(unchecked.reason.contains("certificate not checked"))
        #expect(decide(link, manifest, app: nil).reason.contains("--package"))
    }

    /// `filterCandidatesWithDomainPreferredActivitiesLPrBody` sends an unapproved web link to the
    /// browsers, whatever its host; only the collector cares whether a host is a domain name.
    @Test func anUnverifiedHostThatIsNoDomainNameOpensTheBrowserToo() throws {
        let filter = linkable + #"<data android:scheme="http" android:host="192.168.0.10"/>"#
        let verdict = decide("http://192.168.0.10/", try Self.load([filter]))
        #expect(verdict.result == .browser)
    }

    @Test func pathsCompareDecoded() throws {
        let manifest = try Self.load([linkable + #"<data android:scheme="myapp" android:host="x" android:path="/a b"/>"#])
        #expect(decide("myapp://x/a%20b", manifest).result == .opensApp)
    }

    @Test func disabledComponentsAreNeverResolved() throws {
        let manifest = try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p">
              <application><activity android:name=".A" android:enabled="false"><intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter></activity></application>
            </manifest>
            """)
        let verdict = decide("myapp://x", manifest)
        #expect(verdict.result == .noFilter)
        #expect(verdict.reason.contains("would take the link, but the component has android:enabled=\"false\""))
    }

    /// `SaferIntentUtils.filterNonExportedComponents`: a browser's implicit intent never reaches
    /// an activity that is not exported.
    @Test func activitiesThatAreNotExportedAreNeverResolved() throws {
        let manifest = try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="p">
              <application><activity android:name=".A" android:exported="false"><intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter></activity></application>
            </manifest>
            """)
        #expect(manifest.components[0].isExported == false)
        let verdict = decide("myapp://x", manifest)
        #expect(verdict.result == .noFilter)
        #expect(verdict.reason.contains("not exported"))
    }

    /// Activity `.A` of org.example.shop takes `myapp:` links (filter 0) and verified https links
    /// to shop.example.org (filter 1); `application` and `activity` are written into the start
    /// tags of `<application>` and `<activity>`.
    static func enabling(application: String = "", activity: String = "") throws -> AndroidManifest {
        try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
              <application\(application)>
                <activity android:name=".A" android:exported="true"\(activity)>
                  <intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter>
                  <intent-filter android:autoVerify="true">\(linkable)<data android:scheme="https" android:host="shop.example.org"/></intent-filter>
                </activity>
              </application>
            </manifest>
            """)
    }

    static let links = [("myapp://x", 0), ("https://shop.example.org/product/42", 1)]

    @Test func enabledTrueOrNoEnabledAttributeChangesNothing() throws {
        let enabled = #" android:enabled="true""#
        for (application, activity) in [("", ""), (enabled, ""), ("", enabled), (enabled, enabled)] {
            let manifest = try Self.enabling(application: application, activity: activity)
            #expect(manifest.isApplicationEnabled)
            #expect(manifest.warnings.isEmpty)
            for (link, filter) in Self.links {
                let verdict = decide(link, manifest)
                #expect(verdict.result == .opensApp, "\(link) with \(application) and \(activity)")
                #expect(verdict.filter == filter)
            }
        }
    }

    /// `PackageUserStateUtils.isEnabled` asks the application before the component: a disabled
    /// application disables every activity, whatever their own `android:enabled`, so a link they
    /// would take goes to no app (a custom scheme) or to the browser (a web link).
    @Test func aDisabledApplicationSendsNoActivityALink() throws {
        for activity in ["", #" android:enabled="true""#, #" android:enabled="false""#] {
            let manifest = try Self.enabling(application: #" android:enabled="false""#, activity: activity)
            #expect(!manifest.isApplicationEnabled)
            for (link, filter) in Self.links {
                let verdict = decide(link, manifest)
                #expect(verdict.result == .noFilter, "\(link) with \(activity)")
                #expect(verdict.activity == "org.example.shop.A")
                #expect(
                    verdict.reason
                        == "no intent filter takes the link; the closest, intent filter \(filter + 1) of org.example.shop.A, would take the link, but the application has android:enabled=\"false\", which disables every activity of the app")
            }
        }
    }

    @Test func aDisabledActivityOfAnEnabledApplicationTakesNoLink() throws {
        let manifest = try Self.enabling(application: #" android:enabled="true""#, activity: #" android:enabled="false""#)
        for (link, filter) in Self.links {
            let verdict = decide(link, manifest)
            #expect(verdict.result == .noFilter, "\(link)")
            #expect(
                verdict.reason
                    == "no intent filter takes the link; the closest, intent filter \(filter + 1) of org.example.shop.A, would take the link, but the component has android:enabled=\"false\"")
        }
    }

    /// An alias is resolved by its own `android:enabled`, not its target's; a disabled
    /// application disables it too.
    @Test func anAliasFollowsItsOwnEnabledAndItsApplications() throws {
        func aliasManifest(application: String, alias: String) throws -> AndroidManifest {
            try AndroidManifestLoader.load(xml: """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
                  <application\(application)>
                    <activity android:name=".A" android:exported="true" android:enabled="false"/>
                    <activity-alias android:name=".Link" android:targetActivity=".A" android:exported="true"\(alias)>
                      <intent-filter>\(linkable)<data android:scheme="myapp"/></intent-filter>
                    </activity-alias>
                  </application>
                </manifest>
                """)
        }
        let open = decide("myapp://x", try aliasManifest(application: "", alias: ""))
        #expect(open.result == .opensApp)
        #expect(open.activity == "org.example.shop.Link")
        let disabled = decide("myapp://x", try aliasManifest(application: "", alias: #" android:enabled="false""#))
        #expect(disabled.result == .noFilter)
        #expect(disabled.reason.hasSuffix("would take the link, but the component has android:enabled=\"false\""))
        let inDisabledApplication = decide("myapp://x", try aliasManifest(application: #" android:enabled="false""#, alias: ""))
        #expect(inDisabledApplication.result == .noFilter)
        #expect(inDisabledApplication.reason.hasSuffix("would take the link, but the application has android:enabled=\"false\", which disables every activity of the app"))
    }
}
