import Foundation
import RouteCore

/// Buffered writes to a file descriptor: report writers append to ``buffer`` in place, and it
/// goes out in large blocks, not line by line.
final class OutputSink {
    private let fd: Int32
    /// The bytes not written yet. Append, then call ``flushIfFull()``.
    ///
    /// Appended to in place for every link, on one thread: without the run-time exclusivity
    /// checks.
    @exclusivity(unchecked) var buffer: ReportBuffer
    private let blockSize: Int
    /// Why a write failed (`errno`), for output that must be whole, such as a file; what
    /// follows a failed write is dropped.
    private(set) var failure: Int32?

    init(fd: Int32 = 1, blockSize: Int = 1 << 16) {
        self.fd = fd
        self.blockSize = blockSize
        buffer = ReportBuffer(capacity: blockSize + (blockSize >> 1))
    }

    func write(_ text: String) {
        buffer.append(text)
        flushIfFull()
    }

    func write(bytes: some Collection<UInt8>) {
        buffer.append(bytes: bytes)
        flushIfFull()
    }

    /// Writes the buffer out once it holds a block.
    func flushIfFull() {
        if buffer.count >= blockSize { flush() }
    }

    func flush() {
        buffer.bytes.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    if failure == nil { failure = written < 0 ? errno : ENOSPC }
                    break
                }
                offset += written
            }
        }
        buffer.removeAll()
    }

    deinit { flush() }
}
