import ArgumentParser

/// The `routescope` command line: the explorer by default, plus headless commands for CI.
@main
struct RouteScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routescope",
        abstract: "Understand mobile deep links: how the app reads them, where they land, and exactly what is wrong.",
        version: RouteScopeVersion.current,
        subcommands: [ExploreCommand.self, CheckCommand.self, BuildCommand.self, RoutesCommand.self],
        defaultSubcommand: ExploreCommand.self
    )
}

enum RouteScopeVersion {
    static let current = "0.1.0"
}
