import ArgumentParser
import RouteCore
import RouteTools

/// `routescope routes`: prints the route map as a reference table or JSON.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "List every screen of the route map with its link and parameters.",
        discussion: """
            With a manifest (--manifest or android.manifest), each screen also says where Android 12+ opens \
            its web link on each web host (its custom-scheme link when the map has no web hosts), asked \
            with a sample value in each path parameter: an ANDROID column in the table and markdown, and \
            an "android" list of {link, result, activity, filter, reason} in JSON.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, markdown
    }

    @Option(name: .long, help: "Output format: table, json, or markdown (a reference to commit to your docs).")
    var format: Format = .table

    @OptionGroup var routeMap: RouteMapOptions

    func run() throws {
        let map = try routeMap.load()
        switch format {
        case .table: print(RoutesReport.table(map), terminator: "")
        case .json: print(RoutesReport.json(map).serialized())
        case .markdown: print(RoutesReport.markdown(map), terminator: "")
        }
    }
}
