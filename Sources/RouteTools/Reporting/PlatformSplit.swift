import RouteCore

/// Links that open the app on one platform and not the other, for `check --summary`: counted
/// over links with both an iOS answer (an apple-app-site-association) and an Android one.
package struct PlatformSplit: Sendable, Hashable {
    /// The most links of each side the summary names.
    package static let shownLinks = 5

    package private(set) var iosOnly: [String] = []
    package private(set) var androidOnly: [String] = []
    package private(set) var iosOnlyCount = 0
    package private(set) var androidOnlyCount = 0

    package init() {}

    /// Counts one link, given each platform's answer.
    package mutating func add(_ link: String, ios: AppLinkEligibility, android: AndroidLinkEligibility) {
        switch (ios.opensApp, android.opensApp) {
        case (true, false):
            iosOnlyCount += 1
            if iosOnly.count < Self.shownLinks { iosOnly.append(link) }
        case (false, true):
            androidOnlyCount += 1
            if androidOnly.count < Self.shownLinks { androidOnly.append(link) }
        default: break
        }
    }

    /// Adds the links of a later part of the same run (a chunk checked by another worker): the
    /// counts add up, and the links shown stay the first ones in input order.
    package mutating func merge(_ other: PlatformSplit) {
        iosOnlyCount += other.iosOnlyCount
        androidOnlyCount += other.androidOnlyCount
        iosOnly += other.iosOnly.prefix(Self.shownLinks - iosOnly.count)
        androidOnly += other.androidOnly.prefix(Self.shownLinks - androidOnly.count)
    }

    /// The summary's lines; empty when both platforms agree on every link.
    package func render() -> String {
        var out = ""
        for (count, links, opens, not) in [(iosOnlyCount, iosOnly, "iOS", "Android"), (androidOnlyCount, androidOnly, "Android", "iOS")] where count > 0 {
            out += "opens the app on \(opens) but not on \(not): \(count) link\(count == 1 ? "" : "s")\n"
            for link in links { out += "  \(link)\n" }
            if count > links.count { out += "  … and \(count - links.count) more\n" }
        }
        return out
    }
}
