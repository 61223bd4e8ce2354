import Foundation

/// Reads a file or standard input in large blocks and yields it line by line, so memory stays
/// flat however long the input is.
///
/// Lines end at `\n`; a `\r` before it (CRLF files) is dropped. A line longer than
/// ``maximumLineBytes`` is cut there and flagged, never buffered whole.
struct LineReader {
    static let maximumLineBytes = 8 << 20
    private let fd: Int32
    private var block = [UInt8](repeating: 0, count: 1 << 16)
    private var blockStart = 0
    private var blockEnd = 0
    private var lineNumber = 0
    private var finished = false
    /// The first bytes of the input, for encoding detection.
    private(set) var head: [UInt8] = []
    /// The storage of a line that runs across blocks, reused for the next one once the body
    /// has let go of it (as a caller that checks each line on the spot has), so that reading a
    /// line allocates nothing; given up after a long line, whose room a kept line would copy.
    private var line: [UInt8] = []
    private static let reusedLineCapacity = 1 << 12

    /// Opens `path`, or standard input for `-`.
    init(path: String) throws {
        if path == "-" {
            fd = 0
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else { throw LineReaderError(path: path, reason: String(cString: strerror(errno))) }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw LineReaderError(path: path, reason: "it is a directory")
            }
        }
        fill()
        head = Array(block[0..<min(blockEnd, 4)])
    }

    /// Reads `bytes` already in memory (the input `check --fix` has rewritten).
    init(bytes: [UInt8]) {
        fd = -1
        block = bytes
        blockEnd = bytes.count
        finished = true
        head = Array(bytes.prefix(4))
    }

    /// The rest of the input, whole.
    mutating func readAll() -> [UInt8] {
        var bytes: [UInt8] = []
        while let block = nextBlock() { bytes += block }
        return bytes
    }

    /// Calls `body` with each line in order: its bytes, its 1-based number, and whether it was
    /// longer than ``maximumLineBytes`` and cut there.
    ///
    /// A line that ends in the block read last is lent in place, without a copy; only one that
    /// runs across blocks is gathered in ``line``. The bytes are valid to keep, but a body that
    /// lets go of them before it returns saves the reader a copy of its block.
    mutating func forEachLine(_ body: (_ bytes: ArraySlice<UInt8>, _ number: Int, _ truncated: Bool) throws -> Void) rethrows {
        while true {
            if let range = nextLineInBlock() {
                lineNumber += 1
                try body(block[range], lineNumber, false)
            } else if let truncated = gatherLine() {
                lineNumber += 1
                try body(line[...], lineNumber, truncated)
            } else {
                return
            }
        }
    }

    /// The bytes of the next line when it ends in the block read last, without a `\r` before
    /// its newline, moving past it; nil otherwise.
    private mutating func nextLineInBlock() -> Range<Int>? {
        guard blockStart < blockEnd, let newline = nextNewline(), newline - blockStart <= Self.maximumLineBytes else { return nil }
        var end = newline
        if end > blockStart, block[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        defer { blockStart = newline + 1 }
        return blockStart..<end
    }

    /// Gathers the next line in ``line``, across blocks, without a `\r` before its newline;
    /// whether it was cut, or nil at the end of input.
    private mutating func gatherLine() -> Bool? {
        if !line.isEmpty { line.removeAll(keepingCapacity: line.capacity <= Self.reusedLineCapacity) }
        var truncated = false
        while true {
            if blockStart == blockEnd {
                if finished { break }
                fill()
                if blockStart == blockEnd { break }
            }
            let newline = nextNewline()
            let end = newline ?? blockEnd
            if line.count < Self.maximumLineBytes {
                let room = Self.maximumLineBytes - line.count
                line.append(contentsOf: block[blockStart..<min(end, blockStart + room)])
                if end - blockStart > room { truncated = true }
            } else if end > blockStart {
                truncated = true
            }
            if let newline {
                blockStart = newline + 1
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return truncated
            }
            blockStart = blockEnd
        }
        guard !line.isEmpty || truncated else { return nil }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return truncated
    }

    /// The index of the next newline in the unread part of the block, found by `memchr` (which
    /// reads a word or a vector at a time); nil when the block holds none.
    private func nextNewline() -> Int? {
        block.withUnsafeBufferPointer { block in
            let start = block.baseAddress! + blockStart
            guard let found = memchr(start, Int32(UInt8(ascii: "\n")), blockEnd - blockStart) else { return nil }
            return blockStart + (UnsafeRawPointer(found) - UnsafeRawPointer(start))
        }
    }

    /// The rest of the input block by block, for readers that split it themselves (CSV); nil
    /// at the end of input. Do not mix with ``forEachLine(_:)``.
    mutating func nextBlock() -> ArraySlice<UInt8>? {
        if blockStart == blockEnd {
            if finished { return nil }
            fill()
            if blockStart == blockEnd { return nil }
        }
        defer { blockStart = blockEnd }
        return block[blockStart..<blockEnd]
    }

    private mutating func fill() {
        blockStart = 0
        blockEnd = 0
        while true {
            let count = block.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                finished = true
                if fd > 2 { close(fd) }
            } else {
                blockEnd = count
            }
            return
        }
    }
}

struct LineReaderError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "error: cannot read \(path): \(reason)" }
}
