import TextBytes

/// The `applinks` part of an apple-app-site-association file: which https links on a domain
/// open the app (universal links), and which open in Safari.
///
/// Load one with ``AppSiteAssociationLoader``; ask it about a link with `eligibility(of:)`, which
/// RouteCore adds, or about a link already scanned with ``eligibility(bytes:url:)``.
///
/// ```swift
/// let aasa = try AppSiteAssociationLoader.load(json: """
///     {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"],
///       "components": [{"/": "/help/*", "exclude": true}, {"/": "/*"}]}]}}
///     """)
/// aasa.eligibility(of: "https://example.com/help/faq").result   // .excluded
/// aasa.eligibility(of: "https://example.com/buy/42").result     // .match
/// ```
///
/// Apple's rules, as iOS applies them:
/// - `details` are tried in order, and within a detail its `components` in order (or, for a
///   detail without components, its legacy `paths`);
/// - the first component that matches decides: the app opens the link, unless the component
///   sets `exclude`, and then Safari does;
/// - only the details that list the app are tried (see ``appID``); one with an empty `appIDs`
///   decides nothing;
/// - when nothing matches, Safari opens the link.
package struct AppSiteAssociation: Sendable, Hashable {
    /// `applinks.details`, in file order.
    package var details: [AppLinkDetail]
    /// `applinks.defaults`: what every component inherits unless its detail or itself says otherwise.
    package var defaults: AppLinkDefaults
    /// `applinks.substitutionVariables`, with the predefined variables.
    package var variables: AppLinkSubstitutionVariables
    /// What iOS reads differently from what the file seems to say (unknown keys, values of the
    /// wrong type, ignored rules), in file order. iOS loads such a file all the same, and so does
    /// RouteScope; `--strict` makes them fail.
    package var warnings: [AppSiteAssociationWarning]
    /// The app RouteScope answers for (``WebLinks/appID``): only the details that list it are
    /// tried, as on a device. Nil tries every detail that names an app, as if one app had them all.
    package var appID: String?

    package init(
        details: [AppLinkDetail], defaults: AppLinkDefaults = AppLinkDefaults(),
        variables: AppLinkSubstitutionVariables = .predefined, warnings: [AppSiteAssociationWarning] = []
    ) {
        self.details = details
        self.defaults = defaults
        self.variables = variables
        self.warnings = warnings
    }

    /// Whether iOS opens the link in `bytes`, split into `url`, in the app, by Apple's matching
    /// rules. Only the path, query and fragment are matched: the host is the one the file was
    /// served from. RouteCore's `eligibility(of:)` scans a link's text first.
    package func eligibility(bytes: LinkBytes, url: ScannedURL) -> AppLinkEligibility {
        for (detailIndex, detail) in details.enumerated() where isTried(detail) {
            if let components = detail.components {
                for (componentIndex, component) in components.enumerated() where component.matches(bytes: bytes, url: url) {
                    return AppLinkEligibility(
                        result: component.exclude ? .excluded : .match, rule: .component(detail: detailIndex, component: componentIndex),
                        decidingPart: component.decidingPart(in: url))
                }
            } else {
                for (pathIndex, path) in detail.paths.enumerated() where path.matches(bytes: bytes, url: url) {
                    return AppLinkEligibility(
                        result: path.excludes ? .excluded : .match, rule: .legacyPath(detail: detailIndex, path: pathIndex),
                        decidingPart: .path)
                }
            }
        }
        return AppLinkEligibility(result: .noMatch, rule: nil, decidingPart: .path)
    }

    /// The deciding rule of `eligibility` as the file writes it, such as `"/help/*"` or
    /// `"NOT /videos/wwdc/2010/*"`, followed by where it is: `in detail 1, component 3`.
    package func describeRule(of eligibility: AppLinkEligibility) -> String? {
        guard let summary = ruleSummary(of: eligibility), let location = eligibility.location else { return nil }
        return "\(summary) in \(location)"
    }

    /// The deciding rule of `eligibility` as the file writes it: `"/help/*"`,
    /// `"/buy/*" with # "top"` or `"NOT /videos/wwdc/2010/*"`; nil for no match.
    package func ruleSummary(of eligibility: AppLinkEligibility) -> String? {
        switch eligibility.rule {
        case .component(let detail, let component)?:
            guard details.indices.contains(detail), let components = details[detail].components, components.indices.contains(component)
            else { return nil }
            return components[component].summary
        case .legacyPath(let detail, let path)?:
            guard details.indices.contains(detail), details[detail].paths.indices.contains(path) else { return nil }
            return details[detail].paths[path].source.quotedForMessage
        case nil: return nil
        }
    }

    /// The number of rules iOS would try for a link: components, or legacy paths where a detail
    /// has no components, of the details tried for the app.
    package var ruleCount: Int {
        details.reduce(0) { $0 + (isTried($1) ? $1.rules.count : 0) }
    }

    /// Whether iOS consults `detail` for the app: it lists ``appID``, or, with no app ID given,
    /// it names any app.
    package func isTried(_ detail: AppLinkDetail) -> Bool {
        appID.map { detail.appIDs.contains($0) } ?? !detail.appIDs.isEmpty
    }
}
