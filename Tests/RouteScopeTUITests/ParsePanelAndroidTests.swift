import Navigator
import RouteCore
import TestSupport
import Testing

@testable import RouteScopeTUI

/// The parse panel's Android line: where Android 12+ opens the link, only with a manifest.
@Suite("Parse panel: Android App Links")
struct ParsePanelAndroidTests {
    static func map() throws -> RouteMap {
        try RouteMap.sample(androidManifest: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reader">
              <application>
                <activity android:name=".MainActivity">
                  <intent-filter><action android:name="android.intent.action.MAIN"/></intent-filter>
                  \(browsableIntentFilter(autoVerify: true, #"<data android:scheme="https" android:host="example.com" android:pathPrefix="/app/"/>"#))
                </activity>
              </application>
            </manifest>
            """)
    }

    @Test func showsTheResultActivityAndFilter() throws {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"), map: try Self.map())
        #expect(terminal.row(startingWith: " Android opens-app · MainActivity filter 2") != nil)
        let (_, other) = runExplorer(typing("https://www.example.com/app/home/feed"), map: try Self.map())
        #expect(other.row(startingWith: " Android no-filter · MainActivity filter 2") != nil)
    }

    /// An assetlinks.json Android's verifier rejects approves nothing: the explorer says
    /// `browser`, as `check` does.
    @Test func aRejectedAssetLinksFileShowsTheBrowser() throws {
        var map = try Self.map()
        let android = try #require(map.android)
        map.android = AndroidAppLinks(
            manifest: android.manifest, assetLinks: ["example.com": AssetLinksLoader.load(json: #"[{"include": "x"},]"#)], app: nil)
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"), map: map)
        #expect(terminal.row(startingWith: " Android browser · MainActivity filter 2") != nil)
    }

    @Test func absentWithoutAManifest() {
        let (_, terminal) = runExplorer(typing("https://example.com/app/home/feed"))
        #expect(terminal.row(startingWith: " Android") == nil)
    }
}
