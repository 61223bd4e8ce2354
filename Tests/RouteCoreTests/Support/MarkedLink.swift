/// A test input with its positions marked by keycap emoji: `"myapp://x?id=1️⃣abc2️⃣"` is the link
/// `myapp://x?id=abc` with marker 1 at byte 13 and marker 2 at byte 16. Expected spans then
/// come from the text itself, never from hand-counted numbers.
struct MarkedLink {
    /// The input without its markers.
    let text: String
    private let offsets: [Int: Int]

    init(_ marked: String) {
        var text = ""
        var offsets: [Int: Int] = [:]
        var remaining = Substring(marked)
        while !remaining.isEmpty {
            if let (number, rest) = Self.marker(at: remaining) {
                offsets[number] = text.utf8.count
                remaining = rest
            } else {
                text.append(remaining.removeFirst())
            }
        }
        self.text = text
        self.offsets = offsets
    }

    /// The UTF-8 offset of marker `number`.
    func offset(_ number: Int) -> Int {
        guard let offset = offsets[number] else { fatalError("no marker \(number) in \(text)") }
        return offset
    }

    /// The bytes between markers `start` and `end`.
    func span(_ start: Int, _ end: Int) -> Range<Int> { offset(start)..<offset(end) }

    /// The empty span at marker `number`: an insertion point.
    func point(_ number: Int) -> Range<Int> { offset(number)..<offset(number) }

    /// `1️⃣` is the digit, U+FE0F, U+20E3.
    private static func marker(at text: Substring) -> (Int, Substring)? {
        let scalars = text.unicodeScalars
        guard let digit = scalars.first, ("1"..."9").contains(digit) else { return nil }
        let rest = scalars.dropFirst()
        guard rest.starts(with: ["\u{FE0F}", "\u{20E3}"]) else { return nil }
        return (Int(digit.value - 48), Substring(rest.dropFirst(2)))
    }
}
