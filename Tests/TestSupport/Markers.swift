/// Marker emoji that tests put inside an input to mark byte offsets; they are stripped before
/// the input is analysed. Spans are written between consecutive markers: 1️⃣abc2️⃣ is "abc".
package let markerEmoji = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

/// The input without markers, and the UTF-8 offset of each marker by its number (1-based).
package func stripMarkers(_ marked: String) -> (input: String, offsets: [Int: Int]) {
    // Scalars, not Characters: a marker next to a joiner would otherwise fuse into one grapheme.
    var input = String.UnicodeScalarView()
    var offsets: [Int: Int] = [:]
    var rest = Substring(marked).unicodeScalars
    while let first = rest.first {
        if let (number, emoji) = markerEmoji.enumerated().first(where: { rest.starts(with: $0.element.unicodeScalars) }) {
            offsets[number + 1] = String(input).utf8.count
            rest = rest.dropFirst(emoji.unicodeScalars.count)
        } else {
            input.append(first)
            rest = rest.dropFirst()
        }
    }
    return (String(input), offsets)
}
