import Foundation
import RouteCore

/// A `<deepLink app:uri>` pattern, read as Jetpack Navigation reads it, in route-map terms.
///
/// - Without a scheme (`www.example.com/users/{id}`) the pattern takes both `http` and `https`.
/// - `{name}` is a placeholder for the argument `name`; in the path it takes one segment or part
///   of one, and a route map can only say a whole segment (`users/{id}`).
/// - `.*` takes anything; a route map can say it only at the end of the path (`files/*`).
/// - Query items pair a key with a placeholder (`?q={query}`: the key `q` fills the argument
///   `query`) or with text the link must carry as written (`?source=push`).
struct NavigationDeepLinkURI {
    /// What a query item's value is.
    enum QueryValue: Equatable {
        /// `{argument}`.
        case argument(String)
        /// Text the link must carry exactly.
        case literal(String)
    }

    /// Why a pattern has no route-map form, in a sentence for a warning.
    struct Unconvertible: Error {
        var reason: String
    }

    /// The schemes, lower-cased: `["http", "https"]` when the pattern names none.
    var schemes: [String]
    /// Whether the pattern names its scheme.
    var namesScheme: Bool
    /// The host, as written.
    var host: String
    var path: [PathTemplate.Segment]
    var query: [(key: String, value: QueryValue)]
    /// Parts a route map cannot keep, each in a sentence; the rest converts.
    var losses: [String] = []

    /// Whether the links are web links (http or https), not a custom scheme's.
    var isWeb: Bool { schemes.allSatisfy { $0 == "http" || $0 == "https" } }

    init(parsing uri: String) throws(Unconvertible) {
        var rest = Substring(uri)
        if let colon = rest.firstIndex(of: ":"), Self.isNavigationScheme(rest[..<colon]) {
            schemes = [rest[..<colon].lowercased()]
            namesScheme = true
            rest = rest[rest.index(after: colon)...]
            guard rest.hasPrefix("//") else {
                throw Unconvertible(reason: "\(schemes[0]): has no //host after it, and route-map links do")
            }
            rest = rest.dropFirst(2)
        } else {
            schemes = ["http", "https"]
            namesScheme = false
        }
        if let hash = rest.firstIndex(of: "#") {
            losses.append("its fragment \(String(rest[hash...]).quotedForMessage) is not converted: a route map reads no fragment")
            rest = rest[..<hash]
        }
        var queryText: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        host = String(rest[..<authorityEnd])
        if host.isEmpty { throw Unconvertible(reason: "it has no host") }
        if host.contains("{") || host.contains("}") || host.contains("*") {
            throw Unconvertible(reason: "the host \(host.quotedForMessage) has a placeholder or wildcard, and route-map hosts are exact")
        }
        if host.contains(":") || host.contains("@") {
            throw Unconvertible(reason: "the authority \(host.quotedForMessage) has a port or user, which a route map cannot say")
        }
        path = try Self.segments(rest[authorityEnd...])
        query = []
        for item in queryText.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0]), value = parts.count == 2 ? String(parts[1]) : ""
            if key.isEmpty || key.contains("{") || key.contains("}") {
                losses.append("the query item \(String(item).quotedForMessage) is not converted: its key must be plain text")
            } else if let name = Self.placeholder(value) {
                query.append((key, .argument(name)))
            } else if value.contains("{") || value.contains("}") || value.contains(".*") {
                losses.append("the query item \(String(item).quotedForMessage) is not converted: a route-map parameter is the whole value")
            } else {
                query.append((key, .literal(value.removingPercentEncoding ?? value)))
            }
        }
    }

    /// Navigation's test for a written scheme: letters, then letters, digits, `+`, `_`, `-`, `.`.
    static func isNavigationScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+_-.".unicodeScalars.contains($0))
        }
    }

    /// `{name}` alone gives `name`.
    static func placeholder(_ text: some StringProtocol) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let name = text.dropFirst().dropLast()
        return name.contains("{") || name.contains("}") ? nil : String(name)
    }

    /// The path's segments; an empty segment (a doubled or trailing `/`) is skipped.
    static func segments(_ path: Substring) throws(Unconvertible) -> [PathTemplate.Segment] {
        let pieces = path.split(separator: "/")
        var segments: [PathTemplate.Segment] = []
        var names = Set<String>()
        for (index, piece) in pieces.enumerated() {
            if piece == ".*" {
                guard index == pieces.count - 1 else {
                    throw Unconvertible(reason: "its .* stands before the end of the path; a route map's catch-all * only ends one")
                }
                segments.append(.wildcard)
            } else if let name = placeholder(piece) {
                guard names.insert(name).inserted else {
                    throw Unconvertible(reason: "the placeholder {\(name)} appears twice in the path")
                }
                segments.append(.parameter(name))
            } else if piece.contains("{") || piece.contains("}") {
                throw Unconvertible(reason: "the segment \(String(piece).quotedForMessage) mixes text and a placeholder, and a route-map parameter takes a whole segment")
            } else if piece.contains(".*") {
                throw Unconvertible(reason: "the segment \(String(piece).quotedForMessage) holds a .* wildcard, and a route map's catch-all * is a whole last segment")
            } else {
                segments.append(.literal(String(piece).removingPercentEncoding ?? String(piece)))
            }
        }
        return segments
    }
}
