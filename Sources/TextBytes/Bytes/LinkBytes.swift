/// UTF-8 bytes read in place: a link's, or any text's, borrowed for the length of one call
/// (`String.withUTF8Bytes(_:)`, `Array.withLinkBytes(_:)`), indexed from 0.
///
/// The one view of bytes above this folder: scanning, matching and checking values read bytes
/// through it, and never through a pointer. Like an array's, an index must be in
/// `0..<count`; unlike an array's, it is checked only in debug builds, since the inner loops of
/// the scanner and the matcher read every byte through it.
@usableFromInline package struct LinkBytes: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    /// A view of `buffer`, which the caller lends for as long as the view lives.
    @inline(__always)
    @inlinable package init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    @usableFromInline package typealias Indices = Range<Int>

    @inline(__always)
    @inlinable package var startIndex: Int { 0 }

    @inline(__always)
    @inlinable package var endIndex: Int { buffer.count }

    @inline(__always)
    @inlinable package var count: Int { buffer.count }

    @inline(__always)
    @inlinable package subscript(position: Int) -> UInt8 { buffer[position] }

    /// The bytes of `range` as a view of their own, indexed from 0 (a slice keeps the indices of
    /// the bytes it is cut from).
    @inline(__always)
    @inlinable package subscript(rebasing range: Range<Int>) -> LinkBytes { LinkBytes(UnsafeBufferPointer(rebasing: buffer[range])) }

    @inline(__always)
    @inlinable package func makeIterator() -> UnsafeBufferPointer<UInt8>.Iterator { buffer.makeIterator() }

    /// The bytes in place, so that `String(decoding:as:)` and copies read them in one pass.
    @inline(__always)
    @inlinable package func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try body(buffer)
    }
}

/// Questions about a range of a link's UTF-8 bytes, answered on the bytes without building strings.
extension LinkBytes {
    /// Whether every byte of `range` is ASCII.
    @inlinable package func isASCII(_ range: Range<Int>) -> Bool {
        for index in range where self[index] >= 0x80 { return false }
        return true
    }

    /// Whether `range` is ASCII without `%` (and, with `plusAsSpace`, without `+`), so that it
    /// decodes to itself.
    ///
    /// Eight bytes at a time; the last few through ``head(_:)``, whose missing bytes are zero.
    @inlinable package func isPlain(_ range: Range<Int>, plusAsSpace: Bool = false) -> Bool {
        var index = range.lowerBound
        while index &+ 8 <= range.upperBound {
            if !Self.isPlainWord(word(at: index), plusAsSpace: plusAsSpace) { return false }
            index &+= 8
        }
        return index == range.upperBound || Self.isPlainWord(head(index..<range.upperBound), plusAsSpace: plusAsSpace)
    }

