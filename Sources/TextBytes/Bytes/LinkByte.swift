/// What a scan needs to know about one byte, in one table lookup: which parts of a link may hold
/// it as it is, and which traits it gives a value it is part of.
///
/// The part bits are RFC 3986's classes (``ByteClass``) for each part of a link; ``table`` is
/// generated from ``ByteClass/of(_:)``, so there is one definition of which byte goes where.
@usableFromInline package struct LinkByte: OptionSet, Sendable {
    @usableFromInline package let rawValue: UInt32

    @inlinable package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// May follow a scheme's first letter: ``ByteClass/schemeTail``.
    @inlinable package static var schemeTail: LinkByte { LinkByte(rawValue: 1 << 0) }
    /// May be in the user information: ``ByteClass/userinfo``.
    @inlinable package static var userinfo: LinkByte { LinkByte(rawValue: 1 << 1) }
    /// May be in a host: ``ByteClass/regName``.
    @inlinable package static var host: LinkByte { LinkByte(rawValue: 1 << 2) }
    /// May be in a path: ``ByteClass/path``.
    @inlinable package static var path: LinkByte { LinkByte(rawValue: 1 << 3) }
    /// May be in a query or a fragment: ``ByteClass/queryOrFragment``.
    @inlinable package static var queryOrFragment: LinkByte { LinkByte(rawValue: 1 << 5) }
    /// May be in a query item's name or value: ``queryOrFragment`` without `&`, `=` and `;`
    /// (which the query's split looks at, in case it stands where `&` belongs).
    @inlinable package static var itemText: LinkByte { LinkByte(rawValue: 1 << 6) }
    /// `&`, which ends a query item.
    @inlinable package static var ampersand: LinkByte { LinkByte(rawValue: 1 << 7) }
    /// `=`, which ends a query item's name the first time.
    @inlinable package static var equals: LinkByte { LinkByte(rawValue: 1 << 8) }
    /// `%`, which starts an escape.
    @inlinable package static var percent: LinkByte { LinkByte(rawValue: 1 << 9) }
    /// `+`, a space in values where `+` means one.
    @inlinable package static var plus: LinkByte { LinkByte(rawValue: 1 << 10) }
    /// `A`…`Z`.
    @inlinable package static var uppercase: LinkByte { LinkByte(rawValue: 1 << 11) }
    /// A byte at or above 0x80.
    @inlinable package static var nonASCII: LinkByte { LinkByte(rawValue: 1 << 12) }

    /// Escaped in a JSON string, or the lead byte of a scalar that is: a C0 control, `"`, `\\`,
    /// DEL, and `C2` and `E2`, which lead the C1 controls and U+2028/U+2029.
    @inlinable package static var startsJSONEscape: LinkByte { LinkByte(rawValue: 1 << 13) }

    /// The traits of a value: what decides whether its bytes are its text, and its case.
    @inlinable package static var traits: LinkByte { [.percent, .plus, .uppercase, .nonASCII] }

    /// Every byte's bits, by byte: built once and never freed. Inner loops read it through a
    /// local copy, so they look up each byte with one load.
    @usableFromInline package static let table = Table()

    /// The bits of every byte, in memory that is never freed, indexed by the byte's value.
    ///
    /// Immutable once built, so shared across threads safely.
    @usableFromInline package struct Table: @unchecked Sendable {
        @usableFromInline let bits: UnsafePointer<LinkByte>

        @usableFromInline init() {
            let bits = UnsafeMutablePointer<LinkByte>.allocate(capacity: 256)
            for byte in 0...255 { (bits + byte).initialize(to: LinkByte.classify(UInt8(byte))) }
            self.bits = UnsafePointer(bits)
        }

        /// The bits of the byte whose value is `byte` (0 to 255).
        @inline(__always)
        @inlinable package subscript(byte: Int) -> LinkByte { bits[byte] }

        /// The ``LinkByte/traits`` of the bytes in `range`, in one pass: for a caller that holds
        /// the table, which another module reads through a lazily made global on every access.
        @inlinable package func traits(of bytes: LinkBytes, _ range: Range<Int>) -> LinkByte {
            var traits: LinkByte = []
            gather(bytes, range, into: &traits)
            return traits.intersection(LinkByte.traits)
        }

        /// ``endOfRun(of:in:from:before:)``, adding the bits of every byte of the run to
        /// `gathered`: a value's ``LinkByte/traits`` in the pass that finds where it ends.
        @inline(__always)
        @inlinable package func endOfRun(
            of part: LinkByte, in bytes: LinkBytes, from start: Int, before limit: Int, gathering gathered: inout LinkByte
        ) -> Int {
            var index = start
            var run: LinkByte = []
            defer { gathered.formUnion(run) }
            while index &+ 8 <= limit {
                for offset in 0..<8 {
                    let byteBits = bits[Int(bytes[index &+ offset])]
                    if byteBits.isDisjoint(with: part) { return index &+ offset }
                    run.formUnion(byteBits)
                }
                index &+= 8
            }
            while index < limit {
                let byteBits = bits[Int(bytes[index])]
                if byteBits.isDisjoint(with: part) { break }
                run.formUnion(byteBits)
                index &+= 1
            }
            return index
        }

        /// Adds the bits of the bytes in `range` to `gathered`.
        @inline(__always)
        @inlinable package func gather(_ bytes: LinkBytes, _ range: Range<Int>, into gathered: inout LinkByte) {
            for index in range { gathered.formUnion(bits[Int(bytes[index])]) }
        }

        /// Where the run of bytes of `bytes` from `start` that each have one of `part` ends: the
        /// index of the first byte before `limit` that has none of them, or `limit`.
        ///
        /// A scan spends most of its time here, on the usual bytes between delimiters; eight bytes
        /// a step, each one load of the byte and one test of its bits: the gathering loop, whose
        /// bits, gathered for no one, the optimizer leaves out.
        @inline(__always)
        @inlinable package func endOfRun(of part: LinkByte, in bytes: LinkBytes, from start: Int, before limit: Int) -> Int {
            var unused: LinkByte = []
            return endOfRun(of: part, in: bytes, from: start, before: limit, gathering: &unused)
        }
    }

    /// The bits of `byte`, worked out from ``ByteClass``: what ``table`` holds.
    @inlinable package static func classify(_ byte: UInt8) -> LinkByte {
        let classes = ByteClass.of(byte)
        var bits: LinkByte = []
        let parts: [(LinkByte, ByteClass)] = [
            (.schemeTail, .schemeTail), (.userinfo, .userinfo), (.host, .regName), (.path, .path),
            (.queryOrFragment, .queryOrFragment),
        ]
        for (part, partClasses) in parts where !classes.isDisjoint(with: partClasses) { bits.insert(part) }
        switch byte {
        case UInt8(ascii: "&"): bits.insert(.ampersand)
        case UInt8(ascii: "="): bits.insert(.equals)
        case UInt8(ascii: "%"): bits.insert(.percent)
        case UInt8(ascii: "+"): bits.insert(.plus)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): bits.insert(.uppercase)
        case 0x80...0xFF: bits.insert(.nonASCII)
        default: break
        }
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2 || byte == 0xE2 {
            bits.insert(.startsJSONEscape)
        }
        if bits.contains(.queryOrFragment), !bits.contains(.ampersand), !bits.contains(.equals), byte != UInt8(ascii: ";") {
            bits.insert(.itemText)
        }
        return bits
    }

    /// The ``traits`` of the bytes in `range`, in one pass (``Table/traits(of:_:)``).
    @inlinable package static func traits(of bytes: LinkBytes, _ range: Range<Int>) -> LinkByte {
        table.traits(of: bytes, range)
    }

    /// Whether a value with these traits is ASCII without `%` (and, with `plusAsSpace`, without
    /// `+`), so that it decodes to itself.
    @inline(__always)
    @inlinable package func isPlain(plusAsSpace: Bool) -> Bool {
        isDisjoint(with: plusAsSpace ? [.percent, .nonASCII, .plus] : [.percent, .nonASCII])
    }
}
