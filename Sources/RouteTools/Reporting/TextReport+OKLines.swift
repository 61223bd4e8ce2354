import RouteCore

/// `check`'s lines about a valid link, beside the diagnostics that ``TextReport`` lays out.
extension TextReport {
    /// Appends one line saying where a valid link lands: `links.txt:3: ok: myapp://home → home › feed`;
    /// with `association`, a second line naming the rule of the apple-app-site-association that
    /// lets it open the app: `  aasa: match by "/app/*" in detail 1, component 3`.
    package func writeOK(
        _ analysis: LinkAnalysis, at place: Place? = nil, association: AppSiteAssociation? = nil, to out: inout ReportBuffer
    ) {
        if let place {
            out.append(place.name)
            out.append(":")
            out.append(decimal: place.line)
            out.append(": ")
            place.writeLabel(to: &out)
        }
        begin(.green, &out)
        out.append("ok")
        reset(&out)
        out.append(": ")
        out.append(displayable: analysis.input)
        out.append(" → ")
        if analysis.ok, let tab = analysis.tab, let screen = analysis.screen {
            out.append(routeOf: analysis, tab: tab.name, screen: screen.name)
        } else {
            out.append(analysis.kind.rawValue)
        }
        out.append("\n")
        if let association { Self.writeAppSiteAssociationAnswer(analysis, association: association, prefix: "  ", to: &out) }
    }

    /// Appends `aasa: match by "/app/*" in detail 1, component 3` (after `prefix`) and a
    /// newline: the rule of `association` that decided where the link opens on iOS, when one did;
    /// nothing when none did.
    package static func writeAppSiteAssociationAnswer(
        _ analysis: LinkAnalysis, association: AppSiteAssociation, prefix: StaticString = "", to out: inout ReportBuffer
    ) {
        guard let eligibility = analysis.appLinkEligibility, let rule = association.describeRule(of: eligibility) else { return }
        out.append(prefix)
        out.append("aasa: ")
        out.append(eligibility.result.rawValue)
        out.append(" by ")
        out.append(displayable: rule)
        out.append("\n")
    }
}
