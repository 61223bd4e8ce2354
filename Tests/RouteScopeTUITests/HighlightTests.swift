import RouteCore
import RouteMapYAML
import Testing
@testable import RouteScopeTUI

/// For every diagnostic code, the explorer highlights exactly the bytes of its span on the input
/// line (errors red, warnings yellow) and marks them on the caret line.
@Suite("Highlighting every diagnostic code in place")
struct HighlightTests {
    static let links: [(DiagnosticCode, String)] = [
        (.invalidSyntax, "myapp://home/feed#a#b"),
        (.badPercentEncoding, "myapp://home/articleDetail?userId=1&articleId=2&searchText=%G1"),
        (.needsEncoding, "myapp://home/articleDetail?userId=1&articleId=2&searchText=café"),
        (.invalidUTF8, "myapp://home/articleDetail?userId=1&articleId=2&searchText=%FF"),
        (.unknownScheme, "myap://home"),
        (.notAnAppLink, "https://other.com/app/home"),
        (.notAnAndroidAppLink, "MYAPP://home/feed"),
        (.unknownTab, "myapp://hom/feed"),
        (.unknownScreen, "myapp://home/fed"),
        (.extraPath, "myapp://home/feed/x"),
        (.catchAll, "t://a/nowhere/else"),
        (.missingParam, "myapp://home/articleDetail?userId=1"),
        (.missingValue, "myapp://home/articleDetail?userId&articleId=2"),
        (.emptyValue, "myapp://home/articleDetail?userId=&articleId=2"),
        (.typeMismatch, "myapp://home/articleDetail?userId=1&articleId=abc"),
        (.outOfRange, "myapp://home/articleDetail?userId=0&articleId=2"),
        (.notInEnum, "myapp://home/feed?category=Tech"),
        (.patternMismatch, "t://a/s?code=abc"),
        (.tooLong, "myapp://home/articleDetail?userId=1&articleId=2&searchText=" + String(repeating: "a", count: 101)),
        (.tooShort, "t://a/s?code=AB"),
        (.duplicateParam, "myapp://home/articleDetail?userId=1&articleId=2&userId=3"),
        (.unknownParam, "myapp://home/articleDetail?userId=1&articleId=2&articleIdText=5"),
        (.caseMismatch, "myapp://home/articleDetail?UserId=1&articleId=2"),
        (.campaignMissing, "myapp://home/feed?utm_source=x"),
        (.campaignInvalid, "myapp://home/feed?utm_source=x&utm_medium=emial&utm_campaign=y"),
        (.paramsInFragment, "myapp://home/feed#utm_source=x"),
        (.loginRequired, "myapp://setting/changeAccount"),
        (.unfilledPlaceholder, "myapp://home/articleDetail?userId={userId}&articleId=2"),
        (.htmlEscapedSeparator, "myapp://home/articleDetail?userId=1&amp;articleId=2"),
        (.doubleEncoded, "myapp://search/results?q=a%2520b"),
        (.missingQueryMark, "myapp://home/articles/5&utm_source=x"),
        (.missingScheme, "example.com/app/home/feed"),
        (.wrongSeparator, "myapp://home/articleDetail?userId=1;articleId=2"),
        (.hashInValue, "myapp://home/feed?category=#tech"),
        (.textAroundLink, "see myapp://home/feed."),
    ]

    /// Pattern and length rules that the sample map only uses on campaign parameters.
    static let strictMap = try! RouteMapLoader.load(yaml: """
        schemes: [t]
        tabs:
          - name: a
            root: s
            screens:
              s: {params: {code: {type: string, min_length: 3, pattern: "^[A-Z]+$"}}}
              notFound: {path: "*"}
        """)

    /// The sample map with a manifest whose filters take `myapp:` links, compared case-sensitively.
    static func androidMap() throws -> RouteMap {
        var map = RouteMap.sample
        let manifest = try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reader">
              <application>
                <activity android:name=".MainActivity" android:exported="true">
                  <intent-filter>
                    <action android:name="android.intent.action.VIEW"/>
                    <category android:name="android.intent.category.DEFAULT"/>
                    <category android:name="android.intent.category.BROWSABLE"/>
                    <data android:scheme="myapp"/>
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """)
        map.android = AndroidAppLinks(manifest: manifest, assetLinks: [:], app: nil)
        return map
    }

    @Test func everyCodeIsCovered() {
        #expect(Set(Self.links.map(\.0)) == Set(DiagnosticCode.allCases))
    }

    @Test(arguments: links)
    func theSpanIsHighlightedExactly(_ code: DiagnosticCode, _ link: String) throws {
        let map = link.hasPrefix("t://") ? Self.strictMap : code == .notAnAndroidAppLink ? try Self.androidMap() : .sample
        let (explorer, terminal) = runExplorer(typing(link) + [.key(.home)], rows: 40, columns: 200, map: map)
        let diagnostic = try #require(explorer.analysis.diagnostics.first { $0.code == code }, "\(code.rawValue) for \(link)")
        let origin = 2
        let bytes = Array(link.utf8)
        let startColumn = origin + String(decoding: bytes[..<diagnostic.span.lowerBound], as: UTF8.self).count
        let width = String(decoding: bytes[diagnostic.span], as: UTF8.self).count
        let caret = Array(terminal.frame.textLines[2])
        if diagnostic.severity == .note {
            #expect(terminal.columns(ofRow: 1, styled: ["E", "W"]).isEmpty, "notes are not highlighted")
            return
        }
        let letter: Character = diagnostic.severity == .error ? "E" : "W"
        let styled = Set(terminal.columns(ofRow: 1, styled: [letter]))
        if diagnostic.span.isEmpty {
            #expect(caret[startColumn] == "^" || caret[startColumn] == "~", "insertion point marked on the caret line")
        } else {
            #expect(styled.isSuperset(of: startColumn..<startColumn + width), "\(code.rawValue): \(link)")
            #expect(caret[startColumn..<startColumn + width].allSatisfy { $0 == "^" || $0 == "~" })
        }
    }
}

/// The selected problem's fix marks the bytes it edits with `+` when they are not the
/// problem's own, so the reader sees that the fix for a misplaced screen edits the tab.
@Suite struct FixSpanMarkTests {
    @Test func theFixOfAScreenInAnotherTabMarksTheTab() {
        let link = "myapp://home/results?q=x"
        let (_, terminal) = runExplorer(typing(link) + [.key(.home)], rows: 40, columns: 200)
        let caret = String(terminal.frame.textLines[2].prefix(2 + 20))
        #expect(caret == "          ++++ ^^^^^^^")
    }

    @Test func aFixOnTheProblemsOwnBytesAddsNoMark() {
        let (_, terminal) = runExplorer(typing("myapp://home/fed") + [.key(.home)], rows: 40, columns: 200)
        #expect(!terminal.frame.textLines[2].contains("+"))
    }
}

/// The parse panel names the nested navigators between the tab and the screen.
@Suite struct NestedNavigatorPanelTests {
    @Test func theViaRowShowsTheNavigators() throws {
        let map = try RouteMapLoader.load(yaml: """
            schemes: [demo]
            tabs:
              - name: home
                root: feed
                screens:
                  feed: {}
                  settings: {path: settings, screens: {privacy: {path: privacy}}}
            """)
        let (_, terminal) = runExplorer(typing("demo://home/settings/privacy"), map: map)
        let via = try #require(terminal.frame.textLines.first { $0.contains(" via ") })
        #expect(via.contains("via     settings"))
        let (_, flat) = runExplorer(typing("demo://home/feed"), map: map)
        #expect(!flat.frame.textLines.contains { $0.contains(" via ") })
    }
}
