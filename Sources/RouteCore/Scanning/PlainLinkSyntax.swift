import TextBytes

/// The syntax of the usual link, checked in one pass over its bytes: `scheme://host/path?query`,
/// with an empty fragment at most, where every byte is one RFC 3986 allows where it stands, so
/// that ``URLScanner`` reports nothing about it.
///
/// ``ValueCheck`` checks `url` values with it, without building their text.
struct PlainLinkSyntax {
    let bytes: LinkBytes
    /// ``LinkByte/table``, read once per link.
    private let classes = LinkByte.table

    init(bytes: LinkBytes) { self.bytes = bytes }

    /// A query item as the scan reads it: its span, and the traits of its value's bytes.
    struct Item {
        var span: QueryItemSpan
        /// The ``LinkByte/traits`` of the value: whether it holds an escape (`%`), a `+` or an
        /// upper-case letter (it holds no byte above 0x7F), so checks need not walk it again.
        var valueTraits: LinkByte
    }

    /// The components of a link as ``scan(into:)`` reads them, with the segments and items in
    /// scratch memory.
    struct Layout {
        var scheme = 0..<0
        var host = 0..<0
        var path = 0..<0
        var query: Range<Int>?
        var fragment: Range<Int>?
        /// The path segments; they hold no `%` and no byte above 0x7F, so each is its own text.
        var segments: ScratchList<Range<Int>>
        var items: ScratchList<Item>
    }

    /// Reads the components of `scheme://host/path?query` into `layout`; false unless every byte
    /// is one RFC 3986 allows where it stands (so the scanner would report nothing), no name holds
    /// an escape, every escape is well formed, and the fragment, if any, is empty.
    func scan(into layout: inout Layout) -> Bool {
        let end = bytes.count
        guard end > 0, ByteClass.of(bytes[0]).contains(.alpha) else { return false }
        var index = 1
        while index < end, classes[Int(bytes[index])].contains(.schemeTail) { index &+= 1 }
        guard index + 2 < end, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/")
        else { return false }
        layout.scheme = 0..<index

        let hostStart = index + 3
        index = hostStart
        while index < end, classes[Int(bytes[index])].contains(.host) { index &+= 1 }
        guard index > hostStart else { return false }
        layout.host = hostStart..<index

        let pathStart = index
        if index < end, bytes[index] == UInt8(ascii: "/") {
            index += 1
            var segmentStart = index
            while index < end {
                let byte = bytes[index]
                if classes[Int(byte)].contains(.segment) {
                    index &+= 1
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
            guard let queryEnd = queryItems(from: index, into: &layout.items) else { return false }
            layout.query = index..<queryEnd
            index = queryEnd
        }
        if index < end {
            // Only an empty fragment is settled here; the matcher looks for parameters in any other.
            guard bytes[index] == UInt8(ascii: "#"), index + 1 == end else { return false }
            layout.fragment = end..<end
        }
        return true
    }

    /// Appends to `items` the items of the query from `start` to the first `#` or the end (none
    /// for an empty query), and returns where the query ends; nil at a byte the query may not hold
    /// as it is, a `%` in a name, or a `%` not followed by two hex digits.
    func queryItems(from start: Int, into items: inout ScratchList<Item>) -> Int? {
        let end = bytes.count
        var itemStart = start
        var equals = -1
        // Of the current item's name, then of its value from its first "=".
        var traits: LinkByte = []
        var index = start
        while index < end {
            let byte = classes[Int(bytes[index])]
            if byte.contains(.itemText) {
                // The usual byte: the rest of its run in a tight loop.
                traits.formUnion(byte)
                index &+= 1
                while index < end {
                    let next = classes[Int(bytes[index])]
                    guard next.contains(.itemText) else { break }
                    traits.formUnion(next)
                    index &+= 1
                }
                continue
            } else if byte.contains(.ampersand) {
                items.append(Self.item(itemStart..<index, equals: equals, traits: traits))
                itemStart = index + 1
                equals = -1
                traits = []
            } else if byte.contains(.equals) {
                if equals < 0 {
                    equals = index
                    traits = []
                }
            } else if byte.contains(.percent), equals >= 0, PercentEncoding.isEscape(bytes, at: index, before: end) {
                traits.insert(.percent)
                index += 2
            } else if bytes[index] == UInt8(ascii: "#") {
                break
            } else {
                return nil
            }
            index += 1
        }
        if index > start { items.append(Self.item(itemStart..<index, equals: equals, traits: traits)) }
        return index
    }

    /// The item in `range`, whose first `=` is at `equals` (-1 for none), with the traits of its
    /// value's bytes.
    @inline(__always)
    private static func item(_ range: Range<Int>, equals: Int, traits: LinkByte) -> Item {
        guard equals >= 0 else {
            return Item(span: QueryItemSpan(item: range, name: range, value: nil), valueTraits: [])
        }
        return Item(
            span: QueryItemSpan(item: range, name: range.lowerBound..<equals, value: (equals + 1)..<range.upperBound),
            valueTraits: traits.intersection(LinkByte.traits))
    }
}
