import RouteCore
import RouteTools

/// A link template for a screen, with `{placeholders}` for its path and required parameters:
/// `myapp://home/articleDetail?userId={int}&articleId={int}`.
enum LinkTemplate {
    static func make(for entry: RoutesReport.Entry, routeMap: RouteMap) -> String {
        let tab = routeMap.tab(named: entry.tab)
        let path =
            if let tab, !entry.isRoot || tab.path.segments.isEmpty { tab.linkPath(of: entry.screen) } else { tab?.path ?? PathTemplate(literal: entry.tab) }
        var link = "\(routeMap.primaryScheme)://\(routeMap.prefixPath)"
        link += path.segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter(let name), .optionalParameter(let name): "{\(entry.screen.param(named: name)?.type.name ?? name)}"
            case .wildcard: "*"
            }
        }.joined(separator: "/")
        let required = entry.screen.queryParams.filter(\.isRequired)
        if !required.isEmpty {
            link += "?" + required.map { "\($0.name)={\($0.type.name)}" }.joined(separator: "&")
        }
        return link
    }
}
