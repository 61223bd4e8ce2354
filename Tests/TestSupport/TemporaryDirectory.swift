import Foundation

/// Runs `body` with a fresh, empty directory named `prefix-<UUID>` in the system's temporary
/// directory, and removes the directory with everything in it afterwards, even when `body`
/// throws.
///
/// ```swift
/// try withTemporaryDirectory(prefix: "routescope-import") { directory in
///     try text.write(to: directory.appendingPathComponent("routes.yml"), atomically: true, encoding: .utf8)
/// }
/// ```
package func withTemporaryDirectory<Result>(prefix: String, _ body: (URL) throws -> Result) throws -> Result {
    let directory = try createTemporaryDirectory(prefix: prefix)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Runs the asynchronous `body` with a fresh, empty directory named `prefix-<UUID>` in the
/// system's temporary directory, and removes the directory with everything in it afterwards,
/// even when `body` throws.
package func withTemporaryDirectory<Result>(
    prefix: String, isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Result
) async throws -> Result {
    let directory = try createTemporaryDirectory(prefix: prefix)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Creates the directory `prefix-<UUID>` in the system's temporary directory.
private func createTemporaryDirectory(prefix: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
