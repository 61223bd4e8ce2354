import RouteCore

/// One line each for where a link opens on iOS and on Android, as `check` writes them under an
/// ok link, and `build`, `open` and `routes` use them:
///
/// ```
/// aasa: match by "/app/*" in detail 1, component 2
/// android: opens-app (com.example.reader.MainActivity, intent filter 1): "example.com" is verified: …
/// ```
package enum PlatformAnswer {
    /// Appends `android: <result> (<activity>, intent filter <n>): <reason>` (after `prefix`) and
    /// a newline.
    package static func writeAndroid(_ eligibility: AndroidLinkEligibility, prefix: StaticString = "", to out: inout ReportBuffer) {
        out.append(prefix)
        out.append("android: ")
        out.append(eligibility.result.rawValue)
        if let activity = eligibility.activity {
            out.append(" (")
            out.append(activity)
            if let filter = eligibility.filterNumber {
                out.append(", intent filter ")
                out.append(decimal: filter)
            }
            out.append(")")
        }
        out.append(": ")
        out.append(eligibility.reason)
        out.append("\n")
    }

    /// The lines for `analysis`'s link in `map`: the apple-app-site-association's deciding rule
    /// when the map has one and a rule decided, and Android's answer when the map has a
    /// manifest (the analysis holds it) and no `not-an-android-app-link` diagnostic already says
    /// it, without newlines.
    package static func lines(for analysis: LinkAnalysis, in map: RouteMap) -> [String] {
        var lines: [String] = []
        if let association = map.web?.appSiteAssociation {
            var out = ReportBuffer(capacity: 256)
            TextReport.writeAppSiteAssociationAnswer(analysis, association: association, to: &out)
            if !out.isEmpty { lines.append(String(decoding: out.bytes.dropLast(), as: UTF8.self)) }
        }
        if let android = analysis.androidEligibility, !analysis.diagnostics.contains(where: { $0.code == .notAnAndroidAppLink }) {
            var out = ReportBuffer(capacity: 256)
            writeAndroid(android, to: &out)
            lines.append(String(decoding: out.bytes.dropLast(), as: UTF8.self))
        }
        return lines
    }
}
