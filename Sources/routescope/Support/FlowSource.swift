import ArgumentParser
import Foundation
import Navigator
import RouteCore

/// Finding a flow by path or demo name, and its route map; shared by `simulate` and `explore --demo`.
enum FlowSource {
    /// The flow file at `name`, or the embedded demo flow of that name; problems exit with 2.
    static func load(_ name: String) throws -> Flow {
        do {
            if FileManager.default.fileExists(atPath: name) { return try FlowLoader.load(contentsOf: name) }
            if let demo = DemoFlow.named(name) { return try demo.load() }
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
        let demos = DemoFlow.all.map(\.name).joined(separator: ", ")
        Console.printError("error: no flow file \"\(DisplayWidth.displayable(name))\", and no demo flow of that name; the demo flows are \(demos)")
        throw ExitCode(2)
    }

    /// `--routes`, else the flow's `routes:`, else the default route map, with the platform
    /// inputs applied; then the flow is checked against it (unknown tabs and screens exit with 2).
    static func routeMap(for flow: Flow, options: RouteMapOptions, reportingWarnings: Bool = true) throws -> RouteMap {
        var files: [String] = []
        let map = try Console.exitingOnError { () throws(RouteInputProblem) in try resolveRouteMap(for: flow, options: options, readingFiles: &files) }
        if reportingWarnings { RouteMapOptions.reportWarnings(of: map) }
        return map
    }

    /// ``routeMap(for:options:reportingWarnings:)`` adding to `files` every file read for the
    /// map; problems are thrown as a ``RouteInputProblem``, never printed.
    static func resolveRouteMap(for flow: Flow, options: RouteMapOptions, readingFiles files: inout [String]) throws(RouteInputProblem) -> RouteMap {
        var map: RouteMap? = nil
        if options.routes == nil {
            do {
                map = try flow.loadRouteMap(readingFiles: &files)
            } catch {
                throw RouteInputProblem(error)
            }
        }
        let resolved = if let map { try options.withPlatformInputs(map, readingFiles: &files) } else { try options.resolve(readingFiles: &files) }
        let problems = flow.problems(against: resolved)
        if !problems.isEmpty { throw RouteInputProblem(RouteMapError(problems: problems)) }
        return resolved
    }
}
