import Testing
import RouteCore
@testable import RouteScopeTUI

@Suite("Screen buffer: widths and escaping")
struct ScreenBufferTests {
    @Test func escapeSequencesNeverReachACell() {
        var buffer = ScreenBuffer(rows: 1, columns: 60)
        buffer.put("a\u{1B}[2Jb\u{1B}]52;c;SGVsbG8=\u{07}\u{9B}", row: 0, column: 0)
        #expect(buffer.textLines[0].hasPrefix(#"a\x1b[2Jb\x1b]52;c;SGVsbG8=\x07\x9b"#))
        #expect(buffer.cells.allSatisfy { cell in cell.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) } })
    }

    @Test func bidiAndInvisibleCharactersAreShownEscaped() {
        var buffer = ScreenBuffer(rows: 1, columns: 40)
        buffer.put("a\u{202E}b\u{200B}c", row: 0, column: 0)
        #expect(buffer.textLines[0].hasPrefix(#"a\u{202e}b\u{200b}c"#))
    }

    @Test func wideGraphemesTakeTwoCellsAndAreNotSplit() {
        var buffer = ScreenBuffer(rows: 1, columns: 5)
        let end = buffer.put("日本語", row: 0, column: 0)
        #expect(end == 4, "the third character would need columns 5 and 6")
        #expect(buffer[0, 1].isContinuation)
        #expect(buffer.textLines[0] == "日本 ")
    }

    /// An overlay's border written over half of a wide grapheme leaves no half behind it.
    @Test func writingOverHalfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(rows: 3, columns: 6)
        for row in 0..<3 { buffer.put("日本語", row: row, column: 0) }
        buffer.put("│", row: 0, column: 1)
        #expect(buffer.textLines[0] == " │本語", "the left half of 日 goes")
        buffer.put("│", row: 1, column: 2)
        #expect(buffer.textLines[1] == "日│ 語", "the right half of 本 goes")
        buffer.clear(row: 2, column: 1, height: 1, width: 2)
        #expect(buffer.textLines[2] == "    語")
        #expect((0..<3).allSatisfy { row in DisplayWidth.columns(buffer.textLines[row]) == 6 })
    }

    @Test func asciiBeforeACombiningMarkStaysOneGrapheme() {
        var buffer = ScreenBuffer(rows: 1, columns: 6)
        // The ASCII fast path must hand "e" + U+0301 to grapheme breaking as one cell.
        let end = buffer.put("abe\u{301}c\u{1B}", row: 0, column: 0)
        #expect(buffer.cells.prefix(4).map(\.text) == ["a", "b", "e\u{301}", "c"])
        #expect(end == 4, "ESC is shown as \\x1b, four columns, which do not fit in two and are not split")
        #expect(buffer.put("abcdef", row: 0, column: 4) == 6, "stops at the right edge")
        #expect(buffer.textLines[0] == "abe\u{301}cab")
    }

    @Test func emojiSequencesStayWhole() {
        #expect(GraphemeDisplay("👍🏽").text == "👍🏽")
        #expect(GraphemeDisplay("👍🏽").width == 2)
        #expect(GraphemeDisplay("🇯🇵").width == 2)
        #expect(GraphemeDisplay("e\u{301}").width == 1)
        #expect(GraphemeDisplay("\u{1B}").text == #"\x1b"#)
    }

    @Test func stylesAreReadableInTests() {
        var buffer = ScreenBuffer(rows: 1, columns: 6)
        buffer.put("ab", row: 0, column: 0, style: .errorSpan)
        buffer.put("c", row: 0, column: 2, style: .warningSpan)
        #expect(buffer.styleLines == ["EEW..."])
    }
}
