import TextBytes

/// Decides where Android 12+ opens a link, from the app's manifest and the assetlinks files of
/// its declared domains, following AOSP's intent resolution and domain verification:
///
/// - the link is a `VIEW` intent with the `BROWSABLE` category, resolved with
///   `MATCH_DEFAULT_ONLY` (so filters need `DEFAULT`), and no MIME type
///   (``AndroidIntentFilter/mismatch(for:)``);
/// - a link whose scheme is not exactly `http` or `https` needs no verification: one activity
///   opens, several mean a chooser;
/// - for an http(s) link, an activity whose filter takes every web link of every host is a
///   browser to the resolver (`filterCandidatesWithDomainPreferredActivitiesLPrBody`); when the
///   link's host is not a domain name (`localhost`, `[::1]`, none), the link is no App Link
///   (`DomainVerificationUtils.isDomainVerificationIntent`) and Android offers the app's
///   activities beside the browser, a chooser; otherwise the app's activities open the link
///   only when its host is approved (`DomainVerificationService`'s
///   `filterToApprovedApp`), and then the *last* declared of them wins; otherwise the browser
///   opens it;
/// - a host is approved when it equals a verified domain, case included, or ends with the rest of
///   a verified `*.` domain (`approvalLevelForDomainInternal`); the verified domains are the
///   domain-name hosts of every verifiable filter of every activity, enabled or not
///   (`DomainVerificationCollector`), each verified on its own against the assetlinks.json of
///   that host (`*.example.org` against `example.org`'s).
package enum AndroidLinkDecision {
    /// Decides `link` for `app` (nil when the package is unknown, so no domain can be approved).
    /// `assetLinks` maps each domain to its loaded file.
    package static func decide(
        _ link: String, manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?
    ) -> AndroidLinkEligibility {
        decide(AndroidLink(link), manifest: manifest, assetLinks: assetLinks, app: app)
    }

    /// Decides a link already read as Android reads it; nil for one without a `:`.
    package static func decide(
        _ link: AndroidLink?, manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?
    ) -> AndroidLinkEligibility {
        decide(link, manifest: manifest, approvals: approvals(manifest: manifest, assetLinks: assetLinks, app: app))
    }

    /// Decides a link with the domains' answers already settled (``approvals(manifest:assetLinks:app:)``),
    /// as ``AndroidAppLinks`` does for every link of a run.
    package static func decide(_ link: AndroidLink?, manifest: AndroidManifest, approvals: DomainApprovals) -> AndroidLinkEligibility {
        guard let link else {
            return AndroidLinkEligibility(
                result: .noFilter, activity: nil, filter: nil, reason: "the link has no scheme, so no intent filter can take it",
                linkIsWeb: false, decidingPart: .scheme, span: 0..<0)
        }
        func answer(_ result: AndroidLinkEligibility.Result, _ taker: Taker?, _ reason: String, _ part: AndroidLinkEligibility.Part) -> AndroidLinkEligibility {
            AndroidLinkEligibility(
                result: result, activity: taker?.component.name, filter: taker?.filter.index, reason: reason, linkIsWeb: link.isWeb,
                decidingPart: part, span: link.span(of: part))
        }
        var matches: [Taker] = []
        var closest: (taker: Taker, mismatch: AndroidIntentFilter.Mismatch)?
        for component in manifest.components {
            for filter in component.filters {
                // `PackageUserStateUtils.isEnabled` asks the application first, then the component.
                let unavailable: AndroidIntentFilter.Mismatch? =
                    !manifest.isApplicationEnabled ? .applicationDisabled
                    : !component.isEnabled ? .componentDisabled : !component.isExported ? .componentNotExported : nil
                guard let mismatch = filter.mismatch(for: link) ?? unavailable else {
                    matches.append(Taker(component: component, filter: filter))
                    continue
                }
                if closest.map({ rank(mismatch) > rank($0.mismatch) }) ?? true { closest = (Taker(component: component, filter: filter), mismatch) }
            }
        }
        guard let last = matches.last else {
            guard let (taker, mismatch) = closest else {
                return answer(.noFilter, nil, "no activity of the app has an intent filter", .scheme)
            }
            let (reason, part) = explain(mismatch, link: link, filter: taker.filter)
            return answer(
                .noFilter, taker,
                "no intent filter takes the link; the closest, intent filter \(taker.filter.number) of \(taker.component.name), \(reason)", part)
        }
        guard link.isWeb else {
            let names = matches.map(\.component.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if names.count > 1 {
                return answer(.chooser, last, "\(names.count) activities of the app take the \(link.scheme): link, so Android asks which one", .scheme)
            }
            return answer(
                .opensApp, last, "intent filter \(last.filter.number) of \(last.component.name) takes the \(link.scheme): link; custom schemes need no verification",
                .scheme)
        }
        guard let lastApp = matches.last(where: { !$0.filter.handlesAllWebLinks }) else {
            return answer(
                .browser, last,
                "intent filter \(last.filter.number) of \(last.component.name) takes every \(link.scheme) link of every host, so Android counts the activity as a browser and opens the default browser",
                .host)
        }
        // `DomainVerificationUtils.isDomainVerificationIntent`: only a link to a domain name is
        // an App Link; for any other host the resolver keeps the app's activities beside the
        // browsers (`filterCandidatesWithDomainPreferredActivitiesLPrBody`).
        guard let host = link.host, AndroidDomainName.isDomainName(Substring(host)) else {
            let what = link.host.map { $0.isEmpty ? "the link's host is empty, which" : "\($0.quotedForMessage)" } ?? "the link has no host, which"
            return answer(
                .chooser, lastApp,
                "\(what) is not a domain name to Android, so the link is no App Link and nothing verifies it: Android offers intent filter \(lastApp.filter.number) of \(lastApp.component.name) beside the browser",
                .host)
        }
        switch approval(of: host, manifest: manifest, approvals: approvals) {
        case .approved(let why):
            return answer(
                .opensApp, lastApp,
                "\((link.host ?? "").quotedForMessage) is verified: \(why); intent filter \(lastApp.filter.number) of \(lastApp.component.name) takes the link",
                .host)
        case .notApproved(let why):
            return answer(
                .browser, lastApp,
                "intent filter \(lastApp.filter.number) of \(lastApp.component.name) takes the link, but \(why), so Android 12+ opens the browser",
                .host)
        }
    }

    /// An intent filter and the activity or alias it belongs to.
    struct Taker {
        let component: AndroidComponent
        let filter: AndroidIntentFilter
    }

    /// Whether a domain approves the app, and why (not).
    package enum Approval: Sendable, Hashable {
        case approved(String)
        case notApproved(String)
    }

    /// What each of the manifest's ``AndroidManifest/verificationDomains`` says of the app, in
    /// their order; nil when no package is known. The same for every link, so settled once.
    package struct DomainApprovals: Sendable, Hashable {
        let verdicts: [Approval]?
    }

    /// Each verification domain's answer: approved by a statement of its own assetlinks.json
    /// (`*.example.org` by `example.org`'s), or why not.
    package static func approvals(manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?) -> DomainApprovals {
        guard let app else { return DomainApprovals(verdicts: nil) }
        return DomainApprovals(
            verdicts: manifest.verificationDomains.map { domain in
                let fileDomain = domain.hasPrefix("*.") ? String(domain.dropFirst(2)) : domain
                guard let links = assetLinks[fileDomain] else {
                    return .notApproved("no assetlinks.json was given for \(fileDomain.quotedForMessage) (use --assetlinks \(fileDomain)=FILE)")
                }
                guard let statement = links.approving(packageName: app.packageName, fingerprints: app.fingerprints) else {
                    return .notApproved(links.refusal(packageName: app.packageName, fingerprints: app.fingerprints, domain: fileDomain))
                }
                let certificate = app.fingerprints.isEmpty ? " (certificate not checked: no --cert-sha256)" : ""
                return .approved(
                    "statement \(statement.number) of \(fileDomain.quotedForMessage)'s assetlinks.json approves \(app.packageName)\(certificate) for the declared domain \(domain.quotedForMessage)")
            })
    }

    /// Whether `host` is an approved domain of the app, and why (not): the first verification
    /// domain equal to it, then the first `*.` one covering it, that approves; else why the first
    /// that covers it does not.
    static func approval(of host: String, manifest: AndroidManifest, approvals: DomainApprovals) -> Approval {
        guard let verdicts = approvals.verdicts else {
            return .notApproved("no package name is known (give --package, or a manifest with package=), so no domain is approved")
        }
        let domains = manifest.verificationDomains
        let covering = domains.indices.filter { sameText(domains[$0], host) } + domains.indices.filter { covers(domains[$0], host) }
        if let approved = covering.first(where: { if case .approved = verdicts[$0] { true } else { false } }) {
            return verdicts[approved]
        }
        guard let first = covering.first else {
            if let invalid = manifest.unverifiableDomains.first(where: { sameText($0, host) || covers($0, host) }) {
                return .notApproved("the declared domain \(invalid.quotedForMessage) is not a domain name to Android, which sends only domain names for verification, so it is never verified")
            }
            if domains.contains(where: { $0.lowercased() == host.lowercased() || ($0.hasPrefix("*.") && host.lowercased().hasSuffix(String($0.dropFirst(2)).lowercased())) }) {
                return .notApproved("\(host.quotedForMessage) differs in case from the declared domain, and Android compares verified domains exactly")
            }
            return .notApproved("\(host.quotedForMessage) is not declared by any autoVerify filter with VIEW, BROWSABLE, DEFAULT and only http/https schemes")
        }
        return verdicts[first]
    }

    /// Java's `String.equals`: the same UTF-16 units.
    static func sameText(_ a: String, _ b: String) -> Bool { a.utf16.elementsEqual(b.utf16) }

    /// Whether the verified `*.` domain approves `host`: Android tests `host.endsWith` the domain
    /// without its `*.`, so `*.example.org` approves `example.org` itself (and
    /// `myexample.org`).
    static func covers(_ domain: String, _ host: String) -> Bool {
        guard domain.hasPrefix("*.") else { return false }
        let rest = Array(domain.utf16.dropFirst(2)), units = Array(host.utf16)
        return units.count >= rest.count && units.suffix(rest.count).elementsEqual(rest)
    }

    /// How near a filter came: later stages of Android's test order rank higher.
    static func rank(_ mismatch: AndroidIntentFilter.Mismatch) -> Int {
        switch mismatch {
        case .missingViewAction: 0
        case .noScheme, .scheme: 1
        case .schemeCase: 2
        case .schemeSpecificPart, .host: 3
        case .port: 4
        case .path, .blockedByGroup: 5
        case .declaresMimeType: 6
        case .missingBrowsableCategory, .missingDefaultCategory: 7
        case .applicationDisabled, .componentDisabled, .componentNotExported: 8
        }
    }

    static func explain(_ mismatch: AndroidIntentFilter.Mismatch, link: AndroidLink, filter: AndroidIntentFilter) -> (String, AndroidLinkEligibility.Part) {
        switch mismatch {
        case .missingViewAction: ("lacks the action android.intent.action.VIEW", .scheme)
        case .noScheme: ("declares no scheme", .scheme)
        case .scheme: ("does not declare the scheme \(link.scheme.quotedForMessage)", .scheme)
        case .schemeCase:
            ("declares \((filter.schemes.first { $0.lowercased() == link.scheme.lowercased() } ?? link.scheme).quotedForMessage), and Android compares schemes case-sensitively", .scheme)
        case .schemeSpecificPart:
            ("has no android:ssp rule matching \(String(decoding: link.schemeSpecificPart, as: UTF16.self).quotedForMessage)", .schemeSpecificPart)
        case .host: ("does not declare the host \((link.host ?? "").quotedForMessage)", .host)
        case .port: ("declares the host with another port", .host)
        case .path:
            (filter.relativeFilterGroups.isEmpty
                ? "has no path rule matching \(link.pathText.quotedForMessage)"
                : "has no path rule matching \(link.pathText.quotedForMessage) and no <uri-relative-filter-group> that allows the link", .path)
        case .blockedByGroup(let index):
            blocked(by: filter.relativeFilterGroups[index], index: index)
        case .declaresMimeType: ("declares a MIME type, which a plain link never carries", .scheme)
        case .missingBrowsableCategory: ("lacks the category android.intent.category.BROWSABLE that links need", .scheme)
        case .missingDefaultCategory: ("lacks the category android.intent.category.DEFAULT that implicit intents need", .scheme)
        case .applicationDisabled:
            ("would take the link, but the application has android:enabled=\"false\", which disables every activity of the app", .scheme)
        case .componentDisabled: ("would take the link, but the component has android:enabled=\"false\"", .scheme)
        case .componentNotExported:
            ("would take the link, but the component is not exported (android:exported=\"false\"), and the browser, another app, cannot start it", .scheme)
        }
    }

    /// A blocking group, named by its position, about the part its rules look at: the query or
    /// fragment when it has a rule on them, else the path.
    static func blocked(by group: AndroidRelativeFilterGroup, index: Int) -> (String, AndroidLinkEligibility.Part) {
        let rules = group.rules.map { "android:\($0.attribute)=\($0.value.quotedForMessage)" }.joined(separator: ", ")
        let parts = Set(group.rules.map(\.part))
        let part: AndroidLinkEligibility.Part = parts.contains(.query) ? .query : parts.contains(.fragment) ? .fragment : .path
        return ("has <uri-relative-filter-group android:allow=\"false\"> (group \(index), \(group.position)) with \(rules), which blocks the link", part)
    }
}
