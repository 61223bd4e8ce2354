import Foundation
import TextBytes

/// The bytes of a route map or flow file, read and checked the same way whatever its format:
/// a size limit, then UTF-8 (a byte-order mark dropped, other encodings refused by name).
package enum DocumentText {
    /// The largest file accepted, so a stray binary cannot exhaust memory.
    package static let maximumBytes = 8 << 20

    /// The bytes of the file at `path`.
    package static func read(contentsOf path: String) throws(RouteMapError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RouteMapError(file: path, message: RegularFile.problem(with: path) ?? "cannot read the file")
        }
        return [UInt8](data)
    }

    /// `bytes` as UTF-8 text without a byte-order mark.
    ///
    /// - Throws: ``RouteMapError`` at 1:1 for a file over ``maximumBytes`` or in UTF-16 or
    ///   UTF-32, and at the first byte that is not UTF-8 otherwise.
    package static func utf8Body(of bytes: [UInt8], file: String) throws(RouteMapError) -> ArraySlice<UInt8> {
        if bytes.count > maximumBytes {
            throw RouteMapError(
                file: file, line: 1, column: 1, message: "the file is over \(maximumBytes) bytes, the most a route map or flow may take")
        }
        return try TextEncodingSniffer.utf8Body(of: bytes, file: file)
    }
}