    /// Whether `range` holds a `%` or, with `plus`, a `+`: whether decoding it does any work.
    ///
    /// Eight bytes at a time; the last few through ``head(_:)``, whose missing bytes are zero.
    @inlinable package func holdsPercent(_ range: Range<Int>, orPlus plus: Bool) -> Bool {
        var index = range.lowerBound
        while index &+ 8 <= range.upperBound {
            let word = word(at: index)
            if Self.holds(word, UInt8(ascii: "%")) || (plus && Self.holds(word, UInt8(ascii: "+"))) { return true }
            index &+= 8
        }
        guard index < range.upperBound else { return false }
        let word = head(index..<range.upperBound)
        return Self.holds(word, UInt8(ascii: "%")) || (plus && Self.holds(word, UInt8(ascii: "+")))
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E), eight bytes at a time.
    @inlinable package var isPrintableASCII: Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = 0
        while index &+ 8 <= count {
            let word = word(at: index)
            // No high bit, no byte that borrows when 0x20 is taken from it, no DEL.
            if word & high != 0 || (word &- ones &* 0x20) & ~word & high != 0 || Self.holds(word, 0x7F) { return false }
            index &+= 8
        }
        while index < count {
            if self[index] < 0x20 || self[index] >= 0x7F { return false }
            index += 1
        }
        return true
    }

    /// Whether some byte of `word` is `byte`: a zero byte of their exclusive or, which taking
    /// one from every byte finds (exactly: a borrow only ever follows a zero byte).
    @inline(__always)
    @inlinable package static func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & 0x8080_8080_8080_8080 != 0
    }

    /// Whether no byte of `word` is above 0x7F, a `%` or (with `plusAsSpace`) a `+`.
    @inline(__always)
    @inlinable static func isPlainWord(_ word: UInt64, plusAsSpace: Bool) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return false }
        return !holds(word, UInt8(ascii: "%")) && !(plusAsSpace && holds(word, UInt8(ascii: "+")))
    }

    /// The first byte at or after `start` that is escaped in a JSON string or leads a scalar
    /// that is (``LinkByte/startsJSONEscape``); nil when there is none.
    ///
    /// Whole words of plain ASCII are passed eight bytes at a time, and a word that is not is
    /// looked at byte by byte through ``LinkByte/table``, so each byte is read once however many
    /// escapes the text holds.
    @inlinable package func firstJSONEscapeStart(from start: Int) -> Int? {
        let table = LinkByte.table
        var index = start
        while index < count {
            while index &+ 8 <= count, Self.isJSONPlainWord(word(at: index)) { index &+= 8 }
            let end = Swift.min(index &+ 8, count)
            while index < end {
                if table[Int(self[index])].contains(.startsJSONEscape) { return index }
                index &+= 1
            }
        }
        return nil
    }

    /// Whether no byte of `word` is above 0x7F, below 0x20, a `"`, a `\` or DEL.
    @inline(__always)
    @inlinable static func isJSONPlainWord(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        // One test for all: a byte's high bit is set when it is not ASCII, when it is DEL once
        // one is added to it, when it is below 0x20 once 0x20 is taken from it, and when it is a
        // quote or a backslash once that is taken away and one more (a carry or a borrow only
        // ever follows a byte the test catches).
        let caught =
            word | (word &+ ones) | ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes)
            | ((backslashes &- ones) & ~backslashes)
        return caught & high == 0
    }

    /// Whether `range` holds an ASCII upper-case letter, eight bytes at a time; the last few
    /// through ``head(_:)``, whose missing bytes are zero.
    @inlinable package func containsASCIIUppercase(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index &+ 8 <= range.upperBound {
            if Self.holdsUppercase(word(at: index)) { return true }
            index &+= 8
        }
        return index < range.upperBound && Self.holdsUppercase(head(index..<range.upperBound))
    }

    /// Whether some byte of `word` is `A`…`Z`. The sums see each byte's low seven bits, so none
    /// carries into the next byte, and bytes above 0x7F are left out after.
    @inline(__always)
    @usableFromInline static func holdsUppercase(_ word: UInt64) -> Bool {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        // The high bit of a byte is set in the first sum from "A" (0x41) up, in the second from "[" (0x5B) up.
        let fromA = low &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = low &+ 0x2525_2525_2525_2525
        return fromA & ~pastZ & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether `range` holds exactly `other`.
    @inlinable package func bytesEqual(_ range: Range<Int>, _ other: [UInt8]) -> Bool {
        other.withUnsafeBufferPointer { bytesEqual(range, LinkBytes($0)) }
    }

    /// Whether `range` holds exactly `other`.
    @usableFromInline func bytesEqual(_ range: Range<Int>, _ other: LinkBytes) -> Bool {
        guard range.count == other.count else { return false }
        var offset = 0
        for index in range {
            if self[index] != other[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The text of `range`, decoded as UTF-8.
    @inlinable package func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// The first eight bytes of `range` (fewer for a shorter range), little-endian: a name's
    /// head, which most names differ in.
    ///
    /// One unaligned load when eight bytes can be read from the start of `range` without passing
    /// the end; byte by byte only for a short name at the very end.
    @inline(__always)
    @inlinable package func head(_ range: Range<Int>) -> UInt64 {
        // Offsets within the bytes cannot overflow, so the arithmetic goes unchecked.
        let count = range.upperBound &- range.lowerBound
        if range.lowerBound &+ 8 <= self.count {
            let word = word(at: range.lowerBound)
            return count >= 8 ? word : word & ((1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1)
        }
        var word: UInt64 = 0
        var shift: UInt64 = 0
        var index = range.lowerBound
        let end = Swift.min(range.upperBound, range.lowerBound &+ 8)
        while index < end {
            word |= UInt64(self[index]) &<< shift
            shift &+= 8
            index &+= 1
        }
        return word
    }

    /// The eight bytes from `offset` as a little-endian word; the caller checks they are there,
    /// so the bytes are not empty and have an address (checked only in debug builds).
    @inline(__always)
    @inlinable package func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }
}
