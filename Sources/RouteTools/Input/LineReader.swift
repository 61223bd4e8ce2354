import Foundation

/// Reads an input in large blocks and yields it line by line, so memory stays flat however long
/// the input is: the one place a list of links is split into lines, for `check` and for
/// `check --fix` (``LinkRewriter/rewriteList(from:to:_:)``).
///
/// Lines end at `\n`; the last one may end without it. A `\r` before the `\n` (CRLF files), or at
/// the very end of the input, is the line's ending, not its text. Every other byte, NUL and bytes
/// that are not UTF-8 among them, is the line's. A line whose bytes before its `\n` number more
/// than ``maximumLineBytes`` (``LinkList/maximumLineBytes`` unless told) is cut there and
/// flagged, never buffered whole.
///
/// ```swift
/// var reader = LineReader(bytes: Array("a\r\n\nb".utf8))
/// reader.forEachLine { line in print(line.number, Array(line.bytes), Array(line.ending)) }
/// // 1 [97] [13, 10]
/// // 2 [] [10]
/// // 3 [98] []
/// ```
package struct LineReader {
    /// One line, lent in place: a slice of the reader's block.
    package struct Line {
        /// The line's bytes without its ending; only the first ``LineReader/maximumLineBytes`` of
        /// a line that is cut.
        package var bytes: ArraySlice<UInt8>
        /// How many bytes end the line after ``bytes``: 2 for `\r\n`, else 1 or 0.
        private var endingCount: Int8
        /// Whether the line's ending starts with `\r`.
        private var endsWithReturn: Bool
        /// The line's number, from 1.
        package var number: Int
        /// The line was longer than ``LineReader/maximumLineBytes`` and is cut there.
        package var isCut: Bool

        /// What ends the line: `\n` or `\r\n`, `\r` or nothing for the last line, nothing for a
        /// line that is cut (the rest of the line, its ending included, is read past). Kept as
        /// its kind, not as a second slice of the block, which would retain the block again for
        /// every line.
        package var ending: ArraySlice<UInt8> {
            switch (endingCount, endsWithReturn) {
            case (2, _): Self.carriageReturnNewline
            case (1, true): Self.carriageReturnNewline.prefix(1)
            case (1, false): Self.carriageReturnNewline.suffix(1)
            default: []
            }
        }

        private static let carriageReturnNewline: ArraySlice<UInt8> = [UInt8(ascii: "\r"), UInt8(ascii: "\n")]

        init(bytes: ArraySlice<UInt8>, ending: Range<Int>, endsWithReturn: Bool, number: Int, isCut: Bool) {
            self.bytes = bytes
            endingCount = Int8(ending.count)
            self.endsWithReturn = endsWithReturn
            self.number = number
            self.isCut = isCut
        }
    }

    /// One read from the input into the start of `buffer`: the number of bytes it put there,
    /// 0 at the end of the input.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read on: it ends there, and
    ///   ``failure`` says why.
    package typealias Read = (_ buffer: UnsafeMutableRawBufferPointer) throws(ReadError) -> Int

    private static let blockSize = 1 << 16
    /// The most bytes a line keeps before its `\n`: a longer one is cut there.
    package let maximumLineBytes: Int
    private let source: Read
    /// The bytes read and not yet handed out start at `blockStart` and end at `blockEnd`. A line
    /// that runs past the end of the block is moved to its start before the next read (and the
    /// block grows for a line longer than the block, up to one byte past the longest line), so
    /// that every line is a slice of it.
    private var block: [UInt8]
    private var blockStart = 0
    private var blockEnd = 0
    /// The unread bytes before this offset of the block hold no newline: a long line's start is
    /// searched once, not again after each read that adds to it.
    private var searchedEnd = 0
    private var lineNumber = 0
    private var finished = false
    /// The first bytes of the input, for encoding detection.
    package private(set) var head: [UInt8] = []
    /// Why a read failed before the end of the input, shared by every copy of the reader (the
    /// table reader reads through a copy): the input then ends there, and the caller says so.
    package let failure = ReadFailure()

    /// Reads the input that `read` hands over, a read at a time; the first read happens here.
    /// Lines longer than `maximumLineBytes` are cut (tests make it short, to cut lines of a few
    /// bytes at every read boundary).
    package init(maximumLineBytes: Int = LinkList.maximumLineBytes, read: @escaping Read) {
        self.maximumLineBytes = max(1, maximumLineBytes)
        block = [UInt8](repeating: 0, count: min(Self.blockSize, self.maximumLineBytes + 1))
        source = read
        fill(from: 0)
        head = Array(block[0..<min(blockEnd, 4)])
    }

    /// A reader over bytes in memory, which each read hands over at most `readSize` of (tests use
    /// small reads to cross every boundary).
    package init(bytes: [UInt8], readSize: Int = 1 << 16, maximumLineBytes: Int = LinkList.maximumLineBytes) {
        var offset = 0
        let size = max(1, readSize)
        self.init(maximumLineBytes: maximumLineBytes) { buffer in
            let count = min(size, buffer.count, bytes.count - offset)
            buffer.copyBytes(from: bytes[offset..<offset + count])
            offset += count
            return count
        }
    }

    /// Calls `body` with each line in order (``Line``), and `readPast` with the bytes of a cut
    /// line after its start, in order, up to and with its `\n`.
    ///
    /// Every line is lent in place, a slice of the block, without a copy. The bytes are valid to
    /// keep, but a body that lets go of them before it returns saves the reader a copy of its
    /// block at the next read.
    package mutating func forEachLine(
        _ body: (Line) throws -> Void, readPast: (ArraySlice<UInt8>) -> Void = { _ in }
    ) rethrows {
        while true {
            let newline = nextNewline()
            if newline != nil || (finished && blockStart < blockEnd) {
                // The block holds at most one byte more than the limit, so a line that ends in
                // it is within the limit.
                let next = newline.map { $0 + 1 } ?? blockEnd
                var end = newline ?? blockEnd
                if end > blockStart, block[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                lineNumber += 1
                try body(Line(bytes: block[blockStart..<end], ending: end..<next, endsWithReturn: next > end && block[end] == UInt8(ascii: "\r"), number: lineNumber, isCut: false))
                blockStart = next
            } else if finished {
                return
            } else if blockEnd - blockStart > maximumLineBytes {
                // Its start is all that is kept of a line this long; the rest is read past.
                lineNumber += 1
                let cut = blockStart + maximumLineBytes
                try body(Line(bytes: block[blockStart..<cut], ending: cut..<cut, endsWithReturn: false, number: lineNumber, isCut: true))
                readPast(block[cut..<blockEnd])
                readPastNextNewline(readPast)
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
            block += repeatElement(0, count: min(block.count, maximumLineBytes + 1 - block.count))
        }
        if blockStart > 0 {
            block.withUnsafeMutableBytes { bytes in
                _ = memmove(bytes.baseAddress!, bytes.baseAddress! + blockStart, kept)
            }
        }
        fill(from: kept)
    }

    /// Reads past the rest of the line the block held the start of, up to and with its newline,
    /// handing each part to `readPast`.
    private mutating func readPastNextNewline(_ readPast: (ArraySlice<UInt8>) -> Void) {
        while true {
            blockStart = blockEnd
            if finished { return }
            fill(from: 0)
            if let newline = nextNewline() {
                readPast(block[0...newline])
                blockStart = newline + 1
                return
            }
            readPast(block[0..<blockEnd])
        }
    }

    /// The index of the next newline in the unread part of the block, found by `memchr` (which
    /// reads a word or a vector at a time) in the bytes not searched yet; nil when the block
    /// holds none.
    private mutating func nextNewline() -> Int? {
        let from = max(blockStart, searchedEnd)
        let found = block.withUnsafeBufferPointer { block in
            memchr(block.baseAddress! + from, Int32(UInt8(ascii: "\n")), blockEnd - from).map { UnsafeRawPointer($0) - UnsafeRawPointer(block.baseAddress!) }
        }
        if found == nil { searchedEnd = blockEnd }
        return found
    }

    /// The rest of the input block by block, for readers that split it themselves (CSV); nil
    /// at the end of input. Do not mix with ``forEachLine(_:readPast:)``.
    package mutating func nextBlock() -> ArraySlice<UInt8>? {
        if blockStart == blockEnd {
            if finished { return nil }
            fill(from: 0)
            if blockStart == blockEnd { return nil }
        }
        defer { blockStart = blockEnd }
        return block[blockStart..<blockEnd]
    }

    /// Reads into the block after its first `kept` bytes, which stay (the start of a line, with
    /// no newline in it); the unread bytes are then the block's start up to what was read. At
    /// the end of input, or when the read fails, marks it finished.
    private mutating func fill(from kept: Int) {
        blockStart = 0
        blockEnd = kept
        searchedEnd = kept
        let read = block.withUnsafeMutableBytes { bytes in
            Result { () throws(ReadError) in try source(UnsafeMutableRawBufferPointer(rebasing: bytes[kept...])) }
        }
        switch read {
        case .success(let count):
            if count == 0 { finished = true }
            blockEnd = kept + count
        case .failure(let error):
            failure.reason = error.reason
            finished = true
        }
    }
}

/// Why a read from an input failed, in words: `Input/output error`.
package struct ReadError: Error {
    package var reason: String

    package init(reason: String) {
        self.reason = reason
    }
}

/// Why reading an input failed before its end; nil while none has.
package final class ReadFailure: @unchecked Sendable {
    /// Set once, by the one thread that reads.
    package var reason: String?
}
