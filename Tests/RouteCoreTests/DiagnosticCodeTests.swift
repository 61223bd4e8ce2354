import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// Every diagnostic code RouteScope reports, each with the exact bytes it points at.
/// Markers (1️⃣, 2️⃣, …) in the input delimit the expected spans; see `Support/Markers.swift`.
@Suite("Every diagnostic code, at its exact span")
struct DiagnosticCodeTests {
    static let article = "myapp://home/articleDetail?userId=1&articleId=2"

    // MARK: Syntax

    @Test func invalidSyntaxAtRawSpace() {
        expectDiagnostics("\(Self.article)&searchText=a1️⃣ 2️⃣b", [diag(.invalidSyntax, nil, 1, 2)])
    }

    @Test func invalidSyntaxAtSecondHash() {
        expectDiagnostics("myapp://home/feed#a1️⃣#2️⃣b", [diag(.invalidSyntax, nil, 1, 2)])
    }

    @Test(arguments: ["<", ">", "\"", "{", "}", "|", "\\", "^", "`", "[", "]"])
    func invalidSyntaxAtForbiddenCharacter(_ character: String) {
        expectDiagnostics("\(Self.article)&searchText=a1️⃣\(character)2️⃣b", [diag(.invalidSyntax, nil, 1, 2)])
    }

    @Test(arguments: ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}", "\u{FEFF}"])
    func invalidSyntaxAtControlOrInvisibleCharacter(_ character: String) {
        let analysis = expectDiagnostics("\(Self.article)&searchText=a1️⃣\(character)2️⃣b", [diag(.invalidSyntax, nil, 1, 2)])
        let codePoint = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(analysis.diagnostics[0].message.contains(codePoint), "message names the code point U+\(codePoint)")
    }

    @Test func invalidSyntaxNamesTheBidiOverride() {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/feed?category=\u{202E}tech")
        #expect(analysis.diagnostics.first?.message.contains("U+202E RIGHT-TO-LEFT OVERRIDE") == true)
    }

    @Test func zeroWidthJoinerInsideAnEmojiIsNotInvisible() {
        expectDiagnostics("\(Self.article)&searchText=1️⃣👩‍👩‍👧2️⃣", [diag(.needsEncoding, nil, 1, 2)])
    }

    @Test func invalidSyntaxInTheScheme() {
        expectDiagnostics("1️⃣my3️⃣_4️⃣app2️⃣://home", [diag(.unknownScheme, nil, 1, 2), diag(.invalidSyntax, nil, 3, 4)])
    }

    @Test func invalidSyntaxInThePort() {
        expectDiagnostics("myapp://home:1️⃣8a2️⃣/feed", [diag(.invalidSyntax, nil, 1, 2)])
    }

    @Test func invalidSyntaxForAnUnclosedIPLiteral() {
        expectDiagnostics(
            "myapp://3️⃣1️⃣[2️⃣::14️⃣/feed", [diag(.invalidSyntax, nil, 1, 2), diag(.unknownTab, nil, 3, 4)])
    }

    /// A character beyond ASCII in an IP literal is reported whole, never part of its bytes.
    @Test func invalidSyntaxInAnIPLiteralCoversTheWholeCharacter() {
        expectDiagnostics("myapp://3️⃣[1️⃣東2️⃣]4️⃣/home", [diag(.unknownTab, nil, 3, 4), diag(.invalidSyntax, nil, 1, 2)])
    }

    @Test func badPercentEncodingCoversThePercentAndTheWouldBeDigits() {
        expectDiagnostics("\(Self.article)&searchText=1️⃣%G12️⃣x", [diag(.badPercentEncoding, nil, 1, 2)])
        expectDiagnostics("\(Self.article)&searchText=a1️⃣%2️⃣", [diag(.badPercentEncoding, nil, 1, 2)])
        expectDiagnostics("\(Self.article)&searchText=1️⃣%42️⃣", [diag(.badPercentEncoding, nil, 1, 2)])
        expectDiagnostics("\(Self.article)&searchText=1️⃣%2️⃣&mode=safari", [diag(.badPercentEncoding, nil, 1, 2)])
    }

