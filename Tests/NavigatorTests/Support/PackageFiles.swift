import Foundation

/// Files of the package this test file belongs to.
enum PackageFiles {
    /// The package root, found from this file's path: `<root>/Tests/NavigatorTests/Support/…`.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path`, relative to the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
