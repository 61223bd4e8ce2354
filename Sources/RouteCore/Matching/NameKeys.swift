import TextBytes

/// A list of names, searched in order, or by their bytes in a hash table.
struct NameKeys: Sendable {
    let keys: [NameKey]
    /// Some key is not ``NameKey/isSimple``.
    let hasComplexKeys: Bool
    /// Some key is not ASCII.
    let hasNonASCIIKeys: Bool
    /// Open addressing by ``NameKey/head`` and length: per distinct byte string, the first key
    /// with it, with its last eight bytes for a name of nine to sixteen. At most a quarter full.
    private let buckets: [Bucket]
    /// `buckets.count` is `1 << bucketBits`.
    private let bucketBits: Int
    /// `buckets.count - 1`.
    private let bucketMask: Int

    init(_ names: [String]) {
        keys = names.map(NameKey.init)
        hasComplexKeys = keys.contains { !$0.isSimple }
        hasNonASCIIKeys = keys.contains { !$0.isASCII }
        var bits = 3
        while 1 << bits < 4 * keys.count { bits += 1 }
        var buckets = [Bucket](repeating: Bucket(head: 0, tail: 0, count: 0, position: -1), count: 1 << bits)
        for (position, key) in keys.enumerated() {
            var bucket = Self.bucket(head: key.head, count: key.bytes.count, bits: bits)
            // A later key with the same bytes stays out: the first one answers.
            while buckets[bucket].position >= 0, keys[Int(buckets[bucket].position)].bytes != key.bytes {
                bucket = (bucket + 1) & ((1 << bits) - 1)
            }
            if buckets[bucket].position < 0 {
                let tail = key.bytes.count > 8 ? key.bytes.withLinkBytes { $0.word(at: $0.count - 8) } : 0
                buckets[bucket] = Bucket(head: key.head, tail: tail, count: Int32(key.bytes.count), position: Int32(position))
            }
        }
        self.buckets = buckets
        bucketBits = bits
        bucketMask = (1 << bits) - 1
    }

    var count: Int { keys.count }

    /// The position of the first key whose bytes are exactly those of `range`; nil when none is.
    func index(of bytes: LinkBytes, _ range: Range<Int>) -> Int? {
        let head = bytes.head(range)
        let count = range.count
        var bucket = Self.bucket(head: head, count: count, bits: bucketBits)
        while true {
            let entry = buckets[bucket]
            guard entry.position >= 0 else { return nil }
            // Head and length settle a name of up to eight bytes; with the tail, one of up to sixteen.
            if entry.head == head, Int(entry.count) == count {
                if count <= 8 { return Int(entry.position) }
                if count <= 16 ? bytes.word(at: range.upperBound &- 8) == entry.tail : keys[Int(entry.position)].hasBytes(of: bytes, range) {
                    return Int(entry.position)
                }
            }
            bucket = (bucket &+ 1) & bucketMask
        }
    }

    /// A key's ``NameKey/head``, its last eight bytes when it has nine or more (else zero), its
    /// length, and its position in `keys` (-1 for an empty bucket).
    private struct Bucket: Sendable {
        var head: UInt64
        var tail: UInt64
        var count: Int32
        var position: Int32
    }

    @inline(__always)
    private static func bucket(head: UInt64, count: Int, bits: Int) -> Int {
        Int(truncatingIfNeeded: ((head &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(truncatingIfNeeded: 64 &- bits))
    }
}
