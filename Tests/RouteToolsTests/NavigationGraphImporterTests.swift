import Foundation
import RouteCore
import RouteMapYAML
import RouteTools
import Testing

/// Drafting a route map from a Jetpack Navigation graph: every deep link the graph declares is a
/// link the drafted map accepts, on the destination that declares it; what a route map cannot
/// say is a warning at its line and column.
@Suite("Navigation graph import")
struct NavigationGraphImporterTests {
    /// A graph document around `body`, with the usual namespaces.
    static func graph(_ body: String, start: String = "home", id: String = "nav_graph") -> String {
        """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/\(id)" app:startDestination="@id/\(start)">
        \(body)
        </navigation>
        """
    }

    static func draft(_ xml: String) throws(RouteMapError) -> RouteMapImport {
        try NavigationGraphImporter.draft(xml: Array(xml.utf8), file: "nav.xml")
    }

    /// The drafted map, loaded back from its YAML, and the warnings as printed.
    static func map(_ xml: String) throws -> (RouteMap, [String]) {
        try loadDrafted(draft(xml))
    }

    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/nav_graph.xml").path

    /// Each `<deepLink>` of `Assets/nav_graph.xml` with sample values, and the screen it opens.
    static let sampleLinks: [(link: String, lands: String)] = [
        ("myapp://home", "home › feed"),
        ("myapp://home/feed?category=tech", "home › feed"),
        ("myapp://home/articleDetail?userId=1&articleId=2&mode=dark", "home › articleDetail"),
        ("https://example.com/app/home/articleDetail?userId=1&articleId=2", "home › articleDetail"),
        ("myapp://home/articles/42?highlight=true", "home › article"),
        ("https://example.com/app/home/articles/42", "home › article"),
        ("myapp://search", "search › searchHome"),
        ("myapp://search/results?q=shoes&page=2", "search › results"),
        ("myapp://search/map?lat=52.5&lng=13.4&zoom=3.5", "search › map"),
        ("myapp://setting", "setting › settings"),
        ("myapp://setting/changeAccount", "setting › changeAccount"),
    ]

