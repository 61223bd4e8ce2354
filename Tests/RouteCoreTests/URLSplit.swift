import Foundation
import RouteCore

/// A URL split into the components that both RouteScope and Foundation expose, as the
/// percent-encoded text of the input. Two splits are equal when the two parsers agree.
struct URLSplit: Equatable, CustomStringConvertible {
    struct QueryItem: Equatable {
        var name: String
        /// Nil when the item has no `=` at all (`a`), empty for `a=`.
        var value: String?
    }

    var scheme: String?
    var user: String?
    var password: String?
    var host: String?
    var port: Int?
    var path: String
    var query: String?
    var fragment: String?
    /// Nil when there is no query; empty for a bare `?`.
    var queryItems: [QueryItem]?

    /// RouteScope's split: the scanned byte ranges cut out of `input`.
    ///
    /// The user information splits at its first `:`, as Foundation's `percentEncodedUser` and
    /// `percentEncodedPassword` do. An empty port (`host:`) is no port, as Foundation's `port` is nil.
    init(_ url: ScannedURL, in input: String) {
        let bytes = Array(input.utf8)
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        scheme = text(url.scheme)
        if let userinfo = text(url.userinfo) {
            if let colon = userinfo.firstIndex(of: ":") {
                user = String(userinfo[..<colon])
                password = String(userinfo[userinfo.index(after: colon)...])
            } else {
                user = userinfo
            }
        }
        host = text(url.host)
        port = text(url.port).flatMap { Int($0) }
        path = text(url.path) ?? ""
        query = text(url.query)
        fragment = text(url.fragment)
        queryItems = url.query.map { _ in
            url.queryItems(in: input).map { QueryItem(name: text($0.name) ?? "", value: text($0.value)) }
        }
    }

    /// Foundation's split of `input`, or nil when `URLComponents(string:)` rejects it.
    init?(foundation input: String) {
        guard let components = URLComponents(string: input) else { return nil }
        scheme = components.scheme
        user = components.percentEncodedUser
        password = components.percentEncodedPassword
        host = FoundationDeviations.comparableHost(components)
        port = components.port
        path = components.percentEncodedPath
        query = components.percentEncodedQuery
        fragment = components.percentEncodedFragment
        queryItems = components.percentEncodedQueryItems?.map { QueryItem(name: $0.name, value: $0.value) }
    }

    /// The names of the components that differ, with both values, for failure messages.
    func differences(from other: URLSplit) -> [String] {
        func describe<T>(_ value: T?) -> String { value.map { "\"\($0)\"" } ?? "nil" }
        var out: [String] = []
        func compare<T: Equatable>(_ name: String, _ mine: T?, _ theirs: T?) {
            if mine != theirs { out.append("\(name): \(describe(mine)) vs \(describe(theirs))") }
        }
        compare("scheme", scheme, other.scheme)
        compare("user", user, other.user)
        compare("password", password, other.password)
        compare("host", host, other.host)
        compare("port", port, other.port)
        compare("path", path, other.path)
        compare("query", query, other.query)
        compare("fragment", fragment, other.fragment)
        if queryItems != other.queryItems {
            out.append("queryItems: \(Self.describe(queryItems)) vs \(Self.describe(other.queryItems))")
        }
        return out
    }

    var description: String {
        "scheme=\(scheme ?? "nil") user=\(user ?? "nil") password=\(password ?? "nil") host=\(host ?? "nil") "
            + "port=\(port.map(String.init) ?? "nil") path=\(path) query=\(query ?? "nil") "
            + "fragment=\(fragment ?? "nil") items=\(Self.describe(queryItems))"
    }

    static func describe(_ items: [QueryItem]?) -> String {
        guard let items else { return "nil" }
        return "[" + items.map { "\($0.name)" + ($0.value.map { "=\($0)" } ?? "") }.joined(separator: ", ") + "]"
    }
}

extension URLScanner.Result {
    /// Whether the link counts as accepted when comparing splits with another parser.
    ///
    /// Stricter than "no errors": `needs-encoding` is only a warning, but Foundation
    /// percent-encodes raw non-ASCII text, so its `percentEncoded…` properties cannot equal our
    /// byte ranges. Any diagnostic at all therefore makes the input "not accepted" here.
    var isAcceptedForAgreement: Bool { diagnostics.isEmpty }

    /// Whether at least one diagnostic is an error, i.e. RouteScope fails the link.
    var hasError: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every span in the result (components, diagnostics, fixes) that does not lie within `input`
    /// or does not start and end on a UTF-8 character boundary, described for a failure message.
    ///
    /// Renderers slice the input at these offsets, so one off-by-one would cut a character in half.
    func spanProblems(in input: String) -> [String] {
        let bytes = Array(input.utf8)
        func isBoundary(_ offset: Int) -> Bool {
            offset == bytes.count || (offset >= 0 && offset < bytes.count && bytes[offset] & 0xC0 != 0x80)
        }
        var spans: [(String, Range<Int>)] = [
            ("scheme", url.scheme), ("authority", url.authority), ("userinfo", url.userinfo), ("host", url.host),
            ("port", url.port), ("path", url.path), ("query", url.query), ("fragment", url.fragment),
        ].compactMap { name, range in range.map { (name, $0) } }
        spans += url.pathSegments(in: input).map { ("path segment", $0) }
        for item in queryItems {
            spans.append(("query item", item.item))
            spans.append(("query name", item.name))
            if let value = item.value { spans.append(("query value", value)) }
        }
        for diagnostic in diagnostics {
            spans.append(("\(diagnostic.code.rawValue) diagnostic", diagnostic.span))
            if let fix = diagnostic.fix { spans.append(("\(diagnostic.code.rawValue) fix", fix.span)) }
        }
        return spans.compactMap { name, span in
            guard span.upperBound > bytes.count || !isBoundary(span.lowerBound) || !isBoundary(span.upperBound)
            else { return nil }
            return "\(name) span \(span) is outside the \(bytes.count) bytes of the input or splits a character"
        }
    }
}

/// Where Foundation on this toolchain departs from RFC 3986 for links RouteScope accepts, and
/// how the comparison allows for it. Each allowance is as narrow as the departure.
enum FoundationDeviations {
    /// The host to compare: `percentEncodedHost`, except for hosts with a Punycode label.
    ///
    /// Foundation's `percentEncodedHost` applies IDNA ToUnicode to `xn--` labels: `xn--n3h` comes
    /// back as `%E2%98%83`, and a label that is not valid Punycode (`xn--zz`) makes it nil. RFC 3986
    /// §3.2.2 treats a registered name as opaque, and so does RouteScope. `encodedHost` keeps the
    /// host as written, so it is the property to compare for those hosts.
    static func comparableHost(_ components: URLComponents) -> String? {
        guard let written = components.encodedHost, hasPunycodeLabel(written) else {
            return components.percentEncodedHost
        }
        return written
    }

    static func hasPunycodeLabel(_ host: String) -> Bool {
        host.split(separator: ".").contains { $0.lowercased().hasPrefix("xn--") }
    }
}
