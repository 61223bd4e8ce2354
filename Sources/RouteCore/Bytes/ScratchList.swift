/// A list of at most as many trivial values (ranges, spans: nothing to deinitialize) as the memory
/// lent to it for one pass holds, so a pass that keeps nothing of what it lists allocates nothing.
struct ScratchList<Element>: RandomAccessCollection {
    private let storage: UnsafeMutableBufferPointer<Element>
    private(set) var endIndex = 0
    /// Whether an append found the list full, and dropped its element.
    private(set) var overflowed = false

    var startIndex: Int { 0 }

    subscript(position: Int) -> Element { storage[position] }

    mutating func append(_ element: Element) {
        guard endIndex < storage.count else {
            overflowed = true
            return
        }
        storage.initializeElement(at: endIndex, to: element)
        endIndex += 1
    }

    /// An empty list over `storage`, which the caller lends (from `withUnsafeTemporaryAllocation`)
    /// for as long as the list lives.
    init(_ storage: UnsafeMutableBufferPointer<Element>) { self.storage = storage }
}
