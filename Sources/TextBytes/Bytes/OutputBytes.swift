/// Bytes written at the end, for a report: an array kept at its full capacity with the written
/// count beside it, so that an append is one capacity test and one copy, without the
/// bookkeeping `Array.append(contentsOf:)` does on every call.
@usableFromInline package struct OutputBytes: Sendable {
    /// The written bytes, then spare room.
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` are written.
    @usableFromInline package var count = 0

    @inlinable package init(capacity: Int) {
        storage = [UInt8](repeating: 0, count: max(capacity, 16))
    }

    /// The written bytes.
    @inlinable package var written: ArraySlice<UInt8> { storage[..<count] }

    /// Forgets the written bytes, keeping the storage.
    @inlinable package mutating func removeAll() { count = 0 }

    @inline(__always)
    @inlinable package mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(toHold: count + 1) }
        storage[count] = byte
        count += 1
    }

    /// Appends a copy of `bytes`.
    @inline(__always)
    @inlinable package mutating func append(_ bytes: LinkBytes) {
        _ = bytes.withContiguousStorageIfAvailable { append($0) }
    }

    /// Appends a copy of `bytes` between two `quote` bytes, with one test for room: a quoted
    /// value that needs no escape.
    @inlinable package mutating func append(_ bytes: LinkBytes, between quote: UInt8) {
        _ = bytes.withContiguousStorageIfAvailable { source in
            let start = count
            let end = start + source.count + 2
            if end > storage.count { grow(toHold: end) }
            storage.withUnsafeMutableBufferPointer { target in
                let opening = target.baseAddress! + start
                opening[0] = quote
                if let base = source.baseAddress { (opening + 1).update(from: base, count: source.count) }
                opening[source.count + 1] = quote
            }
            count = end
        }
    }

    /// Appends the bytes of `range` between two `"` when none of them needs a JSON escape or is
    /// above 0x7F (what ``LinkBytes/firstJSONEscapeStart(from:)`` would look at further) and, when they are
    /// to be `percentDecoded`, when they are their own decoded text: without `%` (nor, with
    /// `plusAsSpace`, `+`), as ``LinkBytes/isPlain(_:plusAsSpace:)`` decides. False, with nothing
    /// appended, otherwise.
    ///
    /// One pass, eight bytes at a time: each word is tested and stored at once (the last one
    /// overlapping the one before), so a link, a name or a value as most links hold them goes
    /// into a JSON report without a `String`, a second scan or a call to copy it.
    @inlinable package mutating func append(
        plainJSONString bytes: LinkBytes, _ range: Range<Int>, percentDecoded: Bool = false, plusAsSpace: Bool = false
    ) -> Bool {
        @inline(__always) func isPlain(_ word: UInt64) -> Bool {
            LinkBytes.isJSONPlainWord(word) && (!percentDecoded || LinkBytes.isPlainWord(word, plusAsSpace: plusAsSpace))
        }
        let length = range.upperBound &- range.lowerBound
        let start = count
        let end = start &+ length &+ 2
        // Room for a whole word past the text: a short one is stored as eight bytes.
        if end &+ 8 > storage.count { grow(toHold: end &+ 8) }
        let quote = UInt8(ascii: "\"")
        let isPlainText = storage.withUnsafeMutableBytes { target in
            let text = target.baseAddress.unsafelyUnwrapped + (start &+ 1)
            if length < 8 {
                // The missing bytes read as spaces, which are plain.
                let word = bytes.head(range)
                guard isPlain(word | 0x2020_2020_2020_2020 &<< UInt64(truncatingIfNeeded: length &* 8)) else { return false }
                text.storeBytes(of: word.littleEndian, as: UInt64.self)
            } else {
                var offset = 0
                while offset &+ 8 < length {
                    let word = bytes.word(at: range.lowerBound &+ offset)
                    guard isPlain(word) else { return false }
                    text.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt64.self)
                    offset &+= 8
                }
                let word = bytes.word(at: range.upperBound &- 8)
                guard isPlain(word) else { return false }
                text.storeBytes(of: word.littleEndian, toByteOffset: length &- 8, as: UInt64.self)
            }
            text.storeBytes(of: quote, toByteOffset: -1, as: UInt8.self)
            text.storeBytes(of: quote, toByteOffset: length, as: UInt8.self)
            return true
        }
        if isPlainText { count = end }
        return isPlainText
    }

    /// Appends a literal's UTF-8 bytes; inlined, so that a literal's length is known where it is
    /// written and a short one is copied without a call.
    @inline(__always)
    @inlinable package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends a copy of `source`.
    @inline(__always)
    @inlinable package mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let start = count
        let end = start + source.count
        if end > storage.count { grow(toHold: end) }
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(from: base, count: source.count)
        }
        count = end
    }

    /// Appends `count` copies of `byte`.
    @inlinable package mutating func append(repeating byte: UInt8, count extra: Int) {
        guard extra > 0 else { return }
        let start = count
        let end = start + extra
        if end > storage.count { grow(toHold: end) }
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(repeating: byte, count: extra)
        }
        count = end
    }

    /// Appends the decimal digits of `magnitude`, as `String(magnitude)` writes them.
    @inlinable package mutating func append(decimal magnitude: UInt) {
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        let start = count
        let end = start + digits
        if end > storage.count { grow(toHold: end) }
        storage.withUnsafeMutableBufferPointer { target in
            var value = magnitude
            var index = end - 1
            repeat {
                target[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
                value /= 10
                index -= 1
            } while value > 0
        }
        count = end
    }

    /// At least doubles the storage, to hold `needed` bytes.
    @inline(never)
    @usableFromInline mutating func grow(toHold needed: Int) {
        let capacity = Swift.max(needed, storage.count * 2)
        storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }
}
