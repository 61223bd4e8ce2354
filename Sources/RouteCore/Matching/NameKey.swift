import TextBytes

/// A name from the route map, ready to be compared with bytes of a link.
struct NameKey: Sendable {
    /// The name as the route map writes it.
    let text: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// Every byte is ASCII.
    let isASCII: Bool
    /// ASCII with no `%`: a link's name that is ASCII without `%` (so it decodes to itself) equals
    /// this one exactly when the bytes are equal. Other names need a `String` comparison, since
    /// `String` equality is canonical equivalence (U+212A KELVIN SIGN equals "K").
    ///
    /// Whatever else equals a simple name takes more bytes than it: an escape takes three bytes
    /// for one, any other character at least two, and a non-ASCII character is equivalent to at
    /// most one ASCII character (U+212A to "K", U+037E to ";"). So a link's bytes as many as the
    /// name's equal it only when they are its bytes, and fewer bytes never do.
    let isSimple: Bool
    /// The first eight bytes (fewer for a shorter name), little-endian: most names differ here.
    let head: UInt64

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        isSimple = isASCII && !bytes.contains(UInt8(ascii: "%"))
        head = bytes.withLinkBytes { $0.head(0..<$0.count) }
    }

    /// Whether `range` of `bytes`, longer than eight bytes and starting with this name's first
    /// eight, holds exactly this name's bytes.
    ///
    /// Out of line: most names are settled by their head, and the few longer ones should not
    /// make every lookup prepare for this loop.
    @inline(never)
    func hasBytes(of bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        guard self.bytes.count == range.count else { return false }
        return self.bytes.withLinkBytes { own in
            // Eight bytes at a time after the head, the last word overlapping the one before.
            var offset = 8
            while true {
                let start = min(offset, own.count - 8)
                if own.word(at: start) != bytes.word(at: range.lowerBound + start) { return false }
                if start + 8 >= own.count { return true }
                offset += 8
            }
        }
    }
}
