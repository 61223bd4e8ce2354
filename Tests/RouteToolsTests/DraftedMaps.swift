import RouteCore
import RouteMapYAML
import RouteTools
import Testing

/// A drafted route map, loaded back from its YAML, and the draft's warnings as printed; the
/// draft must have YAML (the warnings say why when it has none).
func loadDrafted(_ result: RouteMapImport) throws -> (RouteMap, [String]) {
    let yaml = try #require(result.yaml, "\(result.warnings)")
    return (try RouteMapLoader.load(yaml: yaml, file: "drafted.yml"), result.warnings.map(\.description))
}

/// `navigators › screen` where the link lands in `map`, or `error: ` and its first error.
func landing(_ link: String, in map: RouteMap) -> String {
    let analysis = LinkAnalyzer(routeMap: map).analyze(link)
    // A catch-all is where the app lands, though a link that lands there is broken.
    let landed = analysis.problems.allSatisfy { $0.severity != .error || $0.code == .catchAll }
    guard landed, let screen = analysis.screen?.name else {
        return "error: " + (analysis.diagnostics.first { $0.severity == .error }?.message ?? "no screen")
    }
    return (analysis.navigators + [screen]).joined(separator: " › ")
}
