/// Line and column (1-based, counted in Unicode scalars) of a byte offset.
package enum TextPosition {
    package static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        linesAndColumns(of: [offset], in: bytes)[0]
    }

    /// The 1-based line and column (counted in characters' first bytes) of each of `offsets` in
    /// `bytes`, in one pass over the text however many offsets there are.
    package static func linesAndColumns(of offsets: [Int], in bytes: [UInt8]) -> [(Int, Int)] {
        var positions = [(Int, Int)](repeating: (1, 1), count: offsets.count)
        var line = 1
        var column = 1
        var index = 0
        for slot in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            while index < min(offsets[slot], bytes.count) {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[index] & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            positions[slot] = (line, column)
        }
        return positions
    }
}
