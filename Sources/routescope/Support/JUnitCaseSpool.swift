import Foundation

/// Holds JUnit test cases in an unlinked temporary file until the totals for the header are
/// known, so a million-link report does not sit in memory.
final class JUnitCaseSpool {
    private let fd: Int32
    /// Where test cases are written: append to its buffer, as to any output.
    let sink: OutputSink

    init() {
        var template = Array((NSTemporaryDirectory() + "/routescope-junit-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 {
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        sink = OutputSink(fd: fd)
    }

    /// Writes everything spooled so far to `out`.
    func copy(to out: OutputSink) {
        sink.flush()
        guard fd >= 0, lseek(fd, 0, SEEK_SET) == 0 else { return }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            out.write(bytes: block[0..<count])
        }
    }

    deinit { if fd >= 0 { close(fd) } }
}
