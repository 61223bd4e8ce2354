/// A ``FileWatcher`` that compares each path's ``FileIdentity`` (inode, size, modification time)
/// with what it was at the last call: for platforms without inotify. It sees a change only when
/// asked, so a change and its undo between two calls go unseen, which is harmless for a reload.
public final class PollingFileWatcher: FileWatcher {
    /// Each watched path and what it showed at the last look (nil: no file).
    private var identities: [String: FileIdentity?] = [:]

    public init() {}

    public func watch(_ paths: [String]) {
        var next: [String: FileIdentity?] = [:]
        for path in paths { next[path] = identities[path] ?? FileIdentity(path: path) }
        identities = next
    }

    public func changedPaths() -> Set<String> {
        var changed: Set<String> = []
        for (path, identity) in identities {
            let now = FileIdentity(path: path)
            if now != identity {
                changed.insert(path)
                identities[path] = now
            }
        }
        return changed
    }
}
