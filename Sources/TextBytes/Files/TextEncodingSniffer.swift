/// Recognises text encodings other than UTF-8 by their byte order mark or NUL pattern, so a
/// file saved as UTF-16 by a spreadsheet gets a clear error instead of garbage.
package enum TextEncodingSniffer {
    /// The encoding's name when `bytes` start like UTF-16 or UTF-32; nil for UTF-8 or ASCII.
    package static func unsupportedEncoding(of bytes: some Collection<UInt8>) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 little-endian (byte order mark FF FE 00 00)" }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 big-endian (byte order mark 00 00 FE FF)" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16 little-endian (byte order mark FF FE)" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16 big-endian (byte order mark FE FF)" }
        if head.count >= 4, head[0] != 0, head[1] == 0, head[2] != 0, head[3] == 0 {
            return "UTF-16 little-endian (no byte order mark)"
        }
        if head.count >= 4, head[0] == 0, head[1] != 0, head[2] == 0, head[3] != 0 {
            return "UTF-16 big-endian (no byte order mark)"
        }
        return nil
    }

    /// `bytes` without a UTF-8 byte order mark, once they are known to be UTF-8.
    ///
    /// - Throws: ``RouteMapError`` at 1:1 for a UTF-16 or UTF-32 file, and at the first byte
    ///   that is not UTF-8 otherwise.
    package static func utf8Body(of bytes: [UInt8], file: String) throws(RouteMapError) -> ArraySlice<UInt8> {
        if let encoding = unsupportedEncoding(of: bytes) {
            throw RouteMapError(file: file, line: 1, column: 1, message: "the file is encoded as \(encoding); save it as UTF-8")
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let invalid = body.withLinkBytes { UTF8Decoding.invalidRanges(in: $0) }
        if let first = invalid.first {
            let (line, column) = TextPosition.lineAndColumn(of: first.lowerBound, in: Array(body))
            throw RouteMapError(file: file, line: line, column: column, message: "the file is not valid UTF-8 here; save it as UTF-8")
        }
        return body
    }
}
