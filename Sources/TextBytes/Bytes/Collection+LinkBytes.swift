extension Array<UInt8> {
    /// `body` applied to the array's bytes, read in place.
    ///
    /// The bytes go to `body` through a local function, not a closure around `body`: inlined, it
    /// leaves no closure context that would retain what `body` captures.
    @inline(__always)
    @inlinable package func withLinkBytes<Result>(_ body: (LinkBytes) -> Result) -> Result {
        @inline(__always) func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result { body(LinkBytes(buffer)) }
        return withUnsafeBufferPointer(read)
    }
}

extension Collection<UInt8> {
    /// `body` applied to the bytes: read in place when they are contiguous, copied otherwise.
    @inline(__always)
    @inlinable package func withLinkBytes<Result>(_ body: (LinkBytes) -> Result) -> Result {
        @inline(__always) func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result { body(LinkBytes(buffer)) }
        return withContiguousStorageIfAvailable(read) ?? Array(self).withLinkBytes(body)
    }
}
