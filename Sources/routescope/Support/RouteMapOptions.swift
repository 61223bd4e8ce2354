import ArgumentParser
import Foundation
import RouteCore

/// `--routes FILE`, shared by every command. Without it, `.routescope.yml` in the working
/// directory is used, and without that the sample map embedded in the binary.
struct RouteMapOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The route map (YAML or JSON).", valueName: "file"))
    var routes: String?

    /// The file name of the project-local route map.
    static let localFile = ".routescope.yml"

    /// Loads the route map, or prints its problems and exits with code 2.
    func load() throws -> RouteMap {
        do {
            if let routes { return try RouteMapLoader.load(contentsOf: routes) }
            if FileManager.default.fileExists(atPath: Self.localFile) {
                return try RouteMapLoader.load(contentsOf: Self.localFile)
            }
            return .sample
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
    }

    /// Where the route map came from, in a few words for the explorer's title bar.
    var shortDescription: String {
        if let routes { return routes }
        if FileManager.default.fileExists(atPath: Self.localFile) { return Self.localFile }
        return "embedded sample"
    }
}
