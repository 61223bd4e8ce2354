import RouteCore

/// The output of `routescope aasa lint`: each warning as a compiler writes one, or as a JSON
/// object per line, and a closing count.
package enum AASALintReport {
    /// `aasa.json:3:12: warning[unknown-key]: applinks.details[0].exlude: …` lines and the count.
    package static func text(_ warnings: [AppSiteAssociationWarning], file: String) -> String {
        var out = warnings.map { $0.description + "\n" }.joined()
        out += "\(file): " + (warnings.isEmpty ? "no problems found" : "\(warnings.count) warning\(warnings.count == 1 ? "" : "s")") + "\n"
        return out
    }

    /// One JSON Lines object per warning: `{"file", "line", "column", "severity", "code", "path", "message"}`.
    package static func jsonLines(_ warnings: [AppSiteAssociationWarning]) -> String {
        warnings.map { warning in
            JSONValue.object([
                ("file", .string(warning.file)), ("line", .int(warning.line)), ("column", .int(warning.column)),
                ("severity", .string("warning")), ("code", .string(warning.code.rawValue)), ("path", .string(warning.path)),
                ("message", .string(warning.message)),
            ]).serialized() + "\n"
        }.joined()
    }
}
