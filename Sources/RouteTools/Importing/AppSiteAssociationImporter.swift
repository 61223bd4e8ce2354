import RouteCore

/// Drafts a starting route map from an apple-app-site-association file: one tab per first path
/// segment, one screen per path pattern under it, and a `{paramN}` path parameter for each
/// wildcard segment.
///
/// ```swift
/// let draft = AppSiteAssociationImporter.draft(aasa, hosts: ["example.com"])
/// print(draft.yaml ?? "")          // loads with RouteMapLoader
/// draft.warnings                   // what the route map cannot say, each at its rule
/// ```
///
/// A route map describes where links go, not which ones iOS hands to the app, so some rules
/// have no counterpart: excluded components and `NOT ` paths, query and fragment rules,
/// substitution variables, wildcards inside a segment, and a trailing `*` (any number of
/// segments, where a path parameter takes one). Each is a warning of the ``RouteMapImport``.
package enum AppSiteAssociationImporter {
    /// Drafts a route map for `hosts` (the file does not name its own host).
    package static func draft(_ association: AppSiteAssociation, hosts: [String], app: String = "App") -> RouteMapImport {
        var drafter = Drafter()
        for (detailIndex, detail) in association.details.enumerated() {
            if let components = detail.components {
                for (index, component) in components.enumerated() {
                    drafter.add(component, at: "details[\(detailIndex)].components[\(index)]")
                }
            } else {
                for (index, path) in detail.paths.enumerated() {
                    let location = "details[\(detailIndex)].paths[\(index)]"
                    if path.excludes {
                        drafter.skip(location, path.source.quotedForMessage, "excludes links, which a route map cannot say; they open in Safari")
                    } else {
                        drafter.addPath(path.pattern.source, at: location)
                    }
                }
            }
        }
        let header = [
            "Drafted by `routescope import aasa` from an apple-app-site-association file.",
            "Review the tab and screen names, and give each {param} a real type.",
        ]
        let map =
            drafter.tabs.isEmpty
            ? nil
            : RouteMap.unchecked(
                app: app, schemes: [], web: WebLinks(hosts: hosts),
                tabs: drafter.tabs.map { Tab(name: $0.name, root: "main", screens: $0.screens.map(\.screen)) })
        return RouteMapImport(routeMap: map, header: header, warnings: drafter.warnings)
    }

    /// A tab being drafted: its screens by name, in order.
    struct TabDraft {
        var name: String
        var screens: [ScreenDraft] = []
    }

    struct ScreenDraft {
        var name: String
        /// Literal segments and `{paramN}`; empty for the tab's root.
        var template: [String]
        var params: [String]

        var screen: Screen {
            guard !template.isEmpty else { return Screen(name: name) }
            let segments = template.map { part -> PathTemplate.Segment in
                part.hasPrefix("{") ? .parameter(String(part.dropFirst().dropLast())) : .literal(part)
            }
            return Screen(
                name: name, path: PathTemplate(segments: segments),
                params: params.map { ParamSpec(name: $0, type: .string(StringRule())) })
        }
    }

    struct Drafter {
        var tabs: [TabDraft] = []
        var warnings: [ImportWarning] = []

        /// Notes that `rule` (as the file writes it, quoted) at `location` is not converted, and why.
        mutating func skip(_ location: String, _ rule: String, _ reason: String) {
            warnings.append(ImportWarning(path: location, message: "\(rule): \(reason)"))
        }

        mutating func add(_ component: AppLinkComponent, at location: String) {
            if component.exclude {
                skip(location, component.summary, "excludes links, which a route map cannot say; they open in Safari")
                return
            }
            switch component.query {
            case .pattern(let pattern)?:
                skip(location, "? " + pattern.source.quotedForMessage, "a rule on the whole query is not converted")
            case .items(let items)?:
                for item in items {
                    skip(location, "? {\(item.name.quotedForMessage): \(item.pattern.source.quotedForMessage)}", "query item rules are not converted; declare \(item.name) under the screen's params")
                }
            case nil: break
            }
            if let fragment = component.fragment { skip(location, "# " + fragment.source.quotedForMessage, "fragment rules are not converted") }
            guard let path = component.path else {
                skip(location, component.summary, "has no path pattern, so there is no tab or screen to draft")
                return
            }
            addPath(path.source, at: location)
        }

        mutating func addPath(_ source: String, at location: String) {
            var segments = source.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            // iOS reads a path pattern's leading slashes as one (`"//shop"` is `/shop`).
            while segments.count > 1, segments.first == "" { segments.removeFirst() }
            if segments.last == "" { segments.removeLast() }
            guard let first = segments.first, isPlain(first) else {
                skip(location, source.quotedForMessage, "the first path segment is not a plain name, so there is no tab to draft")
                return
            }
            var template: [String] = []
            var params: [String] = []
            for (index, segment) in segments.dropFirst().enumerated() {
                if isPlain(segment) {
                    template.append(segment)
                    continue
                }
                let param = "param\(params.count + 1)"
                params.append(param)
                template.append("{\(param)}")
                let isLast = index == segments.count - 2
                if segment == "*" && isLast {
                    skip(location, source.quotedForMessage, "the trailing * matches any number of segments; {\(param)} takes exactly one")
                } else if segment.contains("$(") {
                    skip(location, source.quotedForMessage, "\(segment.quotedForMessage) uses a substitution variable; {\(param)} accepts any segment")
                } else if segment != "*" {
                    skip(location, source.quotedForMessage, "\(segment.quotedForMessage) has a wildcard inside the segment; {\(param)} accepts any segment")
                }
            }
            let tabIndex: Int
            if let existing = tabs.firstIndex(where: { $0.name == first }) {
                tabIndex = existing
            } else {
                tabs.append(TabDraft(name: first, screens: [ScreenDraft(name: "main", template: [], params: [])]))
                tabIndex = tabs.count - 1
            }
            // The same route twice (say, from two details) is one screen; `main` is the root's own path.
            let shape = template.map { $0.hasPrefix("{") ? "{}" : $0 }
            if shape == ["main"] { return }
            if tabs[tabIndex].screens.contains(where: { $0.template.map { $0.hasPrefix("{") ? "{}" : $0 } == shape }) { return }
            let literals = template.filter { !$0.hasPrefix("{") }
            let name = ScreenNaming.unique(
                literals.isEmpty ? "detail" : ScreenNaming.camelCase(literals), among: tabs[tabIndex].screens.map(\.name))
            tabs[tabIndex].screens.append(ScreenDraft(name: name, template: template, params: params))
        }

        /// Letters, digits, `-`, `_` and `.`: a name a route map accepts for a tab or a path literal.
        func isPlain(_ text: String) -> Bool {
            RouteMapLoader.isPlainName(text) && text != "." && text != ".."
        }
    }
}
