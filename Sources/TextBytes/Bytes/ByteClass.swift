/// RFC 3986 character classes (section 2) for one byte, as a bit set looked up in a table.
@usableFromInline package struct ByteClass: OptionSet, Sendable {
    @usableFromInline package let rawValue: UInt16

    @inlinable package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 §2.3).
    @usableFromInline package static let unreserved = ByteClass(rawValue: 1 << 0)
    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 §2.2).
    @usableFromInline package static let subDelims = ByteClass(rawValue: 1 << 1)
    @usableFromInline package static let colon = ByteClass(rawValue: 1 << 2)
    @usableFromInline package static let at = ByteClass(rawValue: 1 << 3)
    @usableFromInline package static let slash = ByteClass(rawValue: 1 << 4)
    @usableFromInline package static let question = ByteClass(rawValue: 1 << 5)
    /// `ALPHA / DIGIT / "+" / "-" / "."`, what may follow a scheme's first letter (RFC 3986 §3.1).
    @usableFromInline package static let schemeTail = ByteClass(rawValue: 1 << 6)
    @usableFromInline package static let hexDigit = ByteClass(rawValue: 1 << 7)
    @usableFromInline package static let alpha = ByteClass(rawValue: 1 << 8)
    /// Characters allowed inside an IP literal's brackets: IPv6 and IPvFuture (RFC 3986 §3.2.2).
    @usableFromInline package static let ipLiteral = ByteClass(rawValue: 1 << 9)

    /// `pchar` (RFC 3986 §3.3) without the percent-escape, which is checked separately.
    @usableFromInline package static let pathChar: ByteClass = [.unreserved, .subDelims, .colon, .at]
    @usableFromInline package static let path: ByteClass = [.pathChar, .slash]
    /// The query and the fragment allow `pchar / "/" / "?"` (RFC 3986 §3.4, §3.5).
    @usableFromInline package static let queryOrFragment: ByteClass = [.pathChar, .slash, .question]
    @usableFromInline package static let userinfo: ByteClass = [.unreserved, .subDelims, .colon]
    @usableFromInline package static let regName: ByteClass = [.unreserved, .subDelims]

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
