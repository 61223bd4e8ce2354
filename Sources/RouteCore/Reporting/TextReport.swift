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
public struct TextReport: Sendable {
    /// ANSI colour on or off.
    public var color: Bool
    /// The widest a source line may be before it is trimmed around the span.
    public var width: Int

    public init(color: Bool = false, width: Int = 100) {
        self.color = color
        self.width = max(40, width)
    }

    /// The report for one analysed link, or the empty string when it has no diagnostics.
    ///
    /// - Parameter location: a prefix such as `links.txt:12` for each headline.
    public func render(_ analysis: LinkAnalysis, location: String? = nil) -> String {
        render(analysis.diagnostics, in: analysis.input, location: location)
    }

    /// The report for diagnostics whose spans are UTF-8 byte ranges of `input`, or the empty
    /// string when there are none.
    ///
    /// - Parameter location: a prefix such as `links.txt:12` for each headline.
    public func render(_ diagnostics: [Diagnostic], in input: String, location: String? = nil) -> String {
        var out = ""
        var index = 0
        while index < diagnostics.count {
            var group = [diagnostics[index]]
            while index + group.count < diagnostics.count, diagnostics[index + group.count].span == group[0].span {
                group.append(diagnostics[index + group.count])
            }
            index += group.count
            for diagnostic in group {
                if let location {
                    let column = SourceLine.column(ofUTF8: diagnostic.span.lowerBound, in: input) + 1
                    out += paint("\(location):\(column): ", .bold)
                }
                out += paint("\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]", style(for: diagnostic.severity))
                out += paint(": \(DisplayWidth.displayable(diagnostic.message))", .bold) + "\n"
            }
            let line = SourceLine(input, span: group[0].span, width: width)
            out += "  " + line.text + "\n"
            out += "  " + String(repeating: " ", count: line.caretStart)
                + paint(String(repeating: "^", count: line.caretWidth), style(for: group.map(\.severity).max()!)) + "\n"
            for diagnostic in group {
                if let fix = diagnostic.fix {
                    out += "  " + paint("fix:", .green) + " " + describe(fix, in: input) + "\n"
                }
            }
        }
        return out
    }

    /// One line saying where a valid link lands.
    public func renderOK(_ analysis: LinkAnalysis, location: String? = nil) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        let destination = analysis.route.map { "\($0.tab) › \($0.description)" } ?? analysis.kind.rawValue
        return prefix + paint("ok", .green) + ": " + DisplayWidth.displayable(analysis.input) + " → " + destination + "\n"
    }

    /// "replace "x" with "y"", "insert "y"", or "delete "x"".
    public func describe(_ fix: Fix, in input: String) -> String {
        let bytes = Array(input.utf8)
        let clamped = min(fix.span.lowerBound, bytes.count)..<min(fix.span.upperBound, bytes.count)
        let old = DisplayWidth.displayable(String(decoding: bytes[clamped], as: UTF8.self))
        let new = DisplayWidth.displayable(fix.replacement)
        if clamped.isEmpty { return "insert \"\(new)\"" }
        if fix.replacement.isEmpty { return "delete \"\(old)\"" }
        return "replace \"\(old)\" with \"\(new)\""
    }

    enum Style: String {
        case red = "\u{1B}[1;31m", yellow = "\u{1B}[1;33m", cyan = "\u{1B}[1;36m", green = "\u{1B}[32m", bold = "\u{1B}[1m"
    }

    func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    func paint(_ text: String, _ style: Style) -> String {
        color ? style.rawValue + text + "\u{1B}[0m" : text
    }
}

/// The displayed form of an input line with the caret position for one span, trimmed to a width.
struct SourceLine {
    var text: String
    var caretStart: Int
    var caretWidth: Int

    init(_ input: String, span: Range<Int>, width: Int) {
        // Display cells, each with the UTF-8 offset where its scalar starts.
        var cells: [(text: String, width: Int, offset: Int)] = []
        var offset = 0
        for scalar in input.unicodeScalars {
            let shown = DisplayWidth.escaped(scalar) ?? String(scalar)
            let columns = DisplayWidth.escaped(scalar).map(\.count) ?? DisplayWidth.of(scalar)
            cells.append((shown, columns, offset))
            offset += UTF8.width(scalar)
        }
        let first = cells.firstIndex { $0.offset >= span.lowerBound } ?? cells.count
        var last = cells.firstIndex { $0.offset >= span.upperBound } ?? cells.count
        if span.isEmpty { last = first }
        // Trim: keep the start of the span visible, with context before it, then fill the width.
        let total = cells.reduce(0) { $0 + $1.width }
        var window = 0..<cells.count
        if total > width {
            let spanWidth = cells[first..<last].reduce(0) { $0 + $1.width }
            let before = spanWidth > width - 20 ? 10 : (width - spanWidth) / 2
            var start = first
            var used = 0
            while start > 0, used + cells[start - 1].width <= before {
                start -= 1
                used += cells[start].width
            }
            var end = start
            used = 0
            while end < cells.count, used + cells[end].width <= width {
                used += cells[end].width
                end += 1
            }
            // Near the end of the line, spend the rest of the width on context before the span.
            while end == cells.count, start > 0, used + cells[start - 1].width <= width {
                start -= 1
                used += cells[start].width
            }
            window = start..<max(end, min(first + 1, cells.count))
        }
        var text = window.lowerBound > 0 ? "…" : ""
        var caretStart = text.count
        var caretWidth = 0
        for index in window {
            if index < first { caretStart += cells[index].width }
            if index >= first, index < last { caretWidth += cells[index].width }
            text += cells[index].text
        }
        if window.upperBound < cells.count { text += "…" }
        self.text = text
        self.caretStart = caretStart
        self.caretWidth = max(1, caretWidth)
    }

    /// The display column (0-based) where the byte at `offset` starts.
    static func column(ofUTF8 offset: Int, in input: String) -> Int {
        var column = 0
        var position = 0
        for scalar in input.unicodeScalars {
            if position >= offset { break }
            column += DisplayWidth.escaped(scalar).map(\.count) ?? DisplayWidth.of(scalar)
            position += UTF8.width(scalar)
        }
        return column
    }
}
