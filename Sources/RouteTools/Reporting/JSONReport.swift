import RouteCore

/// The JSON form of an analysis: one object per link, as `check --format json` writes it
/// (JSON Lines). The schema is in DESIGN.md; keys are always written in the same order:
///
/// ```
/// {"input":…,"ok":…,"kind":…,"line":…,"aasa":{…},"android":{…},"route":{"tab":…,"navigators":[…],"screen":…,"params":{…},"campaign":{…},"extras":{…}},"suggested":{"tab":…,"screen":…},"diagnostics":[…]}
/// ```
///
/// `line`, `aasa`, `android`, `campaign`, `extras` and `suggested` appear only when there is
/// something to say. `route` is the link as written: null when it reaches no tab, with a null
/// `tab` or `screen` where it names none; `suggested` is where the matcher went on instead. The bytes go straight into a
/// ``ReportBuffer``, with no tree of values in between.
package enum JSONReport {
    /// Appends the analysis as one line of JSON Lines, newline included.
    ///
    /// - Parameters:
    ///   - line: the input line number, when the link came from a file.
    ///   - failed: whether the link fails the run, written as `"ok"`; by default, whether it has
    ///     an error (under `--strict`, a warning fails it too).
    package static func write(_ analysis: LinkAnalysis, line: Int? = nil, failed: Bool? = nil, to out: inout ReportBuffer) {
        out.append("{\"input\":")
        out.append(jsonString: analysis.input)
        out.append(failed ?? !analysis.ok ? ",\"ok\":false,\"kind\":" : ",\"ok\":true,\"kind\":")
        out.append(jsonString: analysis.kind.rawValue)
        if let line {
            out.append(",\"line\":")
            out.append(decimal: line)
        }
        if let eligibility = analysis.appLinkEligibility {
            out.append(",\"aasa\":")
            write(eligibility, to: &out)
        }
        if let android = analysis.androidEligibility {
            out.append(",\"android\":")
            write(android, to: &out)
        }
        out.append(",\"route\":")
        // Worded once: each reading of the analysis's tab or screen words it again.
        let (tab, screen) = (analysis.tab, analysis.screen)
        writeRoute(analysis, tab: tab, screen: screen, to: &out)
        if let tab, !tab.isAsWritten || screen?.isAsWritten == false {
            // Where the fixes lead, when that is not the link as written.
            out.append(",\"suggested\":{\"tab\":")
            out.append(jsonString: tab.name)
            out.append(",\"screen\":")
            if let screen { out.append(jsonString: screen.name) } else { out.append("null") }
            out.append("}")
        }
        out.append(",\"diagnostics\":[")
        for (index, diagnostic) in analysis.diagnostics.enumerated() {
            if index > 0 { out.append(",") }
            out.append(json: diagnostic)
        }
        out.append("]}\n")
    }

    /// Appends the line for a table row with no link, newline included:
    /// `{"line":7,"ok":false,"problem":{"code":"short-row","message":"…"}}`.
    package static func write(_ problem: RowProblem, to out: inout ReportBuffer) {
        out.append("{\"line\":")
        out.append(decimal: problem.line)
        out.append(",\"ok\":false,\"problem\":{\"code\":")
        out.append(jsonString: problem.kind.rawValue)
        out.append(",\"message\":")
        out.append(jsonString: problem.message)
        out.append("}}\n")
    }

    /// `{"tab":…,"screen":…,"params":{…}}` (with `navigators` before `screen` for a screen inside
    /// nested navigators), then `campaign` and `extras` when not empty; `null` without a tab and a
    /// screen.
    ///
    /// The route is the link as written: a tab or screen it does not name is null, and the
    /// readings of a screen it does not name are left out (they belong to the suggestion).
    static func writeRoute(_ analysis: LinkAnalysis, tab: NameMatch?, screen: NameMatch?, to out: inout ReportBuffer) {
        guard let tab else {
            out.append("null")
            return
        }
        out.append("{\"tab\":")
        if let written = tab.written { out.append(jsonString: written) } else { out.append("null") }
        guard tab.written != nil, let screen = screen?.written else {
            out.append(",\"screen\":null,\"params\":{}}")
            return
        }
        let navigators = analysis.navigators
        if !navigators.isEmpty {
            out.append(",\"navigators\":[")
            for (index, navigator) in navigators.enumerated() {
                if index > 0 { out.append(",") }
                out.append(jsonString: navigator)
            }
            out.append("]")
        }
        out.append(",\"screen\":")
        out.append(jsonString: screen)
        out.append(",")
        out.append(jsonParamsOf: analysis)
        out.append("}")
    }

    /// `{"result":…,"activity":…,"filter":…,"reason":…}`, `activity` and `filter` when known:
    /// ``AndroidLinkEligibility/jsonPairs`` as an object, written without building it.
    static func write(_ eligibility: AndroidLinkEligibility, to out: inout ReportBuffer) {
        out.append("{\"result\":")
        out.append(jsonString: eligibility.result.rawValue)
        if let activity = eligibility.activity {
            out.append(",\"activity\":")
            out.append(jsonString: activity)
        }
        if let filter = eligibility.filter {
            out.append(",\"filter\":")
            out.append(decimal: filter)
        }
        out.append(",\"reason\":")
        out.append(jsonString: eligibility.reason)
        out.append("}")
    }

    /// `{"result":"match","detail":0,"component":2}`; a legacy path's index is `path`, and
    /// `no-match` has no indices.
    static func write(_ eligibility: AppLinkEligibility, to out: inout ReportBuffer) {
        out.append("{\"result\":")
        out.append(jsonString: eligibility.result.rawValue)
        if let detail = eligibility.detail {
            out.append(",\"detail\":")
            out.append(decimal: detail)
        }
        if let component = eligibility.component {
            out.append(",\"component\":")
            out.append(decimal: component)
        }
        if let path = eligibility.legacyPath {
            out.append(",\"path\":")
            out.append(decimal: path)
        }
        out.append("}")
    }
}
