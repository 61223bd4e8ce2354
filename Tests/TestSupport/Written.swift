import RouteCore

/// The text a byte writer appends to an empty ``ReportBuffer``: how tests read the reports.
///
/// ```swift
/// written { JSONReport.write(analysis, to: &$0) }   // "{\"input\":…}\n"
/// ```
package func written(_ write: (inout ReportBuffer) -> Void) -> String {
    var out = ReportBuffer(capacity: 256)
    write(&out)
    return String(decoding: out.bytes, as: UTF8.self)
}
