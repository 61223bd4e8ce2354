import RouteCore

/// JUnit XML for CI dashboards: one `<testcase>` per link, failing when the link has errors
/// (or warnings, under `--strict`).
///
/// Test cases are rendered one at a time so a caller can stream them to disk, then wrap them
/// with ``header(tests:failures:)`` and ``footer`` once the counts are known.
package enum JUnitReport {
    /// The XML declaration and the opening tags, with the totals.
    package static func header(tests: Int, failures: Int, name: String = "routescope check") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"\(tests)\" failures=\"\(failures)\">\n"
            + "  <testsuite name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    }

    /// The closing tags.
    package static let footer = "  </testsuite>\n</testsuites>\n"

    /// One test case. `failed` decides whether it carries a `<failure>`.
    package static func testCase(_ analysis: LinkAnalysis, name: String, failed: Bool, report: TextReport = TextReport()) -> String {
        var out = "    <testcase classname=\"routescope.check\" name=\"\(escape(name))\">\n"
        if failed {
            let first = analysis.diagnostics.first { $0.severity == .error } ?? analysis.diagnostics.first
            let summary = first.map { "\($0.code.rawValue): \($0.message)" } ?? "failed"
            out += "      <failure type=\"\(escape(first?.code.rawValue ?? "error"))\" message=\"\(escape(summary))\">"
            out += escape(report.render(analysis))
            out += "</failure>\n"
        } else if !analysis.diagnostics.isEmpty {
            out += "      <system-out>\(escape(report.render(analysis)))</system-out>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// A failing test case for a table row with no link.
    package static func testCase(_ problem: RowProblem, name: String) -> String {
        "    <testcase classname=\"routescope.check\" name=\"\(escape(name))\">\n"
            + "      <failure type=\"\(problem.kind.rawValue)\" message=\"\(escape(problem.message))\">\(escape(problem.message))</failure>\n"
            + "    </testcase>\n"
    }

    /// XML-escapes text, dropping characters XML 1.0 cannot carry (controls other than tab and newline).
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\\x" + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
