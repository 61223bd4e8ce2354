/// What ``PlainLinkSyntax`` needs to know about one byte, in one table lookup: which parts of a
/// link may hold it as it is, and which traits it gives a value it is part of.
///
/// The part bits are the ``ByteMask``s the scanner uses (`LinkByteTests` checks every byte), so
/// the plain syntax accepts exactly the bytes the scanner reports nothing about.
struct LinkByte: OptionSet, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// May follow a scheme's first letter (``ByteMask/scheme``).
    static let schemeTail = LinkByte(rawValue: 1 << 0)
    /// May be in a host (``ByteMask/host``).
    static let host = LinkByte(rawValue: 1 << 1)
    /// May be in a path segment (``ByteMask/pathSegment``).
    static let segment = LinkByte(rawValue: 1 << 2)
    /// May be in a query item's name or value (``ByteMask/queryItemText``).
    static let itemText = LinkByte(rawValue: 1 << 3)
    /// `&`, which ends a query item.
    static let ampersand = LinkByte(rawValue: 1 << 4)
    /// `=`, which ends a query item's name the first time.
    static let equals = LinkByte(rawValue: 1 << 5)
    /// `%`, which starts an escape.
    static let percent = LinkByte(rawValue: 1 << 6)
    /// `+`, a space in values where `+` means one.
    static let plus = LinkByte(rawValue: 1 << 7)
    /// `A`…`Z`.
    static let uppercase = LinkByte(rawValue: 1 << 8)
    /// A byte at or above 0x80.
    static let nonASCII = LinkByte(rawValue: 1 << 9)

    /// The traits of a value: what decides whether its bytes are its text, and its case.
    static let traits: LinkByte = [.percent, .plus, .uppercase, .nonASCII]

    /// Every byte's bits, by byte: built once and never freed. Inner loops read it through a
    /// local copy of the pointer, so they look up each byte with one load.
    ///
    /// Immutable once built, so shared across threads safely.
    nonisolated(unsafe) static let table: UnsafePointer<LinkByte> = {
        let table = UnsafeMutablePointer<LinkByte>.allocate(capacity: 256)
        for byte in 0...255 { (table + byte).initialize(to: classify(UInt8(byte))) }
        return UnsafePointer(table)
    }()

    /// The bits of `byte`, worked out: what ``table`` holds.
    static func classify(_ byte: UInt8) -> LinkByte {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
            UInt8(ascii: "."):
            [.schemeTail, .host, .segment, .itemText]
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): [.schemeTail, .host, .segment, .itemText, .uppercase]
        case UInt8(ascii: "+"): [.schemeTail, .host, .segment, .itemText, .plus]
        case UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"):
            [.host, .segment, .itemText]
        case UInt8(ascii: "&"): [.host, .segment, .ampersand]
        case UInt8(ascii: "="): [.host, .segment, .equals]
        case UInt8(ascii: ":"), UInt8(ascii: "@"): [.segment, .itemText]
        case UInt8(ascii: "/"), UInt8(ascii: "?"): [.itemText]
        case UInt8(ascii: "%"): [.percent]
        case 0x80...0xFF: [.nonASCII]
        default: []
        }
    }

    /// The ``traits`` of the bytes in `range`, in one pass.
    static func traits(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> LinkByte {
        let table = table
        var traits: LinkByte = []
        for index in range { traits.formUnion(table[Int(bytes[index])]) }
        return traits.intersection(Self.traits)
    }

    /// Whether a value with these traits is ASCII without `%` (and, with `plusAsSpace`, without
    /// `+`), so that it decodes to itself.
    @inline(__always)
    func isPlain(plusAsSpace: Bool) -> Bool {
        isDisjoint(with: plusAsSpace ? [.percent, .nonASCII, .plus] : [.percent, .nonASCII])
    }
}
