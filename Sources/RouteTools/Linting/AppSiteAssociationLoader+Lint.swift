import RouteCore

extension AppSiteAssociationLoader {
    /// Loads the file at `path` and lints it: every warning of loading, and every rule that can
    /// never decide or exclude that changes nothing (``AppSiteAssociationLint``), in file order.
    package static func lint(contentsOf path: String) throws(RouteMapError) -> [AppSiteAssociationWarning] {
        try lint(bytes: try readFile(path), file: path)
    }

    /// ``lint(contentsOf:)`` for bytes already read.
    package static func lint(bytes: [UInt8], file: String) throws(RouteMapError) -> [AppSiteAssociationWarning] {
        let (association, reader) = try read(bytes: bytes, file: file)
        // Every finding's line is found in one pass over the text, however many there are.
        // A rule is named by its place in the file, as the warning's path is (after `applinks.`).
        let findings = AppSiteAssociationLint.findings(in: association) { Array(reader.ruleSites[$0].path(ofRule: $1).dropFirst()).rendered }
        let positions = reader.linesAndColumns(of: findings.map { reader.ruleSites[$0.detail].offset(ofRule: $0.rule) })
        let located = zip(findings, positions).map { finding, position in
            AppSiteAssociationWarning(
                code: finding.code, file: file, line: position.0, column: position.1,
                path: reader.ruleSites[finding.detail].path(ofRule: finding.rule).rendered, message: finding.message)
        }
        return (association.warnings + located).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
