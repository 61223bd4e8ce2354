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
            Each link filter (VIEW, BROWSABLE, DEFAULT) gives its custom schemes and its http(s) hosts; \
            each activity is a nested navigator of the paths its filters take: android:path a screen, \
            android:pathPrefix a catch-all under the prefix, no path rule every path, a custom-scheme \
            link's host its first segment. pathPattern and pathAdvancedPattern convert when made of plain \
            segments and .*; pathSuffix, other patterns, wildcard hosts, ports, ${…} placeholders, \
            @string/ resources, MIME-typed filters, disabled activities (all of them in a disabled application) \
            and paths two filters take are listed on standard error \
            as warnings with line and column, after the manifest's own warnings. Exit status: 0 when a map \
            was written, 1 when no filter takes links a route map can express, 2 when FILE is not a \
            readable manifest (malformed XML is reported with its line and column).
            """
    )

    @Argument(help: ArgumentHelp("The AndroidManifest.xml.", valueName: "file"))
    var file: String

    @OptionGroup var options: ImportOptions

    func run() throws {
        let result = try options.source { try AndroidManifestImporter.draft(contentsOf: file, app: options.app) }
        try options.write(result, nothingToWrite: "no intent filter of \(file) takes links a route map can express")
    }
}
