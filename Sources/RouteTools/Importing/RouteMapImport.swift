import RouteCore

/// What an importer made of another tool's route definitions: a starting route map, and every
/// item it could not carry over.
package struct RouteMapImport: Sendable, Hashable {
    /// The route map, or nil when nothing in the source could become a screen.
    package var routeMap: RouteMap?
    /// Comment lines for the top of the written file: where it came from, and what to check.
    package var header: [String]
    /// Every item that was not converted, or converted with a loss, in the order found.
    package var warnings: [ImportWarning]

    package init(routeMap: RouteMap?, header: [String], warnings: [ImportWarning]) {
        self.routeMap = routeMap
        self.header = header
        self.warnings = warnings
    }

    /// The route map as YAML, with the header as comments; nil when there is no map.
    package var yaml: String? {
        routeMap.map { RouteMapYAMLWriter(header: header).yaml(for: $0) }
    }
}

/// One item an importer could not convert, named by where it sits in the source.
///
/// Its description is one line: `warning: config.screens.Home.parse: functions cannot be
/// converted; …` for a JSON source, `nav_graph.xml:12:9: warning: …` for an XML one, as a
/// compiler writes it.
package struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the item is: a JSON path such as `config.screens.Home.screens.Feed.parse`, or
    /// `file:line:column` in an XML source.
    package var path: String
    /// What was not converted, and what the route map has instead.
    package var message: String
    /// The line and column in an XML source; ``path`` is then `file:line:column`, written
    /// before `warning:`.
    package var position: AndroidSourcePosition?

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// A warning at a line and column of `file`.
    package init(file: String, position: AndroidSourcePosition, message: String) {
        path = "\(file):\(position)"
        self.message = message
        self.position = position
    }

    package var description: String {
        let path = DisplayWidth.displayable(path), message = DisplayWidth.displayable(message)
        return position == nil ? "warning: \(path): \(message)" : "\(path): warning: \(message)"
    }
}

extension [ImportWarning] {
    /// The warnings in the order of their positions in the file, as a compiler lists them;
    /// warnings at one position, and those without one (at the end), keep their order.
    func inFileOrder() -> [ImportWarning] {
        enumerated().sorted { first, second in
            let a = first.element.position, b = second.element.position
            return (a?.line ?? .max, a?.column ?? .max, first.offset) < (b?.line ?? .max, b?.column ?? .max, second.offset)
        }.map(\.element)
    }
}
