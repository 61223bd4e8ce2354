import Foundation
import RouteCore
import TestSupport
import Testing

/// `routescope open`: the printed command, run through `sh` against stub `xcrun`, `adb` and a
/// device-side `am`, must deliver the exact link. The `adb` stub joins its arguments and gives
/// them to a second shell, as `adb shell` does on a device.
@Suite("routescope open, through real shells", .serialized)
struct OpenCommandEndToEndTests {
    static let links = [
        "myapp://home/articleDetail?userId=1&articleId=2",
        "myapp://home/articleDetail?userId=1&articleId=2;echo HACKED",
        "myapp://search/results?q=it's&tags=a,b",
        "myapp://search/results?q=$(touch /tmp/routescope-pwned)&x=`id`",
        "myapp://search/results?q=summer sale & more",
        "myapp://search/results?q=東京 café 👩‍👩‍👧",
        "myapp://search/results?q='\u{301}&b=\"quoted\"\\back",
    ]

    /// Writes the stubs into `directory`; each writes the link it received to `$OUT`.
    static func writeStubs(into directory: URL) throws {
        let scripts = [
            "xcrun": "#!/bin/sh\n[ \"$1 $2 $3\" = \"simctl openurl booted\" ] || exit 9\nprintf '%s' \"$4\" > \"$OUT\"\n",
            "adb": "#!/bin/sh\n[ \"$1\" = shell ] || exit 9\nshift\nexec sh -c \"$*\"\n",
            "am": "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$OUT.arguments\"\nwhile [ $# -gt 0 ]; do [ \"$1\" = -d ] && printf '%s' \"$2\" > \"$OUT\"; shift; done\n",
        ]
        for (name, body) in scripts {
            try writeExecutable(body, to: directory.appendingPathComponent(name).path)
        }
    }

