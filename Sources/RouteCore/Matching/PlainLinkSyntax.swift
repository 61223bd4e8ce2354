/// The syntax of the usual link, checked in one pass over its bytes: `scheme://host/path?query`,
/// with an empty fragment at most, where every byte is one RFC 3986 allows where it stands, so
/// that ``URLScanner`` reports nothing about it.
///
/// ``CleanLinkReader`` reads links with it, and ``ValueCheck`` checks `url` values with it.
struct PlainLinkSyntax {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The components of a link as ``scan(into:)`` reads them, with the segments and items in
    /// scratch memory.
    struct Layout {
        var scheme = 0..<0
        var host = 0..<0
        var path = 0..<0
        var query: Range<Int>?
        var fragment: Range<Int>?
        var segments: ScratchList<Range<Int>>
        var items: ScratchList<QueryItemSpan>

        /// The components as the scanner gives them.
        var url: ScannedURL {
            ScannedURL(
                scheme: scheme, authority: host, host: host, path: path, pathSegments: Array(segments), query: query,
                queryItems: Array(items), fragment: fragment)
        }
    }

    /// Reads the components of `scheme://host/path?query` into `layout`; false unless every byte
    /// is one RFC 3986 allows where it stands (so the scanner would report nothing), no name holds
    /// an escape, every escape is well formed, and the fragment, if any, is empty.
    func scan(into layout: inout Layout) -> Bool {
        let end = bytes.count
        guard end > 0, ByteClass.of(bytes[0]).contains(.alpha) else { return false }
        var index = 1
        while index < end, ByteMask.scheme.contains(bytes[index]) { index += 1 }
        guard index + 2 < end, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/")
        else { return false }
        layout.scheme = 0..<index

        let hostStart = index + 3
        index = hostStart
        while index < end, ByteMask.host.contains(bytes[index]) { index += 1 }
        guard index > hostStart else { return false }
        layout.host = hostStart..<index

        let pathStart = index
        if index < end, bytes[index] == UInt8(ascii: "/") {
            index += 1
            var segmentStart = index
            while index < end {
                let byte = bytes[index]
                if ByteMask.pathSegment.contains(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/") {
                    layout.segments.append(segmentStart..<index)
                    index += 1
                    segmentStart = index
                } else {
                    break
                }
            }
            layout.segments.append(segmentStart..<index)
        }
        layout.path = pathStart..<index

        if index < end, bytes[index] == UInt8(ascii: "?") {
            index += 1
            guard let (items, queryEnd) = queryItems(from: index, into: layout.items) else { return false }
            layout.query = index..<queryEnd
            if index < queryEnd { layout.items = items }
            index = queryEnd
        }
        if index < end {
            // Only an empty fragment is settled here; the matcher looks for parameters in any other.
            guard bytes[index] == UInt8(ascii: "#"), index + 1 == end else { return false }
            layout.fragment = end..<end
        }
        return true
    }

    /// `list` with the items of the query from `start` to the first `#` or the end appended, and
    /// where the query ends; nil at a byte the query may not hold as it is, a `%` in a name, or a
    /// `%` not followed by two hex digits.
    func queryItems(
        from start: Int, into list: ScratchList<QueryItemSpan>
    ) -> (items: ScratchList<QueryItemSpan>, end: Int)? {
        var items = QueryItemCollector(start: start, into: list)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if items.take(byte, at: index) {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                break
            } else if items.isInValue, PercentEncoding.isEscape(bytes, at: index, before: bytes.count) {
                index += 3
            } else {
                return nil
            }
        }
        return (items.finish(at: index), index)
    }
}
