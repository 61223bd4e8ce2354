@testable import RouteCore
import Testing

/// The one byte table agrees, byte by byte, with RFC 3986's grammar written out here a second
/// time, from the RFC's text rather than from ``ByteClass``.
struct ByteTableTests {
    /// The bytes of an RFC 3986 character list, spelled as the RFC's ABNF spells them.
    static func bytes(_ text: String) -> Set<UInt8> { Set(text.utf8) }

    static let alpha = bytes("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    static let digit = bytes("0123456789")
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (§2.3).
    static let unreserved = alpha.union(digit).union(bytes("-._~"))
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (§2.2).
    static let subDelims = bytes("!$&'()*+,;=")
    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (§3.3), without the escape.
    static let pchar = unreserved.union(subDelims).union(bytes(":@"))

    /// Each part's allowed bytes, per the RFC section that defines the part.
    static let parts: [(LinkByte, Set<UInt8>, String)] = [
        (.schemeTail, alpha.union(digit).union(bytes("+-.")), "scheme §3.1"),
        (.userinfo, unreserved.union(subDelims).union(bytes(":")), "userinfo §3.2.1"),
        (.host, unreserved.union(subDelims), "reg-name §3.2.2"),
        (.path, pchar.union(bytes("/")), "path §3.3"),
        (.queryOrFragment, pchar.union(bytes("/?")), "query §3.4, fragment §3.5"),
        // `;` too stops a run of item text: the query's split looks at it, in case it stands where `&` belongs.
        (.itemText, pchar.union(bytes("/?")).subtracting(bytes("&=;")), "query item text"),
    ]

    @Test func everyPartBitIsTheRFCsCharacterSet() {
        for byte in UInt8.min...UInt8.max {
            let bits = LinkByte.table[Int(byte)]
            for (part, allowed, name) in Self.parts {
                #expect(bits.contains(part) == allowed.contains(byte), "\(name): byte \(byte)")
            }
        }
    }

    @Test func traitBitsMarkExactlyTheirBytes() {
        for byte in UInt8.min...UInt8.max {
            let bits = LinkByte.table[Int(byte)]
            #expect(bits == LinkByte.classify(byte), "\(byte)")
            #expect(bits.contains(.ampersand) == (byte == UInt8(ascii: "&")), "\(byte)")
            #expect(bits.contains(.equals) == (byte == UInt8(ascii: "=")), "\(byte)")
            #expect(bits.contains(.percent) == (byte == UInt8(ascii: "%")), "\(byte)")
            #expect(bits.contains(.plus) == (byte == UInt8(ascii: "+")), "\(byte)")
            #expect(bits.contains(.uppercase) == (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte), "\(byte)")
            #expect(bits.contains(.nonASCII) == (byte >= 0x80), "\(byte)")
            let startsJSONEscape = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xE2
            #expect(bits.contains(.startsJSONEscape) == startsJSONEscape, "\(byte)")
        }
    }

    /// The questions answered eight bytes at a time give the byte-by-byte answer for every byte
    /// value at every position of a word, in ranges that end inside a word and at the buffer's end.
    @Test func wordAtATimeQuestionsAgreeWithBytes() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<19 {
                var line = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
                line[position] = byte
                line.withLinkBytes { bytes in
                    for range in [0..<19, position..<19, 0..<position + 1, position..<min(19, position + 3)] {
                        let slice = bytes[range]
                        let percent = slice.contains(UInt8(ascii: "%"))
                        let plus = slice.contains(UInt8(ascii: "+"))
                        #expect(bytes.holdsPercent(range, orPlus: false) == percent, "\(byte) at \(position) in \(range)")
                        #expect(bytes.holdsPercent(range, orPlus: true) == (percent || plus), "\(byte) at \(position) in \(range)")
                        #expect(bytes.isPlain(range) == !(percent || slice.contains { $0 >= 0x80 }), "\(byte) at \(position) in \(range)")
                        let part = bytes[rebasing: range]
                        #expect(part.isPrintableASCII == slice.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(byte) at \(position) in \(range)")
                        let escape = slice.firstIndex { LinkByte.table[Int($0)].contains(.startsJSONEscape) }
                        #expect(part.firstJSONEscapeStart(from: 0) == escape.map { $0 - range.lowerBound }, "\(byte) at \(position) in \(range)")
                        if let escape {
                            let next = slice[(escape + 1)...].firstIndex { LinkByte.table[Int($0)].contains(.startsJSONEscape) }
                            #expect(bytes.firstJSONEscapeStart(from: escape + 1) == next, "\(byte) after \(escape)")
                        }
                        let uppercase = slice.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
                        #expect(bytes.containsASCIIUppercase(range) == uppercase, "\(byte) at \(position) in \(range)")
                        for part in [LinkByte.itemText, .path, .host, .schemeTail] {
                            let end = range.first { LinkByte.table[Int(bytes[$0])].isDisjoint(with: part) } ?? range.upperBound
                            let run = LinkByte.table.endOfRun(of: part, in: bytes, from: range.lowerBound, before: range.upperBound)
                            #expect(run == end, "\(byte) at \(position) in \(range)")
                            // The gathering run ends at the same byte, with the run's traits.
                            var gathered: LinkByte = []
                            let gatheringRun = LinkByte.table.endOfRun(
                                of: part, in: bytes, from: range.lowerBound, before: range.upperBound, gathering: &gathered)
                            #expect(gatheringRun == end, "\(byte) at \(position) in \(range)")
                            #expect(
                                gathered.intersection(LinkByte.traits) == LinkByte.traits(of: bytes, range.lowerBound..<end),
                                "\(byte) at \(position) in \(range)")
                        }
                    }
                }
            }
        }
    }

    /// Each component the scanner checks allows the part bit the RFC gives it; a port allows no
    /// byte as such (the scanner reads its digits).
    @Test func componentsCheckTheirOwnPart() {
        let cases: [(URLComponentKind, LinkByte)] = [
            (.scheme, .schemeTail), (.userinfo, .userinfo), (.host, .host), (.port, []), (.path, .path),
            (.query, .queryOrFragment), (.fragment, .queryOrFragment),
        ]
        for (kind, part) in cases {
            #expect(kind.allowedBits == part, "\(kind)")
            for byte in UInt8.min...UInt8.max {
                let allowedByTable = !LinkByte.table[Int(byte)].isDisjoint(with: kind.allowedBits)
                #expect(allowedByTable == !ByteClass.of(byte).isDisjoint(with: kind.allowed), "\(kind) \(byte)")
            }
        }
    }
}
