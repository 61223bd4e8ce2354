import Foundation
import RouteCore
import Testing

let fingerprintA = (0..<32).map { _ in "AB" }.joined(separator: ":")
let fingerprintB = (0..<32).map { _ in "0C" }.joined(separator: ":")

/// Digital Asset Links files, checked as strictly as Android's statement verifier.
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

    @Test func oneLowerCaseFingerprintRejectsTheWholeFile() {
        let lower = fingerprintA.lowercased()
        #expect(problems("""
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "p",
                         "sha256_cert_fingerprints": ["\(fingerprintA)", "\(lower)"]}}]
            """) == ["3:142: [0].target.sha256_cert_fingerprints[1]: a fingerprint must be 32 upper-case hex bytes separated by colons (AA:BB:…), found \(lower.quotedForMessage); Android's verifier then rejects the whole file"])
        #expect(problems(#"[{"relation": [], "target": {"namespace": "android_app", "package_name": "p", "sha256_cert_fingerprints": ["AB:CD"]}}]"#).count == 1)
    }

    @Test func malformedStatementsRejectTheWholeFile() {
        #expect(problems(#"{"relation": []}"#) == ["1:1: the file must be a JSON array of statements"])
        #expect(problems("[1]") == ["1:2: [0]: a statement must be an object; Android's verifier then rejects the whole file"])
        #expect(problems(#"[{"target": {}}]"#) == ["1:2: [0]: the statement has no relation; Android's verifier then rejects the whole file"])
        #expect(problems(#"[{"relation": "x", "target": {}}]"#) == ["1:15: [0].relation: relation must be an array of strings; Android's verifier then rejects the whole file"])
        #expect(problems(#"[{"relation": [], "target": {"namespace": "android_app"}}]"#) == ["1:29: [0].target: an android_app target needs a package_name string; Android's verifier then rejects the whole file"])
        #expect(problems(#"[{"relation": [], "target": {"namespace": "ios"}}]"#) == ["1:43: [0].target.namespace: namespace must be android_app or web; Android's verifier then rejects the whole file"])
        #expect(problems("[") == ["1:1: not valid JSON"])
    }

    @Test func fingerprintForm() {
        #expect(AssetLinksLoader.isFingerprint(fingerprintA))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.lowercased()))
        #expect(!AssetLinksLoader.isFingerprint(String(fingerprintA.dropLast(3))))
        #expect(!AssetLinksLoader.isFingerprint(fingerprintA.replacingOccurrences(of: ":", with: "-")))
    }
}
