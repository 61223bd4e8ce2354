import Foundation
@testable import RouteScopeTUI
import TestSupport
import Testing

/// The file watchers on real files in a temporary directory: Linux's inotify, and the polling
/// fallback other platforms use, through the same protocol. Each save is one an editor makes:
/// a write in place, a write to a new file renamed over the old one (vim, VS Code), a delete and a
/// re-create.
@Suite struct FileWatcherTests {
    /// Every watcher this platform has, by name.
    static var watchers: [(String, () -> any FileWatcher)] {
        var watchers: [(String, () -> any FileWatcher)] = [("polling", { PollingFileWatcher() })]
        #if os(Linux)
        watchers.append(("inotify", { InotifyFileWatcher()! }))
        #endif
        return watchers
    }

    static var watcherNames: [String] { watchers.map(\.0) }

    static func make(_ name: String) -> any FileWatcher { watchers.first { $0.0 == name }!.1() }

    /// The changed paths `watcher` reports within a second, asking every 10 ms until one comes,
    /// then once more for stragglers; empty when none came.
    static func changes(_ watcher: any FileWatcher) -> Set<String> {
        let deadline = Date().addingTimeInterval(1)
        var changed: Set<String> = []
        while changed.isEmpty && Date() < deadline {
            changed = watcher.changedPaths()
            if changed.isEmpty { usleep(10_000) }
        }
        return changed.union(watcher.changedPaths())
    }

    /// A directory with `routes.yml` and `other.txt` in it, `routes.yml` watched, for `body`.
    static func watching(_ name: String, _ body: (any FileWatcher, String, URL) throws -> Void) throws {
        try withTemporaryDirectory(prefix: "routescope-watch") { directory in
            let routes = directory.appendingPathComponent("routes.yml").path
            try "app: A\n".write(toFile: routes, atomically: false, encoding: .utf8)
            try "x".write(to: directory.appendingPathComponent("other.txt"), atomically: false, encoding: .utf8)
            let watcher = make(name)
            watcher.watch([routes])
            #expect(watcher.changedPaths().isEmpty)
            try body(watcher, routes, directory)
        }
    }

    @Test(arguments: watcherNames)
    func aWriteInPlaceIsSeen(watcher name: String) throws {
        try Self.watching(name) { watcher, routes, _ in
            let handle = try #require(FileHandle(forWritingAtPath: routes))
            handle.seekToEndOfFile()
            handle.write(Data("schemes: [a]\n".utf8))
            try handle.close()
            #expect(Self.changes(watcher) == [routes])
            #expect(watcher.changedPaths().isEmpty)
        }
    }

    @Test(arguments: watcherNames)
    func aWriteAndRenameIsSeen(watcher name: String) throws {
        try Self.watching(name) { watcher, routes, directory in
            let temporary = directory.appendingPathComponent(".routes.yml.swp").path
            try "app: B\nschemes: [b]\n".write(toFile: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary, routes) == 0)
            #expect(Self.changes(watcher) == [routes])
            // The new file is watched as the old one was.
            try "app: C\nschemes: [c, d]\n".write(toFile: routes, atomically: false, encoding: .utf8)
            #expect(Self.changes(watcher) == [routes])
        }
    }

    @Test(arguments: watcherNames)
    func aDeleteAndARecreateAreSeen(watcher name: String) throws {
        try Self.watching(name) { watcher, routes, _ in
            #expect(unlink(routes) == 0)
            #expect(Self.changes(watcher) == [routes])
            try "app: D\n".write(toFile: routes, atomically: false, encoding: .utf8)
            #expect(Self.changes(watcher) == [routes])
        }
    }

    @Test(arguments: watcherNames)
    func otherFilesInTheDirectoryAreNotReported(watcher name: String) throws {
        try Self.watching(name) { watcher, _, directory in
            try "y".write(to: directory.appendingPathComponent("other.txt"), atomically: true, encoding: .utf8)
            try "z".write(to: directory.appendingPathComponent("new.txt"), atomically: false, encoding: .utf8)
            #expect(Self.changes(watcher).isEmpty)
        }
    }

    @Test(arguments: watcherNames)
    func watchingANewSetForgetsTheOldOne(watcher name: String) throws {
        try Self.watching(name) { watcher, routes, directory in
            let other = directory.appendingPathComponent("other.txt").path
            watcher.watch([other])
            try "app: E, longer\n".write(toFile: routes, atomically: false, encoding: .utf8)
            try "changed".write(toFile: other, atomically: false, encoding: .utf8)
            #expect(Self.changes(watcher) == [other])
        }
    }

    @Test(arguments: watcherNames)
    func aFileThatDoesNotExistYetIsSeenWhenItComes(watcher name: String) throws {
        try Self.watching(name) { watcher, routes, directory in
            let manifest = directory.appendingPathComponent("AndroidManifest.xml").path
            watcher.watch([routes, manifest])
            try "<manifest/>".write(toFile: manifest, atomically: true, encoding: .utf8)
            #expect(Self.changes(watcher) == [manifest])
        }
    }

    @Test func theDebounceWaitsForQuiet() {
        var debounce = ChangeDebounce(quiet: .milliseconds(100))
        let start = ContinuousClock.now
        #expect(debounce.settled(at: start) == nil)
        debounce.note(["a"], at: start)
        debounce.note([], at: start + .milliseconds(90))
        #expect(debounce.settled(at: start + .milliseconds(90)) == nil)
        debounce.note(["b"], at: start + .milliseconds(95))
        #expect(debounce.settled(at: start + .milliseconds(150)) == nil)
        #expect(debounce.settled(at: start + .milliseconds(195)) == ["a", "b"])
        #expect(debounce.settled(at: start + .milliseconds(400)) == nil)
    }

    #if os(Linux)
    @Test func inotifySplitsPathsIntoDirectoryAndName() {
        #expect(InotifyFileWatcher.split("routes.yml") == (".", "routes.yml"))
        #expect(InotifyFileWatcher.split("/routes.yml") == ("/", "routes.yml"))
        #expect(InotifyFileWatcher.split("a/b/routes.yml") == ("a/b", "routes.yml"))
    }

    @Test func theLinuxWatcherIsInotify() {
        #expect(FileWatchers.make() is InotifyFileWatcher)
    }
    #endif
}
