#if os(Linux)
import Glibc

/// A ``FileWatcher`` on Linux's inotify: it watches the directory of each path, not the file, so
/// that a save by rename (vim, VS Code: write a new file, rename it over the old one), a delete
/// and a re-create are seen as well as a write in place. The instance is non-blocking; its
/// events are read only when ``changedPaths()`` is called.
public final class InotifyFileWatcher: FileWatcher {
    /// The inotify instance.
    private let descriptor: Int32
    /// Each watched directory by its watch descriptor, with the names watched in it and the path
    /// each name was given as.
    private var directories: [Int32: (path: String, names: [String: String])] = [:]

    /// What changes a watched name: a write, a new inode under it, or its removal.
    private static let mask = UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)

    /// Nil when the system gives no inotify instance (the per-user limit is reached).
    public init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    public func watch(_ paths: [String]) {
        var wanted: [String: [String: String]] = [:]
        for path in paths {
            let (directory, name) = Self.split(path)
            wanted[directory, default: [:]][name] = path
        }
        var next: [Int32: (path: String, names: [String: String])] = [:]
        for (directory, names) in wanted {
            // Adding a directory already watched gives its descriptor again.
            let watch = inotify_add_watch(descriptor, directory, Self.mask)
            if watch >= 0 { next[watch] = (directory, names) }
        }
        for watch in directories.keys where next[watch] == nil {
            inotify_rm_watch(descriptor, watch)
        }
        directories = next
    }

    public func changedPaths() -> Set<String> {
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + Self.headerSize <= count {
                let event = Self.event(in: buffer, at: offset)
                offset += Self.headerSize + event.nameLength
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: any file may have changed.
                    for directory in directories.values { changed.formUnion(directory.names.values) }
                } else if let path = directories[event.watch]?.names[event.name] {
                    changed.insert(path)
                }
            }
        }
        return changed
    }

    /// `wd`, `mask`, `cookie` and `len` of `struct inotify_event`, before the name.
    private static let headerSize = 16

    /// The event at `offset`: its watch descriptor, its mask, the name (its NUL padding dropped)
    /// and how many bytes the name takes.
    private static func event(in buffer: [UInt8], at offset: Int) -> (watch: Int32, mask: UInt32, name: String, nameLength: Int) {
        func word(_ at: Int) -> UInt32 {
            buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) }
        }
        let length = Int(word(12))
        let nameBytes = buffer[(offset + headerSize)..<min(buffer.count, offset + headerSize + length)].prefix { $0 != 0 }
        return (Int32(bitPattern: word(0)), word(4), String(decoding: nameBytes, as: UTF8.self), length)
    }

    /// A path's directory (`.` for a bare name) and its last component.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}
#endif
