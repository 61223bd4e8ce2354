import Foundation
import RouteCore
import RouteMapYAML
import RouteTools
import Testing

/// Drafting a route map from a manifest's intent filters: schemes, hosts and the paths each
/// activity takes; what a route map cannot say is a warning at its `<data>` element.
@Suite("AndroidManifest.xml import")
struct AndroidManifestImporterTests {
    /// Categories and action a link filter needs.
    static let linkable = """
        <action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/>
        <category android:name="android.intent.category.BROWSABLE"/>
        """

    /// A manifest whose activities each have the given link filters (the `<data>` and other
    /// elements after ``linkable``).
    static func manifest(_ activities: [(name: String, filters: [String])]) -> String {
        let body = activities.map { activity in
            "<activity android:name=\"\(activity.name)\" android:exported=\"true\">\n"
                + activity.filters.map { "<intent-filter>\n\(linkable)\n\($0)\n</intent-filter>\n" }.joined() + "</activity>"
        }.joined(separator: "\n")
        return """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
            <application>
            \(body)
            </application>
            </manifest>
            """
    }

    /// The drafted map, loaded back from its YAML, and the warnings as printed.
    static func map(_ xml: String) throws -> (RouteMap, [String]) {
        try loadDrafted(AndroidManifestImporter.draft(xml: Array(xml.utf8), file: "AndroidManifest.xml"))
    }

    @Test func theSampleManifestTakesEveryLinkItsFiltersTake() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/AndroidManifest.xml").path
        let result = try AndroidManifestImporter.draft(contentsOf: path, app: "Sample Reader")
        let map = try RouteMapLoader.load(yaml: try #require(result.yaml), file: "drafted.yml")
        #expect(result.warnings.isEmpty)
        #expect(map.app == "Sample Reader")
        #expect(map.schemes == ["myapp"])
        #expect(map.web == WebLinks(hosts: ["example.com", "www.example.com"], prefix: ["app"]))
        #expect(landing("myapp://", in: map) == "MainActivity › start")
        #expect(landing("https://www.example.com/app/", in: map) == "MainActivity › start")
        #expect(landing("https://example.com/app/home/feed", in: map) == "MainActivity › anyPath")
        #expect(landing("myapp://setting/promo", in: map) == "MainActivity › anyPath")
        #expect(map.tabs.first?.screen(named: "anyPath")?.summary == "intent filter 2 of com.example.reader.MainActivity")
    }

