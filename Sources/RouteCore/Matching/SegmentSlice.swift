import TextBytes

/// Path segments the matcher reads in a row: a slice of its segment list (``LinkMatcher/segmentList``),
/// memory lent for the call, so that listing them allocates nothing.
typealias SegmentSlice = Slice<ScratchList<Range<Int>>>

extension SegmentSlice {
    /// No segment.
    static var none: SegmentSlice { ScratchList()[0..<0] }

    /// The element `offset` places after the start (slices keep their base's indices).
    subscript(offset offset: Int) -> Element { self[startIndex + offset] }
}
