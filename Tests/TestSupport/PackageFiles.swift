import Foundation

/// Files of the package the tests belong to.
package enum PackageFiles {
    /// The package root, found from this file's path: `<root>/Tests/TestSupport/…`.
    package static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `path`, relative to the package root.
    package static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
