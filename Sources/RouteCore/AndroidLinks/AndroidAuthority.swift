/// The host and optional port of a `<data>` element, as AOSP's `IntentFilter.AuthorityEntry`.
///
/// The host compares ignoring case. A host starting with `*` matches every host ending with the
/// rest, so `*.example.org` matches `shop.example.org` but not `example.org` itself (and `*` alone
/// matches every host). A declared port must equal the link's explicit port: `443` does not
/// match `https://example.org/`, whose port is unspecified.
package struct AndroidAuthority: Sendable, Hashable {
    /// The host as declared, `*.` included.
    package let host: String
    /// The declared port; nil when none.
    package let port: Int?

    package init(host: String, port: Int?) {
        self.host = host
        self.port = port
    }

    /// Whether the host starts with `*`.
    package var isWildcard: Bool { host.hasPrefix("*") }

    /// Whether a link's host and explicit port match.
    package func matches(host linkHost: String, port linkPort: Int?) -> Bool {
        guard matches(host: linkHost) else { return false }
        if let port { return port == linkPort }
        return true
    }

    /// Whether a link's host matches, whatever the port.
    package func matches(host linkHost: String) -> Bool {
        let wanted = Array((isWildcard ? String(host.dropFirst()) : host).utf16)
        let candidate = Array(linkHost.utf16)
        guard candidate.count >= wanted.count else { return false }
        let compared = isWildcard ? Array(candidate.suffix(wanted.count)) : candidate
        guard compared.count == wanted.count,
            zip(compared, wanted).allSatisfy({ Self.foldCase($0) == Self.foldCase($1) })
        else { return false }
        return true
    }

    /// ASCII case folding, as Java's `compareToIgnoreCase` does for the characters hosts use.
    static func foldCase(_ unit: UInt16) -> UInt16 {
        (65...90).contains(unit) ? unit + 32 : unit
    }
}