    @Test func needsEncodingCoversTheWholeRunOfNonASCII() {
        let analysis = expectDiagnostics("\(Self.article)&searchText=caf1️⃣é2️⃣", [diag(.needsEncoding, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "%C3%A9")
        #expect(analysis.diagnostics[0].severity == .warning)
        #expect(analysis.ok)
        expectDiagnostics("\(Self.article)&searchText=1️⃣日本語2️⃣", [diag(.needsEncoding, nil, 1, 2)])
    }

    @Test func invalidUTF8AtTheEscapesThatDecodeBadly() {
        expectDiagnostics("\(Self.article)&searchText=1️⃣%FF2️⃣", [diag(.invalidUTF8, "searchText", 1, 2)])
        expectDiagnostics("\(Self.article)&searchText=1️⃣%C32️⃣%28", [diag(.invalidUTF8, "searchText", 1, 2)])
        expectDiagnostics("\(Self.article)&searchText=a1️⃣\u{FFFD}2️⃣", [diag(.invalidUTF8, nil, 1, 2)])
    }

    // MARK: Where the link goes

    @Test func unknownSchemeWithDidYouMean() {
        let analysis = expectDiagnostics("1️⃣myap2️⃣://home", [diag(.unknownScheme, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "myapp")
    }

    @Test func unknownSchemeWhenThereIsNone() {
        let analysis = expectDiagnostics("1️⃣2️⃣home/feed", [diag(.unknownScheme, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "myapp://")
        #expect(analysis.screen?.name == "feed", "the rest is still matched")
    }

    @Test func notAnAppLinkForAnotherHost() {
        let analysis = expectDiagnostics("https://1️⃣other.com2️⃣/app/home", [diag(.notAnAppLink, nil, 1, 2)])
        #expect(analysis.kind == .other)
    }

    @Test func notAnAppLinkForPlainHTTP() {
        expectDiagnostics("1️⃣http2️⃣://example.com/app/home/feed", [diag(.notAnAppLink, nil, 1, 2)])
    }

    @Test func notAnAppLinkOutsideTheWebPrefix() {
        let analysis = expectDiagnostics("https://example.com1️⃣/home/feed2️⃣", [diag(.notAnAppLink, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 19..<19, replacement: "/app", .machineApplicable))
    }

    // MARK: Android, with a manifest

    /// The sample map with an Android manifest: verified https links under /app/home (approved
    /// for example.com only), `myapp://home` and `myapp://search`, where a group blocks `q=secret`.
    static let androidMap = try! RouteMap.sample(androidManifest: """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reader">
          <application>
            <activity android:name=".MainActivity" android:exported="true">
              \(browsableIntentFilter(autoVerify: true,
                  #"<data android:scheme="https" android:host="example.com" android:pathPrefix="/app/home"/>"#,
                  #"<data android:host="www.example.com"/>"#))
              \(browsableIntentFilter(
                  #"<data android:scheme="myapp" android:host="home"/>"#,
                  #"<data android:host="search"/>"#,
                  #"<uri-relative-filter-group android:allow="false"><data android:query="q=secret"/></uri-relative-filter-group>"#,
                  #"<uri-relative-filter-group><data android:pathPrefix="/"/></uri-relative-filter-group>"#))
            </activity>
          </application>
        </manifest>
        """)

    @Test func notAnAndroidAppLinkAtTheHostNoDomainApproves() {
        let analysis = expectDiagnostics(
            "https://1️⃣www.example.com2️⃣/app/home/feed", [diag(.notAnAndroidAppLink, nil, 1, 2)], map: Self.androidMap)
        #expect(analysis.diagnostics[0].message == #"intent filter 1 of com.example.reader.MainActivity takes the link, but no assetlinks.json was given for "www.example.com" (use --assetlinks www.example.com=FILE), so Android 12+ opens the browser"#)
        #expect(analysis.androidEligibility?.result == .browser)
        #expect(analysis.screen?.name == "feed", "the route is still read")
        expectDiagnostics("https://example.com/app/home/feed", [], map: Self.androidMap)
    }

    @Test func notAnAndroidAppLinkAtThePathNoRuleTakes() {
        let analysis = expectDiagnostics(
            "https://example.com1️⃣/app/search/results2️⃣?q=x", [diag(.notAnAndroidAppLink, nil, 1, 2)], map: Self.androidMap)
        #expect(analysis.diagnostics[0].message.contains(#"intent filter 1 of com.example.reader.MainActivity, has no path rule matching "/app/search/results""#))
    }

    @Test func notAnAndroidAppLinkAtTheSchemeNoFilterDeclares() {
        let analysis = expectDiagnostics("1️⃣MYAPP2️⃣://home/feed", [diag(.notAnAndroidAppLink, nil, 1, 2)], map: Self.androidMap)
        #expect(analysis.diagnostics[0].message.contains(#"declares "myapp", and Android compares schemes case-sensitively"#))
        let (input, _) = stripMarkers("myapp://home/feed")
        var noCustomScheme = Self.androidMap
        noCustomScheme.android = AndroidAppLinks(
            manifest: try! AndroidManifestLoader.load(xml: manifest(filters: [linkable + #"<data android:scheme="https" android:host="example.com"/>"#])),
            assetLinks: [:], app: nil)
        let unclaimed = LinkAnalyzer(routeMap: noCustomScheme).analyze(input)
        #expect(unclaimed.diagnostics.map(\.code) == [.notAnAndroidAppLink])
        #expect(unclaimed.diagnostics.first?.span == 0..<5)
        #expect(unclaimed.diagnostics.first?.message.contains(#"does not declare the scheme "myapp""#) == true)
    }

    @Test func notAnAndroidAppLinkAtTheHostOrQueryOfACustomScheme() {
        expectDiagnostics("myapp://1️⃣myPage2️⃣/profile", [diag(.notAnAndroidAppLink, nil, 1, 2)], map: Self.androidMap)
        let blocked = expectDiagnostics(
            "myapp://search/results?1️⃣q=secret2️⃣", [diag(.notAnAndroidAppLink, nil, 1, 2)], map: Self.androidMap)
        #expect(blocked.diagnostics[0].message.contains(#"android:query="q=secret", which blocks the link"#))
        expectDiagnostics("myapp://search/results?q=open", [], map: Self.androidMap)
    }

    /// With a manifest, the route map's https rule speaks for iOS, and Android answers for itself.
    @Test func plainHTTPWithAManifest() {
        let analysis = expectDiagnostics(
            "1️⃣http2️⃣://example.com/app/home/feed", [diag(.notAnAppLink, nil, 1, 2), diag(.notAnAndroidAppLink, nil, 1, 2)],
            map: Self.androidMap)
        #expect(analysis.diagnostics[0].message == "universal links only open the app over https, so iOS opens this http link in Safari")
        #expect(analysis.diagnostics[1].message.contains(#"does not declare the scheme "http""#))
    }

    /// The same decision, code and span in the cheap verdict.
    @Test func theVerdictCarriesTheAndroidAnswer() {
        let verdict = LinkAnalyzer(routeMap: Self.androidMap).verdict("https://www.example.com/app/home/feed")
        #expect(verdict.problems.map(\.code) == [.notAnAndroidAppLink] && verdict.problems.map(\.span) == [8..<23])
        #expect(verdict.androidEligibility?.result == .browser)
        #expect(LinkAnalyzer(routeMap: .sample).verdict("https://www.example.com/app/home/feed").androidEligibility == nil)
    }

    @Test func unknownTabWithDidYouMean() {
        let analysis = expectDiagnostics("myapp://1️⃣hom2️⃣/feed", [diag(.unknownTab, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "home")
        #expect(analysis.screen?.name == "feed")
    }

    @Test func unknownTabWhenAScreenStandsInTheHost() {
        let analysis = expectDiagnostics(
            "myapp://1️⃣articleDetail2️⃣?userId=1&articleId=2", [diag(.unknownTab, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "home/articleDetail")
        #expect(analysis.diagnostics[0].message.contains("it lives in tab home"))
    }

    /// A host that is both a screen's name and one typo from a tab is that tab when the tab
    /// takes the rest of the path: `settings/notifications` is tab setting's notifications. The
    /// machine-applicable fix that wrote `setting/settings` led to screen settings, with
    /// `notifications` a segment too many.
    @Test func aTabTypoThatTakesTheRestOfThePathBeatsAScreenName() {
        let analysis = expectDiagnostics("myapp://1️⃣settings2️⃣/notifications?enabled=true", [diag(.unknownTab, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "setting")
        #expect(analysis.screen?.name == "notifications")
        let fixed = analysis.diagnostics[0].fix!.applied(to: analysis.input)
        #expect(LinkAnalyzer(routeMap: .sample).analyze(fixed).ok, "\(fixed)")
    }

    @Test func unknownTabWhenTheTabIsInThePath() {
        expectDiagnostics("myapp://1️⃣/2️⃣home/feed", [diag(.unknownTab, nil, 1, 2)])
        expectDiagnostics("myapp:1️⃣2️⃣home/feed", [diag(.unknownTab, nil, 1, 2)])
    }

    @Test func unknownTabWhenThereIsNone() {
        expectDiagnostics("myapp://1️⃣2️⃣", [diag(.unknownTab, nil, 1, 2)])
    }

    @Test func unknownScreenWithDidYouMean() {
        let analysis = expectDiagnostics("myapp://home/1️⃣fed2️⃣", [diag(.unknownScreen, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "feed")
    }

    @Test func unknownScreenSaysWhichTabHasIt() {
        let analysis = expectDiagnostics("myapp://3️⃣home4️⃣/1️⃣settings2️⃣", [diag(.unknownScreen, nil, 1, 2)])
        #expect(analysis.diagnostics[0].message == "settings is not in tab home; it is in tab setting")
        #expect(analysis.diagnostics[0].fix == Fix(span: 8..<12, replacement: "setting", .maybeIncorrect))
    }

    @Test func unknownScreenWithNoCandidate() {
        let analysis = expectDiagnostics("myapp://home/1️⃣zzz2️⃣", [diag(.unknownScreen, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == nil)
    }

    static let catchAllMap = try! RouteMapLoader.load(yaml: """
        schemes: [t]
        tabs:
          - name: shop
            root: items
            screens:
              items: {path: ""}
              item: {path: "item/{sku}", params: {sku: int}}
              lost: {path: "*"}
        """)

    @Test func catchAllIsAnErrorOnWhatItTook() {
        let analysis = expectDiagnostics("t://shop/1️⃣no/such/page2️⃣", [diag(.catchAll, nil, 1, 2)], map: Self.catchAllMap)
        #expect(!analysis.ok, "a link that lands on the not-found screen is broken")
        #expect(analysis.screen?.name == "lost")
        #expect(analysis.diagnostics[0].message == "no route of App takes \"no/such/page\", so the link lands on lost, the catch-all (shop/*) of tab shop")
        // A segment the more specific route rejects by its count still lands there.
        expectDiagnostics("t://shop/1️⃣item/1/more2️⃣", [diag(.catchAll, nil, 1, 2)], map: Self.catchAllMap)
        expectClean("t://shop/item/1", map: Self.catchAllMap)
        expectClean("t://shop", map: Self.catchAllMap)
    }

    @Test func aFallbackScreenIsAnIntendedLanding() throws {
        let map = try RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: shop
                root: items
                screens:
                  items: {path: ""}
                  web: {path: "*", fallback: true}
            """)
        #expect(expectClean("t://shop/any/page", map: map)?.screen == "web")
        #expect(throws: RouteMapError.self) {
            try RouteMapLoader.load(yaml: "schemes: [t]\ntabs:\n  - name: shop\n    root: items\n    screens:\n      items: {fallback: true}\n")
        }
    }

    static let munchr = try! RouteMapLoader.load(yaml: """
        app: Munchr
        schemes: [munchr]
        tabs:
          - name: orders
            root: list
            screens:
              list: {path: ""}
              schedule: {}
              orderDetail: {path: "{orderId}", params: {orderId: uuid}}
          - name: search
            root: start
            screens:
              start: {path: ""}
              results: {params: {q: string}}
        """)

    /// The near miss wins over a `{param}` route whose type refuses the segment, in the same tab
    /// and in another; a segment no literal is near is the parameter's problem.
    @Test func aLiteralScreenOneTypoAwayBeatsAParameterThatRefusesTheSegment() {
        let sameTab = expectDiagnostics("munchr://orders/1️⃣schedul2️⃣", [diag(.unknownScreen, nil, 1, 2)], map: Self.munchr)
        #expect(sameTab.diagnostics[0].fix?.replacement == "schedule")
        #expect(sameTab.screen?.name == "schedule")
        let otherTab = expectDiagnostics("munchr://search/1️⃣result2️⃣?q=pizza", [diag(.unknownScreen, nil, 1, 2)], map: Self.munchr)
        #expect(otherTab.diagnostics[0].fix?.replacement == "results", "not orderDetail, whose UUID refuses the segment")
        #expect(otherTab.tab?.name == "search")
        expectClean("munchr://orders/123e4567-e89b-12d3-a456-426614174000", map: Self.munchr)
        expectDiagnostics("munchr://orders/1️⃣zzzzzzzzzz2️⃣", [diag(.typeMismatch, "orderId", 1, 2)], map: Self.munchr)
    }

    @Test func extraPathAfterTheScreen() {
        expectDiagnostics("myapp://home/feed1️⃣/x/y2️⃣", [diag(.extraPath, nil, 1, 2)])
        expectDiagnostics("myapp://home1️⃣/2️⃣/feed", [diag(.extraPath, nil, 1, 2)])
    }

    // MARK: Parameters

    @Test func missingParamAtTheInsertionPoint() {
        let analysis = expectDiagnostics(
            "myapp://home/articleDetail?userId=11️⃣2️⃣#top", [diag(.missingParam, "articleId", 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "&articleId={articleId}")
        #expect(analysis.diagnostics[0].fix?.applicability == .hasPlaceholders)
        let bare = expectDiagnostics(
            "myapp://home/articleDetail1️⃣2️⃣", [diag(.missingParam, "userId", 1, 2), diag(.missingParam, "articleId", 1, 2)])
        #expect(bare.diagnostics[0].fix?.replacement == "?userId={userId}")
    }

    @Test func missingValueAtTheName() {
        expectDiagnostics("myapp://home/articleDetail?1️⃣userId2️⃣&articleId=2", [diag(.missingValue, "userId", 1, 2)])
    }

    @Test func emptyValueAtTheEmptyValue() {
        expectDiagnostics("myapp://home/articleDetail?userId=1️⃣2️⃣&articleId=2", [diag(.emptyValue, "userId", 1, 2)])
    }

    @Test(arguments: [
        ("myapp://home/articleDetail?userId=1&articleId=1️⃣abc2️⃣", "articleId"),
        ("myapp://search/map?lat=1️⃣north2️⃣&lng=3", "lat"),
        ("myapp://setting/notifications?enabled=1️⃣yes2️⃣", "enabled"),
        ("myapp://home/archive?from=1️⃣2026-02-302️⃣", "from"),
        ("myapp://myPage/webView?url=1️⃣ftp://example.com2️⃣", "url"),
        ("myapp://myPage/webView?url=1️⃣example.com2️⃣", "url"),
        ("myapp://setting/promo?payload=1️⃣%7Bbad2️⃣", "payload"),
        ("myapp://home/articles/1️⃣one2️⃣", "articleId"),
    ])
    func typeMismatchAtTheValue(_ marked: String, _ param: String) {
        expectDiagnostics(marked, [diag(.typeMismatch, param, 1, 2)])
    }

    @Test func typeMismatchInAPathParameterOfALoginScreen() {
        expectDiagnostics(
            "myapp://myPage/3️⃣orders/1️⃣12345678-1234-1234-1234-12345678901Z2️⃣4️⃣",
            [diag(.loginRequired, nil, 3, 4), diag(.typeMismatch, "orderId", 1, 2)])
    }

    @Test func typeMismatchMessageIsPlain() {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/articleDetail?userId=100&articleId=abc")
        #expect(analysis.diagnostics.map(\.message) == ["articleId expects an integer, found \"abc\""])
    }

    @Test func outOfRangeForBounds() {
        expectDiagnostics("myapp://home/articleDetail?userId=1️⃣02️⃣&articleId=2", [diag(.outOfRange, "userId", 1, 2)])
        expectDiagnostics("myapp://search/results?q=a&page=1️⃣5012️⃣", [diag(.outOfRange, "page", 1, 2)])
        expectDiagnostics("myapp://search/map?lat=1️⃣912️⃣&lng=0", [diag(.outOfRange, "lat", 1, 2)])
        expectDiagnostics(
            "myapp://home/articleDetail?userId=1️⃣999999999999999999992️⃣&articleId=2", [diag(.outOfRange, "userId", 1, 2)])
    }

    @Test func notInEnumWithDidYouMean() {
        let analysis = expectDiagnostics("\(Self.article)&mode=1️⃣Safari2️⃣", [diag(.notInEnum, "mode", 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "safari")
    }

    @Test func patternMismatchTooLongAndTooShort() throws {
        let map = try RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: a
                root: s
                screens:
                  s:
                    params:
                      code: {type: string, min_length: 3, max_length: 5, pattern: "^[A-Z]+$"}
            """)
        expectDiagnostics("t://a/s?code=1️⃣abc2️⃣", [diag(.patternMismatch, "code", 1, 2)], map: map)
        expectDiagnostics("t://a/s?code=1️⃣ABCDEF2️⃣", [diag(.tooLong, "code", 1, 2)], map: map)
        expectDiagnostics("t://a/s?code=1️⃣AB2️⃣", [diag(.tooShort, "code", 1, 2)], map: map)
        expectClean("t://a/s?code=ABCD", map: map)
    }

    @Test func tooLongCountsCharacters() {
        let long = String(repeating: "é", count: 101)
        let encoded = String(repeating: "%C3%A9", count: 101)
        expectDiagnostics("\(Self.article)&searchText=1️⃣\(encoded)2️⃣", [diag(.tooLong, "searchText", 1, 2)])
        #expect(long.count == 101)
        expectClean("\(Self.article)&searchText=\(String(repeating: "%C3%A9", count: 100))")
    }

    @Test func duplicateParamAtTheSecondName() {
        let analysis = expectDiagnostics("\(Self.article)&1️⃣userId2️⃣=3", [diag(.duplicateParam, "userId", 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "")
        #expect(analysis.diagnostics[0].fix.map { $0.applied(to: analysis.input) } == Self.article)
    }

    @Test func unknownParamWithDidYouMean() {
        let analysis = expectDiagnostics(
            "myapp://home/articleDetail?userId=100&1️⃣articleIdText2️⃣=53️⃣4️⃣",
            [diag(.unknownParam, "articleIdText", 1, 2), diag(.missingParam, "articleId", 3, 4)])
        #expect(analysis.diagnostics[0].message == "unknown parameter articleIdText — did you mean articleId?")
        #expect(analysis.diagnostics[0].severity == .warning)
        #expect(analysis.diagnostics[0].fix == Fix(span: 38..<51, replacement: "articleId", .maybeIncorrect))
    }

    @Test func unknownParamWithoutACandidate() {
        let analysis = expectDiagnostics("\(Self.article)&1️⃣zzz2️⃣=1", [diag(.unknownParam, "zzz", 1, 2)])
        #expect(analysis.diagnostics[0].fix == nil)
        #expect(analysis.ok)
    }

    @Test func caseMismatchIsAWarningAndTheParamIsStillMissing() {
        let analysis = expectDiagnostics(
            "myapp://home/articleDetail?1️⃣UserId2️⃣=1&articleId=23️⃣4️⃣",
            [diag(.caseMismatch, "UserId", 1, 2), diag(.missingParam, "userId", 3, 4)])
        #expect(analysis.diagnostics[0].severity == .warning)
        #expect(analysis.diagnostics[0].fix?.replacement == "userId")
    }

    // MARK: Campaigns

    @Test func campaignMissingOnceAnyUTMIsPresent() {
        expectDiagnostics(
            "myapp://home/feed?utm_source=x1️⃣2️⃣",
            [diag(.campaignMissing, "utm_medium", 1, 2), diag(.campaignMissing, "utm_campaign", 1, 2)])
        expectClean("myapp://home/feed")
    }

    @Test func campaignMissingAlwaysWhenRequired() {
        expectDiagnostics(
            "myapp://home/feed1️⃣2️⃣",
            [
                diag(.campaignMissing, "utm_source", 1, 2), diag(.campaignMissing, "utm_medium", 1, 2),
                diag(.campaignMissing, "utm_campaign", 1, 2),
            ], campaign: true)
    }

    @Test func campaignInvalidForTypeEnumAndPattern() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=1️⃣Mail2️⃣&utm_medium=3️⃣emial4️⃣&utm_campaign=x",
            [diag(.campaignInvalid, "utm_source", 1, 2), diag(.campaignInvalid, "utm_medium", 3, 4)])
        #expect(analysis.diagnostics[1].fix?.replacement == "email")
    }

    @Test func paramsInFragmentIsAWarning() {
        let analysis = expectDiagnostics("myapp://home/feed#1️⃣utm_source=x2️⃣", [diag(.paramsInFragment, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 17..<18, replacement: "?", .maybeIncorrect))
        expectClean("myapp://home/feed#section-2")
    }

    // MARK: Campaign hygiene

    @Test func anEmptyCampaignValueIsAnError() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=news&utm_medium=email&utm_campaign=1️⃣2️⃣", [diag(.emptyValue, "utm_campaign", 1, 2)])
        #expect(!analysis.ok)
    }

    @Test func htmlEscapedSeparatorsAreNamedAndTheParameterStillRead() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=news1️⃣&amp;2️⃣utm_medium=email3️⃣&amp;4️⃣utm_campaign=x",
            [diag(.htmlEscapedSeparator, nil, 1, 2), diag(.htmlEscapedSeparator, nil, 3, 4)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 33..<38, replacement: "&", .machineApplicable))
        #expect(analysis.params.contains { $0.name == "utm_medium" && $0.isCampaign })
    }

    /// An escaped `&` with no parameter after it (at the end of the query, or before another
    /// `&`) separates nothing: it is named as what it is, not read as a parameter `amp;`, and its
    /// fix deletes it.
    @Test(arguments: [
        ("myapp://home/feed?category=news1️⃣&amp;2️⃣", "myapp://home/feed?category=news"),
        ("myapp://home/feed?category=news1️⃣&amp;2️⃣#top", "myapp://home/feed?category=news#top"),
        ("myapp://search/results?q=a1️⃣&amp;2️⃣&page=2", "myapp://search/results?q=a&page=2"),
    ])
    func anEscapedSeparatorThatSeparatesNothing(link: String, fixed: String) throws {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let analysis = expectDiagnostics(link, [diag(.htmlEscapedSeparator, nil, 1, 2)])
        let fix = try #require(analysis.diagnostics[0].fix)
        #expect(fix.applicability == .machineApplicable && fix.replacement.isEmpty)
        #expect(analysis.diagnostics[0].message.hasSuffix("it separates nothing here, so delete it"))
        let result = fix.applied(to: analysis.input)
        #expect(result == fixed)
        #expect(analyzer.analyze(result).diagnostics.isEmpty, "\(result)")
    }

    @Test func aQueryGluedToThePathWithAnAmpersand() {
        let analysis = expectDiagnostics(
            "myapp://home/articles/421️⃣&2️⃣utm_source=news&utm_medium=email&utm_campaign=x", [diag(.missingQueryMark, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 24..<25, replacement: "?", .machineApplicable))
        #expect(analysis.screen?.name == "article", "the path ends where the query begins")
        #expect(analysis.params.contains { $0.name == "utm_source" && $0.text == "news" })
    }

    /// An `&` after an item in the last segment is not where the query starts: the `?` was left
    /// out before that item, so writing `?` for the `&` is a guess that leaves the item in the
    /// path (`articleDetailuserId=1?articleId=2`), not a fix to apply unseen.
    @Test(arguments: ["myapp://home/articleDetailuserId=1&articleId=2", "myapp://home/articleDetail/userId=1&articleId=2"])
    func anAmpersandAfterAnItemIsOnlyAGuess(_ link: String) throws {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze(link)
        let mark = try #require(analysis.diagnostics.first { $0.code == .missingQueryMark })
        #expect(mark.fix?.applicability == .maybeIncorrect)
        #expect(mark.message.contains("belongs before the first item"))
    }

    /// A campaign value that breaks its rule by letter case alone gets the same safe fix as the
    /// lower-case policy's warning: an enum's one value spelt the same (`CPC` for `cpc`), a
    /// pattern's value lower-cased (`Google`). A value further off keeps a guess.
    @Test func aValueWrongOnlyInCaseIsFixedSafely() throws {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let analysis = analyzer.analyze("myapp://home/feed?utm_source=Google&utm_medium=CPC&utm_campaign=spring")
        let fixes = analysis.diagnostics.compactMap(\.fix)
        #expect(fixes.map(\.replacement) == ["google", "cpc"])
        #expect(fixes.allSatisfy { $0.applicability == .machineApplicable })
        let fixed = fixes.reversed().reduce(analysis.input) { $1.applied(to: $0) }
        #expect(analyzer.analyze(fixed).ok, "\(fixed)")
        let typo = try #require(analyzer.analyze("myapp://home/feed?utm_source=news&utm_medium=emial&utm_campaign=x").diagnostics.first?.fix)
        #expect(typo.applicability == .maybeIncorrect)
        let other = analyzer.analyze("myapp://home/feed?utm_source=Goo+gle&utm_medium=email&utm_campaign=x").diagnostics.first
        #expect(other?.fix == nil, "lower-cased, it still breaks the pattern")
    }

    @Test func doubleEncodingIsAWarningOnTheWholeRun() {
        let analysis = expectDiagnostics(
            "myapp://search/results?q=thai1️⃣%25202️⃣curry&page=1", [diag(.doubleEncoded, "q", 1, 2)])
        #expect(analysis.ok && analysis.hasWarnings)
        #expect(analysis.diagnostics[0].fix == Fix(span: 29..<34, replacement: "%20", .machineApplicable))
        let apostrophe = expectDiagnostics(
            "myapp://search/results?q=it1️⃣%25E2%2580%25992️⃣s&page=1", [diag(.doubleEncoded, "q", 1, 2)])
        #expect(apostrophe.diagnostics[0].fix?.replacement == "%E2%80%99")
        // `%2525` is `%25` written twice: its last `25` is the escape's own digits.
        let percent = expectDiagnostics("myapp://search/results?q=1001️⃣%25252️⃣&page=1", [diag(.doubleEncoded, "q", 1, 2)])
        #expect(percent.diagnostics[0].fix == Fix(span: 28..<33, replacement: "%25", .machineApplicable))
        expectDiagnostics("myapp://search/results?q=a1️⃣%2525412️⃣", [diag(.doubleEncoded, "q", 1, 2)])
        // Written once, a zero width space would be in the value unseen: a guess.
        let invisible = expectDiagnostics("myapp://search/results?q=a1️⃣%25E2%2580%258B2️⃣", [diag(.doubleEncoded, "q", 1, 2)])
        #expect(invisible.diagnostics[0].fix?.applicability == .maybeIncorrect)
        // A link inside a url parameter writes its own escapes as %25: that is right.
        expectClean("myapp://myPage/webView?url=https%3A%2F%2Fexample.com%2Fa%2520b")
    }

    @Test func aPlaceholderLeftFromATemplate() {
        let analysis = expectDiagnostics(
            "myapp://home/articleDetail?userId=1️⃣{userId}2️⃣&articleId=5", [diag(.unfilledPlaceholder, "userId", 1, 2)])
        #expect(analysis.diagnostics[0].message == "\"{userId}\" is a placeholder left from a template: fill in userId")
        expectDiagnostics("myapp://home/articles/1️⃣{articleId}2️⃣", [diag(.unfilledPlaceholder, "articleId", 1, 2)])
    }

    @Test func aPathThatEndsWhereAPathParameterGoesIsMissingIt() {
        // At the end of the last segment, so that the fix's `/{articleId}` goes before the slash.
        expectDiagnostics("myapp://home/articles1️⃣2️⃣/", [diag(.missingParam, "articleId", 1, 2)])
    }

    @Test func aSemicolonWhereAnAmpersandBelongs() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=news1️⃣;2️⃣utm_medium=email&utm_campaign=x", [diag(.wrongSeparator, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 33..<34, replacement: "&", .machineApplicable))
        #expect(analysis.params.contains { $0.name == "utm_medium" && $0.text == "email" }, "read as the separator it meant")
        // A `;` inside a value is text.
        expectClean("myapp://search/results?q=a;b&page=1")
    }

    @Test func aRawHashInAValue() {
        let map = try! RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: a
                root: s
                screens:
                  s: {params: {color: color, size: int}}
            """)
        let analysis = expectDiagnostics("t://a/s?color=1️⃣#2️⃣FF0000&size=2", [diag(.hashInValue, "color", 1, 2)], map: map)
        #expect(analysis.diagnostics[0].fix == Fix(span: 14..<15, replacement: "%23", .machineApplicable))
        #expect(analysis.params.map(\.name) == ["color", "size"], "the value goes on to the next &, and the query after it")
        #expect(analysis.params.first?.value == .string("#FF0000"))
    }

    @Test func aWebHostWithoutItsScheme() {
        let analysis = expectDiagnostics("1️⃣2️⃣example.com/app/home/articles/7", [diag(.missingScheme, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 0..<0, replacement: "https://", .machineApplicable))
        #expect(analysis.kind == .webLink && analysis.screen?.name == "article", "read as the web link it was meant to be")
    }

    @Test func oneSlashAfterTheSchemeGetsTheOtherOne() {
        let analysis = expectDiagnostics("myapp:1️⃣2️⃣/home/feed", [diag(.unknownTab, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 6..<6, replacement: "/", .machineApplicable))
    }

    // MARK: Navigation

    @Test func loginRequiredIsANoteOnTheScreen() {
        let analysis = expectDiagnostics("myapp://setting/1️⃣changeAccount2️⃣", [diag(.loginRequired, nil, 1, 2)])
        #expect(analysis.ok)
        #expect(analysis.diagnostics[0].severity == .note)
    }

    // MARK: The whole vocabulary

    @Test func everyCodeHasItsDocumentedSeverity() {
        let warnings: Set<DiagnosticCode> = [.unknownParam, .caseMismatch, .needsEncoding, .paramsInFragment, .doubleEncoded]
        for code in DiagnosticCode.allCases {
            let expected: Severity = warnings.contains(code) ? .warning : code == .loginRequired ? .note : .error
            #expect(code.severity == expected, "\(code.rawValue)")
        }
    }
}

/// Inputs the fuzzer found; each once broke an invariant.
@Suite("Fuzzer regressions")
struct FuzzerRegressionTests {
    @Test func aSchemeStartingWithNonASCIIIsReportedWhole() {
        expectDiagnostics("1️⃣é2️⃣3️⃣yapp4️⃣://home", [diag(.invalidSyntax, nil, 1, 2), diag(.unknownScheme, nil, 1, 4)])
    }
}
