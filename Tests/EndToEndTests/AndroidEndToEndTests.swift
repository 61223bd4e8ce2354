import Foundation
import RouteCore
import TestSupport
import Testing

/// `routescope check --manifest --assetlinks`: the real binary with the sample app's manifest.
@Suite("routescope check --manifest, end to end")
struct AndroidEndToEndTests {
    static let manifest = "Assets/AndroidManifest.xml"
    static let assetLinks = "example.com=Assets/assetlinks.json"
    static let certificate = "5A:5A:5A:5A:5A:5A:5A:5A:C3:C3:C3:C3:C3:C3:C3:C3:19:19:19:19:19:19:19:19:E7:E7:E7:E7:E7:E7:E7:E7"

    @Test func eachLinkGetsItsAndroidAnswer() async throws {
        let text = try await RouteScopeProcess.run([
            "check", "--manifest", Self.manifest, "--assetlinks", Self.assetLinks, "--cert-sha256", Self.certificate,
            "https://www.example.com/app/home/feed", "myapp://home/feed",
        ])
        // A link the app reads but Android opens in the browser is an error, at the host the
        // verification is about; its Android line is the diagnostic.
        #expect(text.stdout == """
            error[not-an-android-app-link]: intent filter 2 of com.example.reader.MainActivity takes the link, but no assetlinks.json was given for "www.example.com" (use --assetlinks www.example.com=FILE), so Android 12+ opens the browser
              https://www.example.com/app/home/feed
                      ^^^^^^^^^^^^^^^
            ok: myapp://home/feed → home › feed
              android: opens-app (com.example.reader.MainActivity, intent filter 3): intent filter 3 of com.example.reader.MainActivity takes the myapp: link; custom schemes need no verification
            checked 2 links: 1 failed (1 error, 0 warnings)

            """)
        #expect(text.status == 1)

        let json = try await RouteScopeProcess.run([
            "check", "--format", "json", "--manifest", Self.manifest, "--assetlinks", Self.assetLinks,
            "--cert-sha256", Self.certificate, "https://example.com/app/home/feed",
        ])
        #expect(json.stdout.hasPrefix(#"{"input":"https://example.com/app/home/feed","ok":true,"kind":"web-link","android":{"result":"opens-app","activity":"com.example.reader.MainActivity","filter":1,"reason":"\"example.com\" is verified: statement 1"#))
    }

    @Test func theSummaryCallsOutLinksThePlatformsDisagreeOn() async throws {
        let result = try await RouteScopeProcess.run([
            "check", "--summary", "--quiet", "--aasa", "Assets/apple-app-site-association.json", "--manifest", Self.manifest,
            "--assetlinks", Self.assetLinks, "https://example.com/app/home/feed", "https://www.example.com/app/home/feed",
            "https://example.com/app/setting/changeAccount",
        ])
        #expect(result.stdout == """
            by code:
              1 error[not-an-android-app-link] on 1 link
              1 error[not-an-app-link] on 1 link
            opens the app on iOS but not on Android: 1 link
              https://www.example.com/app/home/feed
            opens the app on Android but not on iOS: 1 link
              https://example.com/app/setting/changeAccount
            checked 3 links: 2 failed (2 errors, 0 warnings)

            """)
    }

    @Test func brokenFilesAndOptionsExitWithTwo() async throws {
        try await withTemporaryDirectory(prefix: "routescope-android") { directory in
            let broken = directory.appendingPathComponent("AndroidManifest.xml")
            try "<manifest>\n  <application>".write(to: broken, atomically: true, encoding: .utf8)
            let result = try await RouteScopeProcess.run(["check", "--manifest", broken.path, "myapp://home"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("\(broken.path):2:"))
            #expect(result.stderr.contains("error: not well-formed XML"))

            let badPair = try await RouteScopeProcess.run(["check", "--manifest", Self.manifest, "--assetlinks", "example.com", "myapp://home"])
            #expect(badPair.status == 2)
            #expect(badPair.stderr.contains("--assetlinks takes DOMAIN=FILE"))
            let badCertificate = try await RouteScopeProcess.run(["check", "--manifest", Self.manifest, "--cert-sha256", "ab:cd", "myapp://home"])
            #expect(badCertificate.stderr.contains("--cert-sha256 takes 32 hex bytes"))
        }
    }

    /// `check --cert-sha256 certificate --assetlinks assetLinks` on a link that the sample
    /// assetlinks.json of example.com opens in the app.
    static func checkCertificate(_ certificate: String, assetLinks: String = Self.assetLinks) async throws -> RouteScopeProcess.Result {
        try await RouteScopeProcess.run([
            "check", "--manifest", Self.manifest, "--assetlinks", assetLinks, "--cert-sha256", certificate, "https://example.com/app/home/feed",
        ])
    }

    /// Android computes the app's certificate fingerprint itself, in upper case: the user's
    /// spelling of their own certificate does not matter, and it is matched in upper case.
    @Test(arguments: [certificate.lowercased(), "5a:5A:5a:5A:5a:5A:5a:5A:c3:C3:c3:C3:c3:C3:c3:C3:19:19:19:19:19:19:19:19:e7:E7:e7:E7:e7:E7:e7:E7"])
    func aCertificateInAnyCaseMatchesTheUpperCaseFingerprintOfTheFile(_ certificate: String) async throws {
        let result = try await Self.checkCertificate(certificate)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(
            #"android: opens-app (com.example.reader.MainActivity, intent filter 2): "example.com" is verified: statement 1 of "example.com"'s assetlinks.json approves com.example.reader for the declared domain "example.com""#))

        let other = try await Self.checkCertificate(certificate.replacingOccurrences(of: "19", with: "20"))
        #expect(other.status == 1)
        #expect(other.stdout.contains("error[not-an-android-app-link]"))
    }

    /// A fingerprint written in an assetlinks.json is compared as written, as Android compares
    /// it: in lower case it never matches, whatever the case of `--cert-sha256`.
    @Test func aLowerCaseFingerprintInTheFileStillNeverMatches() async throws {
        try await withTemporaryDirectory(prefix: "routescope-android") { directory in
            let file = directory.appendingPathComponent("assetlinks.json")
            let sample = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("Assets/assetlinks.json"), encoding: .utf8)
            try sample.replacingOccurrences(of: Self.certificate, with: Self.certificate.lowercased()).write(to: file, atomically: true, encoding: .utf8)
            for certificate in [Self.certificate, Self.certificate.lowercased()] {
                let result = try await Self.checkCertificate(certificate, assetLinks: "example.com=\(file.path)")
                #expect(result.status == 1)
                #expect(result.stdout.contains("error[not-an-android-app-link]"), "\(certificate)")
            }
        }
    }

    /// An assetlinks.json Android's verifier rejects (here a trailing comma, which its strict
    /// JSON reader refuses) is no longer an error that stops the run: every command warns once,
    /// with the file's line and column, and answers `browser` for the domain's links. Only a
    /// file that cannot be read exits with 2.
    @Test func aRejectedAssetLinksFileGivesTheBrowserEverywhere() async throws {
        try await withTemporaryDirectory(prefix: "routescope-android") { directory in
            let file = directory.appendingPathComponent("assetlinks.json")
            let sample = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("Assets/assetlinks.json"), encoding: .utf8)
            try sample.replacingOccurrences(of: "  }\n]", with: "  },\n]").write(to: file, atomically: true, encoding: .utf8)
            let platform = ["--manifest", Self.manifest, "--assetlinks", "example.com=\(file.path)"]
            let link = "https://example.com/app/home/feed"
            let warning = "\(file.path):10:1: warning: a comma before \"]\", which Android's strict JSON reader does not accept; Android's verifier rejects the whole file, so it approves no app [android-assetlinks-rejected]\n"
            let reason = "intent filter 2 of com.example.reader.MainActivity takes the link, but Android's verifier rejects the assetlinks.json of \"example.com\" whole (\(file.path):10:1: a comma before \"]\", which Android's strict JSON reader does not accept), so Android 12+ opens the browser"

            let text = try await RouteScopeProcess.run(["check"] + platform + [link])
            #expect(text.status == 1)
            #expect(text.stderr == warning)
            #expect(text.stdout.hasPrefix("error[not-an-android-app-link]: \(reason)\n"))

            let json = try await RouteScopeProcess.run(["check", "--format", "json"] + platform + [link])
            let android = try JSONValue.parse(String(json.stdout.prefix { $0 != "\n" }))["android"]
            #expect(android?["result"] == .string("browser"))
            #expect(android?["reason"] == .string(reason))

            let simulate = try await RouteScopeProcess.run(["simulate", "--platform", "android", "--open", link] + platform)
            #expect(simulate.status == 0)
            #expect(simulate.stderr == warning)
            #expect(simulate.stdout.contains("\(reason): presented browser"))

            let open = try await RouteScopeProcess.run(["open", "--android", link] + platform)
            #expect(open.stderr.hasPrefix(warning + "error[not-an-android-app-link]: \(reason)"))
            // The browser opens it: the command names no package.
            #expect(open.stdout.hasPrefix("adb shell am start -W -a android.intent.action.VIEW"))
            #expect(!open.stdout.contains("com.example.reader"))

            let missing = try await RouteScopeProcess.run(["check"] + platform.dropLast() + ["example.com=\(directory.path)/missing.json", link])
            #expect(missing.status == 2)
            #expect(missing.stderr == "\(directory.path)/missing.json: error: no such file\n")
        }
    }

    @Test(arguments: [
        "ab:cd", String(certificate.lowercased().dropLast(2)) + "zz", certificate + ":E7", certificate.replacingOccurrences(of: ":", with: ""),
        certificate.replacingOccurrences(of: ":", with: "-"), " " + certificate,
    ])
    func aMalformedCertificateIsRefusedWithItsText(_ certificate: String) async throws {
        let result = try await Self.checkCertificate(certificate)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(#"--cert-sha256 takes 32 hex bytes separated by colons (AA:BB:…); found "\#(certificate)""#))
    }

    /// docs/android-app-links.md's Android example is what the binary prints.
    @Test func documentedExampleIsTheRealOutput() async throws {
        let document = try String(contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/android-app-links.md"), encoding: .utf8)
        let start = try #require(document.range(of: "$ routescope check --manifest "))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let block = document[start.upperBound..<end.lowerBound]
        let commandEnd = try #require(block.firstIndex(of: "\n"))
        let arguments = ["check", "--manifest"] + block[..<commandEnd].split(separator: " ").map { $0.replacingOccurrences(of: "'", with: "") }
        let result = try await RouteScopeProcess.run(arguments)
        #expect(result.stdout == String(block[block.index(after: commandEnd)...]))
    }
}
