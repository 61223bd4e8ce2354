import RouteCore
import RouteTools

/// A link template for a screen, with a `{placeholder}` named by its parameter (as it is read:
/// `{Foo.id}` for a navigator's `id` that its screen repeats) for each path and required
/// parameter, for Tab to step through: `myapp://home/articleDetail?userId={userId}&articleId={articleId}`.
enum LinkTemplate {
    static func make(for entry: RoutesReport.Entry, routeMap: RouteMap) -> String {
        let tab = routeMap.tab(named: entry.tab)
        let path =
            if let tab {
                !entry.isRoot || tab.path.segments.isEmpty ? entry.screen.readingPath(in: tab) : entry.screen.readingPath(tab.path, in: tab)
            } else {
                PathTemplate(literal: entry.tab)
            }
        var link = "\(routeMap.primaryScheme)://\(routeMap.prefixPath)"
        link += path.segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter(let name), .optionalParameter(let name): "{\(name)}"
            case .wildcard: "*"
            }
        }.joined(separator: "/")
        let required = entry.screen.queryParams.filter(\.isRequired)
        if !required.isEmpty {
            link += "?" + required.map { "\($0.name)={\($0.name)}" }.joined(separator: "&")
        }
        return link
    }
}
