/// RFC 3986 character classes (section 2) for one byte, as a bit set looked up in a table.
struct ByteClass: OptionSet, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 §2.3).
    static let unreserved = ByteClass(rawValue: 1 << 0)
    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 §2.2).
    static let subDelims = ByteClass(rawValue: 1 << 1)
    static let colon = ByteClass(rawValue: 1 << 2)
    static let at = ByteClass(rawValue: 1 << 3)
    static let slash = ByteClass(rawValue: 1 << 4)
    static let question = ByteClass(rawValue: 1 << 5)
    /// `ALPHA / DIGIT / "+" / "-" / "."`, what may follow a scheme's first letter (RFC 3986 §3.1).
    static let schemeTail = ByteClass(rawValue: 1 << 6)
    static let hexDigit = ByteClass(rawValue: 1 << 7)
    static let alpha = ByteClass(rawValue: 1 << 8)
    /// Characters allowed inside an IP literal's brackets: IPv6 and IPvFuture (RFC 3986 §3.2.2).
    static let ipLiteral = ByteClass(rawValue: 1 << 9)

    /// `pchar` (RFC 3986 §3.3) without the percent-escape, which is checked separately.
    static let pathChar: ByteClass = [.unreserved, .subDelims, .colon, .at]
    static let path: ByteClass = [.pathChar, .slash]
    /// The query and the fragment allow `pchar / "/" / "?"` (RFC 3986 §3.4, §3.5).
    static let queryOrFragment: ByteClass = [.pathChar, .slash, .question]
    static let userinfo: ByteClass = [.unreserved, .subDelims, .colon]
    static let regName: ByteClass = [.unreserved, .subDelims]

    /// The class of a byte; bytes at or above 0x80 belong to no class.
    ///
    /// A `switch` the optimiser turns into a jump table: no lazily initialised global and no
    /// bounds check in the scanner's inner loop.
    @inline(__always)
    static func of(_ byte: UInt8) -> ByteClass { classify(byte) }

    @inline(__always)
    private static func classify(_ byte: UInt8) -> ByteClass {
        var bits: ByteClass = []
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            bits = [.unreserved, .schemeTail, .alpha, .ipLiteral]
            if (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20) { bits.insert(.hexDigit) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            bits = [.unreserved, .schemeTail, .hexDigit, .ipLiteral]
        case UInt8(ascii: "-"), UInt8(ascii: "."):
            bits = [.unreserved, .schemeTail, .ipLiteral]
        case UInt8(ascii: "_"), UInt8(ascii: "~"):
            bits = [.unreserved, .ipLiteral]
        case UInt8(ascii: "+"):
            bits = [.subDelims, .schemeTail, .ipLiteral]
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            bits = [.subDelims, .ipLiteral]
        case UInt8(ascii: ":"): bits = [.colon, .ipLiteral]
        case UInt8(ascii: "@"): bits = .at
        case UInt8(ascii: "/"): bits = .slash
        case UInt8(ascii: "?"): bits = .question
        default: bits = []
        }
        return bits
    }
}

/// The ASCII bytes of one set of ``ByteClass``es as a 128-bit bitmap, for inner loops: testing a
/// byte is a shift and a mask, with no branch per class. Bytes at or above 0x80 are never in it.
struct ByteMask: Sendable, Equatable {
    /// Bytes 0x00…0x3F.
    let low: UInt64
    /// Bytes 0x40…0x7F.
    let high: UInt64

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word = byte < 64 ? low : (byte < 128 ? high : 0)
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// The bitmap of the bytes that belong to any of `classes`; slow, for tests and set-up.
    init(_ classes: ByteClass) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in UInt8(0)..<128 where !ByteClass.of(byte).isDisjoint(with: classes) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        self.low = low
        self.high = high
    }

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    // Literals, so the scanner reads constants (ByteMaskTests checks them against `ByteClass`).
    /// ``ByteClass/schemeTail``.
    static let scheme = ByteMask(low: 0x03ff_6800_0000_0000, high: 0x07ff_fffe_07ff_fffe)
    /// ``ByteClass/userinfo``.
    static let userinfo = ByteMask(low: 0x2fff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_fffe)
    /// ``ByteClass/regName``.
    static let host = ByteMask(low: 0x2bff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_fffe)
    /// ``ByteClass/path``.
    static let path = ByteMask(low: 0x2fff_ffd2_0000_0000, high: 0x47ff_fffe_87ff_ffff)
    /// ``ByteClass/queryOrFragment``.
    static let queryOrFragment = ByteMask(low: 0xafff_ffd2_0000_0000, high: 0x47ff_fffe_87ff_ffff)
    /// ``path`` without `/`: the bytes inside a path segment.
    static let pathSegment = ByteMask(low: 0x2fff_7fd2_0000_0000, high: 0x47ff_fffe_87ff_ffff)
    /// ``queryOrFragment`` without `&` and `=`: the bytes inside a query item's name or value.
    static let queryItemText = ByteMask(low: 0x8fff_ff92_0000_0000, high: 0x47ff_fffe_87ff_ffff)
    /// No byte at all (the port, which the scanner checks digit by digit).
    static let none = ByteMask(low: 0, high: 0)
}
