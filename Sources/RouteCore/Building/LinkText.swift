/// A link being written, piece by piece, keeping the UTF-8 byte span of every piece so that
/// problems found later point at the right characters.
struct LinkText {
    private(set) var text = ""
    private(set) var count = 0

    /// Appends `piece` (already percent-encoded) and returns its span.
    @discardableResult
    mutating func append(_ piece: String) -> Range<Int> {
        let start = count
        text += piece
        count += piece.utf8.count
        return start..<count
    }
}
