import RouteCore
import Testing

/// The one XML reader behind manifests and navigation graphs: a tree of elements with each
/// attribute's namespace resolved where it stands, and every refusal at its line and column.
@Suite("Android XML reading")
struct AndroidXMLReaderTests {
    static func read(_ xml: String, as document: AndroidXMLReader.Document = .navigationGraph) throws(RouteMapError) -> AndroidXMLElement {
        try AndroidXMLReader.read(bytes: Array(xml.utf8), file: "graph.xml", as: document)
    }

    static func problems(_ xml: String, as document: AndroidXMLReader.Document = .navigationGraph) -> [String] {
        do {
            _ = try read(xml, as: document)
            return []
        } catch {
            return error.problems.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        }
    }

    @Test func prefixesResolveToTheNamespaceInScope() throws {
        let (xml, at) = markedManifest("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home"1️⃣>
              <fragment android:id="@+id/home" xmlns:a="http://schemas.android.com/apk/res/android" a:label="Home" plain="yes"2️⃣>
                <deepLink app:uri="myapp://home"3️⃣/>
              </fragment>
            </navigation>
            """)
        let root = try Self.read(xml)
        #expect(root.name == "navigation")
        #expect(root.position == at[1])
        #expect(root.attributes(in: AndroidXMLReader.appNamespace) == ["startDestination": "@id/home"])
        let fragment = try #require(root.children.first)
        #expect(fragment.position == at[2])
        // A prefix declared on the element itself counts, under any name.
        #expect(fragment.attributes(in: AndroidXMLReader.androidNamespace) == ["id": "@+id/home", "label": "Home"])
        #expect(fragment.unprefixedAttributes == ["plain": "yes"])
        let deepLink = try #require(fragment.children.first)
        #expect(deepLink.position == at[3])
        #expect(deepLink.attributes(in: AndroidXMLReader.appNamespace) == ["uri": "myapp://home"])
        #expect(deepLink.attributes.map(\.name) == ["app:uri"])
    }

    @Test func refusalsNameTheDocumentAndThePosition() {
        #expect(Self.problems("  \n") == ["graph.xml:1:1: the file is empty"])
        #expect(Self.problems("<navigation>\n  <fragment>\n</navigation>").first?.hasPrefix("graph.xml:3:") == true)
        #expect(Self.problems("<navigation a='1' a='2'/>").first?.hasSuffix("not well-formed XML: an attribute appears twice in one element") == true)
        #expect(Self.problems("<navigation>\n  <deepLink app:uri='x'/>\n</navigation>")
            == ["graph.xml:2:24: not well-formed XML: a prefix that no enclosing element declares with xmlns:"])
        #expect(Self.problems("<?xml version=\"1.0\"?>\n<!DOCTYPE n [<!ENTITY a \"aaaa\">]>\n<navigation/>")
            == ["graph.xml:2:1: a navigation graph cannot declare a DOCTYPE; aapt2 rejects it, and RouteScope does not expand entities"])
        #expect(Self.problems("<!DOCTYPE m>\n<manifest/>", as: .manifest)
            == ["graph.xml:1:1: a manifest cannot declare a DOCTYPE; aapt2 rejects it, and RouteScope does not expand entities"])
    }

    /// Foundation's parser on Linux traps on a comment or text that is not UTF-8, so the reader
    /// refuses such bytes first, at their position.
    @Test func onlyUTF8IsRead() throws {
        var bytes = Array("<navigation>\n  <!-- caf".utf8) + [0xFF] + Array(" -->\n</navigation>".utf8)
        #expect(throws: RouteMapError(file: "graph.xml", line: 2, column: 11, message: "the file is not valid UTF-8 here; save it as UTF-8")) {
            try AndroidXMLReader.read(bytes: bytes, file: "graph.xml", as: .navigationGraph)
        }
        bytes = [0xFF, 0xFE] + Array("<navigation/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: RouteMapError(file: "graph.xml", line: 1, column: 1, message: "the file is encoded as UTF-16 little-endian (byte order mark FF FE); save it as UTF-8")) {
            try AndroidXMLReader.read(bytes: bytes, file: "graph.xml", as: .navigationGraph)
        }
        let withMark = try AndroidXMLReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("<navigation/>".utf8), file: "graph.xml", as: .navigationGraph)
        #expect(withMark.name == "navigation")
    }

    @Test func hostileInputStopsAtTheLimits() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(Self.problems(deep) == ["graph.xml:1:195: elements nest deeper than 64 levels"])
        let wide = "<navigation>" + String(repeating: "<fragment/>", count: 50_000) + "</navigation>"
        #expect(Self.problems(wide).isEmpty)
        let huge = "<navigation>" + String(repeating: " ", count: AndroidXMLReader.maximumBytes) + "</navigation>"
        #expect(Self.problems(huge).first?.contains("the most RouteScope reads of navigation graphs") == true)
    }
}
