import PlatformLinks
import TextBytes

extension AppSiteAssociation {
    /// Whether iOS opens `link` in the app, by Apple's matching rules. Only the path, query and
    /// fragment are matched: the host is the one the file was served from. The link is split by
    /// RouteCore's scanner, as `check` splits it; PlatformLinks, below RouteCore, matches it.
    package func eligibility(of link: String) -> AppLinkEligibility {
        link.withUTF8Bytes { bytes in eligibility(bytes: bytes, url: URLScanner.scan(bytes: bytes).url) }
    }
}
