/// RFC 3986 character classes (section 2) for one byte, as a bit set looked up in a table.
@usableFromInline package struct ByteClass: OptionSet, Sendable {
    @usableFromInline package let rawValue: UInt16

    @inlinable package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 §2.3).
    @inlinable package static var unreserved: ByteClass { ByteClass(rawValue: 1 << 0) }
    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 §2.2).
    @inlinable package static var subDelims: ByteClass { ByteClass(rawValue: 1 << 1) }
    @inlinable package static var colon: ByteClass { ByteClass(rawValue: 1 << 2) }
    @inlinable package static var at: ByteClass { ByteClass(rawValue: 1 << 3) }
    @inlinable package static var slash: ByteClass { ByteClass(rawValue: 1 << 4) }
    @inlinable package static var question: ByteClass { ByteClass(rawValue: 1 << 5) }
    /// `ALPHA / DIGIT / "+" / "-" / "."`, what may follow a scheme's first letter (RFC 3986 §3.1).
    @inlinable package static var schemeTail: ByteClass { ByteClass(rawValue: 1 << 6) }
    @inlinable package static var hexDigit: ByteClass { ByteClass(rawValue: 1 << 7) }
    @inlinable package static var alpha: ByteClass { ByteClass(rawValue: 1 << 8) }
    /// Characters allowed inside an IP literal's brackets: IPv6 and IPvFuture (RFC 3986 §3.2.2).
    @inlinable package static var ipLiteral: ByteClass { ByteClass(rawValue: 1 << 9) }

    /// `pchar` (RFC 3986 §3.3) without the percent-escape, which is checked separately.
    @inlinable package static var pathChar: ByteClass { [.unreserved, .subDelims, .colon, .at] }
    @inlinable package static var path: ByteClass { [.pathChar, .slash] }
    /// The query and the fragment allow `pchar / "/" / "?"` (RFC 3986 §3.4, §3.5).
    @inlinable package static var queryOrFragment: ByteClass { [.pathChar, .slash, .question] }
    @inlinable package static var userinfo: ByteClass { [.unreserved, .subDelims, .colon] }
    @inlinable package static var regName: ByteClass { [.unreserved, .subDelims] }

    /// The class of a byte; bytes at or above 0x80 belong to no class.
    ///
    /// The one definition of RFC 3986's character classes: ``LinkByte/table``, which inner loops
    /// read, is generated from it. A `switch` the optimiser turns into a jump table, for the
    /// few places that test one byte.
    @inline(__always)
    @inlinable package static func of(_ byte: UInt8) -> ByteClass { classify(byte) }

    @inline(__always)
    @usableFromInline static func classify(_ byte: UInt8) -> ByteClass {
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
