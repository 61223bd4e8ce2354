/// The components of a URL as UTF-8 byte ranges into the scanned input (RFC 3986 §3).
///
/// Only offsets, no lists: the path's segments and the query's items are split again from the
/// input when asked (``pathSegments(in:)``, ``queryItems(in:)``), by the rules the scanner
/// split them with.
///
/// Delimiters are never part of a range: `scheme` excludes the `:`, `query` the `?`,
/// `fragment` the `#`. A nil range means the delimiter was absent; an empty range means it was
/// present with nothing after it (`myapp://home?` has an empty query).
public struct ScannedURL: Sendable, Hashable {
    /// The scheme, without `:`.
    public var scheme: Range<Int>?
    /// Everything between `//` and the path, when the URL has an authority.
    public var authority: Range<Int>?
    /// The user information before the last `@` of the authority.
    public var userinfo: Range<Int>?
    /// The host; IP literals keep their brackets, as Foundation's `percentEncodedHost` does.
    public var host: Range<Int>?
    /// The port digits after `:`; empty for `host:`.
    public var port: Range<Int>?
    /// The path, possibly empty.
    public var path: Range<Int>
    /// The query, without `?`.
    public var query: Range<Int>?
    /// The fragment, without `#`.
    public var fragment: Range<Int>?

    package init(
        scheme: Range<Int>? = nil, authority: Range<Int>? = nil, userinfo: Range<Int>? = nil,
        host: Range<Int>? = nil, port: Range<Int>? = nil, path: Range<Int> = 0..<0,
        query: Range<Int>? = nil, fragment: Range<Int>? = nil
    ) {
        self.scheme = scheme
        self.authority = authority
        self.userinfo = userinfo
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// The path split on `/`, without the leading `/` of an absolute path, as ranges of `input`
    /// (the text that was scanned).
    public func pathSegments(in input: String) -> [Range<Int>] {
        input.withUTF8Bytes { Array(pathSegments(in: $0)) }
    }

    /// The path's segments, split from `bytes` (those that were scanned) as they are read.
    @inline(__always)
    @inlinable package func pathSegments(in bytes: LinkBytes) -> PathSegmentSplitter {
        PathSegmentSplitter(bytes, path: path)
    }

    /// The query's `name=value` items, in order, repeated names kept, as ranges of `input` (the
    /// text that was scanned): split on `&`, and on a `;` written where `&` belongs.
    public func queryItems(in input: String) -> [QueryItemSpan] {
        input.withUTF8Bytes { Array(queryItems(in: $0)) }
    }

    /// The query's items, split from `bytes` (those that were scanned) as they are read.
    @inline(__always)
    @inlinable package func queryItems(in bytes: LinkBytes) -> QueryItemSplitter {
        guard let query else { return QueryItemSplitter(bytes, from: 0, limit: 0) }
        return QueryItemSplitter(bytes, from: query.lowerBound, limit: query.upperBound)
    }

    /// Where a new query item would be inserted: the end of the query, or where `?` would go.
    package var queryInsertionPoint: Int {
        if let query { return query.upperBound }
        return path.upperBound
    }
}

/// One `name=value` item of a query, as byte ranges.
public struct QueryItemSpan: Sendable, Hashable {
    /// The whole item, from the name to the end of the value.
    public var item: Range<Int>
    /// The name, before the first `=`.
    public var name: Range<Int>
    /// The value after the first `=`; nil when the item has no `=` at all.
    public var value: Range<Int>?

    @inlinable package init(item: Range<Int>, name: Range<Int>, value: Range<Int>?) {
        self.item = item
        self.name = name
        self.value = value
    }
}
