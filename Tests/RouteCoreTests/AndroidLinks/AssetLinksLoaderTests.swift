import Foundation
import RouteCore
import Testing

let fingerprintA = (0..<32).map { _ in "AB" }.joined(separator: ":")
let fingerprintB = (0..<32).map { _ in "0C" }.joined(separator: ":")

/// Digital Asset Links files, read as AOSP's statement verifier (`StatementService`) reads them.
@Suite("assetlinks.json loading")
struct AssetLinksLoaderTests {
    /// Why Android's verifier rejects `json`, as `line:column: message`; nil when it does not.
    func rejection(_ json: String) -> String? {
        AssetLinksLoader.load(json: json).rejection.map { "\($0.line):\($0.column): \($0.message)" }
    }

    @Test func keepsHandleAllURLsStatementsForApps() throws {
        let links = AssetLinksLoader.load(json: """
            [
              {"relation": ["delegate_permission/common.handle_all_urls"],
               "target": {"namespace": "android_app", "package_name": "org.example.shop", "sha256_cert_fingerprints": ["\(fingerprintA)"]}},
              {"relation": ["delegate_permission/common.get_login_creds"],
               "target": {"namespace": "android_app", "package_name": "org.example.login", "sha256_cert_fingerprints": ["\(fingerprintB)"]}},
              {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "web", "site": "https://example.org"}},
              {"include": "https://example.org/more.json"}
            ]
            """)
        #expect(links.statements == [AssetLinks.Statement(index: 0, packageName: "org.example.shop", fingerprints: [fingerprintA])])
        #expect(links.includes == [3])
    }

    static func appStatement(_ fingerprints: String, relation: String = #"["delegate_permission/common.handle_all_urls"]"#) -> String {
        #"{"relation": \#(relation), "target": {"namespace": "android_app", "package_name": "p", "sha256_cert_fingerprints": \#(fingerprints)}}"#
    }

    /// `AndroidAppAsset.create` keeps fingerprints as written and `AndroidAppAssetMatcher`
    /// compares them exactly with the upper-case form Android computes: a lower-case one loads,
    /// and never matches.
    @Test func fingerprintsAreKeptAsWrittenAndOnlyTheComputedFormMatches() throws {
        let lower = fingerprintA.lowercased()
        let links = AssetLinksLoader.load(json: "[\(Self.appStatement(#"["\#(lower)"]"#))]")
        #expect(links.statements.map(\.fingerprints) == [[lower]])
        #expect(links.approving(packageName: "p", fingerprints: [fingerprintA]) == nil)
        #expect(links.approving(packageName: "p", fingerprints: []) == nil)
        #expect(links.refusal(packageName: "p", fingerprints: [], domain: "e.org") == "the assetlinks.json of \"e.org\" names p only with fingerprints not in the upper-case AA:BB:… form Android compares (statement 1: \(lower.quotedForMessage)), and those never match")
        #expect(links.refusal(packageName: "p", fingerprints: [fingerprintA], domain: "e.org").contains("statement 1's \(lower.quotedForMessage) is not in the upper-case AA:BB:… form"))
        let mixed = AssetLinksLoader.load(json: "[\(Self.appStatement(#"["\#(lower)", "\#(fingerprintA)"]"#))]")
        #expect(mixed.approving(packageName: "p", fingerprints: [fingerprintA])?.index == 0)
        #expect(mixed.approving(packageName: "p", fingerprints: [])?.index == 0)
    }

    /// `StatementParser.parseOneStatement` skips a statement without an object target or a list
    /// relation; the rest of the file still counts.
    @Test func statementsWithoutTargetOrRelationAreSkipped() throws {
        let links = AssetLinksLoader.load(json: """
            [{"target": {}}, {"relation": "delegate_permission/common.handle_all_urls", "target": {"namespace": "android_app"}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": "p"}, \(Self.appStatement("[\"\(fingerprintA)\"]"))]
            """)
        #expect(links.statements.map(\.index) == [3])
    }

