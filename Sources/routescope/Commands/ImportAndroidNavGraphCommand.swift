import ArgumentParser
import RouteCore
import RouteTools

/// `routescope import android-nav-graph FILE`: drafts a route map from a Jetpack Navigation
/// graph.
struct ImportAndroidNavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android-nav-graph",
        abstract: "Write a starting route map from a Jetpack Navigation graph (XML).",
        discussion: """
            FILE is a navigation resource (res/navigation/nav_graph.xml). The graph is one tab; nested \
            <navigation> graphs are nested navigators with their start destination as root and their \
            <deepLink> as path. Each destination with a <deepLink> is a screen named by its android:id \
            (a <dialog> presented as a modal), with the path of its deep link: app:uri="myapp://host/path/{id}?q={q}" \
            gives the scheme, the host as the path's first segment, {id} a path parameter and q a query \
            parameter; a URI without a scheme is an https link. <argument> app:argType types them: integer \
            and long as int, float as double, boolean as bool, string; app classes (enums, Parcelables) as \
            string with a warning. A query parameter is required when its argument has no default and is not \
            nullable. Placeholders inside a segment, .* before the end, ${…} placeholders, app:action and \
            app:mimeType, <include>d graphs, and paths that collide are listed on standard error as \
            warnings with line and column. Exit status: 0 when a map was written, 1 when nothing could be \
            converted, 2 when FILE is not a readable navigation graph (malformed XML is reported with its \
            line and column).
            """
    )

    @Argument(help: ArgumentHelp("The navigation graph (XML).", valueName: "file"))
    var file: String

    @OptionGroup var options: ImportOptions

    func run() throws {
        let result = try options.source { try NavigationGraphImporter.draft(contentsOf: file, app: options.app) }
        try options.write(result, nothingToWrite: "no <deepLink> of \(file) has a link a route map can express")
    }
}
