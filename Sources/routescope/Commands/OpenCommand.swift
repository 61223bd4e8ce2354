import ArgumentParser
import Foundation
import RouteCore

/// `routescope open URL --ios|--android`: prints (or with `--run` runs) the command that opens
/// the link on a simulator or device, quoted so the link survives every shell on the way.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Print or run the command that opens a link on an iOS simulator or an Android device.",
        discussion: """
            The command is the last line of output. The link is checked first; its problems go to \
            standard error, and the command is printed anyway so a broken link can be tried on a device.
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
        let analysis = LinkAnalyzer(routeMap: try routeMap.load()).analyze(url)
        let report = TextReport(color: color.resolved(fd: 2)).render(analysis)
        if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
        let command = DeviceCommand.command(opening: url, on: platform)
        guard runs else {
            print(command)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}

extension DeviceCommand.Platform: EnumerableFlag {
    package static func name(for value: DeviceCommand.Platform) -> NameSpecification { .long }
}
