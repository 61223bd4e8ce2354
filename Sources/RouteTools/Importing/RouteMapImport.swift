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
/// Its description is one line: `warning: config.screens.Home.parse: functions cannot be converted; …`.
package struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the item is: a JSON path such as `config.screens.Home.screens.Feed.parse`.
    package var path: String
    /// What was not converted, and what the route map has instead.
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { "warning: \(DisplayWidth.displayable(path)): \(DisplayWidth.displayable(message))" }
}
