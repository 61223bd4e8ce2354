import ArgumentParser
import Foundation

/// The `routescope` command line: the explorer by default, plus headless commands for CI.
@main
struct RouteScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routescope",
        abstract: "Understand mobile deep links: how the app reads them, where they land, and exactly what is wrong.",
        version: RouteScopeVersion.current,
        subcommands: [
            ExploreCommand.self, CheckCommand.self, BuildCommand.self, SimulateCommand.self, RoutesCommand.self, OpenCommand.self, QRCommand.self,
            ImportCommand.self, AASACommand.self,
        ],
        defaultSubcommand: ExploreCommand.self
    )

    /// Runs the command, mapping usage errors to exit status 2 as DESIGN.md specifies
    /// (swift-argument-parser's default is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = fullMessage(for: error)
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum RouteScopeVersion {
    static let current = "0.1.0"
}
