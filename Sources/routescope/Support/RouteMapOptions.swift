import ArgumentParser
import Foundation
import RouteCore

/// `--routes FILE` and the platform inputs that decide where its links open: the iOS
/// apple-app-site-association (``UniversalLinkOptions``) and the Android manifest and
/// assetlinks files (``AndroidOptions``). Every command that takes a route map takes this one
/// group, so each takes every platform input, with the same help and the same checks.
///
/// Without `--routes`, `.routescope.yml` in the working directory is used, and without that the
/// sample map embedded in the binary.
struct RouteMapOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The route map (YAML or JSON).", valueName: "file"))
    var routes: String?

    @OptionGroup(title: "iOS universal links") var universalLinks: UniversalLinkOptions

    @OptionGroup(title: "Android App Links") var android: AndroidOptions

    /// The file name of the project-local route map.
    static let localFile = ".routescope.yml"

    /// Loads the route map with the platform inputs applied, or prints its problems and exits
    /// with code 2. With `reportingWarnings`, what the platforms would skip in their files (the
    /// apple-app-site-association's and the manifest's warnings) goes to standard error.
    func load(reportingWarnings: Bool = true) throws -> RouteMap {
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
        return try withPlatformInputs(map, reportingWarnings: reportingWarnings)
    }

    /// `map` with `--aasa`, `--app-id` and the Android options applied over what it says itself.
    func withPlatformInputs(_ map: RouteMap, reportingWarnings: Bool) throws -> RouteMap {
        var resolved = try universalLinks.apply(to: map)
        resolved.android = try android.resolve(over: resolved)
        if reportingWarnings {
            for warning in UniversalLinkOptions.warnings(of: resolved) { Console.printError(warning) }
            for warning in AndroidOptions.warnings(of: resolved) { Console.printError(warning) }
        }
        return resolved
    }

    /// Where the route map came from, in a few words for the explorer's title bar.
    var shortDescription: String {
        if let routes { return routes }
        if FileManager.default.fileExists(atPath: Self.localFile) { return Self.localFile }
        return "embedded sample"
    }
}
