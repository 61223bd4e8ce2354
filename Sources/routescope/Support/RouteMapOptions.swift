import ArgumentParser
import Foundation
import RouteCore

/// `--routes FILE` and `--aasa FILE`, shared by every command. Without `--routes`,
/// `.routescope.yml` in the working directory is used, and without that the sample map embedded
/// in the binary. `--aasa` replaces the route map's `web.aasa`.
struct RouteMapOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The route map (YAML or JSON).", valueName: "file"))
    var routes: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An apple-app-site-association file: https links open the app only where it lets them (replaces web.aasa).",
            valueName: "file"))
    var aasa: String?

    /// The file name of the project-local route map.
    static let localFile = ".routescope.yml"

    /// Loads the route map, or prints its problems and exits with code 2.
    func load() throws -> RouteMap {
        let map: RouteMap
        do {
            if let routes {
                map = try RouteMapLoader.load(contentsOf: routes)
            } else if FileManager.default.fileExists(atPath: Self.localFile) {
                map = try RouteMapLoader.load(contentsOf: Self.localFile)
            } else {
                map = .sample
            }
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
        return try withAppSiteAssociation(map)
    }

    /// `map` with the `--aasa` file as its web hosts' apple-app-site-association; `map` itself
    /// without `--aasa`. Problems in the file, or a map without web hosts, exit with 2.
    func withAppSiteAssociation(_ map: RouteMap) throws -> RouteMap {
        guard let aasa else { return map }
        guard var web = map.web else {
            Console.printError("error: --aasa needs web hosts in the route map (web: {hosts: [...]}); \(map.app) has none")
            throw ExitCode(2)
        }
        do {
            web.appSiteAssociation = try AppSiteAssociationLoader.load(contentsOf: aasa)
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
        var map = map
        map.web = web
        return map
    }

    /// Where the route map came from, in a few words for the explorer's title bar.
    var shortDescription: String {
        if let routes { return routes }
        if FileManager.default.fileExists(atPath: Self.localFile) { return Self.localFile }
        return "embedded sample"
    }
}
