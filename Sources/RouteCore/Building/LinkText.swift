import TextBytes

/// A link being written, piece by piece, keeping the UTF-8 byte span of every piece so that
/// problems found later point at the right characters.
struct LinkText {
    private(set) var text = ""
    private(set) var count = 0
    /// The span of the piece appended last.
    private var lastPiece = 0..<0

    /// Appends `piece` (already percent-encoded) and returns its span.
    @discardableResult
    mutating func append(_ piece: String) -> Range<Int> {
        let start = count
        text += piece
        count += piece.utf8.count
        lastPiece = start..<count
        return lastPiece
    }

    /// Percent-encodes the characters that end the last piece and that a link does not end with
    /// (``TextAroundLink/cannotEndLink(_:)``: `.`, `)`, `!`…), so that the link, pasted anywhere,
    /// is not read as ending before them (`q=wow!` is written `q=wow%21`). Returns how many
    /// bytes the link grew by; a span that ended at the end of the link should end at the new end.
    mutating func encodeTrailingPunctuation() -> Int {
        let bytes = Array(text.utf8)
        var start = lastPiece.upperBound
        while start > lastPiece.lowerBound, TextAroundLink.cannotEndLink(bytes[start - 1]) { start -= 1 }
        guard start < lastPiece.upperBound else { return 0 }
        let encoded = bytes[start...].withLinkBytes { PercentEncoding.encodeAll($0) }
        text = String(decoding: bytes[..<start], as: UTF8.self) + encoded
        let growth = start + encoded.utf8.count - count
        count += growth
        lastPiece = lastPiece.lowerBound..<count
        return growth
    }
}
