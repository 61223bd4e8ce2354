import Foundation
import TestSupport
import Testing

/// `withTemporaryDirectory(prefix:_:)`, which every test target writes its files in: a fresh empty
/// directory that is gone afterwards, whether the body returns or throws.
@Suite struct TemporaryDirectoryTests {
    struct Failure: Error, Equatable {}

    /// Whether `directory` is an empty directory named `prefix-…` in the system's temporary directory.
    static func isFresh(_ directory: URL, prefix: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        return try directory.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL
            && directory.lastPathComponent.hasPrefix(prefix + "-")
            && FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty
    }

    @Test func theDirectoryIsFreshAndGoneWithItsFilesAfterwards() throws {
        let directory = try withTemporaryDirectory(prefix: "routescope-helper") { directory in
            #expect(try Self.isFresh(directory, prefix: "routescope-helper"))
            try "x".write(to: directory.appendingPathComponent("file.txt"), atomically: true, encoding: .utf8)
            return directory
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func theDirectoryIsGoneWhenTheBodyThrows() throws {
        var seen: URL?
        #expect(throws: Failure()) {
            try withTemporaryDirectory(prefix: "routescope-helper") { directory in
                seen = directory
                throw Failure()
            }
        }
        let directory = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func theAsynchronousBodyGetsTheSame() async throws {
        var seen: URL?
        await #expect(throws: Failure()) {
            try await withTemporaryDirectory(prefix: "routescope-helper") { directory in
                #expect(try Self.isFresh(directory, prefix: "routescope-helper"))
                await Task.yield()
                seen = directory
                throw Failure()
            }
        }
        let directory = try #require(seen)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func eachCallGetsItsOwnDirectory() throws {
        let first = try withTemporaryDirectory(prefix: "routescope-helper") { $0 }
        let second = try withTemporaryDirectory(prefix: "routescope-helper") { $0 }
        #expect(first != second)
    }
}
