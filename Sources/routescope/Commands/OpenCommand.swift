import ArgumentParser
import Foundation
import RouteCore
import RouteTools

/// `routescope open URL --ios|--android`: prints (or with `--run` runs) the command that opens
/// the link on a simulator or device, quoted so the link survives every shell on the way.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Print or run the command that opens a link on an iOS simulator or an Android device.",
        discussion: """
            The command is the last line of output. The link is checked first; its problems go to \
            standard error, and the command is printed anyway so a broken link can be tried on a device.

            With --ios and an apple-app-site-association (--aasa or web.aasa), standard error names the \
            rule that decides the link. With --android and a manifest (--manifest or android.manifest), \
            standard error says where Android 12+ opens the link and through which activity, and the \
            command sends the intent a browser sends for a tapped link (category BROWSABLE); when the \
            app opens it, the command also names the app's package, so no other app can take it.
            """
    )

    @Argument(help: "The link to open.")
    var url: String

    @Flag(help: "The platform: --ios (xcrun simctl) or --android (adb).")
    var platform: DeviceCommand.Platform

    @Flag(name: .customLong("run"), help: "Run the command instead of printing it.")
    var runs = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var routeMap: RouteMapOptions

    func run() throws {
        var map = try routeMap.load()
        // Only the chosen platform's inputs decide: an Android answer says nothing of a simulator.
        switch platform {
        case .ios: map.android = nil
        case .android: map.web?.appSiteAssociation = nil
        }
        let analysis = LinkAnalyzer(routeMap: map).analyze(url)
        let report = TextReport(color: color.resolved(fd: 2)).render(analysis)
        if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
        let command = deviceCommand(in: map, analysis: analysis)
        guard runs else {
            print(command)
            return
        }
        // The command's first word is the tool that talks to the device: say which is missing,
        // rather than leave it to the shell's "command not found".
        let tool = String(command.prefix { $0 != " " })
        guard Self.isOnPath(tool) else {
            let source = platform == .ios ? "Xcode's command-line tools" : "the Android SDK platform-tools"
            Console.printError("error: --run needs \(tool), which is not on PATH: install \(source), or leave out --run to print the command")
            throw ExitCode(2)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }

    /// Whether an executable named `tool` is in one of `PATH`'s directories.
    static func isOnPath(_ tool: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    /// The command for the chosen platform, after that platform's answer on standard error.
    func deviceCommand(in map: RouteMap, analysis: LinkAnalysis) -> String {
        switch platform {
        case .ios:
            if let association = map.web?.appSiteAssociation {
                var out = ReportBuffer(capacity: 256)
                TextReport.writeAppSiteAssociationAnswer(analysis, association: association, to: &out)
                if !out.isEmpty { FileHandle.standardError.write(Data(out.bytes)) }
            }
            return DeviceCommand.command(opening: url, on: .ios)
        case .android:
            guard let eligibility = analysis.androidEligibility else { return DeviceCommand.command(opening: url, on: .android) }
            // A `not-an-android-app-link` diagnostic above already says it in the same words.
            if !analysis.diagnostics.contains(where: { $0.code == .notAnAndroidAppLink }) {
                var out = ReportBuffer(capacity: 256)
                PlatformAnswer.writeAndroid(eligibility, to: &out)
                FileHandle.standardError.write(Data(out.bytes))
            }
            return DeviceCommand.command(for: analysis, on: .android, app: map.android)
        }
    }
}

extension DeviceCommand.Platform: EnumerableFlag {
    package static func name(for value: DeviceCommand.Platform) -> NameSpecification { .long }
}
