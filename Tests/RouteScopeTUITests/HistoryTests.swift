import Foundation
import TestSupport
import Testing
@testable import RouteScopeTUI

@Suite("History and its file")
struct HistoryTests {
    @Test func upAndDownKeepTheDraft() {
        var history = History(entries: ["a", "b"])
        #expect(history.older(current: "draft") == "b")
        #expect(history.older(current: "b") == "a")
        #expect(history.older(current: "a") == nil)
        #expect(history.newer() == "b")
        #expect(history.newer() == "draft")
        #expect(history.newer() == nil)
    }

    @Test func consecutiveDuplicatesAndBlanksAreNotStored() {
        var history = History()
        for line in ["a", "a", " ", "b", "a"] { history.record(line) }
        #expect(history.entries == ["a", "b", "a"])
    }

    @Test func theLimitKeepsTheNewest() {
        var history = History(limit: 3)
        for line in ["1", "2", "3", "4"] { history.record(line) }
        #expect(history.entries == ["2", "3", "4"])
    }

    @Test func xdgPaths() {
        #expect(HistoryStore(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/routescope/history")
        #expect(HistoryStore(environment: ["HOME": "/h"])?.path == "/h/.local/state/routescope/history")
        #expect(HistoryStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path == "/h/.local/state/routescope/history")
        #expect(HistoryStore(environment: [:]) == nil)
    }

    @Test func storeRoundTripsEntriesWithNewlinesAndBackslashes() throws {
        try withTemporaryDirectory(prefix: "rs-history") { directory in
            let store = HistoryStore(path: directory.path + "/nested/history")
            let entries = ["myapp://home", "two\nlines", #"back\slash\n"#, "日本語 ✓"]
            #expect(store.save(entries))
            #expect(store.load() == entries)
            #expect(store.save(["replaced"]))
            #expect(store.load() == ["replaced"])
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/nested")
            #expect(leftovers == ["history"], "the temporary file was renamed over the old one")
            let permissions = try FileManager.default.attributesOfItem(atPath: store.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600, "links can carry tokens: the history is private")
        }
    }

    @Test func unreadableContentDoesNotCrash() throws {
        try withTemporaryDirectory(prefix: "rs-history") { directory in
            try Data([0xFF, 0xFE, 0x0A, 0x61]).write(to: directory.appendingPathComponent("history"))
            #expect(HistoryStore(path: directory.path + "/history").load().count == 2)
        }
    }
}
