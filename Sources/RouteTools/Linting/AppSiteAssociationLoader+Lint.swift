import RouteCore

extension AppSiteAssociationLoader {
    /// Loads the file at `path` and lints it: every warning of loading, and every rule that can
    /// never decide or exclude that changes nothing (``AppSiteAssociationLint``), in file order.
    package static func lint(contentsOf path: String) throws(RouteMapError) -> [AppSiteAssociationWarning] {
        try lint(bytes: try readFile(path), file: path)
    }

    /// ``lint(contentsOf:)`` for bytes already read.
    package static func lint(bytes: [UInt8], file: String) throws(RouteMapError) -> [AppSiteAssociationWarning] {
        var (association, reader) = try read(bytes: bytes, file: file)
        // Each detail's rules are located in one pass, and every finding's line in another,
        // however many findings there are.
        let findings = AppSiteAssociationLint.findings(in: association)
        var ruleOffsets: [Int: [Int]] = [:]
        var paths: [[JSONPathElement]] = []
        var offsets: [Int] = []
        for finding in findings {
            let rulesPath = reader.detailPaths[finding.detail] + [.key(association.details[finding.detail].rulesKey)]
            if ruleOffsets[finding.detail] == nil {
                ruleOffsets[finding.detail] = reader.offsets.offset(of: rulesPath).flatMap(reader.locator.itemOffsets(ofArrayAt:)) ?? []
            }
            offsets.append(ruleOffsets[finding.detail].flatMap { $0.indices.contains(finding.rule) ? $0[finding.rule] : nil } ?? 0)
            paths.append(rulesPath + [.index(finding.rule)])
        }
        let positions = reader.locator.linesAndColumns(of: offsets)
        let located = findings.indices.map { index in
            AppSiteAssociationWarning(
                code: findings[index].code, file: file, line: positions[index].0, column: positions[index].1, path: paths[index].rendered,
                message: findings[index].message)
        }
        return (association.warnings + located).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
