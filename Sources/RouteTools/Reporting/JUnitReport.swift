import RouteCore

/// JUnit XML for CI dashboards: one `<testcase>` per link, failing when the link has errors
/// (or warnings, under `--strict`).
///
/// Test cases are written one at a time so a caller can stream them to disk, then wrap them
/// with ``writeHeader(tests:failures:name:to:)`` and ``footer`` once the counts are known.
package enum JUnitReport {
    /// Appends the XML declaration and the opening tags, with the totals.
    package static func writeHeader(tests: Int, failures: Int, name: String = "routescope check", to out: inout ReportBuffer) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"")
        out.append(decimal: tests)
        out.append("\" failures=\"")
        out.append(decimal: failures)
        out.append("\">\n  <testsuite name=\"")
        appendEscaped(name, to: &out)
        out.append("\" tests=\"")
        out.append(decimal: tests)
        out.append("\" failures=\"")
        out.append(decimal: failures)
        out.append("\" errors=\"0\" skipped=\"0\">\n")
    }

    /// The closing tags.
    package static let footer = "  </testsuite>\n</testsuites>\n"

    /// Appends one test case, named `place input` (or `input` alone for a link given as an
    /// argument). `failed` decides whether it carries a `<failure>`; the text report inside is
    /// written into `scratch` first, then escaped into `out`.
    package static func write(
        _ analysis: LinkAnalysis, at place: TextReport.Place?, failed: Bool, scratch: inout ReportBuffer, to out: inout ReportBuffer
    ) {
        writeOpening(analysis.input, at: place, to: &out)
        if failed {
            let diagnostics = analysis.diagnostics
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            out.append("      <failure type=\"")
            appendEscaped(first?.code.rawValue ?? "error", to: &out)
            out.append("\" message=\"")
            if let first {
                appendEscaped(first.code.rawValue, to: &out)
                out.append(": ")
                appendEscaped(first.message, to: &out)
            } else {
                out.append("failed")
            }
            out.append("\">")
            appendEscapedReport(diagnostics, in: analysis.input, scratch: &scratch, to: &out)
            out.append("</failure>\n")
        } else if !analysis.problems.isEmpty {
            out.append("      <system-out>")
            appendEscapedReport(analysis.diagnostics, in: analysis.input, scratch: &scratch, to: &out)
            out.append("</system-out>\n")
        }
        out.append("    </testcase>\n")
    }

    /// Appends the test case of a link with no diagnostic: it passed, and says nothing more.
    package static func writePassed(_ link: String, at place: TextReport.Place?, to out: inout ReportBuffer) {
        writeOpening(link, at: place, to: &out)
        out.append("    </testcase>\n")
    }

    /// The most characters of a link a test case's name shows; a longer link keeps its start
    /// and end around a `…`, so a 1,500-character campaign link still reads as a name.
    package static let maximumNameLinkLength = 100

    /// `<testcase … name="links.txt:12 myapp://…">` and its line break; with a label
    /// (`check --label`), `links.txt:12 Spring sale`.
    private static func writeOpening(_ link: String, at place: TextReport.Place?, to out: inout ReportBuffer) {
        out.append("    <testcase classname=\"routescope.check\" name=\"")
        if let place {
            appendEscaped(place, to: &out)
            out.append(" ")
        }
        appendEscaped(place?.label ?? elided(link), to: &out)
        out.append("\">\n")
    }

    /// `link`, or its first and last characters around a `…` when it is longer than
    /// ``maximumNameLinkLength`` Unicode scalars.
    static func elided(_ link: String) -> String {
        let scalars = link.unicodeScalars
        guard scalars.count > maximumNameLinkLength else { return link }
        let head = (maximumNameLinkLength - 1) * 2 / 3
        let tail = maximumNameLinkLength - 1 - head
        var text = String.UnicodeScalarView(scalars.prefix(head))
        text.append("…")
        text.append(contentsOf: scalars.suffix(tail))
        return String(text)
    }

    /// Appends a failing test case for a table row with no link.
    package static func write(_ problem: RowProblem, at place: TextReport.Place, to out: inout ReportBuffer) {
        out.append("    <testcase classname=\"routescope.check\" name=\"")
        appendEscaped(place, to: &out)
        if let label = place.label {
            out.append(" ")
            appendEscaped(label, to: &out)
        }
        out.append("\">\n      <failure type=\"")
        out.append(problem.kind.rawValue)
        out.append("\" message=\"")
        appendEscaped(problem.message, to: &out)
        out.append("\">")
        appendEscaped(problem.message, to: &out)
        out.append("</failure>\n    </testcase>\n")
    }

    /// `links.txt:12`, escaped: a row's test case name, and the start of a link's.
    private static func appendEscaped(_ place: TextReport.Place, to out: inout ReportBuffer) {
        appendEscaped(place.name, to: &out)
        out.append(":")
        out.append(decimal: place.line)
    }

    private static func appendEscapedReport(
        _ diagnostics: [Diagnostic], in input: String, scratch: inout ReportBuffer, to out: inout ReportBuffer
    ) {
        scratch.removeAll()
        TextReport().write(diagnostics, in: input, to: &scratch)
        scratch.bytes.withUnsafeBufferPointer { appendEscaped($0, to: &out) }
    }

    /// Appends XML-escaped text: `&<>"'` as entities; characters XML 1.0 cannot carry (controls
    /// other than tab and newline, U+FFFE and U+FFFF) as `\x` and their hex code.
    package static func appendEscaped(_ text: String, to out: inout ReportBuffer) {
        var text = text
        text.withUTF8 { appendEscaped($0, to: &out) }
    }

    /// The same on UTF-8 bytes: a text with none of the bytes that start an escape is copied
    /// whole. U+FFFE and U+FFFF are `EF BF BE` and `EF BF BF`.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout ReportBuffer) {
        let mayStartEscape = { (byte: UInt8) in
            (byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")) || byte == UInt8(ascii: "&")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'") || byte == 0xEF
        }
        guard utf8.contains(where: mayStartEscape) else {
            out.append(bytes: utf8)
            return
        }
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"): out.append("&amp;")
            case UInt8(ascii: "<"): out.append("&lt;")
            case UInt8(ascii: ">"): out.append("&gt;")
            case UInt8(ascii: "\""): out.append("&quot;")
            case UInt8(ascii: "'"): out.append("&apos;")
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"): out.append(byte: byte)
            case 0..<0x20:
                out.append("\\x")
                out.append(String(byte, radix: 16))
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                out.append(utf8[index + 2] == 0xBE ? "\\xfffe" : "\\xffff")
                index += 2
            default: out.append(byte: byte)
            }
            index += 1
        }
    }
}
