#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
import TextBytes
#endif

/// An incoming link, split into its components with exact byte spans, ready for typed reading.
///
/// `DeepLink` needs no route map: it is what an app holds in `onOpenURL` before deciding where
/// the link goes. Read typed values with ``value(for:)`` and ``QueryKey``, or map the whole link
/// into a `Decodable` struct, through the app's route map, with ``DeepLinkDecoder``.
///
/// ```swift
/// let link = DeepLink("myapp://home/openArticle?title=Hello%20world&mode=0")
/// link.host                  // "home"
/// link.pathComponents        // ["openArticle"]
/// link.queryItems[0].value   // "Hello world", for the name "title"
/// ```
///
/// Names and values are percent-decoded (RFC 3986 §2.1); `+` stays `+`.
public struct DeepLink: Sendable, Hashable {
    /// The link as given; every span is a UTF-8 byte range into it.
    public let input: String
    /// The components with their byte ranges.
    package let url: ScannedURL
    /// Syntax problems the scanner found (RFC 3986). Reading values does not stop at them.
    public let diagnostics: [Diagnostic]
    /// The query items in order, repeated names kept, empty items (`a=1&&b=2`) skipped.
    public let queryItems: [QueryItem]
    /// The scheme, lower-cased; nil when the link has none.
    public let scheme: String?
    /// The host, percent-decoded: the tab of a custom-scheme link, the domain of a web link.
    public let host: String?
    /// The path's segments, percent-decoded, without empty ones: `["articles", "42"]`.
    public let pathComponents: [String]
    /// The fragment after `#`, percent-decoded.
    public let fragment: String?

    /// Scans `input`. Never fails: syntax problems are in ``diagnostics``.
    public init(_ input: String) {
        let (url, diagnostics) = input.withUTF8Bytes { bytes in
            let scan = URLScanner.scan(bytes: bytes)
            let renderer = ProblemRenderer(bytes: bytes, url: scan.url)
            return (scan.url, scan.problems.finished().map { renderer.diagnostic($0, in: nil) })
        }
        self.init(input, scanned: url, diagnostics: diagnostics)
    }

    /// The link an analysis read: its components as the analyzer scanned them (without any
    /// text around the link), with the analysis's diagnostics.
    package init(_ analysis: LinkAnalysis) {
        self.init(analysis.input, scanned: analysis.url, diagnostics: analysis.diagnostics)
    }

    /// The link `url` holds, scanned from `input`, its components decoded.
    private init(_ input: String, scanned url: ScannedURL, diagnostics: [Diagnostic]) {
        let parts = input.withUTF8Bytes { bytes in
            func text(_ range: Range<Int>) -> String { PercentEncoding.decode(bytes, range).text }
            let items = url.queryItems(in: bytes).filter { !$0.item.isEmpty }.map { span in
                QueryItem(name: text(span.name), value: span.value.map(text), span: span)
            }
            return (
                items: items, scheme: url.scheme.map { text($0).lowercased() }, host: url.host.map(text),
                path: url.pathSegments(in: bytes).filter { !$0.isEmpty }.map(text), fragment: url.fragment.map(text)
            )
        }
        self.input = input
        self.url = url
        self.diagnostics = diagnostics
        queryItems = parts.items
        scheme = parts.scheme
        host = parts.host
        pathComponents = parts.path
        fragment = parts.fragment
    }

    /// Reads a Foundation `URL` through its `absoluteString`.
    public init(_ url: URL) {
        self.init(url.absoluteString)
    }

    /// The items called `name`, in link order.
    public func queryItems(named name: String) -> [QueryItem] {
        queryItems.filter { $0.name == name }
    }
}
