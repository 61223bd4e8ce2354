import Foundation
import RouteCore
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

    /// A directory with the stubs; each writes the link it received to `$OUT`.
    static func stubs() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routescope-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scripts = [
            "xcrun": "#!/bin/sh\n[ \"$1 $2 $3\" = \"simctl openurl booted\" ] || exit 9\nprintf '%s' \"$4\" > \"$OUT\"\n",
            "adb": "#!/bin/sh\n[ \"$1\" = shell ] || exit 9\nshift\nexec sh -c \"$*\"\n",
            "am": "#!/bin/sh\nwhile [ $# -gt 0 ]; do [ \"$1\" = -d ] && printf '%s' \"$2\" > \"$OUT\"; shift; done\n",
        ]
        for (name, body) in scripts {
            try writeExecutable(body, to: directory.appendingPathComponent(name).path)
        }
        return directory
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
        return (try? String(contentsOf: output, encoding: .utf8)) ?? "<nothing arrived>"
    }

    @Test(arguments: DeviceCommand.Platform.allCases)
    func theExactLinkArrives(_ platform: DeviceCommand.Platform) async throws {
        let stubs = try Self.stubs()
        defer { try? FileManager.default.removeItem(at: stubs) }
        for link in Self.links {
            let result = try await RouteScopeProcess.run(["open", link, "--\(platform.rawValue)"])
            #expect(result.status == 0)
            let command = try #require(result.stdout.split(separator: "\n").last.map(String.init))
            #expect(try Self.deliver(command, stubs: stubs) == link, "\(platform.rawValue): \(command)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/routescope-pwned"))
    }

    @Test func quotingOnceLosesTheQueryOnAndroid() throws {
        let stubs = try Self.stubs()
        defer { try? FileManager.default.removeItem(at: stubs) }
        let link = "myapp://home/articleDetail?userId=1&articleId=2"
        let naive = "adb shell am start -W -a android.intent.action.VIEW -d " + ShellQuoting.quote(link)
        #expect(try Self.deliver(naive, stubs: stubs) == "myapp://home/articleDetail?userId=1", "the classic bug, reproduced")
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
