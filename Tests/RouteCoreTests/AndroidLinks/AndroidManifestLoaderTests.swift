import RouteCore
import Testing

/// Reading intent filters from a manifest as Android does, with every warning at its position.
@Suite("AndroidManifest.xml loading")
struct AndroidManifestLoaderTests {
    @Test func readsComponentsFiltersAndNames() throws {
        let manifest = try AndroidManifestLoader.load(xml: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.shop">
              <application>
                <activity android:name=".MainActivity" android:exported="true">
                  <intent-filter>
                    <action android:name="android.intent.action.MAIN"/>
                    <category android:name="android.intent.category.LAUNCHER"/>
                  </intent-filter>
                  <intent-filter android:autoVerify="true">
            \(linkable)
                    <data android:scheme="https" android:host="shop.example.org" android:pathPrefix="/product/"/>
                  </intent-filter>
                </activity>
                <activity android:name="Settings" android:enabled="false"/>
                <activity-alias android:name="com.other.Alias" android:targetActivity=".MainActivity"/>
              </application>
            </manifest>
            """)
        #expect(manifest.packageName == "org.example.shop")
        #expect(manifest.components.map(\.name) == ["org.example.shop.MainActivity", "org.example.shop.Settings", "com.other.Alias"])
        #expect(manifest.components.map(\.kind) == [.activity, .activity, .activityAlias])
        #expect(manifest.components.map(\.isEnabled) == [true, false, true])
        let filters = manifest.components[0].filters
        // Launcher filters count: the link filter is index 1.
        #expect(filters.map(\.index) == [0, 1])
        #expect(filters[1].autoVerify && filters[1].isVerifiable)
        #expect(filters[1].schemes == ["https"])
        #expect(filters[1].authorities == [AndroidAuthority(host: "shop.example.org", port: nil)])
        #expect(filters[1].paths.map(\.kind) == [.prefix])
        #expect(manifest.warnings.isEmpty)
    }

    /// aapt2 turns `\\` into `\` before Android parses the pattern, and drops a lone backslash.
    @Test func attributeValuesGoThroughAapt2Escapes() throws {
        #expect(AndroidManifestLoader.unescaped(#"/a\\.b"#) == #"/a\.b"#)
        #expect(AndroidManifestLoader.unescaped(#"/a\.b"#) == "/a.b")
        #expect(AndroidManifestLoader.unescaped(#"\u0041\n\t"#) == "A\n\t")
        let manifest = try AndroidManifestLoader.load(xml: manifest(filters: [linkable + #"<data android:scheme="https" android:host="e.org" android:pathPattern="/a\\.b"/>"#]))
        #expect(manifest.components[0].filters[0].paths.map(\.value) == [#"/a\.b"#])
    }

    /// The rest of aapt2's backslash rules (`ResourceUtils::StringBuilder`, as `XmlFlattener`
    /// runs it on a string attribute).
    @Test func aapt2BackslashRulesAtTheEdges() throws {
        // A lone backslash at the end is dropped.
        #expect(AndroidManifestLoader.unescaped(#"/x\"#) == "/x")
        #expect(AndroidManifestLoader.unescaped(#"/x\\\"#) == #"/x\"#)
        // `\u` reads up to four hex digits: fewer at the end, none giving U+0000.
        #expect(AndroidManifestLoader.unescaped(#"/a\u41"#) == "/aA")
        #expect(AndroidManifestLoader.unescaped(#"/a\u"#) == "/a\u{0}")
        #expect(AndroidManifestLoader.unescaped(#"/a\u00e9b"#) == "/aéb")
        // A character that is not a hex digit among them stops aapt2: the value ends before `\u`.
        #expect(AndroidManifestLoader.unescaped(#"/a\u0zz/b"#) == "/a")
        // A surrogate is no character, so nothing is written for it.
        #expect(AndroidManifestLoader.unescaped(#"/a\uD800b"#) == "/ab")
        // Quotes and runs of spaces stay: aapt2 keeps them in attribute values.
        #expect(AndroidManifestLoader.unescaped(#""/a  b\"""#) == #""/a  b"""#)
        let trailing = try AndroidManifestLoader.load(
            xml: manifest(filters: [linkable + #"<data android:scheme="https" android:host="e.org" android:pathPattern="/x\"/>"#]))
        let filter = trailing.components[0].filters[0]
        #expect(filter.paths.map(\.value) == ["/x"])
        #expect(filter.mismatch(for: AndroidLink("https://e.org/x")!) == nil)
        #expect(filter.mismatch(for: AndroidLink("https://e.org/x%5C")!) != nil)
    }

    @Test func everyWarningAtItsElement() throws {
        let (xml, at) = markedManifest(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools" package="org.example">
              <application>
                <activity android:name=".A" android:exported="true">
                  <intent-filter>
                    <data android:host="nowhere.org" 1️⃣/>
                  </intent-filter>
                  <intent-filter>
                    <data android:scheme="myapp" android:path="/x" 2️⃣/>
                  </intent-filter>
                  <intent-filter android:autoVerify="true"3️⃣>
                    <action android:name="android.intent.action.VIEW"/>
                    <category android:name="android.intent.category.BROWSABLE"/>
                    <category android:name="android.intent.category.DEFAULT"/>
                    <data android:scheme="HTTPS" android:host="${host_name}" 4️⃣/>
                    <data android:host="@string/host" 5️⃣/>
                    <uri-relative-filter-group6️⃣>
                      <data android:path="/x"/>
                    </uri-relative-filter-group>
                  </intent-filter>
                </activity>
                <activity android:name=".Gone" tools:node="remove"7️⃣>
                  <intent-filter><data android:host="X"/></intent-filter>
                </activity>
              </application>
            </manifest>
            """#)
        let manifest = try AndroidManifestLoader.load(xml: xml)
        let found = manifest.warnings.map { "\($0.code.rawValue) \($0.position)" }
        #expect(found == [
            "android-ignored-without-scheme \(at[1]!)",
            "android-ignored-without-host \(at[2]!)",
            "android-upper-case \(at[4]!)",
            "android-unresolved-placeholder \(at[4]!)",
            "android-unresolved-resource \(at[5]!)",
            "android-relative-filter-group \(at[6]!)",
            "android-auto-verify-ineffective \(at[3]!)",
            "android-removed-by-tools \(at[7]!)",
        ])
        #expect(manifest.components.map(\.name) == ["org.example.A"])

        let (more, at2) = markedManifest(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools" package="org.example">
              <application>
                <activity android:name=".B" tools:node="strict"1️⃣>
                  <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW"/>
                    <category android:name="android.intent.category.BROWSABLE"/>
                    <category android:name="android.intent.category.DEFAULT"/>
                    <data android:scheme="https" android:host="localhost" 2️⃣/>
                    <uri-relative-filter-group3️⃣>
                      <data android:queryAdvancedPattern="[]" 4️⃣/>
                    </uri-relative-filter-group>
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """#)
        let second = try AndroidManifestLoader.load(xml: more)
        #expect(second.warnings.map { "\($0.code.rawValue) \($0.position)" } == [
            "android-needs-merged-manifest \(at2[1]!)",
            "android-invalid-group-pattern \(at2[4]!)",
            "android-relative-filter-group \(at2[3]!)",
            "android-unverifiable-host \(at2[2]!)",
            "android-missing-exported \(at2[1]!)",
        ])
        let (disabled, at3) = markedManifest(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example">
              <application android:enabled="false"1️⃣>
                <activity android:name=".C" android:exported="true"/>
              </application>
            </manifest>
            """#)
        let third = try AndroidManifestLoader.load(xml: disabled)
        #expect(third.warnings.map { "\($0.code.rawValue) \($0.position)" } == ["android-disabled-application \(at3[1]!)"])
        let (escaped, at4) = markedManifest(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example">
              <application>
                <activity android:name=".D" android:exported="true">
                  <intent-filter>
                    <action android:name="android.intent.action.VIEW"/>
                    <data android:scheme="myapp" android:host="shop" android:pathPrefix="/caf\u00zz/menu" 1️⃣/>
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """#)
        let fourth = try AndroidManifestLoader.load(xml: escaped)
        #expect(fourth.warnings.map(\.description) == [
            #"\#(at4[1]!): warning: "/caf\u00zz/menu" has a \u escape without four hex digits; aapt2 stops reading the value there, so Android gets "/caf" [android-invalid-unicode-escape]"#
        ])
        #expect(fourth.components[0].filters[0].paths.map(\.value) == ["/caf"])
        #expect(Set((manifest.warnings + second.warnings + third.warnings + fourth.warnings).map(\.code)) == Set(AndroidManifestWarning.Code.allCases))
    }

    /// `ParsingPackageUtils.parseBaseAppBasicFlags` reads `<application android:enabled>` as true
    /// unless it is false; only false is warned, at the element.
    @Test func aDisabledApplicationIsWarnedAtItsElement() throws {
        let (xml, at) = markedManifest(#"""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example">
              <application android:label="Shop" android:enabled="false"1️⃣>
              </application>
            </manifest>
            """#)
        let manifest = try AndroidManifestLoader.load(xml: xml)
        #expect(!manifest.isApplicationEnabled)
        #expect(manifest.warnings.map(\.description) == [
            #"\#(at[1]!): warning: <application> has android:enabled="false": Android resolves no link to any of its activities unless the app is enabled at run time (PackageManager.setApplicationEnabledSetting) [android-disabled-application]"#
        ])
        for application in ["<application>", #"<application android:enabled="true">"#] {
            let enabled = try AndroidManifestLoader.load(xml: """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example">\(application)</application></manifest>
                """)
            #expect(enabled.isApplicationEnabled)
            #expect(enabled.warnings.isEmpty)
        }
    }

    @Test func upperCaseHostIsWarned() throws {
        let (xml, at) = markedManifest(manifest(filters: [linkable + #"<data android:scheme="https" android:host="Shop.Example.org" 1️⃣/>"#]))
        let warnings = try AndroidManifestLoader.load(xml: xml).warnings
        #expect(warnings.map(\.code) == [.upperCase])
        #expect(warnings.first?.position == at[1])
        #expect(warnings.first?.message.contains("\"Shop.Example.org\"") == true)
    }

    @Test func errorsNameTheProblemAndPosition() {
        let (badPattern, at) = markedManifest(manifest(filters: [linkable + #"<data android:scheme="https" android:host="e.org" android:pathAdvancedPattern="/[]" 1️⃣/>"#]))
        #expect(manifestProblems(badPattern) == ["\(at[1]!): android:pathAdvancedPattern \"/[]\": the set has no characters; Android requires at least one (at character 3 after escapes); Android refuses to install the app"])
        let (badPort, portAt) = markedManifest(manifest(filters: [linkable + #"<data android:scheme="https" android:host="e.org" android:port="https" 1️⃣/>"#]))
        #expect(manifestProblems(badPort) == ["\(portAt[1]!): android:port \"https\" is not a number; Android refuses to install the app"])
        #expect(manifestProblems("<manifest>\n  <application>\n</manifest>").first?.hasPrefix("3:") == true)
        #expect(manifestProblems("<manifest>\n  <application>\n</manifest>").first?.contains("not well-formed XML") == true)
        #expect(manifestProblems("\n") == ["1:1: the file is empty"])
        #expect(manifestProblems("<manifest>") == ["1:11: not well-formed XML: the document ends before its elements are closed"])
        #expect(manifestProblems("<manifest a='1' a='2'/>").first?.hasSuffix("an attribute appears twice in one element") == true)
        #expect(manifestProblems("<application/>") == ["1:1: the root element is not <manifest>"])
        #expect(manifestProblems("<?xml version=\"1.0\"?>\n<!DOCTYPE m [<!ENTITY a \"aaaa\">]>\n<manifest/>") == ["2:1: a manifest cannot declare a DOCTYPE; aapt2 rejects it, and RouteScope does not expand entities"])
    }

    @Test func hostileInputIsRefusedWithoutCrashing() {
        let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(manifestProblems("<manifest>" + deep + "</manifest>").first?.contains("nest deeper than 64") == true)
        let huge = "<manifest>" + String(repeating: " ", count: AndroidManifestLoader.maximumBytes) + "</manifest>"
        #expect(manifestProblems(huge).first?.contains("the file is over 1048576 bytes, the most RouteScope reads of manifests") == true)
    }
}