    /// `optString("include")`: any value but the empty string makes the statement an include.
    @Test func includesAreAnyNonEmptyValue() throws {
        let links = AssetLinksLoader.load(json: #"[{"include": true}, {"include": "", "relation": [], "target": {"namespace": "web", "site": "https://e.org"}}]"#)
        #expect(links.includes == [0])
    }

    /// What makes the verifier throw: the whole file is rejected, at the first problem it meets.
    @Test(arguments: [
        (#"{"relation": []}"#, "1:1: the file holds a JSON object; Android's verifier reads an array of statements"),
        ("[1]", "1:2: [0]: a statement must be an object"),
        (#"[{"relation": [], "target": {}, "x": 1}]"#, "1:38: [0].x: a number, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"relation": [], "target": {"namespace": null}}]"#, "1:43: [0].target.namespace: null, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"include": "x", "y": [true]}]"#, "1:25: [0].y[0]: a list holds a boolean, which Android's statement parser does not accept"),
        (#"[{"relation": [], "target": {"site": "https://e.org"}}]"#, "1:29: [0].target: the target has no namespace"),
        (#"[{"relation": [], "target": {"namespace": "ios"}}]"#, #"1:43: [0].target.namespace: namespace must be android_app or web, found "ios""#),
        (#"[{"relation": [], "target": {"namespace": "android_app", "sha256_cert_fingerprints": ["x"]}}]"#, "1:29: [0].target: an android_app target needs a package_name"),
        (#"[{"relation": [], "target": {"namespace": "android_app", "package_name": "p", "sha256_cert_fingerprints": []}}]"#, "1:29: [0].target: an android_app target needs a non-empty sha256_cert_fingerprints list"),
        (#"[{"relation": ["handle_all_urls"], "target": {"namespace": "web", "site": "https://e.org"}}]"#, #"1:16: [0].relation[0]: a relation must be kind/detail in lower-case letters, digits, _ and . (delegate_permission/common.handle_all_urls), found "handle_all_urls""#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://e.org/app"}}]"#, #"1:58: [0].target.site: the site "https://e.org/app" has a path or query; a site is only a scheme, a domain and a port"#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://me@e.org"}}]"#, #"1:58: [0].target.site: the site "https://me@e.org" has user information"#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "ftp://e.org"}}]"#, #"1:58: [0].target.site: the site "ftp://e.org" is not an http or https URL"#),
        (#"[{"relation": [], "target": {"namespace": "web"}}]"#, "1:29: [0].target: a web target needs a site"),
    ]) func whatFailsTheWholeFile(_ json: String, _ problem: String) {
        #expect(rejection(json) == problem)
        #expect(AssetLinksLoader.load(json: json).statements.isEmpty)
    }

    /// `StatementParser` reads with `android.util.JsonReader` set strict: what a lenient reader
    /// (or a forgiving JSON library) takes, Android's verifier refuses, and the file with it.
    @Test(arguments: [
        ("[", "1:2: the file ends inside a list"),
        ("", "1:1: the file is empty"),
        (#"[{"include": "a"},]"#, #"1:19: a comma before "]", which Android's strict JSON reader does not accept"#),
        (#"[{"include": "a",}]"#, #"1:18: a comma before "}", which Android's strict JSON reader does not accept"#),
        ("[,{}]", "1:2: an empty list item, which Android's strict JSON reader does not accept"),
        (#"[{"include": "a"}; {}]"#, #"1:18: ";" between list items instead of ",", which Android's strict JSON reader does not accept"#),
        ("[// the app\n{}]", "1:2: a comment, which Android's strict JSON reader does not accept"),
        ("[/* the app */ {}]", "1:2: a comment, which Android's strict JSON reader does not accept"),
        ("[# the app\n{}]", "1:2: a comment, which Android's strict JSON reader does not accept"),
        (#"[{'include': "a"}]"#, "1:3: a single-quoted name, which Android's strict JSON reader does not accept"),
        (#"[{"include": 'a'}]"#, "1:14: a single-quoted string, which Android's strict JSON reader does not accept"),
        (#"[{include: "a"}]"#, "1:3: an unquoted name, which Android's strict JSON reader does not accept"),
        (#"[{"include": a}]"#, #"1:14: the unquoted value "a", which Android's strict JSON reader does not accept"#),
        (#"[{"include" = "a"}]"#, #"1:13: "=" instead of ":" after the name "include", which Android's strict JSON reader does not accept"#),
        (#"[{"include" "a"}]"#, #"1:13: expected ":" after the name "include", found "\"""#),
        (#"[{"include": "a" "b": "c"}]"#, #"1:18: expected "," or "}" after an object's member, found "\"""#),
        (#"[{"include": "\u00zz"}]"#, #"1:15: \u00zz is not a \u escape with four hex digits"#),
        (#"[{"include": "a}]"#, "1:14: the string opened here has no closing quote"),
        ("\u{FEFF}[]", "1:1: the file starts with a byte-order mark, which Android's JSON reader takes for an unquoted value"),
        (#""statements""#, #"1:1: the file must be a JSON array of statements; it starts with "\"""#),
        (#"[{"x": 01}]"#, #"1:8: the unquoted value "01", which Android's strict JSON reader does not accept"#),
    ]) func strictJSONAsAndroidReadsIt(_ json: String, _ problem: String) {
        #expect(rejection(json) == problem)
    }

    /// Every other way Android's strict reader stops, each with its words and position: the
    /// file's end inside a list or an object, what is not a value, a character no unquoted value
    /// may hold, a broken escape.
    @Test(arguments: [
        ("[ ", "1:3: the file ends inside a list"),
        ("[{}, ", "1:6: the file ends inside a list"),
        ("[{}", "1:4: the file ends inside a list"),
        ("[{", "1:3: the file ends inside an object"),
        (#"[{"a""#, "1:6: the file ends inside an object"),
        (#"[{"a": "#, "1:8: the file ends inside an object"),
        (#"[{"a": "b""#, "1:11: the file ends inside an object"),
        (#"[{"a": "b", "#, "1:13: the file ends inside an object"),
        (#"[{"a": ["#, "1:9: the file ends inside a list"),
        (#"[{} {}]"#, #"1:5: expected "," or "]" after a list item, found "{""#),
        ("[{} é]", #"1:5: expected "," or "]" after a list item, found "é""#),
        ("[;{}]", "1:2: an empty list item, which Android's strict JSON reader does not accept"),
        ("[{},,{}]", "1:5: an empty list item, which Android's strict JSON reader does not accept"),
        (#"[{"a": "b";}]"#, #"1:12: a comma before "}", which Android's strict JSON reader does not accept"#),
        ("[:]", #"1:2: expected a value, found ":""#),
        (#"[{"a": }]"#, #"1:8: expected a value, found "}""#),
        (#"[{"a": ,}]"#, #"1:8: expected a value, found ",""#),
        (#"[{"a": tru/e}]"#, #"1:11: "/" in an unquoted value, which Android's strict JSON reader does not accept"#),
        (#"[{"a": tru#e}]"#, ##"1:11: "#" in an unquoted value, which Android's strict JSON reader does not accept"##),
        (#"[{"a": b\c}]"#, #"1:9: "\" in an unquoted value, which Android's strict JSON reader does not accept"#),
        (#"[{"a": ;}]"#, #"1:8: ";" in an unquoted value, which Android's strict JSON reader does not accept"#),
        (#"[{"a": =}]"#, #"1:8: "=" in an unquoted value, which Android's strict JSON reader does not accept"#),
        (#"[{"a": /* x */ "b"}]"#, "1:8: a comment, which Android's strict JSON reader does not accept"),
        (#"[{"a": 1.5.2}]"#, #"1:8: the unquoted value "1.5.2", which Android's strict JSON reader does not accept"#),
        (#"[{"a": -}]"#, #"1:8: the unquoted value "-", which Android's strict JSON reader does not accept"#),
        (#"[{"a": 1e}]"#, #"1:8: the unquoted value "1e", which Android's strict JSON reader does not accept"#),
        (#"[{"a": "\u00"#, #"1:9: the file ends inside a \u escape"#),
        (#"[{"a": "b\"#, "1:8: the string opened here has no closing quote"),
        (#"[{"a": "\uD83D\uDE00", "b": "\u+041", "c": "\u-001", "d": "\uDE00"}, {"a": 'b'}]"#, "1:76: a single-quoted string, which Android's strict JSON reader does not accept"),
        (#"[{"a": "\u 041"}]"#, #"1:9: \u 041 is not a \u escape with four hex digits"#),
        (#"[\t]"#, #"1:2: "\" in an unquoted value, which Android's strict JSON reader does not accept"#),
    ]) func everyWayAndroidsReaderStops(_ json: String, _ problem: String) {
        #expect(rejection(json) == problem)
    }

    /// What Android's reader reads as a number, a boolean or null, unlike RFC 8259: a number
    /// without digits after its point or past `Double`'s range, a literal in any case. The
    /// statement parser then refuses it as what it is. A form feed ends an unquoted value but is
    /// no white space to it.
    @Test(arguments: [
        (#"[{"a": 1.}]"#, "1:8: [0].a: a number, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"a": -0.e5}]"#, "1:8: [0].a: a number, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"a": 1e999}]"#, "1:8: [0].a: a number, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"a": Null}]"#, "1:8: [0].a: null, which Android's statement parser does not accept (only strings, booleans, lists and objects)"),
        (#"[{"a": [fAlSe]}]"#, "1:9: [0].a[0]: a list holds a boolean, which Android's statement parser does not accept"),
        ("[{\"a\":\u{0C}1}]", #"1:7: expected a value, found "\x0c""#),
        ("[{\"a\": true\u{0C}}]", #"1:12: expected "," or "}" after an object's member, found "\x0c""#),
    ]) func androidsValuesAreNotRFC8259s(_ json: String, _ problem: String) {
        #expect(rejection(json) == problem)
    }

    /// A `\u` escape is read as Java's `Integer.parseInt(hex, 16)` reads it, sign included; a
    /// surrogate pair written as two escapes is one character, and half of one U+FFFD.
    @Test func escapesAreReadAsAndroidReadsThem() {
        let statement = AssetLinksLoaderTests.appStatement("[\"\(fingerprintA)\"]")
        func links(packageName: String) -> AssetLinks {
            AssetLinksLoader.load(json: "[\(statement.replacingOccurrences(of: "\"p\"", with: "\"\(packageName)\""))]")
        }
        for (written, read) in [(#"\u0070"#, "p"), (#"\u+070"#, "p"), (#"\p"#, "p"), (#"\uD83D\uDE00"#, "😀"), (#"\uDE00"#, "\u{FFFD}"), (#"\u-001"#, "\u{FFFF}")] {
            #expect(links(packageName: written).approving(packageName: read, fingerprints: [fingerprintA])?.index == 0, "\(written)")
        }
        // A relation that is not a string is refused as org.json writes it.
        #expect(rejection(#"[{"relation": [{"a": ["b\"", {}], "c": true}], "target": {"namespace": "web", "site": "https://e.org"}}]"#) == #"1:16: [0].relation[0]: a relation must be kind/detail in lower-case letters, digits, _ and . (delegate_permission/common.handle_all_urls), found "{\"a\":[\"b\\"\",{}],\"c\":true}""#)
    }

    /// What Android's strict reader still lets through, where a stricter JSON parser would
    /// refuse the file: the verifier reads these files and their statements count.
    @Test func whatAndroidsReaderStillAccepts() {
        let statement = AssetLinksLoaderTests.appStatement("[\"\(fingerprintA)\"]")
        let accepted = [
            // `;` between an object's members.
            #"[{"relation": ["delegate_permission/common.handle_all_urls"]; "target": {"namespace": "android_app"; "package_name": "p"; "sha256_cert_fingerprints": [""# + fingerprintA + #""]}}]"#,
            // Anything after the closing `]`, which the verifier never reads.
            "[\(statement)] and then some text",
            "[\(statement)],",
            // A backslash before any character is that character; a raw tab inside a string.
            "[\(statement.replacingOccurrences(of: "\"p\"", with: #""\p""#))]",
            "[{\"comment\": \"a\tb\"}, \(statement)]",
            // A later key replaces an earlier one, as JSONObject.put does.
            "[\(statement.replacingOccurrences(of: "\"package_name\": \"p\"", with: #""package_name": "q", "package_name": "p""#))]",
        ]
        for json in accepted {
            let links = AssetLinksLoader.load(json: json)
            #expect(links.rejection == nil, "\(json)")
            #expect(links.approving(packageName: "p", fingerprints: [fingerprintA])?.index != nil, "\(json)")
        }
        // `TRUE` is a boolean to it, so a boolean inside a list still fails the file.
        #expect(rejection(#"[{"include": "x", "y": [TRUE]}]"#) == "1:25: [0].y[0]: a list holds a boolean, which Android's statement parser does not accept")
    }

    /// The verifier reads statement after statement: a problem in one is the file's, even with
    /// broken JSON after it.
    @Test func theFirstProblemInReadingOrderIsTheFiles() {
        #expect(rejection(#"[{"relation": [], "target": {"namespace": "ios"}}, {"x": 'y'}]"#) == #"1:43: [0].target.namespace: namespace must be android_app or web, found "ios""#)
        #expect(rejection(#"[{"x": 'y'}, {"relation": [], "target": {"namespace": "ios"}}]"#) == "1:8: a single-quoted string, which Android's strict JSON reader does not accept")
        // Within a statement, broken JSON anywhere wins over a value type the parser refuses.
        #expect(rejection(#"[{"x": 1, "y": 'z'}]"#) == "1:16: a single-quoted string, which Android's strict JSON reader does not accept")
    }

    @Test func aRejectedFileSaysWhyForEveryDomainItWouldApprove() {
        let links = AssetLinksLoader.load(json: "[\(AssetLinksLoaderTests.appStatement("[\"\(fingerprintA)\"]")),]", file: "e.org.json")
        #expect(links.approving(packageName: "p", fingerprints: []) == nil)
        #expect(links.refusal(packageName: "p", fingerprints: [], domain: "e.org") == #"Android's verifier rejects the assetlinks.json of "e.org" whole (e.org.json:1:\#(links.rejection?.column ?? 0): a comma before "]", which Android's strict JSON reader does not accept)"#)
        #expect(links.rejection?.description.hasSuffix("; Android's verifier rejects the whole file, so it approves no app [android-assetlinks-rejected]") == true)
    }

    @Test func filesOverOneMebibyteAreRejected() {
        let big = "[" + String(repeating: " ", count: AssetLinksLoader.maximumBytes) + "]"
        #expect(rejection(big) == "1:1: the file is over 1048576 bytes, the most Android's verifier reads of an assetlinks file")
    }

    /// Hostile files are rejected with their position, never a crash or a hang.
    @Test func deepNestingAndBrokenBytesAreRejectedNotFatal() {
        let deep = "[{\"x\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}]"
        #expect(rejection(deep) == "1:519: lists and objects nest more than 512 deep")
        // Bytes that are not UTF-8 decode as U+FFFD inside a string, as Java's decoder does.
        let links = AssetLinksLoader.load(bytes: Array(#"[{"include": ""#.utf8) + [0xFF, 0xFE] + Array(#""}]"#.utf8), file: "a.json")
        #expect(links.rejection == nil)
        #expect(links.includes == [0])
    }

    /// Only a file that cannot be read is an error.
    @Test func aFileThatCannotBeReadIsAnError() {
        #expect(throws: RouteMapError.self) { try AssetLinksLoader.load(contentsOf: "/nonexistent/assetlinks.json") }
    }

    @Test func fingerprintForm() {
        #expect(AssetLinksLoader.isFingerprint(fingerprintA))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.lowercased()))
        #expect(!AssetLinksLoader.isFingerprint(String(fingerprintA.dropLast(3))))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.replacingOccurrences(of: ":", with: "-")))
    }
}
