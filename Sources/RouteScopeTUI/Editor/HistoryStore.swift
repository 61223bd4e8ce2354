import Foundation

/// Keeps the history in `$XDG_STATE_HOME/routescope/history` (by default
/// `~/.local/state/routescope/history`), one entry per line.
///
/// Backslashes and newlines in entries are escaped, so a pasted multi-line text survives. Writes
/// go to a temporary file that is flushed to disk and then renamed over the old one, so a crash
/// never truncates it. Links can carry tokens, so the file is private (0600, directory 0700).
public struct HistoryStore: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The store at the XDG location, from an environment such as `ProcessInfo.processInfo.environment`.
    public init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            path = state + "/routescope/history"
        } else if let home = environment["HOME"], !home.isEmpty {
            path = home + "/.local/state/routescope/history"
        } else {
            return nil
        }
    }

    /// The stored entries; nothing when the file is missing or unreadable.
    public func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { Self.unescape(String($0)) }
    }

    /// Writes all entries atomically. Failures are returned, not thrown: history is a convenience.
    @discardableResult
    public func save(_ entries: [String]) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return false
        }
        let temporary = directory + "/.history.\(getpid()).tmp"
        let bytes = Array(entries.map(Self.escape).map { $0 + "\n" }.joined().utf8)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let flushed = written == bytes.count && fsync(fd) == 0
        close(fd)
        guard flushed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func escape(_ entry: String) -> String {
        entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }

    static func unescape(_ line: String) -> String {
        var out = ""
        var escaping = false
        for character in line {
            if escaping {
                out.append(character == "n" ? "\n" : character == "r" ? "\r" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
