import RouteCore
import Testing

/// `tools:` attributes of the manifest merger, for a manifest read on its own.
@Suite("Android manifest tools: attributes")
struct AndroidToolsAttributesTests {
    static func manifest(_ activity: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools" package="p">
          <application>
            \(activity)
          </application>
        </manifest>
        """
    }

    static let body = "<intent-filter>\(linkable)<data android:scheme=\"myapp\"/></intent-filter></activity>"

    func warnings(_ activity: String) throws -> [String] {
        let (xml, at) = markedManifest(Self.manifest(activity))
        return try AndroidManifestLoader.load(xml: xml).warnings.map { warning in
            let marker = at.first { $0.value == warning.position }.map { "\($0.key)" } ?? "\(warning.position)"
            return "\(warning.code.rawValue) @\(marker): \(warning.message)"
        }
    }

    /// `ToolsInstructionsCleaner`: `remove` drops the element unless a `tools:selector` aims it
    /// at one library; `removeAll` always drops it.
    @Test func removeAndRemoveAllDropTheElement() throws {
        for node in ["remove", "removeAll"] {
            let xml = Self.manifest(#"<activity android:name=".A" android:exported="true" tools:node="\#(node)">"# + Self.body)
            let manifest = try AndroidManifestLoader.load(xml: xml)
            #expect(manifest.components.isEmpty)
            #expect(manifest.warnings.map(\.code) == [.removedByTools])
        }
        let selected = try warnings(#"<activity android:name=".A" android:exported="true" tools:node="remove" tools:selector="com.lib"1️⃣>"# + Self.body)
        #expect(selected == [#"android-needs-merged-manifest @1: tools:node="remove" with tools:selector="com.lib" removes only that library's <activity>; RouteScope keeps this one and cannot see the library's"#])
    }

    @Test func instructionsThatNeedLibrariesAreSaid() throws {
        #expect(try warnings(#"<activity android:name=".A" android:exported="true" tools:node="strict"1️⃣>"# + Self.body) == [
            #"android-needs-merged-manifest @1: tools:node="strict" on <activity> fails the build when a library declares this element differently; RouteScope reads this file alone and cannot check that"#,
        ])
        #expect(try warnings(#"<activity android:name=".A" android:exported="true" tools:node="merge-only-attributes"1️⃣>"# + Self.body) == [
            #"android-needs-merged-manifest @1: tools:node="merge-only-attributes" on <activity> merges in the attributes libraries give this element, which RouteScope cannot see; it reads the element as written"#,
        ])
    }

    /// `merge`, `replace`, `tools:ignore`, `tools:targetApi`, and `tools:remove` of an attribute
    /// the element leaves out change nothing in this file's element.
    @Test func harmlessInstructionsChangeNothing() throws {
        for attributes in [
            #"tools:node="merge""#, #"tools:node="replace""#, #"tools:ignore="ExportedActivity""#, #"tools:targetApi="31""#,
            #"tools:remove="android:enabled""#, #"tools:replace="android:exported""#,
        ] {
            let xml = Self.manifest(#"<activity android:name=".A" android:exported="true" \#(attributes)>"# + Self.body)
            let manifest = try AndroidManifestLoader.load(xml: xml)
            #expect(manifest.warnings.isEmpty, "\(attributes)")
            #expect(manifest.components.count == 1, "\(attributes)")
        }
    }

    /// `parseActivityAlias`: the target must be an activity declared before the alias; one this
    /// file does not declare may come from a library's manifest.
    @Test func anAliasNeedsItsTargetDeclaredBefore() throws {
        let alias = #"<activity-alias android:name=".Alias" android:exported="true" android:targetActivity=".Later"1️⃣>"# + Self.body.replacingOccurrences(of: "</activity>", with: "</activity-alias>")
        #expect(try warnings(alias) == [
            "android-needs-merged-manifest @1: <activity-alias> targets p.Later, which this file does not declare before it; Android refuses to install the app unless the merged manifest declares it earlier, as a library's manifest may",
        ])
        let (untargeted, at) = markedManifest(Self.manifest(#"<activity-alias android:name=".Alias"1️⃣/>"#))
        #expect(manifestProblems(untargeted) == ["\(at[1]!): <activity-alias> does not specify android:targetActivity; Android refuses to install the app"])
    }

    /// `PreValidator` and the node-operation names fail the merge.
    @Test func instructionsTheMergerRefuses() {
        let (removeDeclared, at) = markedManifest(Self.manifest(#"<activity android:name=".A" android:exported="true" tools:remove="android:exported"1️⃣>"# + Self.body))
        #expect(manifestProblems(removeDeclared) == ["\(at[1]!): tools:remove lists android:exported on <activity>, which declares it; the merge fails (use tools:replace)"])
        let (replaceMissing, at2) = markedManifest(Self.manifest(#"<activity android:name=".A" android:exported="true" tools:replace="android:enabled"1️⃣>"# + Self.body))
        #expect(manifestProblems(replaceMissing) == ["\(at2[1]!): tools:replace lists android:enabled on <activity>, which does not declare it; the merge fails (no new value)"])
        let (unknown, at3) = markedManifest(Self.manifest(#"<activity android:name=".A" android:exported="true" tools:node="delete"1️⃣>"# + Self.body))
        #expect(manifestProblems(unknown) == [#"\#(at3[1]!): tools:node="delete" on <activity> is not a manifest merger instruction (merge, replace, strict, remove, removeAll, merge-only-attributes); the merge fails"#])
        let (root, at4) = markedManifest(#"<manifest xmlns:tools="http://schemas.android.com/tools" tools:node="remove"1️⃣/>"#)
        #expect(manifestProblems(root) == [#"\#(at4[1]!): tools:node="remove" is not allowed on the top-level <manifest> element; the merge fails"#])
    }
}
