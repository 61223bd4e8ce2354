import RouteTools

/// Entries gathered for one worker of `check --jobs`, in input order.
///
/// A line's bytes are copied into one buffer that the chunk shares, so the reading thread
/// allocates nothing per line (and the line reader, let go of, reuses its block); the worker
/// checks each line as a slice of that buffer.
struct PendingChunk: Sendable {
    private enum Item: Sendable {
        case line(Range<Int>, number: Int)
        case entry(CheckReport.Entry)
    }

    private var lineBytes: [UInt8] = []
    private var items: [Item] = []
    /// The bytes of the links and lines gathered.
    private(set) var size = 0

    /// An empty chunk with room for `entries` entries of `bytes` bytes together.
    init(entries: Int, bytes: Int) {
        items.reserveCapacity(entries)
        lineBytes.reserveCapacity(bytes)
    }

    /// The number of entries gathered.
    var count: Int { items.count }

    mutating func append(_ entry: CheckReport.Entry) {
        switch entry {
        case .line(let bytes, let number):
            let start = lineBytes.count
            lineBytes.append(contentsOf: bytes)
            items.append(.line(start..<lineBytes.count, number: number))
            size += bytes.count
        case .link(let link, _, _, _):
            items.append(.entry(entry))
            size += link.utf8.count
        case .rowProblem:
            items.append(.entry(entry))
        }
    }

    /// Each entry, in the order they were appended.
    func forEach(_ body: (CheckReport.Entry) -> Void) {
        for item in items {
            switch item {
            case .line(let range, let number): body(.line(lineBytes[range], number: number))
            case .entry(let entry): body(entry)
            }
        }
    }
}
