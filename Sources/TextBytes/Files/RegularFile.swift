import Foundation

/// Reads an input file that a route map names (an apple-app-site-association, a manifest, an
/// assetlinks file) with a size limit, refusing devices and pipes, which could block or never end.
/// A symbolic link is followed.
package enum RegularFile {
    /// The bytes of the regular file at `path`, at most `limit` plus one (to tell it is too large).
    package static func read(_ path: String, limit: Int) throws(RouteMapError) -> [UInt8] {
        func fail(_ message: String) -> RouteMapError { RouteMapError(file: path, message: message) }
        if let problem = problem(with: path) { throw fail(problem) }
        // What the path leads to: a symbolic link to a regular file is read as the file (the
        // attributes of the path itself would name the link).
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: target),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { throw fail("not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("cannot read the file") }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit + 1) ?? Data())
        } catch {
            throw fail("cannot read the file")
        }
    }

    /// Why `path` cannot be read at all, in a few words: "no such file" or "it is a directory";
    /// nil when it is there to try.
    package static func problem(with path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory, not a file" : nil
    }
}
