import RouteCore
import Testing

/// Loads an apple-app-site-association from JSON text, recording the problems when it fails.
package func loadAASA(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AppSiteAssociation {
    do {
        return try AppSiteAssociationLoader.load(json: json, file: "aasa.json")
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// An association with one detail whose components are `components` (JSON text of the array).
package func loadComponents(_ components: String, defaults: String? = nil, variables: String? = nil) throws -> AppSiteAssociation {
    var applinks = #""details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": \#(components)}]"#
    if let defaults { applinks += #", "defaults": \#(defaults)"# }
    if let variables { applinks += #", "substitutionVariables": \#(variables)"# }
    return try loadAASA(#"{"applinks": {\#(applinks)}}"#)
}

extension AppSiteAssociation {
    /// The verdict on `path` (a path, query and fragment on https://example.com) in a few words,
    /// with the deciding rule as a JSON path into the file, 0-based as Apple's `swcutil` writes
    /// it: `match details[0].components[1]`, `excluded details[0].paths[0]` or `no-match`.
    package func verdict(_ path: String) -> String {
        let eligibility = eligibility(of: "https://example.com" + path)
        let rule: String? =
            switch eligibility.rule {
            case .component(let detail, let component)?: "details[\(detail)].components[\(component)]"
            case .legacyPath(let detail, let path)?: "details[\(detail)].paths[\(path)]"
            case nil: nil
            }
        return eligibility.result.rawValue + (rule.map { " " + $0 } ?? "")
    }
}

/// The problems of an apple-app-site-association, as `line:column: message` strings.
package func aasaProblems(_ json: String) -> [String] {
    do {
        _ = try AppSiteAssociationLoader.load(json: json, file: "aasa.json")
        return []
    } catch {
        return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

/// An analyzer over the sample map whose web links are checked against an association that
/// excludes `/app/setting/*`, takes `/app/*` with an optional `debug` and any `utm_source`, and
/// excludes a `web` fragment.
package func sampleAnalyzerWithAASA() throws -> LinkAnalyzer {
    var map = RouteMap.sample
    map.web?.appSiteAssociation = try loadComponents(
        ##"[{"/": "/app/setting/*", "exclude": true}, {"/": "/app/*", "?": {"debug": "", "utm_source": "*"}}, {"#": "web", "exclude": true}]"##)
    return LinkAnalyzer(routeMap: map)
}
