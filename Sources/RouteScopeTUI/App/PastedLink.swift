/// A single pasted link, with the blanks around it (spaces, tabs and line breaks) dropped, as
/// ``Batch`` drops them around each of its lines: `␠␠myapp://home/feed␠␠⏎` is
/// `myapp://home/feed`. Everything between the first and last other character is kept.
enum PastedLink {
    /// Where the link is in `text`, as UTF-8 offsets: between the blanks before it and those
    /// after it; empty for a paste of blanks alone. The blanks are ASCII, a byte each.
    static func linkRange(in text: String) -> Range<Int> {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return 0..<0
        }
        return bytes.distance(from: bytes.startIndex, to: first)..<bytes.distance(from: bytes.startIndex, to: last) + 1
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
