import TextBytes

/// The grammar of the text between the brackets of an IP literal host (RFC 3986 §3.2.2):
/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`.
///
/// The scanner checks the characters first; this checks that they form an address, so that
/// `[::1]` and `[v7.x]` pass while `[zz]`, `[1::2::3]` and `[::1.2.3]` do not. Foundation
/// accepts all of them as written.
enum IPLiteral {
    /// Whether `range` of `bytes` (without the brackets) is an IPv6 address or an IPvFuture.
    static func isValid(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if bytes[first] | 0x20 == UInt8(ascii: "v") { return isIPvFuture(bytes, range) }
        return isIPv6Address(bytes, range)
    }

    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`.
    static func isIPvFuture(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound + 1
        while index < range.upperBound, ByteClass.of(bytes[index]).contains(.hexDigit) { index += 1 }
        guard index > range.lowerBound + 1, index + 1 < range.upperBound, bytes[index] == UInt8(ascii: ".") else {
            return false
        }
        let allowed: ByteClass = [.unreserved, .subDelims, .colon]
        return bytes[(index + 1)..<range.upperBound].allSatisfy { !ByteClass.of($0).isDisjoint(with: allowed) }
    }

    /// `IPv6address`: eight 16-bit pieces of one to four hex digits, the last two of which may be
    /// written as an IPv4 address, and at most one `::` standing for one or more zero pieces.
    static func isIPv6Address(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: ":") {
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<range.upperBound)
        // A leading or trailing "::" splits into two empty pieces; keep one to stand for the gap.
        // A single leading or trailing ":" leaves one empty piece next to a full one, and ":" alone
        // two empty pieces only: errors.
        if pieces[0].isEmpty {
            guard pieces.count > 2, pieces[1].isEmpty else { return false }
            pieces.removeFirst()
        }
        if pieces.count > 1, pieces[pieces.count - 1].isEmpty {
            guard pieces[pieces.count - 2].isEmpty else { return false }
            pieces.removeLast()
        }
        let gaps = pieces.filter(\.isEmpty).count
        guard gaps <= 1 else { return false }

        var count = 0
        for (offset, piece) in pieces.enumerated() where !piece.isEmpty {
            if offset == pieces.count - 1, bytes[piece].contains(UInt8(ascii: ".")) {
                guard isIPv4Address(bytes, piece) else { return false }
                count += 2
            } else {
                guard piece.count <= 4, bytes[piece].allSatisfy({ ByteClass.of($0).contains(.hexDigit) }) else {
                    return false
                }
                count += 1
            }
        }
        return gaps == 1 ? count <= 7 : count == 8
    }

    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`, where a dec-octet is
    /// 0 to 255 without leading zeros.
    static func isIPv4Address(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        let octets = bytes[range].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return octets.count == 4
            && octets.allSatisfy { octet in
                guard (1...3).contains(octet.count),
                    octet.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                    octet.count == 1 || octet.first != UInt8(ascii: "0")
                else { return false }
                return octet.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= 255
            }
    }
}
