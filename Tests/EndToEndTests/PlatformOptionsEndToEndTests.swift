import Foundation
import TestSupport
import Testing

/// `--aasa`, `--app-id`, `--manifest`, `--assetlinks`, `--package` and `--cert-sha256` on every
/// command that takes a route map, with the same help and checks, and used by each: `build` says
/// where its link opens, `routes` where each screen's web link opens on Android.
@Suite("Platform inputs on every command, end to end")
struct PlatformOptionsEndToEndTests {
    static let commands = ["check", "explore", "build", "simulate", "routes", "open", "qr"]
    static let platformOptions = ["aasa", "app-id", "manifest", "assetlinks", "package", "cert-sha256"]
    static let manifest = "Assets/AndroidManifest.xml"
    static let assetLinks = "example.com=Assets/assetlinks.json"

    /// Each option's section, help text and value name, per command, from argument-parser's dump.
    static func platformHelp() async throws -> [String: [String: String]] {
        let dump = try await RouteScopeProcess.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        var help: [String: [String: String]] = [:]
        for subcommand in root["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = subcommand["commandName"] as? String else { continue }
            for argument in subcommand["arguments"] as? [[String: Any]] ?? [] {
                for long in argument["names"] as? [[String: Any]] ?? [] where long["kind"] as? String == "long" {
                    guard let option = long["name"] as? String, platformOptions.contains(option) else { continue }
                    help[name, default: [:]][option] = [
                        argument["sectionTitle"] as? String ?? "", argument["abstract"] as? String ?? "", argument["valueName"] as? String ?? "",
                    ].joined(separator: " | ")
                }
            }
        }
        return help
    }

    @Test func everyCommandWithARouteMapTakesThemWithTheSameHelp() async throws {
        let help = try await Self.platformHelp()
        #expect(Set(help.keys) == Set(Self.commands))
        let reference = try #require(help["check"])
        #expect(Set(reference.keys) == Set(Self.platformOptions))
        #expect(reference["manifest"]?.hasPrefix("Android App Links | ") == true)
        #expect(reference["aasa"]?.hasPrefix("iOS universal links | ") == true)
        for command in Self.commands { #expect(help[command] == reference, "\(command)") }
    }

    @Test(arguments: commands.filter { $0 != "explore" })
    func everyCommandChecksThemAlike(_ command: String) async throws {
        let operands: [String] =
            switch command {
            case "check", "qr": ["myapp://home"]
            case "build": ["home"]
            case "simulate": ["--open", "myapp://home"]
            case "open": ["myapp://home", "--android"]
            default: []
            }
        let badPair = try await RouteScopeProcess.run([command] + operands + ["--manifest", Self.manifest, "--assetlinks", "example.com"])
        #expect(badPair.status == 2)
        #expect(badPair.stderr.contains(#"--assetlinks takes DOMAIN=FILE, such as example.org=assetlinks.json; found "example.com""#))
        let withoutManifest = try await RouteScopeProcess.run([command] + operands + ["--package", "org.example"])
        #expect(withoutManifest.status == 2)
        #expect(withoutManifest.stderr == "error: --assetlinks, --package and --cert-sha256 need --manifest FILE (or android.manifest in the route map): the intent filters decide first\n")
        let brokenAASA = try await RouteScopeProcess.run([command] + operands + ["--aasa", Self.manifest])
        #expect(brokenAASA.status == 2)
        #expect(brokenAASA.stderr.hasPrefix("\(Self.manifest):1:1: error:"))
    }

    @Test func buildSaysWhereTheBuiltLinkOpens() async throws {
        let result = try await RouteScopeProcess.run([
            "build", "home/feed", "--as", "web", "--aasa", "Assets/apple-app-site-association.json", "--manifest", Self.manifest,
            "--assetlinks", Self.assetLinks,
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "https://example.com/app/home\n")
        #expect(result.stderr == """
            aasa: match by "/app/*" in detail 1, component 3
            android: opens-app (com.example.reader.MainActivity, intent filter 2): "example.com" is verified: statement 1 of "example.com"'s assetlinks.json approves com.example.reader (certificate not checked: no --cert-sha256) for the declared domain "example.com"; intent filter 2 of com.example.reader.MainActivity takes the link

            """)
        let custom = try await RouteScopeProcess.run(["build", "search/results", "q=shoes", "--manifest", Self.manifest])
        #expect(custom.stdout == "myapp://search/results?q=shoes\n")
        #expect(custom.stderr == "android: opens-app (com.example.reader.MainActivity, intent filter 3): intent filter 3 of com.example.reader.MainActivity takes the myapp: link; custom schemes need no verification\n")
        let plain = try await RouteScopeProcess.run(["build", "search/results", "q=shoes"])
        #expect(plain.stderr.isEmpty)
    }

    /// A manifest that takes only the home tab's web links: the other screens' links find no filter.
    static let homeOnlyManifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reader">
          <application>
            <activity android:name=".MainActivity" android:exported="true">
              \(browsableIntentFilter(autoVerify: true,
                  #"<data android:scheme="https" android:host="example.com" android:pathPrefix="/app/home"/>"#,
                  #"<data android:pathPattern="/app/search/results/.*"/>"#))
            </activity>
          </application>
        </manifest>
        """

    @Test func routesSaysWhereEachWebLinkOpensOnAndroid() async throws {
        try await withTemporaryDirectory(prefix: "routescope-routes") { directory in
            let manifest = directory.appendingPathComponent("AndroidManifest.xml")
            try Self.homeOnlyManifest.write(to: manifest, atomically: true, encoding: .utf8)
            let arguments = ["routes", "--manifest", manifest.path, "--assetlinks", Self.assetLinks]

            let table = try await RouteScopeProcess.run(arguments)
            #expect(table.status == 0)
            let lines = table.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("TAB      SCREEN             LINK                               ANDROID ") == true)
            let feed = try #require(lines.first { $0.hasPrefix("home     feed") })
            #expect(feed.contains(" opens-app on example.com, no-filter on www.example.com "))
            let settings = try #require(lines.first { $0.hasPrefix("setting  settings") })
            #expect(settings.hasSuffix(" no-filter"), "a row without parameters ends at its last column")

            let json = try await RouteScopeProcess.run(arguments + ["--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let screens = try #require(object["screens"] as? [[String: Any]])
            let article = try #require(screens.first { $0["screen"] as? String == "article" })
            let answers = try #require(article["android"] as? [[String: Any]])
            #expect(answers.map { $0["link"] as? String } == ["https://example.com/app/home/articles/1", "https://www.example.com/app/home/articles/1"])
            #expect(answers.map { $0["result"] as? String } == ["opens-app", "no-filter"])
            #expect(answers.first?["activity"] as? String == "com.example.reader.MainActivity")
            #expect(answers.first?["filter"] as? Int == 0)
            let results = try #require(screens.first { $0["screen"] as? String == "results" }?["android"] as? [[String: Any]])
            #expect(results.first?["link"] as? String == "https://example.com/app/search/results")
            #expect(results.first?["result"] as? String == "no-filter")

            let markdown = try await RouteScopeProcess.run(arguments + ["--format", "markdown"])
            #expect(markdown.stdout.contains("| tab | screen | link | parameters | Android | notes |\n|---|---|---|---|---|---|\n"))
            #expect(markdown.stdout.contains("| home | feed | `myapp://home` | `category: enum` | opens-app on example.com, no-filter on www.example.com | tab root; The article feed |"))

            let withoutManifest = try await RouteScopeProcess.run(["routes"])
            #expect(!withoutManifest.stdout.contains("ANDROID"))
        }
    }
}
