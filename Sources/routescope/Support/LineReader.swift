import Foundation
import RouteTools

/// Reads a file or standard input in large blocks and yields it line by line, so memory stays
/// flat however long the input is.
///
/// Lines end at `\n`; a `\r` before it (CRLF files) is dropped. A line longer than
/// ``maximumLineBytes`` is cut there and flagged, never buffered whole.
struct LineReader {
    static let maximumLineBytes = LinkList.maximumLineBytes
    private static let blockSize = 1 << 16
    private let fd: Int32
    /// The bytes read and not yet handed out start at `blockStart` and end at `blockEnd`. A line
    /// that runs past the end of the block is moved to its start before the next read (and the
    /// block grows for a line longer than the block), so that every line is a slice of it.
    private var block = [UInt8](repeating: 0, count: blockSize)
    private var blockStart = 0
    private var blockEnd = 0
    private var lineNumber = 0
    private var finished = false
    /// The first bytes of the input, for encoding detection.
    private(set) var head: [UInt8] = []
    /// Why a read failed before the end of the input, shared by every copy of the reader (the
    /// table reader reads through a copy): the input then ends there, and the caller says so.
    let failure = ReadFailure()

    /// Opens `path`, or standard input for `-`.
    init(path: String) throws {
        let fd: Int32
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
        self.init(descriptor: fd)
    }

    /// Reads the open file `fd` from where it stands, and closes it at the end (unless it is
    /// standard input).
    init(descriptor fd: Int32) {
        self.fd = fd
        fill(from: 0)
        head = Array(block[0..<min(blockEnd, 4)])
    }

    /// Calls `body` with each line in order: its bytes, its 1-based number, and whether it was
    /// longer than ``maximumLineBytes`` and cut there.
    ///
    /// Every line is lent in place, a slice of the block, without a copy. The bytes are valid to
    /// keep, but a body that lets go of them before it returns saves the reader a copy of its
    /// block at the next read.
    mutating func forEachLine(_ body: (_ bytes: ArraySlice<UInt8>, _ number: Int, _ truncated: Bool) throws -> Void) rethrows {
        while true {
            let newline = nextNewline()
            if newline != nil || (finished && blockStart < blockEnd) {
                let next = newline.map { $0 + 1 } ?? blockEnd
                var end = newline ?? blockEnd
                if end > blockStart, block[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let truncated = end - blockStart > Self.maximumLineBytes
                lineNumber += 1
                try body(block[blockStart..<(truncated ? blockStart + Self.maximumLineBytes : end)], lineNumber, truncated)
                blockStart = next
            } else if finished {
                return
            } else if blockEnd - blockStart > Self.maximumLineBytes {
                // Its start is all that is kept of a line this long; the rest is read past.
                lineNumber += 1
                try body(block[blockStart..<blockStart + Self.maximumLineBytes], lineNumber, true)
                skipPastNextNewline()
            } else {
                readMore()
            }
        }
    }

    /// Moves the unread bytes (the start of a line) to the front of the block, growing it when
    /// they fill it, and reads more after them.
    private mutating func readMore() {
        let kept = blockEnd - blockStart
        if kept == block.count {
            block += repeatElement(0, count: min(block.count, Self.maximumLineBytes + 1 - block.count))
        }
        if blockStart > 0 {
            block.withUnsafeMutableBytes { bytes in
                _ = memmove(bytes.baseAddress!, bytes.baseAddress! + blockStart, kept)
            }
        }
        fill(from: kept)
    }

    /// Reads past the rest of the line the block holds the start of, up to its newline.
    private mutating func skipPastNextNewline() {
        while true {
            blockStart = blockEnd
            if finished { return }
            fill(from: 0)
            if let newline = nextNewline() {
                blockStart = newline + 1
                return
            }
        }
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
            fill(from: 0)
            if blockStart == blockEnd { return nil }
        }
        defer { blockStart = blockEnd }
        return block[blockStart..<blockEnd]
    }

    /// Reads into the block after its first `kept` bytes, which stay; the unread bytes are then
    /// the block's start up to what was read. At the end of input, marks it finished.
    private mutating func fill(from kept: Int) {
        blockStart = 0
        blockEnd = kept
        while true {
            let count = block.withUnsafeMutableBytes { read(fd, $0.baseAddress! + kept, $0.count - kept) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure.reason = String(cString: strerror(errno)) }
            if count <= 0 {
                finished = true
                if fd > 2 { close(fd) }
            } else {
                blockEnd = kept + count
            }
            return
        }
    }
}

/// Why reading an input failed before its end; nil while none has.
final class ReadFailure: @unchecked Sendable {
    /// Set once, by the one thread that reads.
    var reason: String?
}

struct LineReaderError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "error: cannot read \(path): \(reason)" }
}