    @Test func everyDeepLinkOfTheSampleOpensItsDestination() throws {
        let result = try NavigationGraphImporter.draft(contentsOf: Self.sample)
        let map = try RouteMapLoader.load(yaml: try #require(result.yaml), file: "drafted.yml")
        for (link, lands) in Self.sampleLinks { #expect(landing(link, in: map) == lands, "\(link)") }
        #expect(map.schemes == ["myapp"])
        #expect(map.web == WebLinks(hosts: ["example.com"], prefix: ["app"]))
        let tab = try #require(map.tabs.first)
        #expect(map.tabs.count == 1 && tab.name == "main" && tab.path.segments.isEmpty)
        #expect(tab.root == "feed")
        #expect(tab.navigators.map { "\($0.name) \($0.path?.description ?? "-") \($0.root ?? "-")" } == [
            "home home feed", "search search searchHome", "setting setting settings",
        ])
        #expect(tab.screen(named: "changeAccount")?.presentation == .modal)
        #expect(result.warnings.map { "\($0.position!) \($0.message.prefix(40))" } == [
            "18:118 argType com.example.reader.ReadingMode i", "27:70 \"example.com/app/a/{articleId}-{slug}\": ",
            "57:46 <include app:graph=\"@navigation/my_page\"",
        ])
    }

    @Test func argumentsTypeTheParameters() throws {
        let (map, warnings) = try Self.map(Self.graph("""
            <fragment android:id="@+id/home">
              <argument android:name="count" app:argType="integer"/>
              <argument android:name="big" app:argType="long" android:defaultValue="10L"/>
              <argument android:name="ratio" app:argType="float" android:defaultValue="1.5f"/>
              <argument android:name="on" app:argType="boolean" android:defaultValue="true"/>
              <argument android:name="name" app:argType="string" app:nullable="true" android:defaultValue="@null"/>
              <argument android:name="title" app:argType="string" android:defaultValue="@string/title"/>
              <argument android:name="inferred" android:defaultValue="7"/>
              <argument android:name="icon" app:argType="reference"/>
              <argument android:name="ids" app:argType="integer[]"/>
              <argument android:name="mode" app:argType="com.example.Mode" android:defaultValue="LIGHT"/>
              <argument android:name="broken" app:argType="integer" android:defaultValue="many"/>
              <deepLink app:uri="app://home/{count}?big={big}&amp;ratio={ratio}&amp;on={on}&amp;name={name}&amp;title={title}&amp;inferred={inferred}&amp;icon={icon}&amp;ids={ids}&amp;mode={mode}&amp;broken={broken}&amp;free={undeclared}"/>
            </fragment>
            """))
        let screen = try #require(map.tabs.first?.screen(named: "home"))
        #expect(screen.params.map { "\($0.name): \(RoutesReport.describe($0, named: $0.name))" } == [
            "count: count: int", "big: big: int, default 10", "ratio: ratio: double, default 1.5", "on: on: bool, default true",
            "name: name: string", "title: title: string", "inferred: inferred: int, default 7", "icon: icon: int, required",
            "ids: ids: list<int>, required", "mode: mode: string, default LIGHT", "broken: broken: int", "free: free: string",
        ])
        #expect(warnings == [
            #"nav.xml:8:91: warning: the default value "@string/title" of title is a resource, which RouteScope does not read; left out"#,
            "nav.xml:10:56: warning: argType reference is a resource ID: typed int",
            "nav.xml:11:55: warning: argType integer[] is an array: typed list of int; check how the app reads it from a link",
            "nav.xml:12:92: warning: argType com.example.Mode is an app class (an enum, a Parcelable or a Serializable): typed string; give it its real type, such as an enum with its values",
            #"nav.xml:13:84: warning: the default value "many" of broken is not an integer; left out"#,
        ])
        #expect(landing("app://home/3?title=t&icon=1&ids=4&broken=2", in: map) == "home")
        #expect(landing("app://home/3", in: map).hasPrefix("error: "))
    }

    @Test func aURIWithoutASchemeIsAnHTTPSLinkAndAFixedQueryValueIsRequired() throws {
        let (map, warnings) = try Self.map(Self.graph("""
            <fragment android:id="@+id/home">
              <deepLink app:uri="www.example.com/home?source=push"/>
            </fragment>
            <fragment android:id="@+id/plain">
              <deepLink app:uri="http://www.example.com/plain/.*"/>
            </fragment>
            """))
        #expect(map.schemes.isEmpty)
        #expect(map.web?.hosts == ["www.example.com"])
        #expect(landing("https://www.example.com/home?source=push", in: map) == "home")
        #expect(landing("https://www.example.com/home?source=mail", in: map).hasPrefix("error: source must be one of push"))
        #expect(landing("https://www.example.com/plain/a/b", in: map) == "plain")
        #expect(warnings == [
            #"nav.xml:6:54: warning: "http://www.example.com/plain/.*": app links need https; the route map reads https links to www.example.com"#
        ])
    }

    /// Every custom-scheme link's host is a domain, so it is the map's prefix, not a segment.
    @Test func oneSharedDomainHostIsThePrefix() throws {
        let (map, _) = try Self.map(Self.graph("""
            <fragment android:id="@+id/home"><deepLink app:uri="shop://www.example.com/home"/></fragment>
            <fragment android:id="@+id/item"><deepLink app:uri="shop://www.example.com/items/{sku}"/></fragment>
            """))
        #expect(map.prefix == ["www.example.com"])
        #expect(landing("shop://www.example.com/items/A-1", in: map) == "item")
    }

    @Test func whatARouteMapCannotSayIsAWarningAtItsElement() throws {
        let (map, warnings) = try Self.map(Self.graph("""
            <fragment android:id="@+id/home">
              <deepLink app:uri="app://home"/>
              <deepLink app:uri="app://start"/>
              <deepLink app:uri="app://home#top" app:action="android.intent.action.SEND" app:mimeType="text/plain"/>
            </fragment>
            <fragment android:id="@+id/user">
              <deepLink app:uri="app://users/user-{id}"/>
              <deepLink app:uri="app://${applicationId}/users/{id}"/>
              <deepLink app:uri="app://.*/users"/>
              <deepLink app:uri="app:users"/>
              <deepLink app:uri="https://example.com:8443/users/{id}"/>
              <deepLink app:action="com.example.OPEN"/>
            </fragment>
            <fragment android:id="@+id/copy">
              <deepLink app:uri="app://home"/>
            </fragment>
            <keep_state_fragment android:id="@+id/kept">
              <deepLink app:uri="app://kept"/>
            </keep_state_fragment>
            <fragment android:name="com.example.NoId">
              <deepLink app:uri="app://noid"/>
            </fragment>
            <include app:graph="@navigation/more"/>
            """))
        #expect(landing("app://home", in: map) == "home")
        #expect(landing("app://kept", in: map) == "kept")
        #expect(warnings == [
            #"nav.xml:4:34: warning: "app://start": a route map gives home one path, and its first deep link, "app://home", gives it /home; not converted"#,
            #"nav.xml:5:103: warning: app:action "android.intent.action.SEND": a tapped link arrives as android.intent.action.VIEW, and a route map has no actions; the uri is converted alone"#,
            #"nav.xml:5:103: warning: app:mimeType "text/plain": a tapped link carries no MIME type, and a route map has none; the uri is converted alone"#,
            ##"nav.xml:5:103: warning: "app://home#top": its fragment "#top" is not converted: a route map reads no fragment"##,
            #"nav.xml:8:44: warning: "app://users/user-{id}": the segment "user-{id}" mixes text and a placeholder, and a route-map parameter takes a whole segment; not converted"#,
            #"nav.xml:9:56: warning: "app://${applicationId}/users/{id}" uses a Gradle placeholder such as ${applicationId}, filled in at build time; not converted"#,
            #"nav.xml:10:37: warning: "app://.*/users": the host ".*" has a placeholder or wildcard, and route-map hosts are exact; not converted"#,
            #"nav.xml:11:32: warning: "app:users": app: has no //host after it, and route-map links do; not converted"#,
            #"nav.xml:12:58: warning: "https://example.com:8443/users/{id}": the authority "example.com:8443" has a port or user, which a route map cannot say; not converted"#,
            "nav.xml:13:42: warning: a <deepLink> without app:uri (an action or a MIME type alone) is not a link; not converted",
            "nav.xml:15:33: warning: the path /home of copy already opens home, so links could not tell them apart; not converted",
            "nav.xml:18:44: warning: <keep_state_fragment> is not a destination Navigation's XML knows (fragment, dialog, activity, navigation); read as a screen, as a custom navigator's destination",
            "nav.xml:21:42: warning: <fragment> has deep links but no android:id to name its screen; not converted",
            #"nav.xml:24:38: warning: <include app:graph="@navigation/more"> is not followed: import that graph file on its own and add its screens by hand"#,
        ])
    }

    /// Navigation puts each graph's start destination below a linked screen; the route map says
    /// so with each navigator's root, and a start without a deep link gets its graph's path.
    @Test func nestedGraphsAreNestedNavigatorsWithTheirStart() throws {
        let (map, warnings) = try Self.map(Self.graph("""
            <fragment android:id="@+id/home"/>
            <navigation android:id="@+id/shop" app:startDestination="@id/catalog">
              <deepLink app:uri="app://shop"/>
              <fragment android:id="@+id/catalog"/>
              <navigation android:id="@+id/product" app:startDestination="@id/overview">
                <argument android:name="sku" app:argType="integer"/>
                <deepLink app:uri="app://shop/products/{sku}"/>
                <fragment android:id="@+id/overview"/>
                <fragment android:id="@+id/reviews">
                  <deepLink app:uri="app://shop/products/{sku}/reviews"/>
                </fragment>
              </navigation>
            </navigation>
            <navigation android:id="@+id/help" app:startDestination="@id/faq">
              <fragment android:id="@+id/faq"/>
              <fragment android:id="@+id/contact"><deepLink app:uri="app://contact"/></fragment>
            </navigation>
            <fragment android:id="@+id/unlinked"/>
            """))
        let tab = try #require(map.tabs.first)
        #expect(tab.root == "home")
        #expect(tab.screens.map { "\($0.navigators.joined(separator: "/")):\($0.name) \($0.path)" } == [
            ":home ", "shop:catalog shop", "shop/product:overview shop/products/{sku}", "shop/product:reviews shop/products/{sku}/reviews",
            "help:contact contact",
        ])
        #expect(tab.navigators.map { "\($0.name) root \($0.root ?? "-")" } == ["shop root catalog", "product root overview", "help root -"])
        #expect(landing("app://shop/products/7", in: map) == "shop › product › overview")
        #expect(landing("app://shop/products/7/reviews", in: map) == "shop › product › reviews")
        #expect(landing("app://unlinked", in: map).hasPrefix("error: "))
        #expect(warnings == [
            "nav.xml:15:66: warning: the start destination faq of <navigation help> has no deep link, and neither has the graph, so no link names it: a link into the graph does not put it below its screen, as Navigation does"
        ])
    }

    @Test func brokenFilesAreErrorsWithTheirPosition() {
        func problem(_ xml: String) -> String {
            do {
                _ = try Self.draft(xml)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(problem("<navigation>\n  <fragment>\n</navigation>").hasPrefix("nav.xml:3:"))
        #expect(problem("<navigation>\n  <fragment>\n</navigation>").contains("error: not well-formed XML"))
        #expect(problem("<manifest/>") == "nav.xml:1:10: error: the root element is <manifest>, not <navigation>: a navigation graph (res/navigation/…) starts with <navigation>")
    }

    @Test func aGraphWithoutAConvertibleDeepLinkDraftsNothing() throws {
        let result = try Self.draft(Self.graph(#"<fragment android:id="@+id/home"><deepLink app:uri="app://a/b{c}"/></fragment>"#))
        #expect(result.routeMap == nil)
        #expect(result.warnings.count == 1)
    }
}
