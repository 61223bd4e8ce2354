/// Decides where Android 12+ opens a link, from the app's manifest and the assetlinks files of
/// its declared domains, following AOSP's intent resolution and domain verification:
///
/// - the link is a `VIEW` intent with the `BROWSABLE` and `DEFAULT` categories and no MIME type;
/// - each host declared by a verifiable filter (``AndroidIntentFilter/isVerifiable``) is
///   verified on its own, against the assetlinks file of that host (`*.example.org` against
///   `example.org`'s), not filter by filter;
/// - an http(s) link opens the app only when its host, compared exactly (case included), is an
///   approved domain; then the *last* declared matching activity wins;
/// - an unverified http(s) link goes to the browser, or to a chooser of browsers when its host is
///   not a valid domain name;
/// - a link with another scheme needs no verification.
package enum AndroidLinkDecision {
    /// Decides `link` for `app` (nil when the package is unknown, so no domain can be approved).
    /// `assetLinks` maps each domain to its loaded file.
    package static func decide(
        _ link: String, manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?
    ) -> AndroidLinkEligibility {
        guard let parts = AndroidLink(link) else {
            return AndroidLinkEligibility(result: .noFilter, activity: nil, filter: nil, reason: "the link has no scheme, so no intent filter can take it", decidingPart: .scheme)
        }
        var matches: [(AndroidComponent, AndroidIntentFilter)] = []
        var closest: (AndroidComponent, AndroidIntentFilter, AndroidIntentFilter.Mismatch)?
        for component in manifest.components where component.isEnabled {
            for filter in component.filters {
                guard let mismatch = filter.mismatch(for: parts) else {
                    matches.append((component, filter))
                    continue
                }
                if closest.map({ rank(mismatch) > rank($0.2) }) ?? true { closest = (component, filter, mismatch) }
            }
        }
        guard let last = matches.last else {
            guard let (component, filter, mismatch) = closest else {
                return AndroidLinkEligibility(result: .noFilter, activity: nil, filter: nil, reason: "no enabled activity of the app has an intent filter", decidingPart: .scheme)
            }
            let (reason, part) = explain(mismatch, link: parts, filter: filter)
            return AndroidLinkEligibility(
                result: .noFilter, activity: component.name, filter: filter.index,
                reason: "no intent filter takes the link; the closest, intent filter \(filter.index) of \(component.name), \(reason)", decidingPart: part)
        }
        guard parts.isWeb else {
            let names = Set(matches.map(\.0.name))
            if names.count > 1 {
                return AndroidLinkEligibility(
                    result: .chooser, activity: last.0.name, filter: last.1.index,
                    reason: "\(names.count) activities of the app take the \(parts.scheme): link, so Android asks which one", decidingPart: .scheme)
            }
            return AndroidLinkEligibility(
                result: .opensApp, activity: last.0.name, filter: last.1.index,
                reason: "intent filter \(last.1.index) of \(last.0.name) takes the \(parts.scheme): link; custom schemes need no verification", decidingPart: .scheme)
        }
        let host = parts.host ?? ""
        let approval = approval(of: host, manifest: manifest, assetLinks: assetLinks, app: app)
        if case .approved(let why) = approval {
            return AndroidLinkEligibility(
                result: .opensApp, activity: last.0.name, filter: last.1.index,
                reason: "\(host.quotedForMessage) is verified: \(why); intent filter \(last.1.index) of \(last.0.name) takes the link", decidingPart: .host)
        }
        let notApproved: String
        if case .notApproved(let why) = approval { notApproved = why } else { notApproved = "" }
        if isValidDomainName(host) {
            return AndroidLinkEligibility(
                result: .browser, activity: last.0.name, filter: last.1.index,
                reason: "intent filter \(last.1.index) of \(last.0.name) takes the link, but \(notApproved), so Android 12+ opens the browser", decidingPart: .host)
        }
        return AndroidLinkEligibility(
            result: .chooser, activity: last.0.name, filter: last.1.index,
            reason: "\(host.quotedForMessage) is not a valid domain name, so it cannot be verified; Android offers a chooser with the browsers", decidingPart: .host)
    }

    enum Approval {
        case approved(String)
        case notApproved(String)
    }

    /// Whether `host` is an approved domain of the app, and why (not).
    static func approval(of host: String, manifest: AndroidManifest, assetLinks: [String: AssetLinks], app: AndroidAppIdentity?) -> Approval {
        guard let app else {
            return .notApproved("no package name is known (give --package, or a manifest with package=), so no domain is approved")
        }
        let declared = manifest.components.filter(\.isEnabled).flatMap(\.filters).filter(\.isVerifiable).flatMap(\.authorities).map(\.host)
        let covering = declared.filter { domain in
            domain.hasPrefix("*.") ? host.hasSuffix(String(domain.dropFirst())) : domain == host
        }
        guard let domain = covering.first else {
            if declared.contains(where: { $0.lowercased() == host.lowercased() || ($0.hasPrefix("*.") && host.lowercased().hasSuffix(String($0.dropFirst()).lowercased())) }) {
                return .notApproved("\(host.quotedForMessage) differs in case from the declared domain, and Android compares verified domains exactly")
            }
            return .notApproved("\(host.quotedForMessage) is not declared by any autoVerify filter with VIEW, BROWSABLE, DEFAULT and only http/https schemes")
        }
        let fileDomain = domain.hasPrefix("*.") ? String(domain.dropFirst(2)) : domain
        guard let links = assetLinks[fileDomain] else {
            return .notApproved("no assetlinks.json was given for \(fileDomain.quotedForMessage) (use --assetlinks \(fileDomain)=FILE)")
        }
        guard let statement = links.approving(packageName: app.packageName, fingerprints: app.fingerprints) else {
            let forPackage = links.statements.contains { $0.packageName == app.packageName }
            return .notApproved(forPackage
                ? "the assetlinks.json of \(fileDomain.quotedForMessage) names \(app.packageName) but none of its certificate fingerprints"
                : "the assetlinks.json of \(fileDomain.quotedForMessage) has no handle_all_urls statement for \(app.packageName)")
        }
        let certificate = app.fingerprints.isEmpty ? " (certificate not checked: no --cert-sha256)" : ""
        return .approved("statement \(statement.index) of \(fileDomain.quotedForMessage)'s assetlinks.json approves \(app.packageName)\(certificate) for the declared domain \(domain.quotedForMessage)")
    }

    /// How near a filter came: later stages of Android's test order rank higher.
    static func rank(_ mismatch: AndroidIntentFilter.Mismatch) -> Int {
        switch mismatch {
        case .missingViewAction: 0
        case .noScheme, .scheme: 1
        case .host: 2
        case .port: 3
        case .path: 4
        case .declaresMimeType: 5
        case .missingBrowsableCategory, .missingDefaultCategory: 6
        }
    }

    static func explain(_ mismatch: AndroidIntentFilter.Mismatch, link: AndroidLink, filter: AndroidIntentFilter) -> (String, AndroidLinkEligibility.Part) {
        switch mismatch {
        case .missingViewAction: ("lacks the action android.intent.action.VIEW", .scheme)
        case .noScheme: ("declares no scheme", .scheme)
        case .scheme:
            (link.scheme != link.scheme.lowercased() && filter.schemes.contains(link.scheme.lowercased())
                ? "declares \(link.scheme.lowercased().quotedForMessage), and Android compares schemes case-sensitively"
                : "does not declare the scheme \(link.scheme.quotedForMessage)", .scheme)
        case .host: ("does not declare the host \((link.host ?? "").quotedForMessage)", .host)
        case .port: ("declares the host with another port", .host)
        case .path: ("has no path rule matching \(link.path.quotedForMessage)", .path)
        case .declaresMimeType: ("declares a MIME type, which a plain link never carries", .scheme)
        case .missingBrowsableCategory: ("lacks the category android.intent.category.BROWSABLE that links need", .scheme)
        case .missingDefaultCategory: ("lacks the category android.intent.category.DEFAULT that implicit intents need", .scheme)
        }
    }

    /// A host Android can verify: dot-separated labels of letters, digits and inner hyphens, at
    /// least two of them, the last not all digits (so no IP address).
    package static func isValidDomainName(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, !last.allSatisfy(\.isNumber) else { return false }
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }
}
