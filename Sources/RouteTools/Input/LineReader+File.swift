import Foundation

extension LineReader {
    /// Opens `path`, or standard input for `-`.
    ///
    /// - Throws: ``LineReaderError`` when the file cannot be opened, or is a directory.
    package init(path: String) throws(LineReaderError) {
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

    /// Reads the open file `fd` from where it stands, and closes it at the end, or when a read
    /// fails (unless it is standard input).
    package init(descriptor fd: Int32) {
        self.init { buffer throws(ReadError) in
            while true {
                let count = read(fd, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR { continue }
                let failure = count < 0 ? ReadError(reason: String(cString: strerror(errno))) : nil
                if count <= 0, fd > 2 { close(fd) }
                if let failure { throw failure }
                return count
            }
        }
    }
}

/// Why an input cannot be opened: `error: cannot read links.txt: No such file or directory`.
package struct LineReaderError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "error: cannot read \(path): \(reason)" }
}
