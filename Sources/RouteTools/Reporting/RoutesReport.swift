import Foundation
import RouteCore

/// The route map as a reference: every screen with its link template and parameters, and, when
/// the map has an Android manifest, where Android 12+ opens each screen's web link.
package enum RoutesReport {
    /// One screen of the map, flattened for listing.
    package struct Entry: Sendable, Hashable {
        package var tab: String
        package var screen: Screen
        package var isRoot: Bool
        /// `myapp://home/articles/{articleId}`; a root screen's is the tab alone, `myapp://home`,
        /// unless its path has parameters, which only its path can give.
        package var template: String
        /// ``template`` with a `{placeholder}` for each required query parameter, for Tab to step
        /// through: the link the explorer's route catalog inserts,
        /// `myapp://home/articleDetail?userId={userId}&articleId={articleId}`.
        package var templateWithRequiredQuery: String {
            let required = screen.queryParams.filter(\.isRequired).map { "\($0.name)={\($0.name)}" }
            return required.isEmpty ? template : template + "?" + required.joined(separator: "&")
        }
        /// The same path as a web link, when the map has web hosts.
        package var webTemplate: String?
        /// The path of ``template`` after the scheme and the map's prefix.
        package var path: PathTemplate
        /// The name each of the screen's params is read under: `Foo.id` for a navigator's `id`
        /// that the screen repeats (``Screen/readingNames(in:)``).
        package var paramNames: [String]
    }

    /// Where Android opens one sample link of a screen.
    package struct AndroidAnswer: Sendable, Hashable {
        /// The link asked about: the screen's path with ``SampleLink`` values, on one web host.
        package var link: String
        package var eligibility: AndroidLinkEligibility
    }

    /// Every screen in tab order.
    package static func entries(_ map: RouteMap) -> [Entry] {
        map.tabs.flatMap { tab in
            let rootIndex = tab.rootIndex
            return tab.screens.indices.map { index in
                let screen = tab.screens[index]
                // The root at its place: a screen of its name one level down is another screen.
                let isRoot = index == rootIndex
                let hasPathParameters = screen.path.segments.contains {
                    if case .parameter = $0 { return true }
                    return false
                }
                // A root opens from its tab's path alone, when the tab has one.
                let opensFromTab = isRoot && !hasPathParameters && !tab.path.segments.isEmpty
                let linkPath = opensFromTab ? tab.path : tab.linkPath(of: screen)
                // Placeholders named as the parameters are read (`{Foo.id}`).
                let names = screen.readingNames(in: tab)
                let path = linkText(screen.readingPath(linkPath, names: names))
                let template = "\(map.primaryScheme)://\(map.prefixPath)\(path)"
                let web = map.web.map { "https://\($0.hosts.first ?? "")\($0.prefixPath)/\(path)" }
                return Entry(
                    tab: tab.name, screen: screen, isRoot: isRoot, template: template, webTemplate: web, path: linkPath,
                    paramNames: names)
            }
        }
    }

    /// `path` as a link writes it (``PathTemplate/linkText(_:)``), with an optional parameter a
    /// `{name}` placeholder too: written `{name?}`, its `?` would start the link's query.
    static func linkText(_ path: PathTemplate) -> String {
        PathTemplate.linkText(path.segments.map { segment in
            if case .optionalParameter(let name) = segment { .parameter(name) } else { segment }
        })
    }

    /// Where Android opens the entry's web link on each web host, with sample values in its path
    /// parameters; its custom-scheme link when the map has no web hosts. Empty without a manifest.
    package static func androidAnswers(_ entry: Entry, in map: RouteMap) -> [AndroidAnswer] {
        guard let android = map.android else { return [] }
        let path = SampleLink.path(entry.path, params: entry.screen.params)
        let links =
            map.web.map { web in web.hosts.map { "https://\($0)\(web.prefixPath)/\(path)" } }
            ?? ["\(map.primaryScheme)://\(map.prefixPath)\(path)"]
        return links.map { AndroidAnswer(link: $0, eligibility: android.eligibility(for: $0)) }
    }

    /// `opens-app` when every answer is the same, else each with its host:
    /// `opens-app on example.com, browser on www.example.com`.
    package static func summary(_ answers: [AndroidAnswer]) -> String {
        let results = answers.map(\.eligibility.result.rawValue)
        guard let first = results.first, !results.allSatisfy({ $0 == first }) else { return results.first ?? "" }
        return zip(answers, results).map { answer, result in
            "\(result) on \(AndroidLink(answer.link)?.host ?? answer.link)"
        }.joined(separator: ", ")
    }

    /// `userId: int, required, ≥ 1`.
    package static func describe(_ param: ParamSpec, named name: String) -> String {
        var words = [param.type.name]
        if param.isRequired { words.append("required") }
        if let defaultValue = param.defaultValue { words.append("default \(defaultValue)") }
        return "\(name): " + words.joined(separator: ", ")
    }

    /// An aligned plain-text table; with a manifest, an ANDROID column before the parameters.
    package static func table(_ map: RouteMap) -> String {
        let hasAndroid = map.android != nil
        let rows = [["TAB", "SCREEN", "LINK"] + (hasAndroid ? ["ANDROID"] : []) + ["PARAMS"]]
            + entries(map).map { entry in
                [entry.tab, entry.screen.place + (entry.isRoot ? " (root)" : ""), entry.template]
                    + (hasAndroid ? [summary(androidAnswers(entry, in: map))] : [])
                    + [zip(entry.screen.params, entry.paramNames).map { describe($0, named: $1) }.joined(separator: "; ")]
            }
        let padded = rows[0].count - 1
        let widths = (0..<padded).map { column in rows.map { DisplayWidth.columns($0[column]) }.max() ?? 0 }
        return rows.map { row in
            var line = (0..<padded).map { row[$0] + String(repeating: " ", count: widths[$0] - DisplayWidth.columns(row[$0])) }
                .joined(separator: "  ") + "  " + row[padded]
            // A row without parameters ends at its link, with no padding after it.
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// A Markdown reference: one table row per screen, for a team's own docs.
    package static func markdown(_ map: RouteMap) -> String {
        func cell(_ text: String) -> String {
            DisplayWidth.displayable(text).replacingOccurrences(of: "|", with: "\\|")
        }
        var out = "# \(cell(map.app)) deep links\n\n"
        out += "Schemes: " + map.schemes.map { "`\($0)://`" }.joined(separator: ", ")
        if let web = map.web { out += "; web: " + web.hosts.map { "`https://\($0)\(web.prefixPath)/…`" }.joined(separator: ", ") }
        let hasAndroid = map.android != nil
        out += hasAndroid
            ? "\n\n| tab | screen | link | parameters | Android | notes |\n|---|---|---|---|---|---|\n"
            : "\n\n| tab | screen | link | parameters | notes |\n|---|---|---|---|---|\n"
        for entry in entries(map) {
            var notes: [String] = []
            if entry.isRoot { notes.append("tab root") }
            if entry.screen.requiresLogin { notes.append("requires login") }
            if entry.screen.presentation == .modal { notes.append("modal") }
            if let summary = entry.screen.summary { notes.append(cell(summary)) }
            let params = zip(entry.screen.params, entry.paramNames).map { "`\(cell(describe($0, named: $1)))`" }.joined(separator: "<br>")
            let android = hasAndroid ? " \(cell(summary(androidAnswers(entry, in: map)))) |" : ""
            out += "| \(cell(entry.tab)) | \(cell(entry.screen.place)) | `\(cell(entry.template))` | \(params) |\(android) \(notes.joined(separator: "; ")) |\n"
        }
        if !map.campaign.params.isEmpty {
            out += "\nCampaign parameters on every link: " + map.campaign.params.map { "`\(cell($0.name))`" }.joined(separator: ", ")
            if !map.campaign.required.isEmpty {
                out += "; required once any `utm_*` is present: "
                    + map.campaign.required.map { $0.anyOf.map { "`\(cell($0))`" }.joined(separator: " or ") }.joined(separator: ", ")
            }
            switch map.campaign.lowercase {
            case .none: break
            case .allUTM: out += "; every `utm_*` value lower-case"
            case .params(let names): out += "; lower-case values: " + names.map { "`\(cell($0))`" }.joined(separator: ", ")
            }
            out += ".\n"
        }
        return out
    }

    /// `true`, `false` or the list of names, as the route map writes it.
    static func lowercaseJSON(_ policy: CampaignRules.LowercasePolicy) -> JSONValue {
        switch policy {
        case .none: .bool(false)
        case .allUTM: .bool(true)
        case .params(let names): .array(names.map(JSONValue.string))
        }
    }

    /// The map as JSON.
    package static func json(_ map: RouteMap) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("app", .string(map.app)), ("schemes", .array(map.schemes.map(JSONValue.string))),
        ]
        if let web = map.web {
            pairs.append(("web", .object([("hosts", .array(web.hosts.map(JSONValue.string))), ("prefix", .string(web.prefixPath))])))
        }
        pairs.append(
            ("screens", .array(entries(map).map { entry in
                // The nested navigators before the screen, as `check --format json` writes a route.
                var screen: [(key: String, value: JSONValue)] = [("tab", .string(entry.tab))]
                if !entry.screen.navigators.isEmpty { screen.append(("navigators", .array(entry.screen.navigators.map(JSONValue.string)))) }
                screen += [
                    ("screen", .string(entry.screen.name)), ("root", .bool(entry.isRoot)),
                    ("path", .string(entry.screen.path.description)), ("link", .string(entry.template)),
                ]
                if let web = entry.webTemplate { screen.append(("webLink", .string(web))) }
                if map.android != nil { screen.append(("android", .array(androidAnswers(entry, in: map).map(androidJSON)))) }
                screen.append(("presentation", .string(entry.screen.presentation.rawValue)))
                screen.append(("requiresLogin", .bool(entry.screen.requiresLogin)))
                if let summary = entry.screen.summary { screen.append(("description", .string(summary))) }
                screen.append(("params", .array(zip(entry.screen.params, entry.paramNames).map { paramJSON($0, named: $1) })))
                return .object(screen)
            })))
        if !map.campaign.params.isEmpty {
            pairs.append(
                ("campaign", .object([
                    ("params", .array(map.campaign.params.map { paramJSON($0, named: $0.name) })),
                    ("required", .array(map.campaign.required.map { $0.anyOf.count == 1 ? .string($0.anyOf[0]) : .array($0.anyOf.map(JSONValue.string)) })),
                    ("lowercase", lowercaseJSON(map.campaign.lowercase)),
                ])))
        }
        if let login = map.loginScreen { pairs.append(("loginScreen", .string(login))) }
        return .object(pairs)
    }

    /// `{"link": …, "result": …, "activity": …, "filter": …, "reason": …}`: the link asked about,
    /// then the keys of `check --format json`'s `android`, `activity` and `filter` only when known.
    static func androidJSON(_ answer: AndroidAnswer) -> JSONValue {
        .object([("link", .string(answer.link))] + answer.eligibility.jsonPairs)
    }

    static func paramJSON(_ param: ParamSpec, named name: String) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("name", .string(name)), ("type", .string(param.type.name)), ("required", .bool(param.isRequired)),
            ("expects", .string(param.type.expectation)),
        ]
        if let defaultValue = param.defaultValue { pairs.append(("default", .string(defaultValue))) }
        if let summary = param.summary { pairs.append(("description", .string(summary))) }
        return .object(pairs)
    }
}
