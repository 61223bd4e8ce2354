import ArgumentParser
import RouteCore

/// `routescope explore`: the interactive explorer (the default command).
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Open the interactive route explorer (the default)."
    )

    @Argument(help: "A link to start with.")
    var url: String?

    @OptionGroup var routeMap: RouteMapOptions

    func run() throws {
        _ = try routeMap.load()
        Terminal.printError("the explorer is not built yet; use `routescope check URL`")
        throw ExitCode(2)
    }
}
