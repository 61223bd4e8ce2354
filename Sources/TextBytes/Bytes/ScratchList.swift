/// A list of at most as many trivial values (ranges, spans, numbers: nothing to deinitialize) as
/// the memory lent to it for one pass holds, so a pass that keeps nothing of what it lists
/// allocates nothing.
///
/// ``withCapacity(_:_:)`` and ``withRepeating(_:count:_:)`` lend the memory for the length of a
/// call; the list, and every copy of it, must not outlive the call. Like an array's, an index
/// must be below `count`, which only debug builds check.
@usableFromInline package struct ScratchList<Element>: RandomAccessCollection {
    @usableFromInline let storage: UnsafeMutableBufferPointer<Element>
    @usableFromInline package var endIndex = 0
    /// Whether an append found the list full, and dropped its element.
    @usableFromInline package internal(set) var overflowed = false

    @inline(__always)
    @inlinable package var startIndex: Int { 0 }

    @inline(__always)
    @inlinable package subscript(position: Int) -> Element {
        get { storage[position] }
        set { storage[position] = newValue }
    }

    @inline(__always)
    @inlinable package mutating func append(_ element: Element) {
        guard endIndex < storage.count else {
            overflowed = true
            return
        }
        storage.initializeElement(at: endIndex, to: element)
        endIndex += 1
    }

    /// Removes and returns the last element; the list must not be empty.
    @inline(__always)
    @inlinable package mutating func removeLast() -> Element {
        endIndex -= 1
        return storage[endIndex]
    }

    /// Empties the list, keeping its memory.
    @inline(__always)
    @inlinable package mutating func removeAll() {
        endIndex = 0
        overflowed = false
    }

    /// An empty list with no room: every append overflows.
    @inlinable package init() { storage = UnsafeMutableBufferPointer(start: nil, count: 0) }

    @usableFromInline init(_ storage: UnsafeMutableBufferPointer<Element>) { self.storage = storage }

    /// `body` given an empty list with room for `capacity` elements, in memory lent for the call:
    /// on the stack up to ``stackLimit`` bytes, from the heap beyond.
    ///
    /// The memory goes to `body` through a local function, not a closure around `body`: inlined,
    /// it leaves no closure context that would retain what `body` captures.
    @inline(__always)
    @inlinable package static func withCapacity<Result>(_ capacity: Int, _ body: (inout ScratchList) -> Result) -> Result {
        @inline(__always) func lend(_ storage: UnsafeMutableBufferPointer<Element>) -> Result {
            var list = ScratchList(storage)
            return body(&list)
        }
        guard capacity <= stackLimit / MemoryLayout<Element>.stride else {
            let storage = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
            defer { storage.deallocate() }
            return lend(storage)
        }
        return withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity, lend)
    }

    /// The most bytes a list takes on the stack. Beyond it, the standard library would ask the
    /// runtime about the thread's stack before each allocation; the heap is quicker to ask.
    @inlinable package static var stackLimit: Int { 1024 }

    /// `body` given a list of `count` copies of `element`, in memory lent for the call.
    @inline(__always)
    @inlinable package static func withRepeating<Result>(_ element: Element, count: Int, _ body: (inout ScratchList) -> Result) -> Result {
        withCapacity(count) { list in
            list.storage.initialize(repeating: element)
            list.endIndex = count
            return body(&list)
        }
    }
}

extension ScratchList<UInt8> {
    /// The listed bytes, read in place for as long as the list's memory is lent.
    @inlinable package var bytes: LinkBytes { LinkBytes(UnsafeBufferPointer(rebasing: storage[..<endIndex])) }
}
