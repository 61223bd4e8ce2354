import TextBytes

/// The words of the matcher's problems about where a link goes: its scheme, host, tab and screen.
extension ProblemRenderer {
    func destinationWords(_ detail: ProblemDetail, at span: Range<Int>, in analysis: LinkAnalysis) -> Diagnostic.Words {
        let map = analysis.map
        let routeMap = map.routeMap
        switch detail {
        case .unknownScheme(let suggestion):
            let accepted = map.acceptedSchemes
            return Diagnostic.Words(
                message:
                    "unknown scheme \(text(span).quotedForMessage); \(routeMap.app) opens \(accepted.map { $0 + "://" }.joined(separator: ", ")) links"
                    + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                expected: accepted.joined(separator: ", "), found: text(span), fix: suggestion.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .noScheme(let isFixable):
            let insertion = url.authority != nil ? "\(routeMap.primaryScheme):" : "\(routeMap.primaryScheme)://"
            return Diagnostic.Words(
                message: "the link has no scheme; \(routeMap.app) opens \(routeMap.primaryScheme)://<tab>/<screen> links",
                expected: routeMap.primaryScheme, fix: isFixable ? Fix(span: 0..<0, replacement: insertion, .machineApplicable) : nil)
        case .missingScheme:
            let host = url.host.map { text($0) } ?? ""
            return Diagnostic.Words(
                message: "the link has no scheme; \(host.quotedForMessage) is one of \(routeMap.app)'s web hosts, so write https:// before it",
                expected: "https", fix: Fix(span: 0..<0, replacement: "https://", .machineApplicable))
        case .tabAfterEmptyHost(let scheme, let tab):
            return Diagnostic.Words(
                message:
                    "the tab goes in the host: \(text(scheme))://\(text(tab))/…, but this link has three slashes, so its host is empty and \(text(tab).quotedForMessage) is read as a path",
                // Safe when the authority is empty (`myapp:///home`): then the slash is all there is.
                expected: "\(text(scheme))://<tab>/<screen>",
                fix: Fix(span: span, replacement: "", url.authority?.isEmpty == true ? .machineApplicable : .maybeIncorrect))
        case .tabWithoutAuthority(let scheme, let tab):
            return Diagnostic.Words(
                message:
                    "the tab goes in the host, after \"//\": \(text(scheme))://\(text(tab))/…; without \"//\" the link has no host and \(text(tab).quotedForMessage) is read as a path",
                expected: "\(text(scheme))://<tab>/<screen>", fix: slashesFix(at: span, before: tab))
        case .missingSchemePrefix(let scheme):
            let expected = "\(text(scheme))://\(routeMap.prefixPath)"
            return Diagnostic.Words(
                message: "\(routeMap.app)'s links start with \(expected); this one does not, so the app's router does not take it",
                expected: expected + "<tab>/<screen>", found: text(span),
                fix: Fix(span: span.lowerBound..<span.lowerBound, replacement: routeMap.prefixPath, .maybeIncorrect))
        case .notAWebHost:
            let host = url.host.map { text($0).lowercased() } ?? ""
            let hosts = routeMap.web?.hosts ?? []
            let suggestion = Suggestions.closest(to: host, in: hosts)
            let claimed = hosts.isEmpty ? "\(routeMap.app) claims no web hosts" : "\(routeMap.app) claims \(hosts.joined(separator: ", "))"
            return Diagnostic.Words(
                message:
                    "\(host.isEmpty ? "this link" : host.quotedForMessage) is not one of the app's web hosts, so the link opens in the browser; \(claimed)"
                    + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                expected: hosts.joined(separator: ", "), found: host, fix: suggestion.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .insecureWebLink:
            return Diagnostic.Words(
                message: routeMap.android == nil
                    ? "universal links and app links only open the app over https; this http link opens in the browser"
                    : "universal links only open the app over https, so iOS opens this http link in Safari",
                expected: "https", found: text(span), fix: Fix(span: span, replacement: "https", .machineApplicable))
        case .excludedByAppSiteAssociation:
            return appSiteAssociationWords(analysis)
        case .outsideWebPrefix(let startsWithTab):
            let prefixPath = routeMap.web?.prefixPath ?? ""
            return Diagnostic.Words(
                message: "only paths under \(prefixPath) open the app; this path opens in the browser",
                expected: prefixPath + "/<tab>/<screen>",
                fix: startsWithTab ? Fix(span: url.path.lowerBound..<url.path.lowerBound, replacement: prefixPath, .machineApplicable) : nil)
        case .notAnAndroidAppLink:
            return Diagnostic.Words(message: analysis.androidEligibility?.reason ?? "Android does not open this link in the app")
        case .noTab:
            let names = map.tabCandidates.names.joined(separator: ", ")
            return Diagnostic.Words(message: "the link names no tab; expected one of \(names)", expected: names)
        case .screenNamedAsTab(let ownerIndex):
            let name = decoded(span).text
            let owner = routeMap.tabs[ownerIndex]
            return Diagnostic.Words(
                message: "\(name.quotedForMessage) is a screen, not a tab; it lives in tab \(owner.name): write \(owner.name)/\(name)",
                expected: map.tabCandidates.names.joined(separator: ", "), found: name,
                fix: Fix(span: span, replacement: "\(owner.name)/\(text(span))", .machineApplicable))
        case .unknownTab(let suggestion):
            let name = decoded(span).text
            let names = map.tabCandidates.names.joined(separator: ", ")
            let suggested = suggestion.map { routeMap.tabs[$0].name }
            return Diagnostic.Words(
                message: "unknown tab \(name.quotedForMessage); the tabs are \(names)" + (suggested.map { "; did you mean \($0)?" } ?? ""),
                expected: names, found: name, fix: suggested.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .screenInOtherTab(let index, let linkTab, let tabSpan, let firstSegment):
            let other = routeMap.tabs[index.tab]
            let screen = other.screens[index.screen]
            // The other tab's own path replaces this one's; a tab without a path takes the tab
            // segment and its slash away.
            let otherPath = PathTemplate.linkText(other.path.segments)
            let fix = tabSpan.map { tabSpan in
                otherPath.isEmpty
                    ? Fix(span: tabSpan.lowerBound..<firstSegment.lowerBound, replacement: "", .maybeIncorrect)
                    : Fix(span: tabSpan, replacement: otherPath, .maybeIncorrect)
            }
            return Diagnostic.Words(
                message: "\(screen.name) is not in tab \(routeMap.tabs[linkTab].name); it is in tab \(other.name)"
                    + (otherPath.isEmpty ? ", whose links start with the screen's own path" : ""),
                expected: other.name, found: decoded(firstSegment).text, fix: fix)
        case .unknownScreen(let tabIndex, let suggestion):
            let tab = routeMap.tabs[tabIndex]
            let first = decoded(span).text
            let suggested: String? = suggestion.flatMap { index in
                if case .literal(let text) = tab.screens[index].path.segments.first { return text }
                return nil
            }
            // A screen whose path is empty is the tab's own link; an exact one is read from the link's start.
            let listed = tab.screens.map { screen in
                screen.path.segments.isEmpty ? "(empty)" : screen.isExact ? "\(screen.path) (from the link's start)" : screen.path.description
            }.joined(separator: ", ")
            return Diagnostic.Words(
                message: "no screen \(first.quotedForMessage) in tab \(tab.name); its screens are \(listed)"
                    + (suggested.map { "; did you mean \($0)?" } ?? ""),
                expected: listed, found: first, fix: suggested.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .noRoute(let written):
            let paths = routeMap.routes.map(\.pattern.description)
            let literalPaths = Array(
                Set(
                    routeMap.routes.filter { $0.pattern.parameterNames.isEmpty && !$0.pattern.segments.contains(.wildcard) }
                        .map(\.pattern.description))
            ).sorted()
            let suggestion = Suggestions.closest(to: written, in: literalPaths)
            let listed = paths.isEmpty ? "none" : paths.map { $0.isEmpty ? "(empty)" : $0 }.joined(separator: ", ")
            return Diagnostic.Words(
                message:
                    "no route of \(routeMap.app) takes \(written.isEmpty ? "the empty path" : written.quotedForMessage); its paths are \(listed)"
                    + (suggestion.map { "; did you mean \($0)?" } ?? ""),
                expected: listed, found: written, fix: suggestion.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .extraPath(let index):
            let screen = routeMap.tabs[index.tab].screens[index.screen]
            let template = screen.path.description
            let after = span.lowerBound + 1..<span.upperBound
            return Diagnostic.Words(
                message: "\(screen.name) takes the path \(template); \(text(after).quotedForMessage) after it is not part of any route",
                expected: template, found: text(span), fix: Fix(span: span, replacement: "", .maybeIncorrect))
        case .straySlash:
            return Diagnostic.Words(message: "empty path segment: a stray \"/\"", found: "/", fix: Fix(span: span, replacement: "", .machineApplicable))
        case .screenInNavigator(let index, let segmentCount):
            let screen = routeMap.tabs[index.tab].screens[index.screen]
            let leading = PathTemplate.linkText(screen.path.segments.prefix(screen.path.segments.count - segmentCount))
            return Diagnostic.Words(
                message:
                    "\(screen.name) is in navigator \(screen.navigators.last!) of tab \(routeMap.tabs[index.tab].name): its path is \(screen.path), so write \(leading)/ before \(text(span).quotedForMessage)",
                expected: screen.path.description, found: text(span),
                fix: Fix(
                    span: span.lowerBound..<span.lowerBound, replacement: leading + "/",
                    screen.path.segments.dropLast(segmentCount).allSatisfy { $0.parameterName == nil } ? .machineApplicable : .hasPlaceholders))
        case .catchAll(let index):
            let tab = routeMap.tabs[index.tab]
            let screen = tab.screens[index.screen]
            let owner = screen.navigators.last.map { "navigator \($0)" } ?? "tab \(tab.name)"
            return Diagnostic.Words(
                message:
                    "no route of \(routeMap.app) takes \(text(span).quotedForMessage), so the link lands on \(screen.name), the catch-all (\(tab.linkPath(of: screen))) of \(owner)",
                found: text(span))
        case .pathFromLinkStart(let routeIndex, let tabSpan, let firstSegment):
            let route = map.routes.routes[routeIndex]
            let tab = routeMap.tabs[route.tab]
            let screen = tab.screens[route.screen]
            let opener =
                switch map.routes.details[routeIndex].origin {
                case .navigator(let chain): "navigator \(chain.last ?? "")"
                case .screen, .tab: screen.name
                }
            let written = text(tabSpan)
            return Diagnostic.Words(
                message:
                    "\(opener) is read from the link's start, not after tab \(written.quotedForMessage): remove \((written + "/").quotedForMessage)",
                found: written,
                fix: Fix(span: tabSpan.lowerBound..<firstSegment.lowerBound, replacement: "", .machineApplicable))
        case .loginRequired(let index):
            let screen = routeMap.tabs[index.tab].screens[index.screen]
            return Diagnostic.Words(
                message:
                    "\(screen.name) requires login: a logged-out user sees \(routeMap.loginScreen ?? "the login screen") first, and lands here after logging in"
            )
        default:
            preconditionFailure("not a problem of the destination: \(detail)")
        }
    }

    /// The slashes `myapp:home` (`//`) or `myapp:/home` (`/`) lacks before its tab; safe only when
    /// the tab follows them directly and would be the whole host they make, a guess otherwise
    /// (`myapp::home`; `myapp:/home&utm_source=x`, whose host would run on to the `&`).
    private func slashesFix(at span: Range<Int>, before tab: Range<Int>) -> Fix {
        let oneSlash = span.lowerBound < bytes.count && bytes[span.lowerBound] == UInt8(ascii: "/")
        // The tab must follow at once, and be a name: `myapp::home` is another mistake, and a
        // `:` or `@` in it would split an authority.
        let isName =
            ByteClass.of(bytes[tab.lowerBound]).contains(.alpha)
            && !tab.contains { bytes[$0] == UInt8(ascii: ":") || bytes[$0] == UInt8(ascii: "@") || bytes[$0] == UInt8(ascii: "[") }
        let followsAtOnce = tab.lowerBound == span.lowerBound + (oneSlash ? 1 : 0)
        // A host ends at the next `/`, `?` or `#`: the tab must end there too.
        let endsHost =
            tab.upperBound == bytes.count || bytes[tab.upperBound] == UInt8(ascii: "/") || bytes[tab.upperBound] == UInt8(ascii: "?")
            || bytes[tab.upperBound] == UInt8(ascii: "#")
        return Fix(
            span: span, replacement: oneSlash ? "/" : "//", isName && followsAtOnce && endsHost ? .machineApplicable : .maybeIncorrect)
    }

    /// `not-an-app-link` for an https link that the apple-app-site-association sends to Safari,
    /// naming the rule that decided.
    private func appSiteAssociationWords(_ analysis: LinkAnalysis) -> Diagnostic.Words {
        guard let eligibility = analysis.appLinkEligibility, let association = analysis.map.web?.appSiteAssociation else {
            return Diagnostic.Words(message: "the apple-app-site-association does not let this link open the app, so iOS opens it in Safari")
        }
        let part =
            switch eligibility.decidingPart {
            case .query: "query"
            case .fragment: "fragment"
            case .path: "path"
            }
        if let rule = association.describeRule(of: eligibility) {
            return Diagnostic.Words(message: "\(rule) excludes this \(part), so iOS opens it in Safari")
        }
        let count = association.ruleCount
        return Diagnostic.Words(
            message:
                "no rule of the apple-app-site-association matches this link (\(count) rule\(count == 1 ? "" : "s") tried), so iOS opens it in Safari"
        )
    }
}
