import Foundation
import RouteCore
import Testing

let fingerprintA = (0..<32).map { _ in "AB" }.joined(separator: ":")
let fingerprintB = (0..<32).map { _ in "0C" }.joined(separator: ":")

/// Digital Asset Links files, read as AOSP's statement verifier (`StatementService`) reads them.
@Suite("assetlinks.json loading")
struct AssetLinksLoaderTests {
    func problems(_ json: String) -> [String] {
        do {
            _ = try AssetLinksLoader.load(json: json)
            return []
        } catch {
            return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    @Test func keepsHandleAllURLsStatementsForApps() throws {
        let links = try AssetLinksLoader.load(json: """
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
        let links = try AssetLinksLoader.load(json: "[\(Self.appStatement(#"["\#(lower)"]"#))]")
        #expect(links.statements.map(\.fingerprints) == [[lower]])
        #expect(links.approving(packageName: "p", fingerprints: [fingerprintA]) == nil)
        #expect(links.approving(packageName: "p", fingerprints: []) == nil)
        #expect(links.refusal(packageName: "p", fingerprints: [], domain: "e.org") == "the assetlinks.json of \"e.org\" names p only with fingerprints not in the upper-case AA:BB:… form Android compares (statement 0: \(lower.quotedForMessage)), and those never match")
        #expect(links.refusal(packageName: "p", fingerprints: [fingerprintA], domain: "e.org").contains("statement 0's \(lower.quotedForMessage) is not in the upper-case AA:BB:… form"))
        let mixed = try AssetLinksLoader.load(json: "[\(Self.appStatement(#"["\#(lower)", "\#(fingerprintA)"]"#))]")
        #expect(mixed.approving(packageName: "p", fingerprints: [fingerprintA])?.index == 0)
        #expect(mixed.approving(packageName: "p", fingerprints: [])?.index == 0)
    }

    /// `StatementParser.parseOneStatement` skips a statement without an object target or a list
    /// relation; the rest of the file still counts.
    @Test func statementsWithoutTargetOrRelationAreSkipped() throws {
        let links = try AssetLinksLoader.load(json: """
            [{"target": {}}, {"relation": "delegate_permission/common.handle_all_urls", "target": {"namespace": "android_app"}},
             {"relation": ["delegate_permission/common.handle_all_urls"], "target": "p"}, \(Self.appStatement("[\"\(fingerprintA)\"]"))]
            """)
        #expect(links.statements.map(\.index) == [3])
    }

    /// `optString("include")`: any value but the empty string makes the statement an include.
    @Test func includesAreAnyNonEmptyValue() throws {
        let links = try AssetLinksLoader.load(json: #"[{"include": true}, {"include": "", "relation": [], "target": {"namespace": "web", "site": "https://e.org"}}]"#)
        #expect(links.includes == [0])
    }

    /// What makes the verifier throw: the whole file approves nothing.
    @Test(arguments: [
        (#"{"relation": []}"#, "1:1: the file must be a JSON array of statements"),
        ("[", "1:1: not valid JSON"),
        ("[1]", "1:2: [0]: a statement must be an object; Android's verifier then rejects the whole file"),
        (#"[{"relation": [], "target": {}, "x": 1}]"#, "1:38: [0].x: a number, which Android's statement parser does not accept (only strings, booleans, lists and objects); Android's verifier then rejects the whole file"),
        (#"[{"relation": [], "target": {"namespace": null}}]"#, "1:43: [0].target.namespace: null, which Android's statement parser does not accept (only strings, booleans, lists and objects); Android's verifier then rejects the whole file"),
        (#"[{"include": "x", "y": [true]}]"#, "1:25: [0].y[0]: a list holds a boolean, which Android's statement parser does not accept; Android's verifier then rejects the whole file"),
        (#"[{"relation": [], "target": {"site": "https://e.org"}}]"#, "1:29: [0].target: the target has no namespace; Android's verifier then rejects the whole file"),
        (#"[{"relation": [], "target": {"namespace": "ios"}}]"#, #"1:43: [0].target.namespace: namespace must be android_app or web, found "ios"; Android's verifier then rejects the whole file"#),
        (#"[{"relation": [], "target": {"namespace": "android_app", "sha256_cert_fingerprints": ["x"]}}]"#, "1:29: [0].target: an android_app target needs a package_name; Android's verifier then rejects the whole file"),
        (#"[{"relation": [], "target": {"namespace": "android_app", "package_name": "p", "sha256_cert_fingerprints": []}}]"#, "1:29: [0].target: an android_app target needs a non-empty sha256_cert_fingerprints list; Android's verifier then rejects the whole file"),
        (#"[{"relation": ["handle_all_urls"], "target": {"namespace": "web", "site": "https://e.org"}}]"#, #"1:16: [0].relation[0]: a relation must be kind/detail in lower-case letters, digits, _ and . (delegate_permission/common.handle_all_urls), found "handle_all_urls"; Android's verifier then rejects the whole file"#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://e.org/app"}}]"#, #"1:58: [0].target.site: the site "https://e.org/app" has a path or query; a site is only a scheme, a domain and a port; Android's verifier then rejects the whole file"#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://me@e.org"}}]"#, #"1:58: [0].target.site: the site "https://me@e.org" has user information; Android's verifier then rejects the whole file"#),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "ftp://e.org"}}]"#, #"1:58: [0].target.site: the site "ftp://e.org" is not an http or https URL; Android's verifier then rejects the whole file"#),
        (#"[{"relation": [], "target": {"namespace": "web"}}]"#, "1:29: [0].target: a web target needs a site; Android's verifier then rejects the whole file"),
    ]) func whatFailsTheWholeFile(_ json: String, _ problem: String) {
        #expect(problems(json) == [problem])
    }

    @Test func filesOverOneMebibyteAreRefused() {
        let big = "[" + String(repeating: " ", count: AssetLinksLoader.maximumBytes) + "]"
        #expect(problems(big) == ["1:1: the file is over 1048576 bytes, the most Android's verifier reads of an assetlinks file"])
    }

    @Test func fingerprintForm() {
        #expect(AssetLinksLoader.isFingerprint(fingerprintA))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.lowercased()))
        #expect(!AssetLinksLoader.isFingerprint(String(fingerprintA.dropLast(3))))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.replacingOccurrences(of: ":", with: "-")))
    }
}
