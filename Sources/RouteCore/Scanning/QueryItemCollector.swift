/// Collects a query's `name=value` items while ``URLScanner``'s loop walks its bytes: the loop
/// hands it each byte, and checks the ones it does not take as it sees fit.
struct QueryItemCollector {
    private(set) var items: [QueryItemSpan]
    private var start: Int
    private var equals = -1

    /// Starts at `start`, the first byte of the query, appending to `items`.
    init(start: Int, into items: [QueryItemSpan]) {
        self.start = start
        self.items = items
    }

    /// Whether the current item has had its first `=`, so the bytes now belong to its value.
    var isInValue: Bool { equals >= 0 }

    /// Takes the byte at `index` when it is item text, `&` or `=`; false for any other byte,
    /// which the caller checks (a `%`, a byte the query may not hold).
    @inline(__always)
    mutating func take(_ byte: UInt8, at index: Int) -> Bool {
        if ByteMask.queryItemText.contains(byte) { return true }
        if byte == UInt8(ascii: "&") {
            ampersand(at: index)
            return true
        }
        if byte == UInt8(ascii: "=") {
            if equals < 0 { equals = index }
            return true
        }
        return false
    }

    /// A `&` at `index` ends the current item.
    private mutating func ampersand(at index: Int) {
        append(end: index)
        start = index + 1
        equals = -1
    }

    /// Ends the last item at `end`, the end of the query, and returns every item.
    mutating func finish(at end: Int) -> [QueryItemSpan] {
        append(end: end)
        return items
    }

    private mutating func append(end: Int) {
        items.append(
            equals < 0
                ? QueryItemSpan(item: start..<end, name: start..<end, value: nil)
                : QueryItemSpan(item: start..<end, name: start..<equals, value: (equals + 1)..<end))
    }
}
