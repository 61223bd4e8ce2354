import ArgumentParser
import Foundation
import RouteCore
import RouteMapYAML

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
        var files: [String] = []
        let map = try Console.exitingOnError { () throws(RouteInputProblem) in try resolve(readingFiles: &files) }
        if reportingWarnings { Self.reportWarnings(of: map) }
        return map
    }

    /// The route map with the platform inputs applied, adding to `files` every file read for
    /// it; problems are thrown as a ``RouteInputProblem``, never printed.
    func resolve(readingFiles files: inout [String]) throws(RouteInputProblem) -> RouteMap {
        let map: RouteMap
        do {
            if let routes {
                map = try RouteMapLoader.load(contentsOf: routes, readingFiles: &files)
            } else if FileManager.default.fileExists(atPath: Self.localFile) {
                map = try RouteMapLoader.load(contentsOf: Self.localFile, readingFiles: &files)
            } else {
                map = .sample
            }
        } catch {
            throw RouteInputProblem(error)
        }
        return try withPlatformInputs(map, readingFiles: &files)
    }

    /// `map` with `--aasa`, `--app-id` and the Android options applied over what it says itself,
    /// or its problems printed and exit 2; warnings printed with `reportingWarnings`.
    func withPlatformInputs(_ map: RouteMap, reportingWarnings: Bool) throws -> RouteMap {
        var files: [String] = []
        let resolved = try Console.exitingOnError { () throws(RouteInputProblem) in try withPlatformInputs(map, readingFiles: &files) }
        if reportingWarnings { Self.reportWarnings(of: resolved) }
        return resolved
    }

    /// `map` with `--aasa`, `--app-id` and the Android options applied, adding their files to
    /// `files`; problems are thrown as a ``RouteInputProblem``.
    func withPlatformInputs(_ map: RouteMap, readingFiles files: inout [String]) throws(RouteInputProblem) -> RouteMap {
        files += [universalLinks.aasa, android.manifest].compactMap { $0 } + android.assetLinkFiles.map(\.file)
        var resolved = try universalLinks.apply(to: map)
        resolved.android = try android.resolve(over: resolved)
        return resolved
    }

    /// Prints what the platforms would skip in the map's apple-app-site-association and manifest.
    static func reportWarnings(of map: RouteMap) {
        for warning in UniversalLinkOptions.warnings(of: map) { Console.printError(warning) }
        for warning in AndroidOptions.warnings(of: map) { Console.printError(warning) }
    }

    /// Where the route map came from, in a few words for the explorer's title bar.
    var shortDescription: String {
        if let routes { return routes }
        if FileManager.default.fileExists(atPath: Self.localFile) { return Self.localFile }
        return "embedded sample"
    }
}