    /// Writes a script from a short-lived `sh`, so no descriptor open for writing on it exists in
    /// this process, where a child spawned meanwhile by another test could inherit it and make
    /// running the script fail with "Text file busy".
    static func writeExecutable(_ body: String, to path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"printf '%s' "$BODY" > "$1" && chmod 755 "$1""#, "sh", path]
        process.environment = ["BODY": body, "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "cannot write the stub \(path)")
    }

    /// Runs `command` with `sh -c` and the stubs first on PATH; returns what reached the stub.
    static func deliver(_ command: String, stubs: URL) throws -> String {
        try deliverWithArguments(command, stubs: stubs).link
    }

    /// The link that reached the stub, and every argument the device's `am` received, one a line.
    static func deliverWithArguments(_ command: String, stubs: URL) throws -> (link: String, arguments: String) {
        let output = stubs.appendingPathComponent("received")
        try? FileManager.default.removeItem(at: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["OUT"] = output.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let arguments = stubs.appendingPathComponent("received.arguments")
        defer { try? FileManager.default.removeItem(at: arguments) }
        return (
            (try? String(contentsOf: output, encoding: .utf8)) ?? "<nothing arrived>",
            (try? String(contentsOf: arguments, encoding: .utf8)) ?? ""
        )
    }

    @Test(arguments: DeviceCommand.Platform.allCases)
    func theExactLinkArrives(_ platform: DeviceCommand.Platform) async throws {
        try await withTemporaryDirectory(prefix: "routescope-stubs") { stubs in
            try Self.writeStubs(into: stubs)
            for link in Self.links {
                let result = try await RouteScopeProcess.run(["open", link, "--\(platform.rawValue)"])
                #expect(result.status == 0)
                let command = try #require(result.stdout.split(separator: "\n").last.map(String.init))
                #expect(try Self.deliver(command, stubs: stubs) == link, "\(platform.rawValue): \(command)")
            }
            #expect(!FileManager.default.fileExists(atPath: "/tmp/routescope-pwned"))
        }
    }

    @Test func quotingOnceLosesTheQueryOnAndroid() throws {
        try withTemporaryDirectory(prefix: "routescope-stubs") { stubs in
            try Self.writeStubs(into: stubs)
            let link = "myapp://home/articleDetail?userId=1&articleId=2"
            let naive = "adb shell am start -W -a android.intent.action.VIEW -d " + ShellQuoting.quote(link)
            #expect(try Self.deliver(naive, stubs: stubs) == "myapp://home/articleDetail?userId=1", "the classic bug, reproduced")
        }
    }

    /// With the manifest, the device gets the intent a browser sends (category BROWSABLE), and
    /// the app's package when Android's answer is that the app opens the link.
    @Test func withAManifestTheAndroidCommandIsTheIntentOfATap() async throws {
        try await withTemporaryDirectory(prefix: "routescope-stubs") { stubs in
            try Self.writeStubs(into: stubs)
            let android = ["--android", "--manifest", "Assets/AndroidManifest.xml", "--assetlinks", "example.com=Assets/assetlinks.json"]
            let verified = "https://example.com/app/home/articleDetail?userId=1&articleId=2"
            let opens = try await RouteScopeProcess.run(["open", verified] + android)
            #expect(opens.status == 0)
            #expect(opens.stderr.hasPrefix("android: opens-app (com.example.reader.MainActivity, intent filter 2): "))
            let command = try #require(opens.stdout.split(separator: "\n").last.map(String.init))
            #expect(command.hasPrefix("adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d "))
            #expect(command.hasSuffix(" com.example.reader"))
            let delivered = try Self.deliverWithArguments(command, stubs: stubs)
            #expect(delivered.link == verified)
            #expect(delivered.arguments == "start\n-W\n-a\nandroid.intent.action.VIEW\n-c\nandroid.intent.category.BROWSABLE\n-d\n\(verified)\ncom.example.reader\n")

            // The browser opens it on a device: no package, so the device shows that too.
            let unverified = "https://www.example.com/app/home/feed"
            let browser = try await RouteScopeProcess.run(["open", unverified] + android)
            #expect(browser.stderr.hasPrefix("error[not-an-android-app-link]: intent filter 2 of com.example.reader.MainActivity takes the link, but "))
            #expect(!browser.stderr.contains("android: browser"))
            let browserCommand = try #require(browser.stdout.split(separator: "\n").last.map(String.init))
            #expect(try Self.deliverWithArguments(browserCommand, stubs: stubs).arguments.hasSuffix("-d\n\(unverified)\n"))

            // A package name from the command line arrives as one word, whatever it holds.
            let odd = try await RouteScopeProcess.run(["open", "myapp://home", "--package", "x; touch /tmp/routescope-pwned"] + android)
            let oddCommand = try #require(odd.stdout.split(separator: "\n").last.map(String.init))
            #expect(try Self.deliverWithArguments(oddCommand, stubs: stubs).arguments.hasSuffix("-d\nmyapp://home\nx; touch /tmp/routescope-pwned\n"))
            #expect(!FileManager.default.fileExists(atPath: "/tmp/routescope-pwned"))
        }
    }

    @Test func withAnAASATheIOSRuleIsNamed() async throws {
        let result = try await RouteScopeProcess.run(["open", "https://example.com/app/home/feed", "--ios", "--aasa", "Assets/apple-app-site-association.json"])
        #expect(result.stderr == "aasa: match by \"/app/*\" in detail 1, component 3\n")
        #expect(result.stdout == "xcrun simctl openurl booted 'https://example.com/app/home/feed'\n")
    }

    @Test func problemsGoToStandardErrorAndTheCommandIsStillPrinted() async throws {
        let result = try await RouteScopeProcess.run(["open", "myapp://hom/feed", "--ios"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("error[unknown-tab]"))
        #expect(result.stdout == "xcrun simctl openurl booted 'myapp://hom/feed'\n")
    }
}

extension DeviceCommand.Platform: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
