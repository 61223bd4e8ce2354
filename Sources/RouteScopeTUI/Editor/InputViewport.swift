/// The part of a long input line that fits the screen, and where each byte lands in it.
///
/// The viewport keeps the cursor visible, and when it can, the first error too. Graphemes are
/// never split; escaped control characters count with their full escape width.
public struct InputViewport: Sendable, Hashable {
    /// One displayed grapheme.
    public struct Glyph: Sendable, Hashable {
        public var offset: Int
        public var length: Int
        public var display: GraphemeDisplay
    }

    /// The graphemes near the cursor: at most a screen's width on either side, since each takes
    /// at least one column. Text beyond them cannot be on screen and is never measured.
    public private(set) var glyphs: [Glyph]
    /// Whether the line has text before or after ``glyphs``.
    private var textBefore = false
    private var textAfter = false
    /// Index of the first glyph shown.
    public private(set) var first: Int
    /// Index after the last glyph shown.
    public private(set) var end: Int
    public let width: Int

    /// - Parameters:
    ///   - width: the columns available, including room for `…` markers.
    ///   - keepVisible: a byte range to show when it fits alongside the cursor.
    public init(text: String, cursor: Int, width: Int, keepVisible: Range<Int>? = nil) {
        self.width = max(4, width)
        var lower = Self.index(atOrBefore: cursor, in: text)
        var upper = lower
        for _ in 0..<self.width where lower > text.startIndex { lower = text.index(before: lower) }
        for _ in 0..<self.width where upper < text.endIndex { upper = text.index(after: upper) }
        textBefore = lower > text.startIndex
        textAfter = upper < text.endIndex
        var glyphs: [Glyph] = []
        var offset = text.utf8.distance(from: text.utf8.startIndex, to: lower)
        for grapheme in text[lower..<upper] {
            let length = grapheme.utf8.count
            glyphs.append(Glyph(offset: offset, length: length, display: GraphemeDisplay(grapheme)))
            offset += length
        }
        self.glyphs = glyphs
        let total = glyphs.reduce(0) { $0 + $1.display.width } + 1
        if total <= self.width, !textBefore, !textAfter {
            first = 0
            end = glyphs.count
            return
        }
        let cursorIndex = glyphs.firstIndex { $0.offset >= cursor } ?? glyphs.count
        let room = self.width - 2  // one column for each `…`
        // Start so the cursor sits near the right edge, then pull left to include the kept range.
        var start = cursorIndex
        var used = 1
        while start > 0, used + glyphs[start - 1].display.width <= room {
            start -= 1
            used += glyphs[start].display.width
        }
        // A kept range that runs on past the cursor (the cursor at a selected problem's start,
        // after Ctrl-N) ends at the right edge instead, when the cursor stays in view: the
        // whole span shows, not only its first character.
        if let keepVisible, let last = glyphs.lastIndex(where: { $0.offset < keepVisible.upperBound }), last >= cursorIndex {
            var spanStart = last + 1
            var spanUsed = 1
            while spanStart > 0, spanUsed + glyphs[spanStart - 1].display.width <= room {
                spanStart -= 1
                spanUsed += glyphs[spanStart].display.width
            }
            start = max(start, min(spanStart, cursorIndex))
        }
        if let keepVisible, let keepIndex = glyphs.firstIndex(where: { $0.offset >= keepVisible.lowerBound }),
            keepIndex < start
        {
            start = keepIndex
        }
        var stop = start
        used = 0
        while stop < glyphs.count, used + glyphs[stop].display.width <= room - 1 {
            used += glyphs[stop].display.width
            stop += 1
        }
        // The cursor always wins over the kept range.
        while cursorIndex > stop || (cursorIndex == stop && used + 1 > room) {
            used -= glyphs[start].display.width
            start += 1
            if stop < glyphs.count, used + glyphs[stop].display.width <= room - 1 {
                used += glyphs[stop].display.width
                stop += 1
            }
        }
        first = start
        end = stop
    }

    public var clippedLeft: Bool { first > 0 || textBefore }
    public var clippedRight: Bool { end < glyphs.count || textAfter }

    /// The grapheme boundary at or before a UTF-8 offset.
    static func index(atOrBefore offset: Int, in text: String) -> String.Index {
        var position = min(max(0, offset), text.utf8.count)
        while position > 0 {
            if let index = String.Index(text.utf8.index(text.utf8.startIndex, offsetBy: position), within: text) { return index }
            position -= 1
        }
        return text.startIndex
    }

    /// The screen column (relative to the viewport) where the byte `offset` starts; nil when
    /// it is scrolled out of view.
    public func column(ofUTF8 offset: Int) -> Int? {
        var column = clippedLeft ? 1 : 0
        for index in first..<end {
            if glyphs[index].offset >= offset { return column }
            column += glyphs[index].display.width
        }
        let endOffset = end < glyphs.count ? glyphs[end].offset : (glyphs.last.map { $0.offset + $0.length } ?? 0)
        return offset <= endOffset && !clippedRight ? column : nil
    }

    /// The columns covered by a byte range, clipped to the view; an empty range is one column.
    public func columns(forUTF8Range range: Range<Int>) -> Range<Int>? {
        var column = clippedLeft ? 1 : 0
        var start: Int?
        var stop = column
        for index in first..<end {
            let glyph = glyphs[index]
            let overlaps = glyph.offset < range.upperBound && glyph.offset + glyph.length > range.lowerBound
            if overlaps {
                if start == nil { start = column }
                stop = column + glyph.display.width
            }
            column += glyph.display.width
        }
        if let start { return start..<stop }
        if range.isEmpty, let point = self.column(ofUTF8: range.lowerBound) { return point..<point + 1 }
        return nil
    }

    /// The visible glyphs.
    public var visible: ArraySlice<Glyph> { glyphs[first..<end] }
}
