import TextBytes

/// Renders diagnostics the way compilers do: a headline, the link, and a caret under the exact
/// characters at fault.
///
/// ```
/// error[type-mismatch]: articleId expects an integer, found "abc"
///   myapp://home/articleDetail?userId=100&articleId=abc
///                                                   ^^^
/// ```
///
/// Diagnostics that share a span are grouped under one source line. Long links are trimmed
/// around the span with `…`. Control characters are shown escaped (`\x1b`), never raw.
package struct TextReport: Sendable {
    /// ANSI colour on or off.
    package var color: Bool
    /// The widest a source line may be before it is trimmed around the span.
    package var width: Int

    package init(color: Bool = false, width: Int = 100) {
        self.color = color
        self.width = max(40, width)
    }

    /// Where a link came from, for the headlines of a file's links: `links.txt:12`.
    package struct Place: Sendable, Hashable {
        /// The file's path, or `<stdin>`.
        package var name: String
        /// The 1-based line where the link's line or row starts.
        package var line: Int
        /// What a person calls the row (`check --label COLUMN`: its campaign's name), written
        /// after the position: `links.csv:13:86: Spring sale: error[…]`.
        package var label: String?

        package init(name: String, line: Int, label: String? = nil) {
            self.name = name
            self.line = line
            self.label = label
        }

        /// Appends `label: ` when the place has a label.
        package func writeLabel(to out: inout ReportBuffer) {
            guard let label else { return }
            out.append(displayable: label)
            out.append(": ")
        }
    }

    /// The report for one analysed link, or the empty string when it has no diagnostics.
    package func render(_ analysis: LinkAnalysis) -> String {
        render(analysis.diagnostics, in: analysis.input)
    }

    /// The report for diagnostics whose spans are UTF-8 byte ranges of `input`, or the empty
    /// string when there are none.
    package func render(_ diagnostics: [Diagnostic], in input: String) -> String {
        var out = ReportBuffer(capacity: 256)
        write(diagnostics, in: input, to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Appends the report for diagnostics whose spans are UTF-8 byte ranges of `input`; nothing
    /// when there are none.
    ///
    /// - Parameters:
    ///   - place: the file and line to start each headline with, as in `links.txt:12:31: error…`.
    ///   - firstColumn: the column of the link's first character on its line, to which the
    ///     headline's `:column` counts on in characters (Unicode scalars), as GitHub annotations
    ///     count; nil for no column (a link that does not stand verbatim in its file).
    package func write(
        _ diagnostics: [Diagnostic], in input: String, at place: Place? = nil, firstColumn: Int? = 1, to out: inout ReportBuffer
    ) {
        guard !diagnostics.isEmpty else { return }
        let cells = SourceCells(input)
        var index = 0
        while index < diagnostics.count {
            var end = index + 1
            while end < diagnostics.count, diagnostics[end].span == diagnostics[index].span { end += 1 }
            let group = diagnostics[index..<end]
            index = end
            for diagnostic in group {
                if let place {
                    begin(.bold, &out)
                    out.append(place.name)
                    out.append(":")
                    out.append(decimal: place.line)
                    if let firstColumn {
                        out.append(":")
                        out.append(decimal: cells.index(ofUTF8: diagnostic.span.lowerBound) + firstColumn)
                    }
                    out.append(": ")
                    place.writeLabel(to: &out)
                    reset(&out)
                }
                let style = style(for: diagnostic.severity)
                begin(style, &out)
                out.append(diagnostic.severity.rawValue)
                out.append("[")
                out.append(diagnostic.code.rawValue)
                out.append("]")
                reset(&out)
                begin(.bold, &out)
                out.append(": ")
                out.append(displayable: diagnostic.message)
                reset(&out)
                out.append("\n")
            }
            let span = group[group.startIndex].span
            let line = SourceLine(cells, span: span, width: width)
            out.append("  ")
            line.write(cells, to: &out)
            out.append("\n  ")
            // A fix that edits other bytes than the problem's (the tab, for a screen in another
            // tab) marks them with `~`, so the reader sees what it changes.
            var fixMarks: [Range<Int>] = []
            for diagnostic in group {
                if let fix = diagnostic.fix, fix.span != span, let mark = line.marks(fix.span, cells) { fixMarks.append(mark) }
            }
            let caret = line.caretStart..<line.caretStart + line.caretWidth
            let caretStyle = style(for: group.map(\.severity).max()!)
            var column = 0
            for mark in fixMarks.sorted(by: { $0.lowerBound < $1.lowerBound }) where mark.lowerBound >= column {
                let shown = mark.lowerBound..<(mark.overlaps(caret) ? max(mark.lowerBound, caret.lowerBound) : mark.upperBound)
                guard !shown.isEmpty, shown.upperBound <= caret.lowerBound || shown.lowerBound >= caret.upperBound else { continue }
                if shown.lowerBound >= caret.upperBound, column <= caret.lowerBound {
                    writeCaret(caret, from: &column, style: caretStyle, to: &out)
                }
                out.append(repeating: UInt8(ascii: " "), count: shown.lowerBound - column)
                begin(.green, &out)
                out.append(repeating: UInt8(ascii: "~"), count: shown.count)
                reset(&out)
                column = shown.upperBound
            }
            if column <= caret.lowerBound { writeCaret(caret, from: &column, style: caretStyle, to: &out) }
            out.append("\n")
            for diagnostic in group {
                if let fix = diagnostic.fix {
                    out.append("  ")
                    begin(.green, &out)
                    out.append(Self.heading(of: fix))
                    out.append(":")
                    reset(&out)
                    out.append(" ")
                    out.append(describe(fix, in: input))
                    out.append("\n")
                }
            }
        }
    }

    /// Appends the `^` under `caret`, from `column` on, and moves `column` past it.
    private func writeCaret(_ caret: Range<Int>, from column: inout Int, style: Style, to out: inout ReportBuffer) {
        out.append(repeating: UInt8(ascii: " "), count: caret.lowerBound - column)
        begin(style, &out)
        out.append(repeating: UInt8(ascii: "^"), count: caret.count)
        reset(&out)
        column = caret.upperBound
    }

    /// `fix (machine-applicable)`: the word every report puts before a fix, with its
    /// ``Fix/Applicability`` as JSON spells it, so a reader knows whether it is safe to apply
    /// unseen, needs a value filled in, or is a guess.
    package static func heading(of fix: Fix) -> String { "fix (\(fix.applicability.rawValue))" }

    /// "replace "x" with "y"", "insert "y"", or "delete "x"": the text whole, with controls
    /// escaped and a quote written `\"`, so `delete "\""` deletes one quote.
    package func describe(_ fix: Fix, in input: String) -> String {
        let bytes = Array(input.utf8)
        let clamped = min(fix.span.lowerBound, bytes.count)..<min(fix.span.upperBound, bytes.count)
        let old = Self.quotedWhole(String(decoding: bytes[clamped], as: UTF8.self))
        let new = Self.quotedWhole(fix.replacement)
        if clamped.isEmpty { return "insert \(new)" }
        if fix.replacement.isEmpty { return "delete \(old)" }
        return "replace \(old) with \(new)"
    }

    /// `text` in double quotes, not shortened, shown as ``DisplayWidth/displayable(_:)`` shows
    /// it, with each quote in it written `\"`.
    private static func quotedWhole(_ text: String) -> String {
        "\"" + DisplayWidth.displayable(text).replacing("\"", with: "\\\"") + "\""
    }

    package enum Style: String {
        case red = "\u{1B}[1;31m", yellow = "\u{1B}[1;33m", cyan = "\u{1B}[1;36m", green = "\u{1B}[32m", bold = "\u{1B}[1m"
    }

    func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    /// Starts `style`, when colour is on; ``reset(_:)`` ends it.
    package func begin(_ style: Style, _ out: inout ReportBuffer) {
        if color { out.append(style.rawValue) }
    }

    package func reset(_ out: inout ReportBuffer) {
        if color { out.append("\u{1B}[0m") }
    }
}

/// An input line laid out once as display cells, so each diagnostic of a link is placed by a
/// binary search and prefix sums instead of another walk over the line (a 1 MB link with 200
/// diagnostics would otherwise be walked 400 times).
///
/// A line of printable ASCII, the usual link, needs no tables: each byte is one cell one
/// column wide, shown as it is.
struct SourceCells {
    private let input: String
    private let isPrintableASCII: Bool
    private let scalars: [Unicode.Scalar]
    /// The UTF-8 offset where each scalar starts.
    private let offsets: [Int]
    /// `columnsBefore[i]` is the display width of scalars `0..<i`; one entry more than scalars.
    private let columnsBefore: [Int]
    let count: Int

    init(_ input: String) {
        self.input = input
        if input.withUTF8Bytes(\.isPrintableASCII) {
            isPrintableASCII = true
            scalars = []
            offsets = []
            columnsBefore = []
            count = input.utf8.count
            return
        }
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var columnsBefore = [0]
        var offset = 0
        for scalar in input.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            columnsBefore.append(columnsBefore[columnsBefore.count - 1] + Self.width(scalar))
            offset += UTF8.width(scalar)
        }
        isPrintableASCII = false
        self.scalars = scalars
        self.offsets = offsets
        self.columnsBefore = columnsBefore
        count = scalars.count
    }

    static func width(_ scalar: Unicode.Scalar) -> Int { DisplayWidth.escaped(scalar)?.count ?? DisplayWidth.of(scalar) }

    /// The first cell whose scalar starts at or after the UTF-8 `offset`.
    func index(ofUTF8 offset: Int) -> Int {
        if isPrintableASCII { return min(max(offset, 0), count) }
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The display column (0-based) where the byte at `offset` starts.
    func column(ofUTF8 offset: Int) -> Int {
        let index = index(ofUTF8: offset)
        return isPrintableASCII ? index : columnsBefore[index]
    }

    /// The columns that cells `range` take.
    func columns(_ range: Range<Int>) -> Int {
        isPrintableASCII ? range.count : columnsBefore[range.upperBound] - columnsBefore[range.lowerBound]
    }

    func width(at index: Int) -> Int { columns(index..<index + 1) }

    /// Appends the cells as they are safe to display.
    func write(_ range: Range<Int>, to out: inout ReportBuffer) {
        if isPrintableASCII {
            let utf8 = input.utf8
            out.append(bytes: utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
            return
        }
        for index in range {
            if let escape = DisplayWidth.escaped(scalars[index]) {
                out.append(escape)
            } else {
                UTF8.encode(scalars[index]) { out.append(byte: $0) }
            }
        }
    }
}

/// The displayed window of an input line with the caret position for one span, trimmed to a width.
struct SourceLine {
    /// The cells shown; `…` stands for those cut before and after.
    var window: Range<Int>
    var caretStart: Int
    var caretWidth: Int

    init(_ cells: SourceCells, span: Range<Int>, width: Int) {
        let first = cells.index(ofUTF8: span.lowerBound)
        let last = span.isEmpty ? first : cells.index(ofUTF8: span.upperBound)
        // Trim: keep the start of the span visible, with context before it, then fill the width.
        var window = 0..<cells.count
        if cells.columns(0..<cells.count) > width {
            let spanWidth = cells.columns(first..<last)
            let before = spanWidth > width - 20 ? 10 : (width - spanWidth) / 2
            var start = first
            var used = 0
            while start > 0, used + cells.width(at: start - 1) <= before {
                start -= 1
                used += cells.width(at: start)
            }
            var end = start
            used = 0
            while end < cells.count, used + cells.width(at: end) <= width {
                used += cells.width(at: end)
                end += 1
            }
            // Near the end of the line, spend the rest of the width on context before the span.
            while end == cells.count, start > 0, used + cells.width(at: start - 1) <= width {
                start -= 1
                used += cells.width(at: start)
            }
            window = start..<max(end, min(first + 1, cells.count))
        }
        self.window = window
        caretStart = (window.lowerBound > 0 ? 1 : 0) + cells.columns(window.lowerBound..<max(window.lowerBound, min(first, window.upperBound)))
        let caretRange = max(first, window.lowerBound)..<max(max(first, window.lowerBound), min(last, window.upperBound))
        caretWidth = max(1, cells.columns(caretRange))
    }

    /// The columns under which `span` stands, as the caret line counts them; nil when the span
    /// is outside the window. An empty span marks the one cell it inserts before.
    func marks(_ span: Range<Int>, _ cells: SourceCells) -> Range<Int>? {
        let first = cells.index(ofUTF8: span.lowerBound)
        let last = span.isEmpty ? min(first + 1, cells.count) : cells.index(ofUTF8: span.upperBound)
        let shown = max(first, window.lowerBound)..<min(max(last, first + 1), window.upperBound)
        guard !shown.isEmpty else { return nil }
        let start = (window.lowerBound > 0 ? 1 : 0) + cells.columns(window.lowerBound..<shown.lowerBound)
        return start..<start + max(1, cells.columns(shown))
    }

    /// Appends the window, with `…` where the line was cut.
    func write(_ cells: SourceCells, to out: inout ReportBuffer) {
        if window.lowerBound > 0 { out.append("…") }
        cells.write(window, to: &out)
        if window.upperBound < cells.count { out.append("…") }
    }
}
