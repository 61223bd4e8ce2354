import RouteCore

/// Why a route map and its platform files cannot be used, worded as it is printed: the problems
/// in a file, each with its line and column (`routes.yml:12:7: error: …`), or an option that
/// does not fit the map (`error: --aasa needs web hosts …`). The commands print it and exit
/// with 2; `explore --watch` shows it and keeps the last good map.
struct RouteInputProblem: Error, CustomStringConvertible {
    let description: String

    init(_ error: RouteMapError) { description = error.description }

    init(option message: String) { description = "error: " + message }
}
