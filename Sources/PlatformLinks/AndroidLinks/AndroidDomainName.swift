/// The hosts Android 12+ sends for verification: AOSP's `DomainVerificationCollector` keeps a
/// declared host only when it matches `(\*\.)?` followed by `android.util.Patterns.DOMAIN_NAME`,
/// and silently drops the others, which then never open the app.
///
/// `DOMAIN_NAME` is a host name or an IPv4 address. A host name is one or more labels, each 1–63
/// characters of ASCII letters and digits or of the non-ASCII ranges Android calls good IRI host
/// characters (U+00A0–U+4DFF, U+9FA6–U+D7FF, U+F900–U+FDCF, U+FDF0–U+FFEF), with inner hyphens,
/// each followed by a dot, then a top-level label of 2–63 such characters with neither digits
/// nor hyphens (so `example.xn--p1ai` and `localhost` are not domain names). An IPv4 address is
/// four dotted numbers up to 255, the first not `0`.
package enum AndroidDomainName {
    /// Whether the collector keeps `host` for verification.
    package static func isVerifiable(_ host: String) -> Bool {
        isDomainName(host.hasPrefix("*.") ? Substring(host.dropFirst(2)) : Substring(host))
    }

    /// `Patterns.DOMAIN_NAME`: a host name or an IPv4 address. A link is an App Link only when
    /// its host is one (`DomainVerificationUtils.isDomainVerificationIntent`).
    package static func isDomainName(_ name: Substring) -> Bool {
        isHostName(name) || isIPv4Address(name)
    }

    static func isHostName(_ name: Substring) -> Bool {
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last else { return false }
        let top = Array(topLevel.unicodeScalars)
        guard (2...63).contains(top.count), top.allSatisfy(isTopLevelCharacter) else { return false }
        return labels.dropLast().allSatisfy { label in
            let scalars = Array(label.unicodeScalars)
            guard let first = scalars.first, let last = scalars.last, scalars.count <= 63 else { return false }
            return isHostCharacter(first) && isHostCharacter(last)
                && scalars.allSatisfy { isHostCharacter($0) || $0 == "-" }
        }
    }

    /// `Patterns.GOOD_IRI_HOST_CHAR`.
    static func isHostCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || isTopLevelCharacter(scalar)
    }

    /// `GOOD_GTLD_CHAR`: the host characters but digits.
    static func isTopLevelCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xA0...0x4DFF, 0x9FA6...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: true
        default: false
        }
    }

    /// `Patterns.IP_ADDRESS`: each number is three digits up to 255 (leading zeros allowed), two
    /// digits without a leading zero, or one digit, `0` except in the first place.
    static func isIPv4Address(_ name: Substring) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.enumerated().allSatisfy { place, part in
            guard part.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(part) else { return false }
            switch part.count {
            case 3: return value <= 255
            case 2: return part.first != "0"
            case 1: return place > 0 || value > 0
            default: return false
            }
        }
    }
}
