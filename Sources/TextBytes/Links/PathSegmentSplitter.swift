/// The one rule for splitting a path into segments: on every `/`, after the `/` that starts an
/// absolute path. An empty path has no segment; `/` has one, empty; `a//b` has an empty one
/// between `a` and `b`.
///
/// ``ScannedURL`` keeps only the path's range; this splits it again from the scanned bytes
/// whenever the segments are wanted (``ScannedURL/pathSegments(in:)``).
@usableFromInline package struct PathSegmentSplitter: IteratorProtocol, Sequence {
    @usableFromInline let bytes: LinkBytes
    @usableFromInline let end: Int
    /// Where the next segment starts; past `end` once the last one is out.
    @usableFromInline var start: Int

    /// Splits the path `path` of `bytes`.
    @inline(__always)
    @inlinable package init(_ bytes: LinkBytes, path: Range<Int>) {
        self.bytes = bytes
        end = path.upperBound
        if path.isEmpty {
            start = end + 1
        } else {
            start = bytes[path.lowerBound] == UInt8(ascii: "/") ? path.lowerBound + 1 : path.lowerBound
        }
    }

    /// The next segment, nil after the last.
    @inline(__always)
    @inlinable package mutating func next() -> Range<Int>? {
        guard start <= end else { return nil }
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "/") { index += 1 }
        defer { start = index + 1 }
        return Range(uncheckedBounds: (start, index))
    }

    /// The last segment of `path` in `bytes`, found from its end; nil for an empty path.
    @inlinable package static func last(of path: Range<Int>, in bytes: LinkBytes) -> Range<Int>? {
        guard !path.isEmpty else { return nil }
        let first = bytes[path.lowerBound] == UInt8(ascii: "/") ? path.lowerBound + 1 : path.lowerBound
        var index = path.upperBound
        while index > first, bytes[index - 1] != UInt8(ascii: "/") { index -= 1 }
        return index..<path.upperBound
    }
}
