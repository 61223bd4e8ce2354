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
        var map: RouteMap? = nil
        if options.routes == nil {
            do {
                map = try flow.loadRouteMap()
            } catch {
                Console.printError(error.description)
                throw ExitCode(2)
            }
        }
        let resolved = try map.map { try options.withPlatformInputs($0, reportingWarnings: reportingWarnings) }
            ?? options.load(reportingWarnings: reportingWarnings)
        let problems = flow.problems(against: resolved)
        if !problems.isEmpty {
            Console.printError(RouteMapError(problems: problems).description)
            throw ExitCode(2)
        }
        return resolved
    }
}
