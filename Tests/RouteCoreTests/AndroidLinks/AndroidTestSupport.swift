import RouteCore
import Testing
import TestSupport

/// A manifest with markers: each marker stands just before the character where the XML parser
/// reports an element (the `>` of its start tag, or the `/` of `/>`), and comes back as that
/// position.
func markedManifest(_ marked: String) -> (xml: String, positions: [Int: AndroidSourcePosition]) {
    let (xml, offsets) = stripMarkers(marked)
    let bytes = Array(xml.utf8)
    return (xml, offsets.mapValues { offset in
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
        return AndroidSourcePosition(line: line, column: column)
    })
}

/// The problems of a manifest that fails to load, as `line:column: message`.
func manifestProblems(_ xml: String) -> [String] {
    do {
        _ = try AndroidManifestLoader.load(xml: xml)
        return []
    } catch {
        return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

/// A manifest of one activity with the given intent filters (the elements inside `<intent-filter>`),
/// all of them with `android:autoVerify="true"` when `autoVerify`.
func manifest(package: String = "org.example.shop", activity: String = ".MainActivity", filters: [String], autoVerify: Bool = false) -> String {
    let start = autoVerify ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>"
    return """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
      <application>
        <activity android:name="\(activity)" android:exported="true">
    \(filters.map { "      \(start)\n\($0)\n      </intent-filter>" }.joined(separator: "\n"))
        </activity>
      </application>
    </manifest>
    """
}

/// The action and categories a link needs.
let linkable = """
    <action android:name="android.intent.action.VIEW"/>
    <category android:name="android.intent.category.DEFAULT"/>
    <category android:name="android.intent.category.BROWSABLE"/>
    """
