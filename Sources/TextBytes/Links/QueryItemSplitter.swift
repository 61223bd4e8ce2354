/// The one rule for splitting a query into `name=value` items, as the app's router splits it:
///
/// - on `&`;
/// - on a `;` written where `&` belongs (`utm_source=x;utm_medium=y`): after an item that has an
///   `=`, before a parameter name and `=`;
/// - a `#` right after an item's first `=` (`color=#FF0000`) is the first character of its value;
///   any other `#` ends the query (the fragment starts there).
///
/// The scanner splits the query with it while it checks the query's bytes: its
/// ``QuerySplitReporter`` hears of each byte that is not plain item text, each `;` read as a
/// separator and each `#` read as part of a value. The split gathers each value's
/// ``LinkByte/traits`` on the way (``valueTraits``). The matcher keeps the scanner's items in a
/// short list lent for the link; everyone else splits the scanned query again with it
/// (``ScannedURL/queryItems(in:)``), reporting nothing.
///
/// An empty query has no item; a query that ends with `&` ends with an empty one, as Foundation's
/// `queryItems` does.
@usableFromInline package struct QueryItemSplitter: IteratorProtocol, Sequence {
    @usableFromInline let bytes: LinkBytes
    /// Where the query starts: after its `?`.
    @usableFromInline let start: Int
    /// Nothing at or after it is read.
    @usableFromInline let limit: Int
    @usableFromInline var index: Int
    /// ``LinkByte/table``, read once per query rather than once per item.
    @usableFromInline let table: LinkByte.Table
    /// Where the query ends (before the `#` of a fragment, or at `limit`): known once ``next()``
    /// has returned nil.
    @usableFromInline package internal(set) var end: Int
    @usableFromInline var isFinished = false
    /// The ``LinkByte/traits`` of the value of the item ``next()`` returned last (none when it
    /// has no value), gathered in the split: what decides whether its bytes are its text.
    @usableFromInline package internal(set) var valueTraits: LinkByte = []

    /// Splits the query that starts at `start` in `bytes`, reading nothing at or after `limit`,
    /// with `table`, the caller's ``LinkByte/table`` when it holds one.
    @inline(__always)
    @inlinable package init(_ bytes: LinkBytes, from start: Int, limit: Int, table: LinkByte.Table = LinkByte.table) {
        self.bytes = bytes
        self.start = start
        self.limit = limit
        self.table = table
        index = start
        end = limit
    }

    /// The next item, nil after the last.
    @inline(__always)
    @inlinable package mutating func next() -> QueryItemSpan? {
        var quiet = QuietSplit()
        return next(reporting: &quiet)
    }

    /// The next item, nil after the last; `reporter` hears of the bytes read on the way.
    @inline(__always)
    @inlinable package mutating func next<Reporter: QuerySplitReporter>(reporting reporter: inout Reporter) -> QueryItemSpan? {
        guard !isFinished else { return nil }
        let (bytes, limit, table) = (bytes, limit, table)
        let itemStart = index
        var equals = -1
        // The bits of the value's bytes, from its first byte on.
        var traits: LinkByte = []
        defer { valueTraits = traits.intersection(LinkByte.traits) }
        while true {
            index =
                equals < 0
                ? table.endOfRun(of: .itemText, in: bytes, from: index, before: limit)
                : table.endOfRun(of: .itemText, in: bytes, from: index, before: limit, gathering: &traits)
            guard index < limit else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                index += 1
                return Self.item(itemStart..<index - 1, equals: equals)
            } else if byte == UInt8(ascii: "=") {
                if equals < 0 { equals = index }
                index += 1
            } else if byte == UInt8(ascii: ";") {
                if equals >= 0, Self.startsParameter(bytes, at: index + 1, limit: limit) {
                    reporter.readSemicolonAsSeparator(at: index)
                    index += 1
                    return Self.item(itemStart..<index - 1, equals: equals)
                }
                index += 1
            } else if byte == UInt8(ascii: "#") {
                guard equals >= itemStart, equals == index - 1 else { break }
                reporter.readHashInValue(at: index, name: itemStart..<equals)
                index += 1
            } else {
                let other = index
                index = reporter.readOtherByte(at: index, limit: limit)
                if equals >= 0 { table.gather(bytes, other..<index, into: &traits) }
            }
        }
        isFinished = true
        end = index
        return index > start ? Self.item(itemStart..<index, equals: equals) : nil
    }

    /// The item `range`, whose first `=` is at `equals` (negative when it has none).
    @inline(__always)
    @inlinable static func item(_ range: Range<Int>, equals: Int) -> QueryItemSpan {
        equals < 0
            ? QueryItemSpan(item: range, name: range, value: nil)
            : QueryItemSpan(
                item: range, name: Range(uncheckedBounds: (range.lowerBound, equals)),
                value: Range(uncheckedBounds: (equals &+ 1, range.upperBound)))
    }

    /// Whether a parameter name and `=` start at `index` (`utm_medium=`): a letter or `_`, then
    /// letters, digits and `_`.
    @inlinable package static func startsParameter(_ bytes: LinkBytes, at index: Int, limit: Int) -> Bool {
        var name = index
        while name < limit, ByteClass.of(bytes[name]).contains(.alpha) || bytes[name] == UInt8(ascii: "_")
            || (name > index && bytes[name] >= UInt8(ascii: "0") && bytes[name] <= UInt8(ascii: "9"))
        {
            name += 1
        }
        return name > index && name < limit && bytes[name] == UInt8(ascii: "=")
    }
}

/// What a ``QueryItemSplitter`` tells about the bytes it reads, for the scanner to check them.
@usableFromInline package protocol QuerySplitReporter {
    /// A byte at `index` that is not plain item text (an escape, non-ASCII text, a character the
    /// query does not allow); returns the index to go on from, after `index` and at most `limit`,
    /// having stepped over no `&`, `=`, `;` or `#`.
    mutating func readOtherByte(at index: Int, limit: Int) -> Int
    /// The `;` at `index` is read as the `&` it stands for.
    mutating func readSemicolonAsSeparator(at index: Int)
    /// The `#` at `index`, right after the `=` of the item named `name`, is read as part of its value.
    mutating func readHashInValue(at index: Int, name: Range<Int>)
}

/// The split alone: the bytes are not checked again.
@usableFromInline struct QuietSplit: QuerySplitReporter {
    @inlinable init() {}
    @inline(__always) @inlinable mutating func readOtherByte(at index: Int, limit: Int) -> Int { index + 1 }
    @inline(__always) @inlinable mutating func readSemicolonAsSeparator(at index: Int) {}
    @inline(__always) @inlinable mutating func readHashInValue(at index: Int, name: Range<Int>) {}
}
