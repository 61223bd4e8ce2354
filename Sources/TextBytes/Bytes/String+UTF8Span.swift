extension String {
    /// The text of the UTF-8 bytes `span` of this string, the way every span in RouteScope
    /// addresses text, without copying the rest of the string. A multi-byte character that the
    /// span cuts reads as U+FFFD.
    @inlinable package func text(ofUTF8 span: Range<Int>) -> String {
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        let end = utf8.index(start, offsetBy: span.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// `body` applied to the UTF-8 bytes: read in place from a native string (as every string
    /// made in Swift is), without the copy, retain and release that `withUTF8` needs, since it
    /// may change the string; copied from any other.
    ///
    /// The bytes go to `body` through a local function, not a closure around `body`: inlined, it
    /// leaves no closure context that would retain what `body` captures.
    @inline(__always)
    @inlinable package func withUTF8Bytes<Result>(_ body: (LinkBytes) -> Result) -> Result {
        @inline(__always) func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result { body(LinkBytes(buffer)) }
        if let result = utf8.withContiguousStorageIfAvailable(read) { return result }
        var copy = self
        return copy.withUTF8(read)
    }
}
