import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A route map or flow file is read with its size limit, whatever is at the path: a file over
/// the limit, a pipe or a device is refused with a clear error, without reading it all (or
/// waiting on it); a link to a file is read as the file.
@Suite struct RouteMapFileTests {
    static let map = #"{"schemes": ["myapp"], "tabs": [{"name": "home", "root": "feed", "screens": {"feed": {}}}]}"#

    /// The problems of loading `path`, as JSON (RouteCore) and as YAML (RouteMapYAML), which read
    /// files alike.
    static func problems(loading path: String) -> [String] {
        [outcome { () throws(RouteMapError) in try RouteMapLoader.load(jsonContentsOf: path) },
         outcome { () throws(RouteMapError) in try RouteMapLoader.load(contentsOf: path) }]
    }

    /// "loaded", or the error `load` throws.
    static func outcome(_ load: () throws(RouteMapError) -> RouteMap) -> String {
        do throws(RouteMapError) {
            _ = try load()
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [DocumentText.maximumBytes + 1, 1 << 40])
    func aFileOverTheLimitIsRefusedAtItsStart(size: Int) throws {
        try withTemporaryDirectory(prefix: "routescope-map-file") { directory in
            let path = directory.appendingPathComponent("routes.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.map.utf8)))
            // Sparse: the file says it holds `size` bytes, and takes no room on the disk.
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            let error = "\(path):1:1: error: the file is over 8388608 bytes, the most a route map or flow may take"
            #expect(Self.problems(loading: path) == [error, error])
        }
    }

    @Test func aFileAtTheLimitIsRead() throws {
        try withTemporaryDirectory(prefix: "routescope-map-file") { directory in
            let path = directory.appendingPathComponent("routes.json").path
            let padded = Self.map + String(repeating: " ", count: DocumentText.maximumBytes - Self.map.utf8.count)
            try padded.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(Self.problems(loading: path) == ["loaded", "loaded"])
        }
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        try withTemporaryDirectory(prefix: "routescope-map-file") { directory in
            let path = directory.appendingPathComponent("routes.json").path
            #expect(mkfifo(path, 0o600) == 0)
            #expect(Self.problems(loading: path) == Array(repeating: "\(path): error: not a regular file", count: 2))
        }
    }

    @Test func aDeviceIsRefused() {
        #expect(Self.problems(loading: "/dev/zero") == Array(repeating: "/dev/zero: error: not a regular file", count: 2))
    }

    @Test func aDirectoryOrNothingIsNamedAsSuch() throws {
        try withTemporaryDirectory(prefix: "routescope-map-file") { directory in
            #expect(Self.problems(loading: directory.path) == Array(repeating: "\(directory.path): error: it is a directory, not a file", count: 2))
            let missing = directory.appendingPathComponent("missing.json").path
            #expect(Self.problems(loading: missing) == Array(repeating: "\(missing): error: no such file", count: 2))
        }
    }

    @Test func aLinkToAFileIsReadAsTheFile() throws {
        try withTemporaryDirectory(prefix: "routescope-map-file") { directory in
            let file = directory.appendingPathComponent("routes.json").path
            try Self.map.write(toFile: file, atomically: true, encoding: .utf8)
            let link = directory.appendingPathComponent("link.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "routes.json")
            #expect(Self.problems(loading: link) == ["loaded", "loaded"])
        }
    }
}
