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
        if let label = place?.label {
            appendEscaped(label, to: &out)
        } else {
            appendElided(link, to: &out)
        }
        out.append("\">\n")
    }

    /// Where the shown start of `link` ends and its shown end starts, when it is longer than
    /// ``maximumNameLinkLength`` Unicode scalars; nil when it is shown whole. A link of no more
    /// bytes than that is never longer, so most links are settled without counting.
    private static func elision(of link: String) -> (head: String.Index, tail: String.Index)? {
        guard link.utf8.count > maximumNameLinkLength else { return nil }
        let scalars = link.unicodeScalars
        guard let last = scalars.index(scalars.startIndex, offsetBy: maximumNameLinkLength, limitedBy: scalars.endIndex),
            last != scalars.endIndex
        else { return nil }
        let head = (maximumNameLinkLength - 1) * 2 / 3
        let tail = maximumNameLinkLength - 1 - head
        return (scalars.index(scalars.startIndex, offsetBy: head), scalars.index(scalars.endIndex, offsetBy: -tail))
    }

    /// `link`, escaped, or its first and last characters around a `…` when it is longer than
    /// ``maximumNameLinkLength`` Unicode scalars.
    private static func appendElided(_ link: String, to out: inout ReportBuffer) {
        guard let (head, tail) = elision(of: link) else { return appendEscaped(link, to: &out) }
        appendEscaped(String(link[..<head]), to: &out)
        out.append("…")
        appendEscaped(String(link[tail...]), to: &out)
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

    /// The same on UTF-8 bytes: the runs of bytes that need no escape are copied whole, and
    /// only the bytes that may start one are looked at. U+FFFE and U+FFFF are `EF BF BE` and
    /// `EF BF BF`.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout ReportBuffer) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let mayStartEscape =
                (byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n")) || byte == UInt8(ascii: "&")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'") || byte == 0xEF
            guard mayStartEscape else {
                index += 1
                continue
            }
            if byte == 0xEF, !(index + 2 < utf8.count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF)) {
                index += 1
                continue
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case UInt8(ascii: "&"): out.append("&amp;")
            case UInt8(ascii: "<"): out.append("&lt;")
            case UInt8(ascii: ">"): out.append("&gt;")
            case UInt8(ascii: "\""): out.append("&quot;")
            case UInt8(ascii: "'"): out.append("&apos;")
            case 0xEF:
                out.append(utf8[index + 2] == 0xBE ? "\\xfffe" : "\\xffff")
                index += 2
            default:
                out.append("\\x")
                out.append(String(byte, radix: 16))
            }
            index += 1
            runStart = index
        }
        out.append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
}
