import ArgumentParser
import RouteCore
import RouteTools

/// `routescope import android-manifest FILE`: drafts a route map from the links an
/// `AndroidManifest.xml`'s intent filters take.
struct ImportAndroidManifestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android-manifest",
        abstract: "Write a starting route map from the intent filters of an AndroidManifest.xml.",
        discussion: """
            Each link filter (VIEW, BROWSABLE, DEFAULT) gives its custom schemes and its http(s) hosts; \\
            each activity is a nested navigator of the paths its filters take: android:path a screen, \\
            android:pathPrefix a catch-all under the prefix, no path rule every path, a custom-scheme \\
            link's host its first segment. pathPattern and pathAdvancedPattern convert when made of plain \\
            segments and .*; pathSuffix, other patterns, wildcard hosts, ports, ${…} placeholders, \\
            @string/ resources, MIME-typed filters and paths two filters take are listed on standard error \\
            as warnings with line and column, after the manifest's own warnings. Exit status: 0 when a map \\
            was written, 1 when no filter takes links a route map can express, 2 when FILE is not a \\
            readable manifest (malformed XML is reported with its line and column).
            """
    )

    @Argument(help: ArgumentHelp("The AndroidManifest.xml.", valueName: "file"))
    var file: String

    @Option(name: .long, help: "The app's name in the route map.")
    var app = "App"

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the route map here instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let result: RouteMapImport
        do {
            result = try AndroidManifestImporter.draft(contentsOf: file, app: app)
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
        try result.write(to: output, nothingToWrite: "no intent filter of \(file) takes links a route map can express")
    }
}
