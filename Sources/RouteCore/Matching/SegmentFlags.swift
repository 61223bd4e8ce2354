import TextBytes

/// Whether each of a link's first 64 path segments decodes to itself as ASCII (``LinkBytes/isPlain(_:plusAsSpace:)``),
/// asked of the bytes once per segment, when a literal is first compared with it.
struct SegmentFlags {
    private var known: UInt64 = 0
    private var plain: UInt64 = 0

    /// Whether segment `index`, the bytes `segment`, is plain.
    @inline(__always)
    mutating func isPlain(_ index: Int, _ segment: Range<Int>, in bytes: LinkBytes) -> Bool {
        guard index < 64 else { return bytes.isPlain(segment) }
        let bit: UInt64 = 1 << UInt64(index)
        if known & bit == 0 {
            known |= bit
            if bytes.isPlain(segment) { plain |= bit }
        }
        return plain & bit != 0
    }
}
