import RouteCore
import RouteMapYAML
import RouteTools

/// Invariants of loading any route map: it loads or fails with positioned problems, never
/// crashes, and a map that loads can read links.
enum RouteMapFuzzing {
    static func check(_ bytes: [UInt8]) {
        // RouteCore's own JSON reader: a map or positioned problems, on any bytes.
        do {
            _ = try RouteMapLoader.load(json: String(decoding: bytes, as: UTF8.self), file: "fuzz.json")
        } catch {
            require(!error.problems.isEmpty, "a JSON failure names at least one problem")
            for problem in error.problems { require(problem.line >= 1 && problem.column >= 1, "JSON positions are 1-based") }
        }
        do {
            let node = try YAMLDocument.parse(bytes: bytes, file: "fuzz.yml")
            _ = node
            let map = try RouteMapLoader.load(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
            let analyzer = LinkAnalyzer(routeMap: map)
            for entry in RoutesReport.entries(map) { _ = analyzer.analyze(entry.template) }
        } catch {
            require(!error.problems.isEmpty, "a failure names at least one problem")
            for problem in error.problems { require(problem.line >= 1 && problem.column >= 1, "positions are 1-based") }
        }
    }
}
