import Foundation
import RouteCore
import RouteMapYAML

extension Flow {
    /// The file the flow's `routes:` names, resolved against the flow file's directory; nil when
    /// the flow names none or is embedded.
    public var routesPath: String? {
        guard let routes, case .file(let directory) = origin else { return nil }
        if routes.hasPrefix("/") || directory.isEmpty { return routes }
        return directory.hasSuffix("/") ? directory + routes : directory + "/" + routes
    }

    /// The route map the flow names, or nil when it names none (the caller's default applies).
    ///
    /// An embedded flow may only name a file called `routes.yml` (the demo flows in
    /// `Assets/flows/` name `../routes.yml`), which is the embedded sample,
    /// ``RouteCore/RouteMap/sample``.
    public func loadRouteMap() throws(RouteMapError) -> RouteMap? {
        var files: [String] = []
        return try loadRouteMap(readingFiles: &files)
    }

    /// ``loadRouteMap()``, adding to `files` every file it reads, as
    /// `RouteMapLoader.load(contentsOf:readingFiles:)` does.
    package func loadRouteMap(readingFiles files: inout [String]) throws(RouteMapError) -> RouteMap? {
        guard let routes else { return nil }
        let position = routesPosition ?? FlowPosition(line: 1, column: 1)
        switch origin {
        case .embedded:
            guard routes == "routes.yml" || routes.hasSuffix("/routes.yml") else {
                throw RouteMapError(problems: [
                    problem(at: position, "an embedded flow can only name routes.yml, the embedded sample; found \"\(routes.displayable)\"")
                ])
            }
            return .sample
        case .file:
            let path = routesPath ?? routes
            guard FileManager.default.isReadableFile(atPath: path) else {
                // Watched all the same: a save by rename makes it readable again.
                files.append(path)
                throw RouteMapError(problems: [
                    problem(at: position, "cannot read the route map \"\(routes.displayable)\" (looked for \(path.displayable), next to the flow file)")
                ])
            }
            return try RouteMapLoader.load(contentsOf: path, readingFiles: &files)
        }
    }

    /// Tabs and screens the flow names that `routeMap` does not have, with a did-you-mean.
    ///
    /// A screen may be any screen of the map, its login screen, or the browser placeholder.
    public func problems(against routeMap: RouteMap) -> [RouteMapProblem] {
        let tabs = routeMap.tabs.map(\.name)
        var screens = routeMap.tabs.flatMap { $0.screens.map(\.name) }
        screens += [routeMap.loginScreen ?? "login", Navigator.browserScreen]
        var problems: [RouteMapProblem] = []
        for reference in references.sorted(by: { $0.position < $1.position }) {
            switch reference.kind {
            case .tab:
                guard !tabs.contains(reference.name) else { continue }
                let hint = Suggestions.closest(to: reference.name, in: tabs).map { "did you mean \($0)?" } ?? "the tabs are \(tabs.joined(separator: ", "))"
                problems.append(problem(at: reference.position, "no tab \"\(reference.name.displayable)\" in the route map; \(hint)"))
            case .screen:
                let name = reference.name.prefix { $0 != "(" }
                guard !screens.contains(String(name)) else { continue }
                let hint = Suggestions.closest(to: name, in: screens).map { "; did you mean \($0)?" } ?? ""
                problems.append(problem(at: reference.position, "no screen \"\(name.description.displayable)\" in the route map\(hint)"))
            }
        }
        return problems
    }

    private func problem(at position: FlowPosition, _ message: String) -> RouteMapProblem {
        RouteMapProblem(file: file, line: position.line, column: position.column, message: message)
    }
}
