import RouteCore

/// GitHub Actions workflow commands, one per diagnostic, so that problems show up as
/// annotations on the file and line of the link:
///
/// ```
/// ::error file=links.csv,line=7,col=14,endColumn=23,title=campaign-missing::campaign links need utm_medium
/// ```
///
/// Errors become `::error`, warnings `::warning` and notes `::notice`. Lines and columns are
/// 1-based; a column counts characters (Unicode scalars), as the text report's do, and
/// `endColumn` is the column of the span's last character (an insertion point has none).
/// With `check --label`, the title starts with the row's label: `title=Spring sale: campaign-missing`. When a link's bytes do not
/// stand verbatim in the file (a CSV field with `""` or a line break inside), every annotation
/// points at the field's first column. Links given as arguments have no file: their
/// annotations carry no `file`, `line` or `col`, and the message starts with the link.
package enum GitHubReport {
    /// Appends the annotations for one link, one line each; nothing when it has no diagnostics.
    ///
    /// - Parameters:
    ///   - file: the file the link came from, nil for arguments.
    ///   - location: where the link stands in `file`.
    ///   - label: what a person calls the link's row, to start each title with.
    package static func write(
        _ analysis: LinkAnalysis, file: String?, location: LinkLocation?, label: String? = nil, to out: inout ReportBuffer
    ) {
        for diagnostic in analysis.diagnostics {
            writeCommand(diagnostic.severity, to: &out)
            if let file {
                out.append("file=")
                appendEscaped(file, isProperty: true, to: &out)
                out.append(",")
            }
            if let location {
                out.append("line=")
                out.append(decimal: location.line)
                out.append(",col=")
                out.append(decimal: location.column(ofUTF8: diagnostic.span.lowerBound, in: analysis.input))
                if !diagnostic.span.isEmpty, location.isVerbatim {
                    out.append(",endColumn=")
                    out.append(decimal: location.column(ofUTF8: diagnostic.span.upperBound, in: analysis.input) - 1)
                }
                out.append(",")
            }
            out.append("title=")
            appendTitle(diagnostic.code.rawValue, label: label, to: &out)
            out.append("::")
            if file == nil {
                appendEscaped(analysis.input, isProperty: false, to: &out)
                out.append(": ")
            }
            appendEscaped(diagnostic.message, isProperty: false, to: &out)
            if let fix = diagnostic.fix {
                out.append("%0A")
                appendEscaped(TextReport.heading(of: fix) + ": ", isProperty: false, to: &out)
                appendEscaped(TextReport().describe(fix, in: analysis.input), isProperty: false, to: &out)
            }
            out.append("\n")
        }
    }

    /// Appends the annotation for a table row with no link.
    package static func write(_ problem: RowProblem, file: String?, label: String? = nil, to out: inout ReportBuffer) {
        writeCommand(.error, to: &out)
        if let file {
            out.append("file=")
            appendEscaped(file, isProperty: true, to: &out)
            out.append(",")
        }
        out.append("line=")
        out.append(decimal: problem.line)
        out.append(",title=")
        appendTitle(problem.kind.rawValue, label: label, to: &out)
        out.append("::")
        appendEscaped(problem.message, isProperty: false, to: &out)
        out.append("\n")
    }

    /// Appends the title property's value: `code`, or `label: code`, escaped.
    private static func appendTitle(_ code: String, label: String?, to out: inout ReportBuffer) {
        appendEscaped(label.map { "\($0): \(code)" } ?? code, isProperty: true, to: &out)
    }

    /// `::error `, `::warning ` or `::notice `: the command, up to its properties.
    private static func writeCommand(_ severity: Severity, to out: inout ReportBuffer) {
        switch severity {
        case .error: out.append("::error ")
        case .warning: out.append("::warning ")
        case .note: out.append("::notice ")
        }
    }

    /// Appends text escaped as the runner expects: `%`, CR and LF as `%25`, `%0D`, `%0A` in a
    /// message; in a property value, `:` and `,` as `%3A` and `%2C` too. Every escaped character
    /// is ASCII, so the bytes are escaped one by one, and a text with none is copied whole.
    package static func appendEscaped(_ text: String, isProperty: Bool, to out: inout ReportBuffer) {
        var text = text
        text.withUTF8 { utf8 in
            let isEscaped = { (byte: UInt8) in
                byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                    || (isProperty && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
            }
            guard utf8.contains(where: isEscaped) else {
                out.append(bytes: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "%"): out.append("%25")
                case UInt8(ascii: "\r"): out.append("%0D")
                case UInt8(ascii: "\n"): out.append("%0A")
                case UInt8(ascii: ":") where isProperty: out.append("%3A")
                case UInt8(ascii: ",") where isProperty: out.append("%2C")
                default: out.append(byte: byte)
                }
            }
        }
    }
}