    @Test func eachPathRuleIsAScreenOfItsActivity() throws {
        let (map, warnings) = try Self.map(Self.manifest([
            (".Shop", [
                #"<data android:scheme="https" android:host="shop.example.org"/>"# + "\n"
                    + #"<data android:path="/cart"/><data android:pathPrefix="/product/"/><data android:pathPrefix="/deals"/>"# + "\n"
                    + #"<data android:pathPattern="/category/.*"/><data android:pathAdvancedPattern="/orders/[^/]+/items"/>"#,
                #"<data android:scheme="shop"/><data android:host="cart"/><data android:host="product"/><data android:pathPrefix="/"/>"#,
            ]),
            ("org.example.help.HelpActivity", [#"<data android:scheme="https" android:host="shop.example.org" android:path="/help"/>"#]),
        ]))
        #expect(map.schemes == ["shop"])
        #expect(map.web?.hosts == ["shop.example.org"])
        #expect(map.web?.prefix == [])
        #expect(map.tabs.first?.navigators.map(\.name) == ["Shop", "HelpActivity"])
        let expected = [
            ("https://shop.example.org/cart", "Shop › cart"),
            ("https://shop.example.org/product/42/photos", "Shop › productAny"),
            ("https://shop.example.org/deals", "Shop › deals"),
            ("https://shop.example.org/deals/today", "Shop › dealsAny"),
            ("https://shop.example.org/category/shoes", "Shop › categoryAny"),
            ("https://shop.example.org/orders/7/items", "Shop › ordersItems"),
            ("shop://cart", "Shop › cart"),
            ("shop://product", "Shop › product"),
            ("shop://product/42", "Shop › productAny"),
            ("https://shop.example.org/help", "HelpActivity › help"),
        ]
        for (link, lands) in expected { #expect(landing(link, in: map) == lands, "\(link)") }
        #expect(warnings == [
            #"AndroidManifest.xml:9:100: warning: android:pathPrefix "/deals" of intent filter 1 of org.example.shop.Shop also takes paths that continue its last segment (/deals…), which a route map cannot say; converted as /deals and /deals/*"#
        ])
    }

    @Test func whatARouteMapCannotSayIsAWarningAtItsDataElement() throws {
        let (map, warnings) = try Self.map(Self.manifest([
            (".Main", [
                #"<data android:scheme="https" android:host="*.example.org"/><data android:host="${linkHost}"/>"# + "\n"
                    + #"<data android:host="example.org" android:port="8443"/><data android:host="ok.example.org"/>"# + "\n"
                    + #"<data android:pathSuffix=".pdf"/><data android:pathPattern="/a.*b"/><data android:pathPattern="/x/.*/y"/>"#,
                #"<data android:scheme="https" android:mimeType="image/*"/>"#,
                #"<data android:scheme="http" android:host="legacy.example.org" android:path="/old"/>"#,
                #"<data android:scheme="https"/>"#,
            ]),
            (".Other", [#"<data android:scheme="https" android:host="ok.example.org"/><data android:pathPattern="/x/.*/y"/>"#]),
        ]))
        #expect(landing("https://ok.example.org/x/1/y", in: map) == "Main › xY")
        #expect(landing("http://legacy.example.org/old", in: map).hasPrefix("error: "))
        #expect(landing("https://legacy.example.org/old", in: map) == "Main › old")
        #expect(map.web?.hosts == ["ok.example.org", "legacy.example.org"])
        #expect(warnings == [
            #"AndroidManifest.xml:8:58: warning: the host "*.example.org" of intent filter 1 of org.example.shop.Main is a wildcard, and route-map hosts are exact; not converted"#,
            #"AndroidManifest.xml:8:92: warning: "${linkHost}" uses a Gradle manifest placeholder; RouteScope cannot resolve it from the manifest and compares the text as written [android-unresolved-placeholder]"#,
            #"AndroidManifest.xml:8:92: warning: the host "${linkHost}" of intent filter 1 of org.example.shop.Main is filled in at build time; not converted"#,
            #"AndroidManifest.xml:9:53: warning: the host "example.org" of intent filter 1 of org.example.shop.Main takes only port 8443, which a route map cannot say; not converted"#,
            #"AndroidManifest.xml:10:32: warning: android:pathSuffix ".pdf" of intent filter 1 of org.example.shop.Main is a suffix rule, and a route map has none; not converted"#,
            #"AndroidManifest.xml:10:67: warning: android:pathPattern "/a.*b" of intent filter 1 of org.example.shop.Main has the pattern "a.*b" in a segment, which a route map cannot say; not converted"#,
            #"AndroidManifest.xml:10:104: warning: android:pathPattern "/x/.*/y" of intent filter 1 of org.example.shop.Main takes any text for .*, slashes included; converted as {param1}, one segment"#,
            "AndroidManifest.xml:12:15: warning: intent filter 2 of org.example.shop.Main declares a MIME type, which a link never carries; not converted",
            "AndroidManifest.xml:22:82: warning: intent filter 3 of org.example.shop.Main takes only http links; app links need https, and the route map reads https links to its hosts",
            "AndroidManifest.xml:24:15: warning: intent filter 4 of org.example.shop.Main takes https links to every host, and a route map lists its hosts; not converted",
            "AndroidManifest.xml:32:15: warning: intent filter 1 of org.example.shop.Other also takes the path /x/{param1}/y, which the route map gives to screen xY of org.example.shop.Main",
            #"AndroidManifest.xml:36:96: warning: android:pathPattern "/x/.*/y" of intent filter 1 of org.example.shop.Other takes any text for .*, slashes included; converted as {param1}, one segment"#,
        ])
    }

    /// A disabled activity, or every activity of a disabled application, takes no link, so the
    /// draft leaves it out with a warning; `enabled="true"` changes nothing.
    @Test func disabledActivitiesAndApplicationsAreNotConverted() throws {
        let activities: [(name: String, filters: [String])] = [
            (".Main", [#"<data android:scheme="shop" android:host="cart"/>"#]),
            (#".Old" android:enabled="false"#, [#"<data android:scheme="shop" android:host="legacy"/>"#]),
        ]
        let (map, warnings) = try Self.map(Self.manifest(activities).replacingOccurrences(of: "<application>", with: #"<application android:enabled="true">"#))
        #expect(map.tabs.first?.navigators.map(\.name) == ["Main"])
        #expect(warnings == [
            #"AndroidManifest.xml:11:78: warning: org.example.shop.Old has android:enabled="false": Android never sends it a link; not converted"#
        ])
        let disabled = try AndroidManifestImporter.draft(
            xml: Array(Self.manifest(activities).replacingOccurrences(of: "<application>", with: #"<application android:enabled="false">"#).utf8),
            file: "AndroidManifest.xml")
        #expect(disabled.routeMap == nil)
        #expect(disabled.warnings.map(\.description) == [
            #"AndroidManifest.xml:2:37: warning: <application> has android:enabled="false": Android resolves no link to any of its activities unless the app is enabled at run time (PackageManager.setApplicationEnabledSetting) [android-disabled-application]"#,
            #"AndroidManifest.xml:3:55: warning: org.example.shop.Main is in an application with android:enabled="false": Android never sends it a link; not converted"#,
            #"AndroidManifest.xml:11:78: warning: org.example.shop.Old is in an application with android:enabled="false": Android never sends it a link; not converted"#,
        ])
    }

    /// A manifest of thousands of link activities, each a navigator of its own, drafts a map
    /// that loads and sends every activity's links to it.
    @Test func aLargeManifestDraftsEveryActivity() throws {
        let count = 2_000
        /// Activity `number` takes, by its remainder mod 3, a web path, a web path prefix, or a
        /// custom-scheme host.
        func filter(_ number: Int) -> String {
            switch number % 3 {
            case 0: #"<data android:scheme="https" android:host="example.org" android:path="/page\#(number)"/>"#
            case 1: #"<data android:scheme="https" android:host="example.org" android:pathPrefix="/shop\#(number)/"/>"#
            default: #"<data android:scheme="bigapp" android:host="feature\#(number)" android:path="/open"/>"#
            }
        }
        func link(_ number: Int) -> (String, String) {
            switch number % 3 {
            case 0: ("https://example.org/page\(number)", "Screen\(number) › page\(number)")
            case 1: ("https://example.org/shop\(number)/item/7", "Screen\(number) › shop\(number)Any")
            default: ("bigapp://feature\(number)/open", "Screen\(number) › feature\(number)Open")
            }
        }
        let (map, warnings) = try Self.map(Self.manifest((1...count).map { (".Screen\($0)", [filter($0)]) }))
        #expect(warnings.isEmpty)
        #expect(map.schemes == ["bigapp"])
        #expect(map.web?.hosts == ["example.org"])
        #expect(map.tabs.first?.navigators.map(\.name) == (1...count).map { "Screen\($0)" })
        #expect(map.tabs.first?.screens.count == count)
        let analyzer = LinkAnalyzer(routeMap: map)
        for number in 1...count {
            let (url, lands) = link(number)
            let analysis = analyzer.analyze(url)
            #expect((analysis.navigators + [analysis.screen?.name ?? "no screen"]).joined(separator: " › ") == lands, "\(url)")
        }
    }
}
