import RouteCore
import TestSupport
import Testing

/// `(.unknownKey, 1)`: a warning with this code at marker 1 of the marked file.
struct ExpectedAASAWarning: CustomStringConvertible {
    var code: AppSiteAssociationWarning.Code
    var marker: Int

    var description: String { "\(code.rawValue) @\(marker)" }
}

/// Loads the marked apple-app-site-association (markers as in ``stripMarkers(_:)``) and expects
/// exactly these warnings, in file order, each at the line and column of its marker. With `lint`,
/// the linter's findings are expected too. Returns the warnings for further checks.
@discardableResult
func expectAASAWarnings(
    _ marked: String, _ expected: [(AppSiteAssociationWarning.Code, Int)], lint: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [AppSiteAssociationWarning] {
    let (json, offsets) = stripMarkers(marked)
    let warnings =
        lint
        ? try AppSiteAssociationLoader.lint(bytes: Array(json.utf8), file: "aasa.json")
        : try AppSiteAssociationLoader.load(json: json, file: "aasa.json").warnings
    let actual = warnings.map { "\($0.code.rawValue) \($0.line):\($0.column)" }
    let wanted = expected.map { code, marker -> String in
        guard let offset = offsets[marker] else { return "missing marker \(marker)" }
        let before = Array(json.utf8)[..<offset]
        let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = before[lineStart...].count(where: { $0 & 0xC0 != 0x80 }) + 1
        return "\(code.rawValue) \(line):\(column)"
    }
    #expect(actual == wanted, "\(warnings.map(\.description))", sourceLocation: sourceLocation)
    return warnings
}
