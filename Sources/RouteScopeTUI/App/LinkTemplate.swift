import RouteCore
import RouteTools

/// A link template for a screen, with `{placeholders}` for its path and required parameters:
/// `myapp://home/articleDetail?userId={int}&articleId={int}`.
enum LinkTemplate {
    static func make(for entry: RoutesReport.Entry, routeMap: RouteMap) -> String {
        var link = "\(routeMap.primaryScheme)://\(entry.tab)"
        if !entry.isRoot {
            link += "/" + entry.screen.path.segments.map { segment -> String in
                switch segment {
                case .literal(let text): return text
                case .parameter(let name): return "{\(entry.screen.param(named: name)?.type.name ?? name)}"
                }
            }.joined(separator: "/")
        }
        let required = entry.screen.queryParams.filter(\.isRequired)
        if !required.isEmpty {
            link += "?" + required.map { "\($0.name)={\($0.type.name)}" }.joined(separator: "&")
        }
        return link
    }
}
