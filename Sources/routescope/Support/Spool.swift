import Foundation
import RouteTools

/// A temporary file to write to, then copy out or read back, so that a long output does not sit
/// in memory: the JUnit test cases until the totals for the header are known, and the input
/// `check --fix` has fixed until it is whole.
final class Spool {
    private let fd: Int32
    /// Where to write: append to its buffer, as to any output.
    let sink: OutputSink
    /// The file's name, beside the destination it is to take the place of; nil for an unlinked
    /// file in the temporary directory.
    private var path: String?
    /// The destination, symbolic links followed: the file to take the place of, or the pipe or
    /// device to write into.
    private var target: String?

    /// An unlinked file in the temporary directory.
    ///
    /// - Throws: ``SpoolError`` when none can be made there (the output would be lost).
    convenience init() throws(SpoolError) {
        let directory = NSTemporaryDirectory()
        var template = Array((directory + "/routescope-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SpoolError(path: "a temporary file in \(directory)", reason: String(cString: strerror(errno))) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.init(fd: fd, path: nil, target: nil)
    }

    /// A file in the directory of `destination`, to take its place with ``move(to:)``: a rename
    /// within one file system, so that the destination is whole or as it was, even when it is
    /// the file being read. A destination that is a symbolic link is the file it names, which
    /// the rename replaces (the link stays); an existing file keeps its permissions.
    ///
    /// A destination that is no regular file (a named pipe, a device such as `/dev/null` or
    /// `/dev/stdout`) cannot be replaced: ``move(to:)`` writes into it, as a shell's `>` does,
    /// once the output is whole in an unlinked file in the temporary directory.
    convenience init(beside destination: String) throws(SpoolError) {
        let target = Self.resolved(destination)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, existing.st_mode & S_IFMT != S_IFREG, existing.st_mode & S_IFMT != S_IFDIR {
            try self.init()
            self.target = target
            return
        }
        var template = Array((target + ".routescope-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SpoolError(path: destination, reason: String(cString: strerror(errno))) }
        if exists {
            fchmod(fd, existing.st_mode & 0o7777)
        } else {
            // The permissions of a new file, as the destination would get, not mkstemp's 0600.
            let mask = umask(0)
            umask(mask)
            fchmod(fd, 0o666 & ~mask)
        }
        self.init(fd: fd, path: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }, target: target)
    }

    private init(fd: Int32, path: String?, target: String?) {
        self.fd = fd
        self.path = path
        self.target = target
        sink = OutputSink(fd: fd)
    }

    /// The file `path` names, following symbolic links; `path` itself when it names none yet.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Writes everything spooled so far to `out`.
    ///
    /// - Throws: ``SpoolError`` when what was spooled cannot be had back whole (a write to the
    ///   file or a read from it failed): then part of it may have reached `out`.
    func copy(to out: OutputSink) throws(SpoolError) {
        sink.flush()
        if let failure = sink.failure { throw SpoolError(path: "a temporary file", reason: String(cString: strerror(failure))) }
        var spooled = reader()
        while let block = spooled.nextBlock() { out.write(bytes: block) }
        if let reason = spooled.failure.reason { throw SpoolError(path: "a temporary file", reason: reason) }
    }

    /// A reader over everything spooled, from its start.
    func reader() -> LineReader {
        sink.flush()
        lseek(fd, 0, SEEK_SET)
        return LineReader(descriptor: dup(fd))
    }

    /// Makes the file `destination`, in place of what was there; writes into it when it is a
    /// pipe or a device.
    ///
    /// - Throws: ``SpoolError`` when a write failed or the rename did; the file is removed then.
    func move(to destination: String) throws(SpoolError) {
        sink.flush()
        guard let path else { return try write(into: target ?? destination, named: destination) }
        if let failure = sink.failure {
            remove()
            throw SpoolError(path: destination, reason: String(cString: strerror(failure)))
        }
        guard rename(path, target ?? destination) == 0 else {
            let reason = String(cString: strerror(errno))
            remove()
            throw SpoolError(path: destination, reason: reason)
        }
        self.path = nil
    }

    /// Writes everything spooled into `target`, a pipe or a device, which `destination` names.
    private func write(into target: String, named destination: String) throws(SpoolError) {
        let fd = open(target, O_WRONLY)
        guard fd >= 0 else { throw SpoolError(path: destination, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let out = OutputSink(fd: fd)
        try copy(to: out)
        out.flush()
        if let failure = out.failure { throw SpoolError(path: destination, reason: String(cString: strerror(failure))) }
    }

    /// Removes the named file, when what it holds is not to be used.
    func remove() {
        if let path { unlink(path) }
        path = nil
    }

    deinit {
        sink.flush()
        remove()
        close(fd)
    }
}

/// Why the output could not be written, and where.
struct SpoolError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "error: cannot write \(path): \(reason)" }
}
