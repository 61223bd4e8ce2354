import RouteCore

/// GitHub Actions workflow commands, one per diagnostic, so that problems show up as
/// annotations on the file and line of the link:
///
/// ```
/// ::error file=links.csv,line=7,col=14,endColumn=23,title=campaign-missing::campaign links need utm_medium
/// ```
///
/// Errors become `::error`, warnings `::warning` and notes `::notice`. Lines and columns are
/// 1-based; a column counts UTF-8 bytes, like every span in RouteScope, and `endColumn` is the
/// column of the span's last byte (an insertion point has none). When a link's bytes do not
/// stand verbatim in the file (a CSV field with `""` or a line break inside), every annotation
/// points at the field's first column. Links given as arguments have no file: their
/// annotations carry no `file`, `line` or `col`, and the message starts with the link.
package enum GitHubReport {
    /// The annotations for one link, one line each; empty when it has no diagnostics.
    ///
    /// - Parameters:
    ///   - file: the file the link came from, nil for arguments.
    ///   - location: where the link stands in `file`.
    package static func annotations(_ analysis: LinkAnalysis, file: String?, location: LinkLocation?) -> String {
        var out = ""
        for diagnostic in analysis.diagnostics {
            var properties: [(String, String)] = []
            if let file { properties.append(("file", file)) }
            if let location {
                properties.append(("line", String(location.line)))
                properties.append(("col", String(location.column(ofUTF8: diagnostic.span.lowerBound))))
                if !diagnostic.span.isEmpty, location.isVerbatim {
                    properties.append(("endColumn", String(location.column(ofUTF8: diagnostic.span.upperBound - 1))))
                }
            }
            properties.append(("title", diagnostic.code.rawValue))
            var message = file == nil ? "\(analysis.input): \(diagnostic.message)" : diagnostic.message
            if let fix = diagnostic.fix { message += "\nfix: " + TextReport().describe(fix, in: analysis.input) }
            out += command(diagnostic.severity, properties: properties, message: message)
        }
        return out
    }

    /// The annotation for a table row with no link.
    package static func annotation(for problem: RowProblem, file: String?) -> String {
        var properties: [(String, String)] = []
        if let file { properties.append(("file", file)) }
        properties.append(("line", String(problem.line)))
        properties.append(("title", problem.kind.rawValue))
        return command(.error, properties: properties, message: problem.message)
    }

    static func command(_ severity: Severity, properties: [(String, String)], message: String) -> String {
        let name =
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))\n"
    }

    /// A message, escaped as the runner expects: `%`, CR and LF as `%25`, `%0D`, `%0A`.
    package static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value: as a message, and `:` and `,` as `%3A` and `%2C`.
    package static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    static func escape(_ text: String, isProperty: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where isProperty: out += "%3A"
            case "," where isProperty: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
