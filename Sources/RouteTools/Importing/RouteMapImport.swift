import RouteCore

/// What an importer made of another tool's route definitions: a starting route map, and every
/// item it could not carry over.
public struct RouteMapImport: Sendable, Hashable {
    /// The route map, or nil when nothing in the source could become a screen.
    public var routeMap: RouteMap?
    /// Comment lines for the top of the written file: where it came from, and what to check.
    public var header: [String]
    /// Every item that was not converted, or converted with a loss, in the order found.
    public var warnings: [ImportWarning]

    public init(routeMap: RouteMap?, header: [String], warnings: [ImportWarning]) {
        self.routeMap = routeMap
        self.header = header
        self.warnings = warnings
    }

    /// The route map as YAML, with the header as comments; nil when there is no map.
    public var yaml: String? {
        routeMap.map { RouteMapYAMLWriter(header: header).yaml(for: $0) }
    }
}

/// One item an importer could not convert, named by where it sits in the source.
///
/// Its description is one line: `warning: config.screens.Home.parse: functions cannot be converted; …`.
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the item is: a JSON path such as `config.screens.Home.screens.Feed.parse`.
    public var path: String
    /// What was not converted, and what the route map has instead.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "warning: \(DisplayWidth.displayable(path)): \(DisplayWidth.displayable(message))" }
}
