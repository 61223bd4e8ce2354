import ArgumentParser

/// `routescope import`: drafts a route map from where a team already keeps its routes. Each
/// source is a subcommand in its own file (`Import<Source>Command.swift`), listed here.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a starting route map from where a team already keeps its routes.",
        discussion: """
            The route map goes to standard output (or --output FILE) and loads as it is. Everything \
            that could not be converted is listed on standard error as a warning with its place in \
            the source; the exit status is 0 whenever a map was written.
            """,
        subcommands: [ImportReactNavigationCommand.self, ImportAASACommand.self, ImportAndroidManifestCommand.self, ImportAndroidNavGraphCommand.self]
    )
}
