/// The host and optional port of a `<data>` element, as AOSP's `IntentFilter.AuthorityEntry`.
///
/// The host compares with Java's `String.compareToIgnoreCase`. A host starting with `*` matches
/// every host ending with the rest (`AuthorityEntry.match`), so `*.example.org` matches
/// `shop.example.org` but not `example.org` itself, `*example.org` matches both and
/// `myexample.org` too, and `*` alone matches every host. A declared port must equal the link's
/// explicit port: `443` does not match `https://example.org/`, whose port is unspecified; a
/// negative port, like none, matches any.
package struct AndroidAuthority: Sendable, Hashable {
    /// The host as declared, `*` included.
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
        if let port, port >= 0 { return port == linkPort }
        return true
    }

    /// Whether a link's host matches, whatever the port.
    package func matches(host linkHost: String) -> Bool {
        let wanted = Array((isWildcard ? String(host.dropFirst()) : host).utf16)
        let candidate = Array(linkHost.utf16)
        guard candidate.count >= wanted.count else { return false }
        let compared = isWildcard ? Array(candidate.suffix(wanted.count)) : candidate
        return compared.count == wanted.count && zip(compared, wanted).allSatisfy(Self.equalIgnoringCase)
    }

    /// Java's `compareToIgnoreCase` for one pair of UTF-16 units: equal, or equal once both are
    /// upper-cased, or once those are lower-cased, with `Character`'s one-character mappings.
    static func equalIgnoringCase(_ a: UInt16, _ b: UInt16) -> Bool {
        if a == b { return true }
        let upperA = upper(a), upperB = upper(b)
        return upperA == upperB || lower(upperA) == lower(upperB)
    }

    /// `Character.toUpperCase(char)`: Unicode's simple upper-case mapping. Where the full mapping
    /// takes several characters (`ß` → `SS`), the simple one is the title-case mapping when that
    /// is one character (`ᾳ` → `ᾼ`), and none otherwise.
    static func upper(_ unit: UInt16) -> UInt16 {
        guard let scalar = Unicode.Scalar(UInt32(unit)) else { return unit }
        if let mapped = single(scalar.properties.uppercaseMapping) { return mapped }
        return single(scalar.properties.titlecaseMapping) ?? unit
    }

    /// `Character.toLowerCase(char)`: Unicode's simple lower-case mapping; the one character whose
    /// full mapping is longer, `İ` → `i̇`, maps to its first character, `i`.
    static func lower(_ unit: UInt16) -> UInt16 {
        guard let scalar = Unicode.Scalar(UInt32(unit)) else { return unit }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        guard let first = mapping.first, first.value <= 0xFFFF else { return unit }
        return UInt16(first.value)
    }

    /// The mapping's character when it is a single one of the Basic Multilingual Plane.
    static func single(_ mapping: String) -> UInt16? {
        let scalars = mapping.unicodeScalars
        guard scalars.count == 1, let only = scalars.first, only.value <= 0xFFFF else { return nil }
        return UInt16(only.value)
    }
}
