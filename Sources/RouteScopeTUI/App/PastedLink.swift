/// A single pasted link, with the blanks around it (spaces, tabs and line breaks) dropped, as
/// ``Batch`` drops them around each of its lines: `␠␠myapp://home/feed␠␠⏎` is
/// `myapp://home/feed`. Everything between the first and last other character is kept.
enum PastedLink {
    /// The link and how many scalars were dropped around it.
    static func trimmed(_ text: String) -> (link: String, dropped: Int) {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else {
            return ("", scalars.count)
        }
        let link = String(scalars[first...last])
        return (link, scalars.count - link.unicodeScalars.count)
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
