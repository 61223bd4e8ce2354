import TextBytes

/// Comparisons of a link's UTF-8 bytes with the route map's names, without building strings.
///
/// Each answers exactly as the `String` comparison it replaces would (see ``NameKey``); bytes
/// decide only when that gives the same answer.
extension LinkBytes {
    /// `PercentEncoding.decode(self, range).text == key.text`, settled by the bytes when they can
    /// settle it: for a simple key, by their length and first eight bytes first
    /// (``NameKey/isSimple``). `isPlain` says whether `range` decodes to itself as ASCII
    /// (``isPlain(_:plusAsSpace:)``), and is asked only when the lengths leave it open.
    @inline(__always)
    func decodes(_ range: Range<Int>, to key: NameKey, isPlain: () -> Bool) -> Bool {
        if key.isSimple {
            let count = range.count
            // As long as the key: only its very bytes. Fewer bytes, or plain ones: never.
            if count == key.bytes.count { return head(range) == key.head && (count <= 8 || key.hasBytes(of: self, range)) }
            if count < key.bytes.count || isPlain() { return false }
        }
        return PercentEncoding.decode(self, range).text == key.text
    }

    /// ``decodes(_:to:isPlain:)``, finding out whether `range` is plain itself when it must.
    func decodes(_ range: Range<Int>, to key: NameKey) -> Bool {
        decodes(range, to: key) { isPlain(range) }
    }

    /// `text(range) == key.text`, comparing bytes when that gives the same answer.
    func textEquals(_ range: Range<Int>, _ key: NameKey) -> Bool {
        if key.isASCII && isASCII(range) { return bytesEqual(range, key.bytes) }
        return text(range) == key.text
    }

    /// The first of `names` equal to the decoded text of `range`, as `String`s compare.
    func firstIndex(decodedName range: Range<Int>, in names: NameKeys) -> Int? {
        // With simple keys only, the bytes of one are that name (``NameKey/isSimple``), and a
        // plain name that has no key's bytes has no key.
        if !names.hasComplexKeys, let index = names.index(of: self, range) { return index }
        let isPlain = isPlain(range)
        if isPlain && !names.hasComplexKeys { return nil }
        let name = PercentEncoding.decode(self, range).text
        return names.keys.firstIndex { isPlain && $0.isSimple ? bytesEqual(range, $0.bytes) : $0.text == name }
    }

    /// The first of `names` (all ASCII) equal to the ASCII text of `range` lower-cased, as
    /// `text(range).lowercased()` would compare.
    func lowercasedIndex(of range: Range<Int>, in names: NameKeys) -> Int? {
        names.keys.firstIndex { key in
            guard key.bytes.count == range.count else { return false }
            var offset = 0
            for index in range {
                var byte = self[index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
                if byte != key.bytes[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
