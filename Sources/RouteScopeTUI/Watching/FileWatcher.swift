/// Tells which of a set of files changed on disk, without ever blocking: the explorer asks between
/// keys (`explore --watch`).
///
/// ``InotifyFileWatcher`` is the Linux one; ``PollingFileWatcher`` compares each file's inode,
/// size and modification time, anywhere. Both watch a path, not an open file, so a save by rename
/// (vim, VS Code), a delete and a re-create are each seen as a change of the path.
///
/// ```swift
/// let watcher = FileWatchers.make()
/// watcher.watch(["routes.yml", "aasa.json"])
/// // later, between keys:
/// watcher.changedPaths()   // ["routes.yml"] after a save
/// ```
public protocol FileWatcher: AnyObject {
    /// Watches exactly `paths` from now on, as written (relative to the working directory or
    /// absolute); changes to paths no longer listed are forgotten.
    func watch(_ paths: [String])
    /// The watched paths, as given to ``watch(_:)``, that changed since the last call; empty when
    /// none did. Never blocks.
    func changedPaths() -> Set<String>
}

/// The platform's file watcher.
public enum FileWatchers {
    /// inotify on Linux (polling if it cannot start: no instance left), polling elsewhere.
    public static func make() -> any FileWatcher {
        #if os(Linux)
        if let watcher = InotifyFileWatcher() { return watcher }
        #endif
        return PollingFileWatcher()
    }
}
