/// Recognises text encodings other than UTF-8 by their byte order mark or NUL pattern, so a
/// file saved as UTF-16 by a spreadsheet gets a clear error instead of garbage.
public enum TextEncodingSniffer {
    /// The encoding's name when `bytes` start like UTF-16 or UTF-32; nil for UTF-8 or ASCII.
    public static func unsupportedEncoding(of bytes: some Collection<UInt8>) -> String? {
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
}
