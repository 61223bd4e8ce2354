import TextBytes

/// The bytes of a route map or flow file, read and checked the same way whatever its format:
/// a size limit, then UTF-8 (a byte-order mark dropped, other encodings refused by name).
package enum DocumentText {
    /// The largest file accepted, so a stray binary cannot exhaust memory.
    package static let maximumBytes = 8 << 20

    /// The bytes of the regular file at `path`, at most ``maximumBytes`` plus one: enough for
    /// ``utf8Body(of:file:)`` to refuse a larger file without reading it all.
    ///
    /// - Throws: ``RouteMapError`` naming the path, for a missing file, a directory, a pipe or a
    ///   device, or a file that cannot be read.
    package static func read(contentsOf path: String) throws(RouteMapError) -> [UInt8] {
        try RegularFile.read(path, limit: maximumBytes)
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
